/// How snapshots are written: the text goldens hold, ANSI colour for reading, or an SVG picture.
public enum SnapshotFormat: String, CaseIterable, Sendable {
  /// Plain text, exactly as `la-sim render` prints (the golden format).
  case text
  /// Text with 256-colour escapes, for a terminal.
  case ansi
  /// An SVG picture for a browser.
  case svg

  /// The file extension of a snapshot in this format.
  public var fileExtension: String {
    switch self {
    case .text: "txt"
    case .ansi: "ans"
    case .svg: "svg"
    }
  }
}
