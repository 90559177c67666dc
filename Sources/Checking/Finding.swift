import Fixture
import JSON
import Layout
import Lifecycle
import Rendering
import Typography
import Views

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One thing `la-sim check` reports, folded over every frame it occurred in.
public struct Finding: Equatable, Sendable {
  /// What kind of finding.
  public var code: FindingCode
  /// The fixture as the command line named it (a built-in name or a path).
  public var file: String
  /// The device profile's name, for findings that depend on the screen size.
  public var device: String?
  /// The presentation, for findings about a layout.
  public var presentation: Presentation?
  /// The region inside the presentation, e.g. `trailing`.
  public var region: String?
  /// The fixture section the finding is about, e.g. `layouts.compactLeading` or `pipeline[2]`.
  public var place: String?
  /// Every content source it occurred with, in pipeline order.
  public var sources: [ContentSource]
  /// Every lifecycle state it occurred in, in `ActivityState` order.
  public var states: [ActivityState]
  /// The text concerned: the full text that clipped, the symbol name, the layout text reading a field.
  public var text: String
  /// What it needs: points (width, or height for `axis` `height`) or bytes.
  public var needed: Double?
  /// What it has (for clips folded over frames where the room varies, the least).
  public var available: Double?
  /// For clips, the most room the same text had where it clipped, when that varies.
  public var availableMax: Double?
  /// Whether `needed` and `available` are heights.
  public var isVertical = false
  /// The unit of `needed` and `available`: `pt` or `bytes`.
  public var unit: String?
  /// What is drawn instead, for clips and missing glyphs; the source language, for a language the app has no
  /// translation in at all (`missingLanguage`).
  public var shown: String?
  /// The field concerned, for private fields and icons read from an enum field.
  public var field: String?
  /// For a clipped date view, the view as the fixture writes it, e.g. `timer estimatedArrival`.
  public var view: String?
  /// For a clipped date view, its style (`.timer`): what names the code's line of a date drawn alone.
  public var dateStyle: DateTextStyle?
  /// For a date view clipping in several forms, the widest form.
  public var widestText: String?
  /// What the widest form needs.
  public var widestNeeded: Double?
  /// More context: the enum case an icon comes from, or the derived field a private field reaches through.
  public var detail: String?
  /// How many checked frames (or layout places) gave this same finding.
  public var count: Int
  /// For clips, every Dynamic Type size it occurred at, smallest first; `needed`, `available` and `shown`
  /// are at the first of them, where the clip starts.
  public var dynamicTypes: [DynamicTypeSize] = []
  /// Whether `line` names the sizes: the check ran at sizes other than the default `large` alone.
  public var namesDynamicTypes = false
  /// Other devices on which the same clip happens alike (same room, same text, same frames): profiles that
  /// lay the activity out identically are folded into one finding that names them all.
  public var alsoOn: [String] = []
  /// The fixture's `instances` (by index) whose attribute values, merged over `attributeValues`, give this
  /// finding when the fixture's own values do not: each is checked as the simulator's `a` starts it. Empty
  /// for a finding of the fixture's own values (an instance that gives the same finding adds nothing to it).
  public var instances: [Int] = []
  /// Changes to the view that la-sim laid out again and saw fit (LA001, LA006, LA007).
  public var remedies: [Remedy] = []
  /// Every device the finding holds for: its own and those folded into it.
  public var devices: [String] { device.map { [$0] + alsoOn } ?? [] }

  /// The appearance a low-contrast text (LA013) was found in; for a clip, the one appearance whose views
  /// alone give it, when the app's code draws other views in each appearance checked.
  public var colorScheme: ColorScheme?
  /// For a low-contrast text (LA013), whether other texts of its region are drawn in the same colours on
  /// the same background and folded into it (`text` is the first).
  public var foldsOtherTexts = false
  /// For a low-contrast text (LA013) found at several sizes, the first at which the HIG asks less than
  /// `needed` (3:1, the text being 18 pt or larger there).
  public var neededFrom: DynamicTypeSize?
  /// The language checked (`check --locale`), for every finding of a localised check.
  public var language: String?
  /// Where the app's Swift wrote the text (`File.swift:line:column`), when the views come from its code.
  public var site: String?

  /// Whether remedies were tried: with none in `remedies`, none that la-sim tried worked.
  public var remediesSearched = false
  /// What the remedy search laid out (`.minimumScaleFactor down to 0.5`, `a shorter text`), which the line
  /// saying none worked names; empty when no remedy applied.
  public var remediesTried: [String] = []
  /// Why no remedy was searched for a finding that would have had one (the app's code draws its text in
  /// other views at some of its sizes); nil otherwise.
  public var remediesWithheld: String?

