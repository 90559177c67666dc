/// An error that la-sim reports as a `Diagnostic`: each typed error of a decoder or a file operation gives
/// the one diagnostic it stands for, so that every error reads, escapes and exits the same way.
public protocol DiagnosticConvertible: Error, CustomStringConvertible {
  /// The diagnostic this error reports.
  var diagnostic: Diagnostic { get }
}

extension DiagnosticConvertible {
  /// The diagnostic's one line.
  public var description: String { diagnostic.description }
}

extension Diagnostic: DiagnosticConvertible {
  /// Itself.
  public var diagnostic: Diagnostic { self }
}
