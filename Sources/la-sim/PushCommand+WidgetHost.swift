import Arguments
import BuiltinFixtures
import Delivery
import Fixture
import PushReplay
import WidgetHost

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `la-sim push SWIFT-FILES-or-FOLDER --pipeline FIXTURE PAYLOAD…`: each payload's content state (and a start
/// push's attributes) is decoded by the app's own `Codable` types, compiled in the widget host with a default
/// `JSONDecoder` as ActivityKit decodes it: a custom `init(from:)`, `CodingKeys` and defaults are the app's.
/// What they refuse, the device drops; what they accept is applied as they encode it again.
extension PushCommand {
  /// With `--pipeline`: the fixture, the app's Swift and the payload files; nil without it.
  /// Without `--pipeline`, the app's Swift given first (a `.swift` file or a folder that is no built-in
  /// fixture's name) means the activity comes from its `#Preview`s.
  static func appSwift(_ arguments: ParsedArguments) throws(CLIError) -> (
    pipeline: String?, files: [String], payloads: [String]
  )? {
    let pipeline = arguments.value("pipeline")
    if pipeline == nil {
      guard let first = arguments.positional.first, BuiltinFixtures.bytes(named: first) == nil,
        !WidgetSources.split([first]).swift.isEmpty, arguments.options["swift"] == nil
      else { return nil }
    }
    for option in ["with", "swift"] where arguments.options[option] != nil {
      throw CLIError.usage("--\(option) does not take the app's compiled Swift yet; leave it out")
    }
    // The phone after each push would be drawn from a fixture's layouts, not the app's views.
    if arguments.flags.contains("render") {
      throw CLIError.usage(
        "--render does not draw the app's Swift yet: leave it out, and draw a state with 'la-sim render'")
    }
    let (files, payloads) = WidgetSources.split(arguments.positional)
    guard !files.isEmpty else {
      throw CLIError.usage("--pipeline decodes with the app's Swift: give its .swift files or their folder")
    }
    guard !payloads.isEmpty else { throw CLIError.usage("expected at least one PAYLOAD file") }
    return (pipeline, files, payloads)
  }

  /// `loaded` with every value the app's types decode replaced by what they encode, and every value they
  /// refuse marked so (`AppDecoding`); `definition` learns the enum raw values they accepted.
  static func decodedByApp(
    _ loaded: [PayloadFile], definition: inout ActivityDefinition, files: [String], swiftc: String?
  ) throws(CLIError) -> [PayloadFile] {
    guard loaded.contains(where: { $0.root != nil }) else { return loaded }
    let outcomes: [AppDecoding.Outcome]
    do {
      outcomes = try AppDecoding.apply(
        loaded.map(\.root), definition: &definition,
        host: try WidgetHost.built(files: files, swiftc: swiftc).0)
    } catch {
      throw CLIError(error)
    }
    var result = loaded
    for (index, outcome) in outcomes.enumerated() {
      result[index].root = outcome.root
      result[index].appRefusal = outcome.refusal
      if let root = outcome.root { result[index].decoding = PushDecoder.decode(root, definition: definition) }
    }
    return result
  }
}
