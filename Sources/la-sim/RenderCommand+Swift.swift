import Arguments
import Diagnostics
import Fixture
import FixtureJSON
import JSON
import Lifecycle
import WidgetHost

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `la-sim render FILES-or-FOLDER --pipeline FIXTURE`: the views come from the app's Swift, compiled with
/// la-sim's SwiftUI, WidgetKit and ActivityKit and evaluated for the activity at the step and state asked; the
/// attribute values, pipeline, stale and end settings from the fixture.
extension RenderCommand {
  static func runSwift(_ arguments: ParsedArguments, pipeline: String?) throws(CLIError) -> Int32 {
    guard !arguments.positional.isEmpty else {
      throw CLIError.usage("--pipeline draws the app's Swift: give its .swift files or their folder")
    }
    for option in ["with"] where arguments.options[option] != nil {
      throw CLIError.usage("--\(option) does not take the app's Swift yet; leave it out with --pipeline")
    }
    guard !arguments.flags.contains("watch") else {
      throw CLIError.usage("--watch does not take the app's Swift yet; leave it out with --pipeline")
    }
    let fixture: ActivityDefinition
    if let pipeline {
      fixture = try FixtureLoader.load(pipeline)
    } else {
      fixture = try previewFixture(files: arguments.positional, swiftc: arguments.value("swiftc"))
    }
    var request = try RenderRequest(arguments, definition: fixture)
    let localization = try AppLocalization(arguments, fixture: fixture, reference: pipeline)
    request.language = localization.language
    // The views may read the phone's appearance, text size and language with @Environment.
    var environment = AppSwift.environment(colorScheme: request.colorScheme, dynamicType: request.dynamicType)
    environment.locale = localization.appLanguage
    (request.definition, request.sites) = try swiftDefinition(
      for: request.activity, files: arguments.positional, swiftc: arguments.value("swiftc"),
      environment: environment, localizing: localization.isActive)
    let missing: [MissingTranslation]
    (request.definition, missing) = localization.apply(to: request.definition)
    for line in LocaleOption.warnings(
      missing, catalog: localization.catalog, language: localization.language, command: "render")
    {
      Output.err(line)
    }
    let format = try arguments.choice("format", formats, default: "text")
    let out = try pictureFile(arguments, format: format)
    let output = request.output(format: format)
    if let out {
      try BrowserPicture.write(svg: output, to: out)
    } else {
      Output.out(output)
    }
    return ExitCode.ok
  }

  /// The activity the app's Live Activity `#Preview`s describe (`AppSwift.previewFixture`).
  static func previewFixture(files: [String], swiftc: String?) throws(CLIError) -> ActivityDefinition {
    let (host, sources) = try AppSwift.built(files: files, swiftc: swiftc)
    return try AppSwift.previewFixture(host: host, sources: sources, files: files)
  }

  /// The fixture's definition with the layouts and colours the app's code gives `activity`, and where the
  /// code wrote each text.
  static func swiftDefinition(
    for activity: LiveActivity, files: [String], swiftc: String?,
    environment: WidgetHostRequest.Environment = WidgetHostRequest.Environment(), localizing: Bool = false
  ) throws(CLIError) -> (ActivityDefinition, [String: String]) {
    let answer: [UInt8]
    do {
      answer = try WidgetHost.built(files: files, swiftc: swiftc).0.answers(
        for: [activity], environment: environment)[0]
    } catch {
      throw CLIError(error)
    }
    do {
      return (
        try HostLayoutDecoder.apply(
          answer, file: "the views of \(files[0])", to: activity.definition, localizing: localizing),
        HostLayoutDecoder.sites(answer)
      )
    } catch {
      throw CLIError(error)
    }
  }
}

extension CLIError {
  /// Why the app's Swift gave no views: the sentence, its exit status, and the compiler's lines.
  init(_ error: WidgetHostError) {
    self.init(message: error.message, code: error.exitCode, details: error.details)
  }
}
