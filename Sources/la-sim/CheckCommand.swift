import Arguments
import BuiltinFixtures
import Checking
import Fixture
import JSON
import Layout
import Rendering
import StringCatalogs
import Typography
import Views
import WidgetHost

/// `la-sim check`: every step, state, presentation, device and date form of each fixture, and what goes wrong.
enum CheckCommand: Command {
  static let name = "check"
  static let abstract =
    "Find clipped text, oversized content and privacy leaks in every state, on every device"
  static let spec = ArgumentSpec(
    options: [
      "device", "dynamic-type", "format", "group-by", "pseudo-locale", "swift", "appearance", "strings",
      "locale", "pipeline", "swiftc",
    ],
    flags: ["accessibility", "strict", "summary"],
    positional: 0...Int.max, repeatable: ["swift", "strings"])
  static let formats = ["text", "json", "sarif"]

  static let help = """
    Usage: la-sim check FIXTURE... [--device NAME|GROUP|all] [--dynamic-type SIZE|all]
                       [--format text|json|sarif] [--pseudo-locale double|accented|bidi]
                       [--accessibility] [--strict] [--summary] [--group-by text|region|device|size]
                       [--appearance light|dark|all] [--strings FILE… --locale LANG|all]
           la-sim check SWIFT-FILES-or-FOLDER [--pipeline FIXTURE] [--swiftc PATH] [--device …] …

    Draws every pipeline step of each FIXTURE (a built-in name or a JSON file), plus its end and cancel
    content, in the active, stale and ended states, in every presentation, on every device, with each
    date a layout shows swept through its text forms (0:00, 9:59, 59:59, 1:02:03 and 11:59:59 as timers;
    relative dates up to "59 minutes, 59 seconds"). Prints one line per finding, then a summary line
    per fixture. Clips of one text, or of one date view in any of its forms, at one place on one device
    fold into one line: the narrowest text that clipped, the least room it had, the steps and states,
    and (×N) the frames it clipped in.

    Given the app's Swift (.swift files or their folder), every activity is drawn with the views its
    code gives it, compiled (with the swiftc on PATH, or --swiftc) against la-sim's SwiftUI,
    WidgetKit and ActivityKit; the activity comes from --pipeline FIXTURE or from the code's #Preview
    contentStates, and each finding about a text names the Swift line and column that wrote it
    (File.swift:33:13), in text, JSON ("site") and SARIF (the result's location).

    A fixture's instances are checked too, each with its attribute values; a finding only instances
    give names them (instances[1]).

    Findings:
      LA001  clipped: a text the phone cuts (points across, or lines down)
      LA002  attributes + content state encode to more than 4096 bytes
      LA003  a stale date at or before the moment its content is applied
      LA004  an icon whose SF Symbol has no terminal glyph, or that la-sim does not know (drawn as □)
      LA005  a field listed in privateFields is read by the Lock Screen layout
      LA006  tight (warning): a text within the metrics' error of its edge; a phone may cut it
      LA007  a .timer text with no frame in the compact island: it takes all the width offered
      LA008  (warning) a Double or an optional interpolated without a format: the phone shows
             "18.500000" or "Optional(…)"
      LA009  (warning, --accessibility) an image with no accessibilityLabel: VoiceOver reads the
             symbol's own label, not what it means here
      LA010  (warning, --accessibility) a timer VoiceOver reads with nothing in its region saying
             what it counts ("30 minutes", alone)
      LA011  with --swift: the fixture's schema differs from the app's Swift model (a name, type,
             optionality, CodingKeys rename or enum raw value)
      LA012  a word, number or timer broken across two lines ("1:02:0" over "3")
      LA013  low contrast: a text that stands out less from what it lies on than the HIG's minimum
             (4.5:1 up to 17 pt, 3:1 larger or bold), in the appearance checked (.primary is
             black in light appearance: on a .black card it vanishes)
      LA014  (warning, --locale) a text the String Catalog has no translation of in that language;
             one for the whole fixture when the catalogs have no translation in it at all

    Options:
      --device NAME|GROUP|all
                         a profile from 'la-sim devices', a group (phones, standby, ipad,
                         watch, carplay), or all (default): every surface of every profile
      --dynamic-type SIZE|all
                         the text size: xSmall, small, medium, large (default), xLarge, xxLarge,
                         xxxLarge, AX1 … AX5, or all: each of the 12, the same clip (or low
                         contrast) at several sizes folding into one finding that lists them (its
                         figures are at the smallest)
      --pseudo-locale L  double, accented or bidi: check the layouts with their literal texts as
                         Xcode's pseudolanguages show them, to find what breaks first
      --appearance A     light, dark (default) or all: the appearances the colours are checked in
                         (LA013), and the app's Swift that reads the appearance is drawn in for
                         its clips; the Lock Screen follows it, the Dynamic Island is always dark
      --strings FILE     the app's String Catalog (.xcstrings), or LANG.lproj/*.strings and
                         *.stringsdict files (repeatable)
      --locale LANG|all  check in that language (the layouts' texts looked up in the catalogs, as
                         'render --locale' draws them), or all: each language of the catalogs in
                         turn; every finding names its language ([de]), and LA014 lists the texts
                         with no translation
      --accessibility    also check what VoiceOver reads (LA009, LA010; see 'render --format
                         accessibility')
      --format F         text (default), json, or sarif (SARIF 2.1.0 for code-review tools: each
                         finding at the line and column of the fixture JSON it comes from)
      --strict           warnings (LA006 tight, …) fail too: exit 1 and name them (for CI)
      --summary          one line per text, place and code, with every device and text size it
                         occurs on, instead of a line per device, step and state (text only, not
                         with --group-by)
      --group-by G       text, region, device or size: the findings under a heading per text (or
                         date view), presentation region, device or Dynamic Type size; JSON lists
                         the groups, SARIF names each result's groups in its properties
      --pipeline FIXTURE with the app's Swift: the fixture whose attribute values, pipeline, stale
                         and end settings the code's views are checked for
      --swiftc PATH      with the app's Swift: the compiler (default: swiftc on PATH)
      --swift FILE...    also compare each fixture's schema with the app's Swift model
                         (ActivityAttributes, ContentState, enums), as 'la-sim import' reads it

    Exit status: 0 clean, 1 findings (with --strict, warnings too; or a fixture that draws no
    frame, so nothing was checked), 64 usage error, 65 bad fixture (or the app's Swift does not compile,
    or its code failed during the sweep), 66 unreadable file, 69 no Swift toolchain, 70 the app's code
    crashed or hung before the sweep.
    """

