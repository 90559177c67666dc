/// Why la-sim could not get views from the app's Swift: each reads as one line, and says which exit status
/// it is (sysexits, as every la-sim command uses them).
public struct WidgetHostError: Error, Sendable {
  /// What went wrong, in one sentence (or the compiler's diagnostics, as it printed them).
  public var message: String
  /// The exit status: 69 no toolchain, 65 the code does not compile or evaluate, 70 the host failed.
  public var exitCode: Int32

  /// An error.
  public init(_ message: String, exitCode: Int32) {
    self.message = message
    self.exitCode = exitCode
  }

  static func noToolchain(_ swiftc: String) -> WidgetHostError {
    WidgetHostError(
      "la-sim compiles the app's Swift with a Swift toolchain and found no '\(swiftc)': install Swift 6"
        + " (swift.org/install) or give its compiler with --swiftc PATH",
      exitCode: 69)
  }
}
