import Arguments
import Checking
import Fixture
import FixtureJSON
import Layout
import Lifecycle
import Views
import WidgetHost

/// `la-sim check SWIFT-FILES-or-FOLDER [--pipeline FIXTURE]`: the activity checked as the app's compiled code
/// draws it. Every content state, in every state the sweep draws, goes to the code in one run of the host;
/// each finding about a text names the Swift line that wrote it.
extension CheckCommand {
  static func runSwift(_ arguments: ParsedArguments, files: [String]) throws(CLIError) -> Int32 {
    for option in ["strings", "locale", "pseudo-locale", "swift"] where arguments.options[option] != nil {
      throw CLIError.usage(
        "--\(option) does not take the app's Swift yet; leave it out with the .swift files")
    }
    let devices = try devices(arguments.value("device"))
    let dynamicTypes = try DynamicTypeOption.sizes(arguments.value("dynamic-type"))
    let colorSchemes = try AppearanceOption.schemes(arguments.value("appearance"))
    let format = try arguments.choice("format", formats, default: "text")
    let grouping = try grouping(arguments)
    let (host, sources) = try AppSwift.built(files: files, swiftc: arguments.value("swiftc"))
    let pipeline = arguments.value("pipeline")
    let definition =
      if let pipeline {
        try FixtureLoader.load(pipeline)
      } else {
        try AppSwift.previewFixture(host: host, sources: sources, files: files)
      }
    let views = HostViews(host: host, file: files[0])
    // The views are asked as the phone draws them by default (large text, dark): the sweep's other sizes
    // rescale them, as they do a fixture's layouts.
    let environment = AppSwift.environment(colorScheme: .dark, dynamicType: .large)
    let code = CodeViews { activities in
      zip(activities, views.answers(for: activities, environment: environment)).map { activity, answer in
        (try? answer.get()) ?? activity.definition
      }
    }
    let file = pipeline ?? files[0]
    var report = Checker.check(
      definition, file: file, devices: devices, dynamicTypes: dynamicTypes,
      accessibility: arguments.flags.contains("accessibility"), colorSchemes: colorSchemes, views: code)
    if let error = views.takeErrors().first {
      throw CLIError(message: error, code: ExitCode.dataError)
    }
    let sites = views.sites
    for index in report.findings.indices {
      guard let presentation = report.findings[index].presentation else { continue }
      let slot = LayoutSlot.slot(presentation, region: report.findings[index].region)
      report.findings[index].site = HostLayoutDecoder.site(of: report.findings[index].text, in: slot, sites)
    }
    let swiftFiles = sources.files.map(\.path)
    let source =
      pipeline.map { CheckCommand.source(of: $0) } ?? CheckSARIF.Source(uri: files[0], bytes: nil)
    return try finish(
      [report], sources: [CheckSARIF.Source(uri: source.uri, bytes: source.bytes, swiftFiles: swiftFiles)],
      arguments, format: format, grouping: grouping)
  }
}
