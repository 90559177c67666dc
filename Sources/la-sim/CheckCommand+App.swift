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
    for option in ["swift"] where arguments.options[option] != nil {
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
    let pseudoLocale = try PseudoLocaleOption.parse(arguments.value("pseudo-locale"))
    let catalog = try LocaleOption.catalog(arguments, fixture: definition, reference: pipeline)
    let languages: [String?] = try LocaleOption.languages(arguments, catalog: catalog, allowsAll: true)
    let localizing = !languages.isEmpty || pseudoLocale != nil
    let views = HostViews(host: host, file: files[0], localizing: localizing)
    let file = pipeline ?? files[0]
    var reports: [CheckReport] = []
    for language in languages.isEmpty ? [nil] : languages {
      // The views are asked as the phone draws them by default (large text, dark, the language): the sweep's
      // other sizes rescale them, as they do a fixture's layouts. Views that read the appearance or the text
      // size are asked again in each appearance and at each size checked (`CodeViews.reads`).
      let missing = Guarded<[MissingTranslation]>([])
      // Each text as drawn in the language, and the code's own: a finding names the line of the code's.
      let sourceTexts = Guarded<[String: String]>([:])
      let appLanguage = AppLocalization.appLanguage(language, catalog: catalog)
      let code = CodeViews(reads: { views.reads }) { activities, colorScheme, dynamicType in
        var environment = AppSwift.environment(colorScheme: colorScheme, dynamicType: dynamicType)
        environment.locale = appLanguage
        return zip(activities, views.answers(for: activities, environment: environment)).map {
          activity, answer in
          guard let drawn = try? answer.get() else { return activity.definition }
          guard localizing else { return drawn }
          let (translated, gaps) = AppLocalization(
            catalog: catalog, language: language, pseudoLocale: pseudoLocale
          ).apply(to: drawn)
          missing.withLock { $0 += gaps }
          let pairs = AppLocalization.texts(of: drawn, as: translated)
          sourceTexts.withLock { known in
            for (source, shown) in pairs where known[shown] == nil { known[shown] = source }
          }
          return translated
        }
      }
      var report = Checker.check(
        definition, file: file, devices: devices, dynamicTypes: dynamicTypes,
        accessibility: arguments.flags.contains("accessibility"), colorSchemes: colorSchemes, views: code)
      // What the code printed before it stopped (Swift's `Fatal error: …`) is shown above the sentence that
      // says "as it printed above".
      if let error = views.takeFailures().first {
        throw CLIError(message: error.message, code: ExitCode.dataError, details: error.details)
      }
      let sites = views.sites
      let sources = sourceTexts.withLock { $0 }
      for index in report.findings.indices {
        guard let presentation = report.findings[index].presentation else { continue }
        let slot = LayoutSlot.slot(presentation, region: report.findings[index].region)
        let text = report.findings[index].text
        // A date drawn alone has no words to find it by: its view's style in that slot names it.
        let dateStyle = report.findings[index].dateStyle
        report.findings[index].site =
          HostLayoutDecoder.site(of: text, in: slot, sites)
          ?? sources[text].flatMap { HostLayoutDecoder.site(of: $0, in: slot, sites) }
          ?? dateStyle.flatMap { style in
            slot.flatMap { HostLayoutDecoder.dateSite(style.rawValue, in: $0, sites) }
          }
      }
      if let language {
        var seen = Set<String>()
        let gaps = missing.withLock { $0 }.filter { seen.insert($0.key + "\u{0}" + $0.place).inserted }
        report = CheckCommand.inLanguage(report, language, missing: gaps, catalog: catalog, file: file)
      }
      reports.append(report)
    }
    let swiftFiles = sources.files.map(\.path)
    let source =
      pipeline.map { CheckCommand.source(of: $0) } ?? CheckSARIF.Source(uri: files[0], bytes: nil)
    let sarif = CheckSARIF.Source(uri: source.uri, bytes: source.bytes, swiftFiles: swiftFiles)
    return try finish(
      reports, sources: Array(repeating: sarif, count: reports.count), arguments, format: format,
      grouping: grouping)
  }
}
