/// SwiftUI's `Font.Weight`, from the thinnest to the heaviest.
public enum FontWeight: String, Equatable, Hashable, Sendable, CaseIterable {
  /// `.ultraLight`.
  case ultraLight
  /// `.thin`.
  case thin
  /// `.light`.
  case light
  /// `.regular`: every text style's weight but `.headline`.
  case regular
  /// `.medium`.
  case medium
  /// `.semibold`: `.headline`'s weight.
  case semibold
  /// `.bold`: what `.bold()` gives.
  case bold
  /// `.heavy`.
  case heavy
  /// `.black`.
  case black

  /// Whether a terminal draws text of this weight bold (semibold and heavier).
  public var isBold: Bool {
    switch self {
    case .semibold, .bold, .heavy, .black: true
    default: false
    }
  }
}