  /// A finding.
  public init(
    code: FindingCode, file: String, device: String? = nil, presentation: Presentation? = nil,
    region: String? = nil, place: String? = nil, sources: [ContentSource] = [], states: [ActivityState] = [],
    text: String, needed: Double? = nil, available: Double? = nil, availableMax: Double? = nil,
    unit: String? = nil, shown: String? = nil, view: String? = nil, widestText: String? = nil,
    widestNeeded: Double? = nil,
    field: String? = nil,
    detail: String? = nil, count: Int = 1
  ) {
    self.code = code
    self.file = file
    self.device = device
    self.presentation = presentation
    self.region = region
    self.place = place
    self.sources = sources
    self.states = states
    self.text = text
    self.needed = needed
    self.available = available
    self.availableMax = availableMax
    self.unit = unit
    self.shown = shown
    self.view = view
    self.widestText = widestText
    self.widestNeeded = widestNeeded
    self.field = field
    self.detail = detail
    self.count = count
  }

  /// `lock-screen/content`, when the finding has a presentation.
  public var presentationRegion: String? {
    presentation.map { presentation in
      region.map { "\(presentation.rawValue)/\($0)" } ?? presentation.rawValue
    }
  }

  /// What is wrong, without the place: e.g. `"1:02:03" needs 7 cells, has 5 → "1:02…"`.
  public var message: String {
    let pt = { (value: Double?) in Truncation.points(value ?? 0) }
    let room = "\(pt(available))\(availableMax.map { "–" + Truncation.points($0) } ?? "") pt"
    var notes: [String] = []
    if let view { notes.append(view) }
    if code == .clipped || code == .tight, let estimate = TextMetrics.estimateNote(for: text) {
      notes.append(estimate)
    }
    if let widestText, let widestNeeded { notes.append("up to \"\(widestText)\", \(pt(widestNeeded)) pt") }
    let note = notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")"
    let drawn = shown.map { $0.isEmpty ? "nothing shown" : "\"\(Self.abridged($0))\"" } ?? "nothing shown"
    let height = isVertical ? " of height" : ""
    switch code {
    case .clipped:
      return "\(Self.quoted(text)) needs \(pt(needed)) pt\(height), has \(room) → \(drawn)\(note)"
    case .tight:
      return
        "\(Self.quoted(text)) needs \(pt(needed)) pt, has \(room): within the metrics' \(TextMetrics.relativeErrorText), a phone may "
        + "or may not cut it → \(drawn)\(note)"
    case .brokenWord:
      return Truncation.brokenWordSentence(text, needed: needed ?? 0, available: available ?? 0) + note
    case .unboundedTimer:
      return
        "a .timer with no frame (\(Self.quoted(text)) and every later form) takes all the width offered: "
        + "the island grows to the screen's width; bound it with frame(width:) or frame(maxWidth:)\(note)"
    case .tooLarge:
      return "\(text) encode to \(Int(saturating: needed ?? 0)) bytes, over the"
        + " \(Int(saturating: available ?? 0))-byte budget; ActivityKit refuses it (attributesTooLarge)"
    case .staleAtStart:
      guard sources.first?.index == 0 else {
        return "\(text) is not after the update: the update makes the activity stale at once"
      }
      return
        "\(text) is not after the start: the activity starts stale (devices have been seen never to show it)"
    case .missingGlyph:
      let origin = detail.map { " (\($0))" } ?? ""
      let drawn = "\"\(shown ?? SymbolGlyph.missing)\""
      guard SymbolCatalog.symbol(named: text) != nil else {
        return "icon \(Self.quoted(text))\(origin) is an SF Symbol la-sim does not know, so its glyph and"
          + " width are guessed → \(drawn)"
      }
      return "icon \(Self.quoted(text))\(origin) has no terminal glyph → \(drawn)"
    case .plainInterpolation:
      return "\(view ?? text) interpolates \(detail ?? "a value with no format")"
    case .unlabeledImage:
      return
        "image \(Self.quoted(text)) has no accessibilityLabel: VoiceOver reads the symbol's built-in label"
        + " (la-sim reads its name, \"\(shown ?? text)\"), which says what it shows, not what it means here"
    case .timerWithoutContext:
      return
        "VoiceOver reads only the timer here (\"\(shown ?? text)\"): nothing in the region says what it counts;"
        + " give it an accessibilityLabel or a text beside it"
    case .modelDrift:
      return text
    case .missingTranslation:
      if let missingLanguage { return missingLanguage.sentence }
      return
        "no \(language ?? "") translation of \(Self.quoted(text)) in the catalog: the phone shows the"
        + " source language's text"
    case .lowContrast:
      return
        "\(Self.quoted(text))\(foldsOtherTexts ? " and the other texts drawn alike" : ""), \(detail ?? ""), stand out"
        + " \(Self.contrastRatio(available ?? 1)):1 in \(colorScheme?.rawValue ?? "dark") appearance; the HIG asks at least"
        + " \(Truncation.points(needed ?? 4.5)):1 for text this size and weight"
        + (neededFrom.map { " (3:1 from \($0.rawValue), where it is 18 pt or larger)" } ?? "")
    case .privateOnLockScreen:
      let via = detail.map { " (\($0))" } ?? ""
      return
        "private field \"\(field ?? "")\"\(via) is on the Lock Screen, visible without unlocking: \(text)"
    }
  }

