/// How snapshots are written: plain text, text with its colours, or an SVG picture. Each can be a golden
/// format; a scenario chooses with a `format` line, `--format` overrides it.
public enum SnapshotFormat: String, CaseIterable, Sendable {
  /// Plain text, exactly as `la-sim render` prints (the default golden format). It cannot see a colour.
  case text
  /// Text with 256-colour escapes, exactly as `la-sim render --format ansi` prints: `cat` shows it in
  /// colour, and a golden in this format fails when a colour, bold or dimming changes.
  case ansi
  /// An SVG picture for a browser.
  case svg

  /// What a person calls it in a message: `text`, `ANSI text`, `SVG`.
  public var displayName: String {
    switch self {
    case .text: "text"
    case .ansi: "ANSI text"
    case .svg: "SVG"
    }
  }

  /// The file extension of a snapshot in this format.
  public var fileExtension: String {
    switch self {
    case .text: "txt"
    case .ansi: "ans"
    case .svg: "svg"
    }
  }
}
