import Arguments
import Fixture
import FixtureJSON
import Starters

/// Reading the app's Swift for `la-sim init --from-swift`: the starter's fixture is what `la-sim import`
/// prints for the same files (compiled with the swiftc on PATH).
extension SwiftStarter {
  /// Imports `paths`; a file that cannot be read or a model that cannot be imported is an error.
  init(name: String, paths: [String]) throws(CLIError) {
    // init has no --pipeline: code with no preview is told to add one, or to import with a pipeline.
    let result = try HostImport.fixture(
      files: paths, pipeline: nil, swiftc: nil,
      withoutPreviews:
        "add one (#Preview(\"…\", as: .content, using: …) { … } contentStates: { … }), or write the"
        + " fixture with 'la-sim import SWIFT-FILES --pipeline FIXTURE.json --out \(name).json'")
    let fixture = TerminalText.json(result.fixture) + "\n"
    let definition: ActivityDefinition
    do {
      definition = try FixtureDecoder.decode(bytes: Array(fixture.utf8), file: "\(name).json")
    } catch {
      throw CLIError(
        message: "the fixture imported from \(paths.joined(separator: ", ")) does not load: \(error.message)",
        code: ExitCode.dataError)
    }
    self.init(name: name, fixture: fixture, issues: result.issues, definition: definition)
  }
}
