import Arguments
import Fixture
import Layout
import Simulator
import TUI
import WidgetHost

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `la-sim run SWIFT-FILES-or-FOLDER [--pipeline FIXTURE]`: the simulator drawing every frame with the views
/// of the app's code, for the activity as it is then; a save of a Swift file compiles it again off the
/// main thread and redraws, keeping the activity's step, state and clock.
extension RunCommand {
  static func runSwift(_ arguments: ParsedArguments, pipeline: String?) throws(CLIError) -> Int32 {
    let files = arguments.positional
    guard !files.isEmpty else {
      throw CLIError.usage("--pipeline runs the app's Swift: give its .swift files or their folder")
    }
    let swiftc = arguments.value("swiftc")
    let (host, sources) = try AppSwift.built(files: files, swiftc: swiftc)
    let definition =
      if let pipeline {
        try FixtureLoader.load(pipeline)
      } else {
        try AppSwift.previewFixture(host: host, sources: sources, files: files)
      }
    let localization = try AppLocalization(arguments, fixture: definition, reference: pipeline)
    let views = HostViews(host: host, file: files[0], localizing: localization.isActive)
    let (device, smallFamily) = try SimulatorDevice.parse(arguments.value("device"), renderHint: "SWIFT…")
    let dynamicType = try DynamicTypeOption.parse(arguments.value("dynamic-type"))
    let colorScheme = try AppearanceOption.parse(arguments.value("appearance"))
    var pushes: PushDirectory?
    if let directory = arguments.value("pushes") {
      do {
        pushes = try PushDirectory(path: directory)
      } catch {
        throw CLIError(message: error.message, code: ExitCode.noInput)
      }
    }
    // A language the app has no translation in at all is one fact, said once: in the log, or before the frames.
    let missingLanguage = localization.language.flatMap { language in
      localization.catalog.flatMap { MissingLanguage(language, in: $0) }
    }
    // Off a terminal: the frames once, as 'la-sim render' draws them.
    func printFrames() throws(CLIError) -> Int32 {
      if let missingLanguage { Output.err("la-sim run: \(missingLanguage.sentence)") }
      var request = RenderRequest(definition: definition)
      request.devices = [device] + (smallFamily.map { [$0] } ?? [])
      request.dynamicType = dynamicType
      request.colorScheme = colorScheme
      request.language = localization.language
      var environment = AppSwift.environment(colorScheme: colorScheme, dynamicType: dynamicType)
      environment.locale = localization.appLanguage
      do {
        request.definition =
          localization.apply(to: try views.answer(for: request.activity, environment: environment).get()).0
      } catch {
        throw CLIError(error)
      }
      Output.out(request.output(format: "text"))
      return ExitCode.ok
    }
    guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else { return try printFrames() }
    let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    var options = TerminalSimulator.Options(
      definition: definition, device: device, pushes: pushes, pushesDirectory: arguments.value("pushes"),
      colour: !noColor && !arguments.flags.contains("no-color"), dynamicType: dynamicType)
    options.colorScheme = colorScheme
    options.smallFamilyDevice = smallFamily
    options.views = AppSwift.activityViews(views, localization: localization)
    options.viewErrors = { views.takeErrors() }
    options.watchedSwift = sources.files.map(\.path)
    if let pipeline {
      options.watchedFixtures[0] = pipeline
      options.reload = { position, path in
        do throws(CLIError) {
          return .loaded(try FixtureLoader.load(path), position: position, file: path)
        } catch {
          return .failed(error.message, position: position, file: path)
        }
      }
    }
    options.rebuild = { rebuild(files: files, swiftc: swiftc, previews: pipeline == nil, into: views) }
    options.stopRebuild = { WidgetHostBuild.stopRunning() }
    try runOnTerminal(
      arguments, apps: PhoneSession.distinctApps([definition]), missingLanguage: missingLanguage,
      options: options)
    return try printFrames()
  }

  /// The app's Swift compiled again after a save and put in use behind `views`; with `previews`, the
  /// activity its `#Preview`s now describe. A compile error leaves the last good host in use.
  static func rebuild(files: [String], swiftc: String?, previews: Bool, into views: HostViews) -> SwiftRebuild
  {
    let started = Date()
    let host: WidgetHost
    let sources: WidgetSources
    do {
      (host, sources) = try WidgetHost.built(files: files, swiftc: swiftc)
    } catch {
      return .failed(AppSwift.firstError(error))
    }
    var reload: FixtureReload?
    if previews {
      do throws(CLIError) {
        reload = .loaded(
          try AppSwift.previewFixture(host: host, sources: sources, files: files), position: 0, file: files[0]
        )
      } catch {
        reload = .failed(error.message, position: 0, file: files[0])
      }
    }
    views.replace(host)
    return .built(seconds: Date().timeIntervalSince(started), reload: reload)
  }
}
