import Arguments
import Escaping
import Fixture
import Scenarios
import WidgetHost

/// `la-sim play SWIFT-FILES-or-FOLDER [--pipeline FIXTURE] SCENARIO`: the scenario's frames drawn with the
/// views of the app's code, for the activity as it is at each snapshot.
extension PlayCommand {
  /// What the scenario plays: a fixture (`FIXTURE SCENARIO`), or the app's Swift and the fixture or
  /// previews that give its activity.
  struct AppInput {
    /// The fixture as given (a built-in name or a file): `--pipeline`'s, or the first Swift path without it.
    var fixture: String
    /// Whether the views are the app's Swift.
    var isSwift: Bool { views != nil }
    /// The app's `.swift` files, as read (a folder's files).
    var swiftFiles: [String] = []
    /// The paths given before the scenario.
    var given: [String]
    var pipeline: String?
    /// The code's views, asked of its compiled host.
    var views: HostViews?
    /// The compiled code.
    private var host: WidgetHost?
    private var previews: (WidgetHost, WidgetSources)?

    init(_ arguments: ParsedArguments) throws(CLIError) {
      given = Array(arguments.positional.dropLast())
      pipeline = arguments.value("pipeline")
      let (swift, others) = WidgetSources.split(given)
      guard pipeline != nil || (!swift.isEmpty && others.isEmpty) else {
        // A fixture and a scenario, as before the app's Swift was played.
        if given.count > 1 { throw CLIError.usage("unexpected argument '\(arguments.positional[2])'") }
        if arguments.value("swiftc") != nil {
          throw CLIError.usage("--swiftc compiles the app's Swift: give its .swift files or their folder")
        }
        fixture = given[0]
        return
      }
      guard others.isEmpty else {
        throw CLIError.usage(
          "'\(others[0])' is not a .swift file or a folder: with --pipeline, give the app's Swift before"
            + " the scenario")
      }
      fixture = pipeline ?? given[0]
      let (host, sources) = try AppSwift.built(files: given, swiftc: arguments.value("swiftc"))
      swiftFiles = sources.files.map(\.path)
      views = HostViews(host: host, file: given[0])
      self.host = host
      if pipeline == nil { previews = (host, sources) }
    }

    /// The activity played: the fixture's, or the one the code's previews describe.
    func definition() throws(CLIError) -> ActivityDefinition {
      guard let previews else { return try FixtureLoader.load(fixture) }
      return try AppSwift.previewFixture(host: previews.0, sources: previews.1, files: given)
    }

    /// What the command line names before the scenario, for the command that records the goldens again.
    var commandLine: String {
      guard isSwift else { return fixture.shellQuoted }
      return (given.map(\.shellQuoted) + (pipeline.map { ["--pipeline", $0.shellQuoted] } ?? []))
        .joined(separator: " ")
    }

    /// The code's views with each localized text kept as its key and values, for a language or a
    /// pseudolanguage (`HostViews`' `localizing`).
    mutating func localize() {
      guard let host else { return }
      views = HostViews(host: host, file: given[0], localizing: true)
    }
  }
}
