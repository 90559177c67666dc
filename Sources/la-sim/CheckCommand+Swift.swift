import Arguments
import BuiltinFixtures
import Checking
import Fixture
import JSON
import WidgetHost

/// `--swift FILE…` on `check` and `push`: the app's own model, read from its compiled `Decodable` types.
enum SwiftOption {
  /// The Swift files given: every `--swift` value, and the positional arguments ending in `.swift` (so that
  /// `--swift A.swift B.swift` takes both).
  static func files(_ arguments: ParsedArguments) -> [String] {
    guard let given = arguments.options["swift"] else { return [] }
    return given + arguments.positional.filter { $0.hasSuffix(".swift") }
  }

  /// The positional arguments that are not Swift files.
  static func others(_ arguments: ParsedArguments) -> [String] {
    guard arguments.options["swift"] != nil else { return arguments.positional }
    return arguments.positional.filter { !$0.hasSuffix(".swift") }
  }

  /// The models of `files` (one per `ActivityConfiguration`), or nil when none are given: the files are
  /// compiled into the widget host, which reads its own types.
  static func models(_ files: [String], swiftc: String?) throws(CLIError) -> [SwiftModel]? {
    guard !files.isEmpty else { return nil }
    let (host, sources) = try AppSwift.built(files: files, swiftc: swiftc)
    do {
      return try host.models(sources: sources)
    } catch {
      throw CLIError(error)
    }
  }

  /// The model among `models` for `definition`: the one of its `attributesType`, or the only one.
  static func model(_ models: [SwiftModel]?, for definition: ActivityDefinition) -> SwiftModel? {
    guard let models else { return nil }
    return models.first { $0.attributesType == definition.attributesType } ?? models.first
  }
}

extension CheckCommand {
  /// `report` with one LA011 finding per difference between the fixture's schema and the Swift model.
  static func withDrift(
    _ report: CheckReport, _ definition: ActivityDefinition, reference: String, swift: SwiftModel?
  ) -> CheckReport {
    guard let swift else { return report }
    let bytes = source(of: reference).bytes
    let json = bytes.flatMap { try? JSONParser.parse(bytes: $0) }
    var result = report
    for difference in ModelDrift.differences(definition, json: json, swift: swift) {
      var places: [String] = []
      if let position = difference.fixturePosition {
        places.append("fixture \(position.line):\(position.column)")
      }
      if let place = difference.swiftPlace { places.append("Swift \(place)") }
      let where_ = places.isEmpty ? "" : " (\(places.joined(separator: "; ")))"
      result.findings.append(
        Finding(
          code: .modelDrift, file: reference, place: difference.fixturePlace,
          text: difference.message + where_,
          detail: difference.swiftPlace?.description))
    }
    return result
  }
}