  static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
    if arguments.options["swift"] == nil {
      let (swift, fixtures) = WidgetSources.split(arguments.positional)
      if !swift.isEmpty || arguments.options["pipeline"] != nil {
        guard !swift.isEmpty else {
          throw CLIError.usage("--pipeline checks the app's Swift: give its .swift files or their folder")
        }
        guard fixtures.isEmpty else {
          throw CLIError.usage(
            "check takes fixtures or the app's Swift, not both: give the fixture with --pipeline FIXTURE.json"
          )
        }
        return try runSwift(arguments, files: swift)
      }
    }
    let swiftModels = try SwiftOption.models(SwiftOption.files(arguments), swiftc: arguments.value("swiftc"))
    guard !SwiftOption.others(arguments).isEmpty else {
      throw CLIError.usage(
        "name at least one fixture (built in: \(BuiltinFixtures.names.joined(separator: ", ")))")
    }
    let devices = try devices(arguments.value("device"))
    let dynamicTypes = try DynamicTypeOption.sizes(arguments.value("dynamic-type"))
    let colorSchemes = try AppearanceOption.schemes(arguments.value("appearance"))
    let format = try arguments.choice("format", formats, default: "text")
    let grouping = try grouping(arguments)
    var reports: [CheckReport] = []
    var sources: [CheckSARIF.Source] = []
    var failure: CLIError?
    var failures: [CheckFailure] = []
    // Fixtures are checked side by side, each on one thread from its decoding to its reports; the
    // reports and errors come out in the order the fixtures were named.
    let references = SwiftOption.others(arguments)
    let settings = Settings(
      arguments: arguments, swiftModels: swiftModels, devices: devices, dynamicTypes: dynamicTypes,
      colorSchemes: colorSchemes, format: format)
    let checked = EveryCore.map(references.count) { index in
      Result { () throws(CLIError) in try check(references[index], settings) }
    }
    for (index, result) in checked.enumerated() {
      switch result {
      case .success(let (checked, checkedSources)):
        reports += checked
        sources += checkedSources
      case .failure(let error):
        Output.err("la-sim check: \(error.message)")
        failure = failure ?? error
        failures.append(
          CheckFailure(file: references[index], message: error.message, diagnostic: error.diagnostic))
      }
    }
    if let failure {
      _ = try finish(
        reports, sources: sources, arguments, format: format, grouping: grouping, failures: failures)
      return failure.code
    }
    return try finish(reports, sources: sources, arguments, format: format, grouping: grouping)
  }

  /// What every fixture of one `check` is checked with. Read by every fixture's thread and changed by none
  /// (the parsed arguments and the Swift models hold only values, though they do not say `Sendable`).
  struct Settings: @unchecked Sendable {
    var arguments: ParsedArguments
    var swiftModels: [SwiftModel]?
    var devices: [DeviceProfile]
    var dynamicTypes: [DynamicTypeSize]
    var colorSchemes: [ColorScheme]
    var format: String
  }

  /// The reports of one fixture, one per language checked, and its SARIF source for each.
  static func check(
    _ reference: String, _ settings: Settings
  ) throws(CLIError) -> (reports: [CheckReport], sources: [CheckSARIF.Source]) {
    let arguments = settings.arguments
    var reports: [CheckReport] = []
    var sources: [CheckSARIF.Source] = []
    let loaded = try FixtureLoader.load(reference)
    let pseudoLocale = try PseudoLocaleOption.parse(arguments.value("pseudo-locale"))
    let catalog = try LocaleOption.catalog(arguments, fixture: loaded, reference: reference)
    let languages: [String?] = try LocaleOption.languages(arguments, catalog: catalog, allowsAll: true)
    for language in languages.isEmpty ? [nil] : languages {
      let (definition, missing) = LocaleOption.apply(
        loaded, catalog: catalog, language: language, pseudoLocale: pseudoLocale)
      var report = Checker.check(
        definition, file: reference, devices: settings.devices, dynamicTypes: settings.dynamicTypes,
        accessibility: arguments.flags.contains("accessibility"), colorSchemes: settings.colorSchemes)
      if let language {
        report = inLanguage(report, language, missing: missing, catalog: catalog, file: reference)
      }
      reports.append(
        withDrift(
          report, definition, reference: reference,
          swift: SwiftOption.model(settings.swiftModels, for: definition)))
      if settings.format == "sarif" { sources.append(source(of: reference)) }
    }
    return (reports, sources)
  }

  /// `--group-by`, when given; `--summary` is refused beside it, and beside a format other than text,
  /// neither of which it would change.
  static func grouping(_ arguments: ParsedArguments) throws(CLIError) -> FindingGrouping? {
    if arguments.flags.contains("summary") {
      let format = arguments.value("format") ?? "text"
      guard format == "text" else {
        throw CLIError.usage(
          "--summary is a form of the text report; --format \(format) lists every finding"
            + (format == "json" ? ", with each fixture's summary line and counts" : ""))
      }
      guard arguments.value("group-by") == nil else {
        throw CLIError.usage(
          "--summary and --group-by cannot be used together: the summary groups the findings by text and place"
        )
      }
    }
    return try arguments.value("group-by").map { name throws(CLIError) in
      guard let grouping = FindingGrouping(rawValue: name) else {
        throw CLIError.invalidValue(name, for: "--group-by", FindingGrouping.allCases.map(\.rawValue))
      }
      return grouping
    }
  }

  /// Prints `reports` in `format` and gives the exit status they call for; JSON and SARIF also carry the
  /// fixtures that could not be checked (`failures`), which the text report leaves to standard error.
  static func finish(
    _ reports: [CheckReport], sources: [CheckSARIF.Source], _ arguments: ParsedArguments, format: String,
    grouping: FindingGrouping?, failures: [CheckFailure] = []
  ) throws(CLIError) -> Int32 {
    var reports = reports
    if format == "sarif" {
      Output.out(
        TerminalText.json(CheckSARIF.log(reports, sources: sources, grouping: grouping, failures: failures)))
    } else if format == "json" {
      let errors = failures.isEmpty ? [] : [JSONMember(key: "errors", value: .array(failures.map(\.json)))]
      Output.out(
        TerminalText.json(
          JSONValue.object(
            [JSONMember(key: "fixtures", value: .array(reports.map { $0.json(groupedBy: grouping) }))]
              + errors))
      )
    } else if !reports.isEmpty {
      let summary = arguments.flags.contains("summary")
      // A summary of several languages is one per fixture: each line names the languages it occurs in.
      if summary { reports = CheckReport.mergingLanguages(reports) }
      // Each fixture's report worded side by side, as they were checked.
      let written = reports
      Output.out(
        EveryCore.map(written.count) { index in
          let report = written[index]
          return summary ? report.summaryText : grouping.map { report.text(groupedBy: $0) } ?? report.text
        }.joinedText(separator: "\n"))
    }
    // A fixture that draws no frame (its only step ends it at once) would otherwise pass unchecked.
    let unchecked = reports.filter { $0.frames == 0 }
    for report in unchecked {
      Output.err(
        "la-sim check: \(report.file): nothing was checked: 0 frames drawn (every step ends the activity"
          + " before any presentation is shown); give it a step that shows something")
    }
    guard unchecked.isEmpty else { return ExitCode.findings }
    if arguments.flags.contains("strict") {
      let warned = reports.filter { $0.isClean && !$0.findings.isEmpty }
      for report in warned {
        let codes = report.counts.map { "\($0.count) \($0.code.rawValue)" }.joined(separator: ", ")
        Output.err("la-sim check: --strict: \(report.file): \(codes), which --strict counts as failures")
      }
      if !warned.isEmpty { return ExitCode.findings }
    }
    return reports.allSatisfy(\.isClean) ? ExitCode.ok : ExitCode.findings
  }

  /// `report` as checked in `language`: each finding names the language, each key the catalog lacks is an
  /// LA014 finding (or one for the whole fixture when the app has no translation in the language at all),
  /// and the report's file is `FILE [LANG]`.
  static func inLanguage(
    _ report: CheckReport, _ language: String, missing: [MissingTranslation], catalog: StringCatalog?,
    file: String
  ) -> CheckReport {
    var report = report
    let gaps: [Finding]
    if let catalog, let absent = MissingLanguage(language, in: catalog) {
      gaps = [Finding(missing: absent, file: file)]
    } else {
      gaps = missing.map { gap in
        var finding = Finding(code: .missingTranslation, file: file, place: gap.place, text: gap.key)
        finding.language = language
        return finding
      }
    }
    report.findings =
      report.findings.map { finding in
        var finding = finding
        finding.language = language
        return finding
      } + gaps
    report.file = "\(file) [\(language)]"
    return report
  }

  /// Where a fixture's findings are placed: a built-in one at its path in this repository, a file as named.
  static func source(of reference: String) -> CheckSARIF.Source {
    if let bytes = BuiltinFixtures.bytes(named: reference) {
      return CheckSARIF.Source(uri: "fixtures/activities/\(reference).json", bytes: bytes)
    }
    return CheckSARIF.Source(uri: reference, bytes: try? InputFile.read(reference, limit: .fixture))
  }

  /// `--device NAME|GROUP|all`; all when absent.
  static func devices(_ name: String?) throws(CLIError) -> [DeviceProfile] {
    guard let name else { return DeviceProfile.all }
    return try DeviceOption.profiles(name)
  }
}
