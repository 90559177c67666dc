/// A text that did not fit where it was drawn.
public struct Truncation: Equatable, Hashable, Sendable {
  /// The presentation, e.g. `compact`.
  public var presentation: Presentation
  /// The region, e.g. `trailing`.
  public var region: String
  /// The full text.
  public var text: String
  /// Cells (or rows, for `unit == .rows`) the text needs.
  public var needed: Int
  /// Cells (or rows) it was given.
  public var available: Int
  /// What was drawn instead, e.g. `On th…`.
  public var shown: String
  /// Whether the clip was in width or in height.
  public var unit: Unit

  /// A truncation.
  public init(
    presentation: Presentation, region: String, text: String, needed: Int, available: Int, shown: String,
    unit: Unit = .cells
  ) {
    self.presentation = presentation
    self.region = region
    self.text = text
    self.needed = needed
    self.available = available
    self.shown = shown
    self.unit = unit
  }

  /// Cells across, or rows down.
  public enum Unit: String, Sendable {
    /// Width in cells.
    case cells
    /// Height in rows.
    case rows
  }

  /// `compact/trailing: "1:02:03" needs 7 cells, has 6 → "1:02:…"`.
  public var summary: String {
    "\(presentation.rawValue)/\(region): \"\(text)\" needs \(needed) \(unit.rawValue), has \(available) → \"\(shown)\""
  }
}