  /// The lines under the finding's own: each verified remedy (`  fix: .lineLimit(2): the card grows from 84
  /// to 102 pt`), or the one saying none of those tried worked.
  public var remedyLines: [String] {
    if let remediesWithheld { return ["  no fix offered: \(remediesWithheld)"] }
    guard remediesSearched else { return [] }
    guard !remedies.isEmpty else {
      guard remediesTried.isEmpty else {
        return ["  no fix found: la-sim laid out \(remediesTried.joined(separator: ", ")); none fits"]
      }
      guard code != .brokenWord else {
        let sizes = dynamicTypes.count > 1 ? "at one of its sizes " : ""
        return [
          "  no fix found: \(sizes)the word would have to shrink below half its size to stay on one line"
        ]
      }
      return [
        "  no fix found: none of la-sim's remedies applies (one line more where a lineLimit is set,"
          + " .minimumScaleFactor from 0.5 up, .allowsTightening for a line at most 5 % too wide, a shorter"
          + " text where one fits)"
      ]
    }
    return remedies.map { "  fix: \($0.sentence)" }
  }

  /// The finding as one diagnostic line:
  /// `FILE: DEVICE PRESENTATION/REGION step S (STATE): "text" needs N pt, has M → "shown" (×count) [CODE]`,
  /// with `Dynamic Type AX3–AX5` after the states when the check swept text sizes, and `instances[1]` before
  /// the device for a finding that only an instance's attribute values give.
  public var line: String {
    var location: [String] = []
    if let language { location.append("[\(language)]") }
    if !instances.isEmpty { location.append(Self.describe(instances: instances)) }
    if let device { location.append(([device] + alsoOn).joined(separator: ", ")) }
    if let presentationRegion { location.append(presentationRegion + (site.map { " (\($0))" } ?? "")) }
    if !sources.isEmpty { location.append(ContentSource.describe(sources)) }
    if !states.isEmpty { location.append("(" + states.map(\.rawValue).joined(separator: ", ") + ")") }
    if namesDynamicTypes, !dynamicTypes.isEmpty {
      location.append("Dynamic Type " + DynamicTypeRuns.describe(dynamicTypes))
    }
    // A clip the app's code draws in one appearance only (the contrast's sentence names its own).
    if let colorScheme, code != .lowContrast { location.append("\(colorScheme.rawValue) appearance") }
    if let place, code != .clipped, code != .tight { location.append("(\(place))") }
    let times = count > 1 ? " (×\(count))" : ""
    return "\(file): \(location.joined(separator: " ")): \(message)\(times) [\(code.rawValue)]"
  }

  /// `instances[1]`, `instances[0], instances[2]`: the instances a finding holds for, as the fixture
  /// indexes them.
  public static func describe(instances: [Int]) -> String {
    instances.map { "instances[\($0)]" }.joined(separator: ", ")
  }

  /// The finding's text as its message names it: quoted and abridged (`"Pizza Planet Delivery"`) where
  /// the message quotes a text drawn, an icon's or an image's name; as written where the text is a view,
  /// a field or what was measured (`attributes + content state`, LA002, LA003, LA005, LA008, LA011).
  public var namedText: String {
    switch code {
    case .clipped, .tight, .brokenWord, .unboundedTimer, .lowContrast, .missingTranslation, .missingGlyph,
      .unlabeledImage, .timerWithoutContext:
      Self.quoted(text)
    case .tooLarge, .staleAtStart, .privateOnLockScreen, .plainInterpolation, .modelDrift: text
    }
  }

  /// A contrast ratio as a finding writes it, `4.49` of `4.49:1`: rounded down to hundredths, as WCAG asks
  /// (4.499:1 does not meet 4.5:1), so a ratio short of the HIG's minimum never reads as meeting it; one
  /// decimal when the second is zero (`1.0`, `3.3`).
  static func contrastRatio(_ ratio: Double) -> String {
    guard ratio.isFinite else { return "?" }
    let hundredths = Int((min(max(ratio, 0), 1e6) * 100).rounded(.down))
    let decimals = hundredths % 100
    let fraction = decimals % 10 == 0 ? "\(decimals / 10)" : (decimals < 10 ? "0" : "") + "\(decimals)"
    return "\(hundredths / 100).\(fraction)"
  }

  /// `"text"`, abridged: a text as a finding's message quotes it.
  static func quoted(_ text: String) -> String { "\"\(abridged(text))\"" }

  /// A text short enough for one line (`Truncation.abridged`; JSON keeps the whole text in `text` and
  /// `shown`).
  static func abridged(_ text: String) -> String { Truncation.abridged(text) }
}
