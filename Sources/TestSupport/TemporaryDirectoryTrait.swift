import Testing

/// Gives each test of a suite (each case of a parameterised test) a fresh `TemporaryDirectory`, removed when
/// it ends: `@Suite(.temporaryDirectory)`. Files the test writes through `TemporaryDirectory.ofThisTest()`
/// (fixtures, payloads, the directory `la-sim` runs in) go there, so nothing is left behind.
public struct TemporaryDirectoryTrait: SuiteTrait, TestTrait, TestScoping {
  /// The trait applies to every test in the suite, not to the suite as a whole.
  public var isRecursive: Bool { true }

  /// A scope for each test case; none for a suite.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  /// Runs the test case with a fresh directory, then removes it.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let directory = try TemporaryDirectory(
      test.name.filter { $0.isLetter || $0.isNumber }.prefix(40).description)
    defer { directory.remove() }
    try await TemporaryDirectory.$current.withValue(directory) { try await function() }
  }
}

extension Trait where Self == TemporaryDirectoryTrait {
  /// A fresh temporary directory for each test, removed when it ends.
  public static var temporaryDirectory: Self { Self() }
}
