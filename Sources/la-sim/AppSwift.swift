import Arguments
import Fixture
import FixtureJSON
import JSON
import Simulator
import Typography
import Views
import WidgetHost

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The app's Swift as `render`, `run`, `play` and `push` take it: its compiled host, the activity its
/// previews describe, and its views for each frame.
enum AppSwift {
  /// The host for `files` (compiled unless the cache has it) and the sources as read.
  static func built(files: [String], swiftc: String?) throws(CLIError) -> (WidgetHost, WidgetSources) {
    do {
      return try WidgetHost.built(files: files, swiftc: swiftc)
    } catch {
      throw CLIError(error)
    }
  }

  /// The activity the app's Live Activity `#Preview`s describe: the first one's attribute values, a step for
  /// each distinct content state (`PreviewFixture`).
  static func previewFixture(host: WidgetHost, sources: WidgetSources, files: [String]) throws(CLIError)
    -> ActivityDefinition
  {
    let json: JSONValue?
    do {
      json = PreviewFixture.json(
        previews: try host.previews(), names: sources.activityPreviews,
        widget: sources.bundle ?? sources.widgets.first ?? "widget")
    } catch {
      throw CLIError(error)
    }
    guard let json else {
      throw CLIError.usage(
        "\(files.joined(separator: " ")) has no Live Activity #Preview with contentStates: give the"
          + " attribute values and content states with --pipeline FIXTURE.json")
    }
    do {
      return try FixtureDecoder.decode(
        bytes: Array(json.serialized(pretty: false).utf8), file: "the previews of \(files[0])")
    } catch {
      throw CLIError(error)
    }
  }

  /// The phone's settings as the app's views read them with `@Environment`.
  static func environment(colorScheme: ColorScheme, dynamicType: DynamicTypeSize)
    -> WidgetHostRequest.Environment
  {
    WidgetHostRequest.Environment(colorScheme: colorScheme.rawValue, dynamicTypeSize: "\(dynamicType)")
  }

  /// The simulator's and the scenarios' hook: each activity drawn with the views `views` gets from the host.
  /// With `localization`, in its language and pseudolanguage.
  static func activityViews(_ views: HostViews, localization: AppLocalization? = nil) -> ActivityViews {
    let appLanguage = localization?.appLanguage
    return ActivityViews { activity, colorScheme, dynamicType in
      var asked = environment(colorScheme: colorScheme, dynamicType: dynamicType)
      asked.locale = appLanguage
      let drawn = views.drawn(activity, environment: asked)
      guard let localization, localization.isActive else { return drawn }
      return localization.apply(to: drawn).0
    }
  }

  /// Why the code did not compile, in one line: the compiler's first error, at `File.swift:line`, or the
  /// sentence when the compiler printed none.
  static func firstError(_ error: WidgetHostError) -> String {
    let lines = (error.details ?? "").split(separator: "\n")
    guard let line = lines.first(where: { $0.contains(": error: ") }) else { return error.message }
    let parts = line.split(separator: ": error: ", maxSplits: 1)
    // `/path/File.swift:12:5` → `File.swift:12`.
    let place = parts[0].split(separator: ":")
    let file = place.first.map { String($0).lastPathComponent } ?? ""
    let site = place.count > 1 ? "\(file):\(place[1])" : file
    return "\(site): \(parts.count > 1 ? parts[1] : "")"
  }
}
