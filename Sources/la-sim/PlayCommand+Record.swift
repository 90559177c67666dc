import Arguments
import Escaping
import Scenarios
import Typography
import Views

extension PlayCommand {
  /// The command `play --verify` prints under "Record every snapshot": this play with `--record DIR` for
  /// `--verify DIR`, and every option that shapes the snapshots as given (the format, the text size, the
  /// appearance, the pseudolanguage, the app's strings and language, the compiler), so that pasted it records
  /// the frames this verify compared, not the same story in another language or size.
  static func recordCommand(
    _ arguments: ParsedArguments, app: String, scenario: String, directory: String,
    format: SnapshotFormat?, dynamicType: DynamicTypeSize, colorScheme: ColorScheme
  ) -> String {
    var words = ["la-sim", "play", app, scenario.shellQuoted, "--record", directory.shellQuoted]
    if let format { words += ["--format", format.rawValue] }
    if dynamicType != .large { words += ["--dynamic-type", dynamicType.rawValue] }
    if colorScheme != .dark { words += ["--appearance", "light"] }
    for name in ["pseudo-locale", "strings", "locale", "swiftc"] {
      for value in arguments.options[name] ?? [] { words += ["--\(name)", value.shellQuoted] }
    }
    return words.joined(separator: " ")
  }
}
