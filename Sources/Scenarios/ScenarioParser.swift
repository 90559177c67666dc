import Fixture
import Formatting
import JSON
import Layout
import Lifecycle
import Rendering
import Typography
import Views

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads scenario text line by line. Every error names the file, the line and what was expected.
struct ScenarioParser {
  let file: String

  /// The command words, in the order help and errors list them.
  static let commands = [
    "wait", "press", "push", "pushes", "stale", "end", "cancel", "device", "dynamic-type", "appearance",
    "snapshot",
    "format", "expect", "start", "focus", "relevance", "pseudo-locale", "locale",
    "rotate-token",
  ]

  /// `de`, `pt-BR`, `zh_Hans`: ASCII letters, `-` and `_`, at most 16 (as `--locale` takes them).
  static func isLanguageCode(_ code: String) -> Bool {
    !code.isEmpty && code.count <= 16
      && code.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "-" || $0 == "_"
      }
  }

  /// Where a scenario's lines break: LF, CRLF (one `Character` in Swift, so splitting on "\n" alone read a
  /// CRLF file as one line) or a lone CR.
  static func lines(of text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
  }

  func parse(_ text: String) throws(ScenarioError) -> Scenario {
    var steps: [ScenarioStep] = []
    var snapshotLines: [String: Int] = [:]
    var format: (SnapshotFormat, line: Int)?
    var pseudoLocale: (PseudoLocale, line: Int)?
    var locale: (String, line: Int)?
    var actions = 0
    // A byte-order mark that some editors write at the start of a UTF-8 file is not part of the first line.
    let text = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
    for (index, rawLine) in Self.lines(of: text).enumerated() {
      let number = index + 1
      let words = Self.words(of: String(rawLine))
      guard let first = words.first else { continue }
      if first == "format" {
        if let earlier = format {
          throw error(
            number, "the format is already chosen by line \(earlier.line); a scenario has one format")
        }
        format = (try snapshotFormat(Array(words.dropFirst()), number), number)
        continue
      }
      if first == "pseudo-locale" {
        // Like `format`, one line for the whole scenario: the fixture is played in it from the start.
        let names = PseudoLocale.allCases.map(\.rawValue).joined(separator: ", ")
        if let earlier = pseudoLocale {
          throw error(
            number, "the pseudo-locale is already chosen by line \(earlier.line); a scenario has one")
        }
        let arguments = Array(words.dropFirst())
        try expectCount(arguments, 1, number, "'pseudo-locale' takes one pseudolanguage: \(names)")
        guard let locale = PseudoLocale(rawValue: arguments[0]) else {
          throw error(number, "unknown pseudo-locale '\(arguments[0])'; expected one of: \(names)")
        }
        pseudoLocale = (locale, number)
        continue
      }
      if first == "locale" {
        // One line for the whole scenario too: the app's strings in that language, from the start.
        if let earlier = locale {
          throw error(number, "the locale is already chosen by line \(earlier.line); a scenario has one")
        }
        let arguments = Array(words.dropFirst())
        try expectCount(
          arguments, 1, number, "'locale' takes one language code, such as de, pt-BR or zh-Hans")
        guard Self.isLanguageCode(arguments[0]) else {
          throw error(
            number,
            "invalid language '\(arguments[0])'; expected a language code such as de, pt-BR or zh-Hans")
        }
        locale = (arguments[0], number)
        continue
      }
      let command =
        first == "expect"
        ? .expect(try expectation(Array(words.dropFirst()), line: String(rawLine), number))
        : try parseCommand(first, Array(words.dropFirst()), line: number)
      if case .press(let keys) = command { actions += keys.count } else { actions += 1 }
      guard actions <= InputLimits.scenarioSteps else {
        throw error(
          number,
          "more than \(InputLimits.scenarioSteps) commands (the limit on a scenario's steps; each key of a"
            + " 'press' counts as one)")
      }
      if case .snapshot(let request) = command {
        guard snapshotLines.count < InputLimits.scenarioSnapshots else {
          throw error(
            number,
            "more than \(InputLimits.scenarioSnapshots) snapshots (the limit on a scenario's snapshots)")
        }
        if let earlier = snapshotLines[request.name] {
          throw error(
            number,
            "snapshot name '\(request.name)' is already taken by line \(earlier); names must be unique")
        }
        snapshotLines[request.name] = number
      }
      steps.append(ScenarioStep(line: number, source: words.joined(separator: " "), command: command))
    }
    return Scenario(
      file: file, steps: steps, format: format?.0, pseudoLocale: pseudoLocale?.0, locale: locale?.0,
      localeLine: locale?.line)
  }

  /// What an `expect` line may check, in the order errors list them.
  static let expectations = ["verdict", "state", "clipped", "text"]

  private func expectation(_ arguments: [String], line raw: String, _ line: Int) throws(ScenarioError)
    -> ScenarioExpectation
  {
    let usage =
      "expected 'expect verdict applied|ignored|rejected', 'expect state active|stale|ended|dismissed',"
      + " 'expect clipped none|PRESENTATION/REGION' or 'expect text PRESENTATION \"TEXT\"'"
    guard let subject = arguments.first else {
      throw error(line, "'expect' needs something to check; " + usage)
    }
    switch subject {
    case "verdict":
      let names = ScenarioExpectation.Verdict.allCases.map(\.rawValue)
      try expectCount(
        arguments, 2, line, "'expect verdict' takes one verdict: \(names.joined(separator: ", "))")
      // The events say `refused`; either word reads naturally.
      let word = arguments[1] == "refused" ? "rejected" : arguments[1]
      guard let verdict = ScenarioExpectation.Verdict(rawValue: word) else {
        throw error(line, unknown("verdict", arguments[1], names))
      }
      return .verdict(verdict)
    case "state":
      let names = ActivityState.allCases.map(\.rawValue)
      try expectCount(arguments, 2, line, "'expect state' takes one state: \(names.joined(separator: ", "))")
      guard let state = ActivityState(rawValue: arguments[1]) else {
        throw error(line, unknown("state", arguments[1], names))
      }
      return .state(state)
    case "clipped":
      let names = ["none"] + ScenarioExpectation.Place.all.map(\.description)
      try expectCount(
        arguments, 2, line,
        "'expect clipped' takes 'none' or one place PRESENTATION/REGION, e.g. compact/trailing")
      if arguments[1] == "none" { return .clipped(nil) }
      guard let place = ScenarioExpectation.Place.all.first(where: { $0.description == arguments[1] }) else {
        throw error(line, unknown("place", arguments[1], names))
      }
      return .clipped(place)
    case "text":
      return try expectedText(arguments, raw, line)
    default:
      throw error(line, unknown("expectation", subject, Self.expectations))
    }
  }

  /// `expect text PRESENTATION "TEXT"`: the text is read from the raw line, so it keeps its spaces and may
  /// hold a `#`; it runs to the next double quote (it cannot contain one).
  private func expectedText(_ arguments: [String], _ raw: String, _ line: Int) throws(ScenarioError)
    -> ScenarioExpectation
  {
    let example = "e.g. 'expect text lock-screen \"Out for Delivery\"'"
    let names = Presentation.allCases.map(\.rawValue)
    guard arguments.count >= 2 else {
      throw error(line, "'expect text' needs a presentation and a quoted text, \(example)")
    }
    guard let presentation = Presentation(rawValue: arguments[1]) else {
      throw error(line, unknown("presentation", arguments[1], names))
    }
    guard let open = raw.firstIndex(of: "\""),
      Self.words(of: String(raw[..<open])) == ["expect", "text", arguments[1]]
    else {
      throw error(line, "'expect text \(arguments[1])' needs the text in double quotes, \(example)")
    }
    let body = raw[raw.index(after: open)...]
    guard let close = body.firstIndex(of: "\"") else {
      throw error(line, "the text of 'expect text' has no closing double quote, \(example)")
    }
    let text = String(body[..<close])
    guard !text.isEmpty else { throw error(line, "the text of 'expect text' is empty, \(example)") }
    let rest = Self.words(of: String(body[body.index(after: close)...]))
    if let extra = rest.first {
      throw error(line, "'expect text' takes one quoted text; unexpected '\(extra)' after it")
    }
    return .text(presentation, text)
  }

  /// `unknown verdict 'aplied' (did you mean 'applied'?); expected one of: applied, ignored, rejected`.
  private func unknown(_ what: String, _ word: String, _ names: [String]) -> String {
    var message = "unknown \(what) '\(word)'"
    if let suggestion = Self.closest(to: word, in: names) { message += " (did you mean '\(suggestion)'?)" }
    return message + "; expected one of: \(names.joined(separator: ", "))"
  }

  private func snapshotFormat(_ arguments: [String], _ line: Int) throws(ScenarioError) -> SnapshotFormat {
    let names = SnapshotFormat.allCases.map(\.rawValue).joined(separator: ", ")
    try expectCount(arguments, 1, line, "'format' takes one golden format: \(names)")
    guard let format = SnapshotFormat(rawValue: arguments[0]) else {
      throw error(line, "unknown format '\(arguments[0])'; expected one of: \(names)")
    }
    return format
  }

  /// The words of a line: split on spaces and tabs, up to a `#` that starts a word (a comment).
  static func words(of line: String) -> [String] {
    var words: [String] = []
    for word in line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }) {
      if word.hasPrefix("#") { break }
      words.append(String(word))
    }
    return words
  }

  private func parseCommand(_ name: String, _ arguments: [String], line: Int) throws(ScenarioError)
    -> ScenarioCommand
  {
    switch name {
    case "wait":
      try expectCount(
        arguments, 1, line, "'wait' takes one duration, e.g. 'wait 5m', 'wait 1h30m' or 'wait 90s'")
      return .wait(try duration(arguments[0], line, after: "wait"))
    case "press":
      guard !arguments.isEmpty else {
        throw error(line, "'press' needs at least one key; expected one of: \(keyList)")
      }
      return .press(try keys(arguments, line))
    case "push":
      try expectCount(arguments, 1, line, "'push' takes one payload file, e.g. 'push payloads/update.json'")
      return .push(arguments[0])
    case "pushes":
      try expectCount(arguments, 1, line, "'pushes' takes one directory of payload files for 'press l'")
      return .pushes(arguments[0])
    case "stale":
      try expectCount(arguments, 0, line, "'stale' takes no arguments")
      return .stale
    case "cancel":
      try expectCount(arguments, 0, line, "'cancel' takes no arguments")
      return .cancel
    case "end":
      return .end(try endPolicy(arguments, line))
    case "device":
      try expectCount(arguments, 1, line, "'device' takes one device name; expected one of: \(deviceList)")
      return .device(try device(arguments[0], line))
    case "dynamic-type":
      try expectCount(
        arguments, 1, line, "'dynamic-type' takes one text size; expected one of: \(DynamicTypeNames.list)")
      guard let size = DynamicTypeNames.size(named: arguments[0]) else {
        throw error(line, DynamicTypeNames.usage(arguments[0], for: "'dynamic-type'"))
      }
      return .dynamicType(size)
    case "appearance":
      try expectCount(arguments, 1, line, "'appearance' takes light or dark")
      guard let scheme = ColorScheme(rawValue: arguments[0]) else {
        throw error(line, "'appearance' takes light or dark, found '\(arguments[0])'")
      }
      return .appearance(scheme)
    case "snapshot":
      return .snapshot(try snapshot(arguments, line))
    case "start":
      return try start(arguments, line)
    case "focus":
      try expectCount(arguments, 1, line, "'focus' takes one activity name, as 'start … as NAME' gave it")
      return .focus(arguments[0])
    case "relevance":
      try expectCount(
        arguments, 2, line, "'relevance' takes an activity name and a score, e.g. 'relevance ride 50'")
      return .relevance(arguments[0], try score(arguments[1], line))
    case "rotate-token":
      guard arguments.count <= 1 else {
        throw error(
          line,
          "'rotate-token' takes at most one activity name (default: the focused activity); unexpected"
            + " '\(arguments[1])'")
      }
      return .rotateToken(arguments.first)
    default:
      var message = "unknown command '\(name)'"
      if let suggestion = Self.closest(to: name, in: Self.commands) {
        message += " (did you mean '\(suggestion)'?)"
      }
      throw error(line, message + "; expected one of: \(Self.commands.joined(separator: ", "))")
    }
  }

  /// `start FIXTURE [as NAME] [relevance N]`.
  private func start(_ arguments: [String], _ line: Int) throws(ScenarioError) -> ScenarioCommand {
    let usage =
      "'start' takes a fixture, then optionally 'as NAME' and 'relevance N', e.g. 'start courier as ride relevance 50'"
    guard let fixture = arguments.first else { throw error(line, usage) }
    var name: String?
    var relevance: Double?
    var rest = arguments.dropFirst()
    while let word = rest.first {
      rest = rest.dropFirst()
      guard let value = rest.first else { throw error(line, usage) }
      rest = rest.dropFirst()
      switch word {
      case "as" where name == nil:
        guard
          value.unicodeScalars.allSatisfy({
            $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
          }),
          value.utf8.count <= 64
        else {
          throw error(
            line,
            "an activity name is letters, digits, '-' and '_' (at most 64), found '\(value.terminalSafe)'")
        }
        name = value
      case "relevance" where relevance == nil: relevance = try score(value, line)
      default: throw error(line, usage)
      }
    }
    return .start(fixture: fixture, name: name, relevance: relevance)
  }

  /// The longest snapshot name, in characters: it names a golden file, with room for `.actual.svg`.
  static let snapshotNameLength = 100

  /// The bound on a relevance score either side of zero.
  static let relevanceBound = 1e9

  /// A relevance score: a decimal number (`50`, `-2.5`, `1e3`) within ±1e9. `Double(String)` alone also
  /// reads `0x10`, `inf` and `nan`, which a scenario means as no number.
  private func score(_ text: String, _ line: Int) throws(ScenarioError) -> Double {
    let range = "a decimal number from -1000000000 to 1000000000"
    guard Self.isDecimal(text), let value = Double(text) else {
      throw error(line, "expected a relevance score (\(range)), found '\(Self.quoted(text))'")
    }
    guard abs(value) <= Self.relevanceBound else {
      throw error(line, "relevance score '\(Self.quoted(text))' is out of range; expected \(range)")
    }
    return value
  }

  /// `[+-]digits[.digits][e[+-]digits]`, or `.digits` for the whole part: the decimal forms only
  /// (`Double.isDecimal`, which the command line's numbers share).
  static func isDecimal(_ text: String) -> Bool { Double.isDecimal(text) }

  /// A word from the file as a message quotes it: at most 40 characters (an ellipsis says more followed).
  static func quoted(_ word: String) -> String {
    word.count > 40 ? String(word.prefix(40)) + "…" : word
  }

  private func keys(_ names: [String], _ line: Int) throws(ScenarioError) -> [ScenarioPress] {
    var actions: [ScenarioPress] = []
    var index = 0
    while index < names.count {
      let name = names[index]
      index += 1
      if name == "e" {
        guard index < names.count, let choice = EndChoice(rawValue: names[index]) else {
          let found = index < names.count ? "found '\(names[index])'" : "found the end of the line"
          throw error(
            line,
            "after the key 'e' expected the dismissal on the same line: d (default), i (immediate)"
              + " or a (after the fixture's delay); \(found)")
        }
        index += 1
        actions.append(ScenarioPress(name: "e \(choice.rawValue)", action: .end(choice)))
        continue
      }
      guard let action = ScenarioKey.action(named: name) else {
        var message = "unknown key '\(name)'"
        if name == "q" || name == "." {
          message +=
            " (a scenario's clock only moves with 'wait' and the clock keys, and it ends at its last line)"
        }
        throw error(line, message + "; expected one of: \(keyList)")
      }
      actions.append(ScenarioPress(name: name, action: action))
    }
    return actions
  }

  private func endPolicy(_ arguments: [String], _ line: Int) throws(ScenarioError) -> DismissalTemplate {
    let expected = "expected 'end default', 'end immediate' or 'end after DURATION' (e.g. 'end after 5m')"
    switch arguments.first {
    case "default"?:
      try expectCount(arguments, 1, line, "'end default' takes nothing more; " + expected)
      return .default
    case "immediate"?:
      try expectCount(arguments, 1, line, "'end immediate' takes nothing more; " + expected)
      return .immediate
    case "after"?:
      try expectCount(arguments, 2, line, "'end after' takes one duration; " + expected)
      return .afterDelay(try duration(arguments[1], line, after: "end after"))
    case let other?:
      throw error(line, "unknown dismissal policy '\(other)'; " + expected)
    case nil:
      throw error(line, "'end' needs a dismissal policy; " + expected)
    }
  }

  private func snapshot(_ arguments: [String], _ line: Int) throws(ScenarioError) -> SnapshotRequest {
    guard let name = arguments.first else {
      throw error(line, "'snapshot' needs a name, e.g. 'snapshot placed' (it names the golden file)")
    }
    try validate(name: name, line)
    var presentations: [Presentation] = []
    var all = false
    var rest = arguments.dropFirst()
    while let word = rest.first, word != "on" {
      rest = rest.dropFirst()
      if word == "all" {
        all = true
      } else if let presentation = Presentation(rawValue: word) {
        if !presentations.contains(presentation) { presentations.append(presentation) }
      } else {
        let names = (["all"] + Presentation.allCases.map(\.rawValue)).joined(separator: ", ")
        throw error(
          line, "unknown presentation '\(word)' in snapshot '\(name)'; expected one of: \(names), or 'on'")
      }
    }
    var devices: [DeviceProfile]?
    if rest.first == "on" {
      rest = rest.dropFirst()
      guard !rest.isEmpty else {
        throw error(line, "'on' needs at least one device; expected one of: \(deviceList), all")
      }
      var chosen: [DeviceProfile] = []
      for word in rest {
        guard let profiles = DeviceProfile.select(word) else {
          throw error(line, DeviceProfile.unknownMessage(word))
        }
        for profile in profiles where !chosen.contains(profile) { chosen.append(profile) }
      }
      devices = chosen
    }
    return SnapshotRequest(
      name: name, presentations: all || presentations.isEmpty ? nil : presentations, devices: devices)
  }

  /// Names become file names: letters, digits, `.`, `_`, `-`, starting with a letter or digit.
  private func validate(name: String, _ line: Int) throws(ScenarioError) {
    guard name.count <= Self.snapshotNameLength else {
      throw error(
        line,
        "snapshot name '\(Self.quoted(name))' is \(name.count) characters, more than the"
          + " \(Self.snapshotNameLength)-character limit on a snapshot name (it names a file)")
    }
    let allowed = name.unicodeScalars.allSatisfy {
      $0.isASCII
        && ($0.properties.isAlphabetic || $0.properties.numericType != nil
          || "._-".unicodeScalars.contains($0))
    }
    let first = name.unicodeScalars.first!
    guard allowed, first.properties.isAlphabetic || first.properties.numericType != nil else {
      throw error(
        line,
        "snapshot name '\(name)' must start with a letter or digit and use only letters, digits, '.', '_'"
          + " and '-' (it names a file)")
    }
    guard !name.hasSuffix(".actual") else {
      throw error(
        line, "snapshot name '\(name)' must not end in '.actual' (that suffix marks pending frames)")
    }
  }

  private func duration(_ text: String, _ line: Int, after command: String) throws(ScenarioError)
    -> TimeInterval
  {
    guard let seconds = RelativeTime.parse(text) else {
      throw error(line, "expected a duration such as 5m, 1h30m or 90s after '\(command)', found '\(text)'")
    }
    guard seconds > 0 else {
      throw error(
        line, "expected a duration above zero after '\(command)', found '\(text)' (time only moves forward)")
    }
    guard seconds <= InputLimits.scenarioWaitSeconds else {
      throw error(
        line,
        "'\(command) \(text)' is longer than 12h, the limit on one duration (an activity lives at most 12"
          + " hours: 8 active, 4 on the Lock Screen)")
    }
    return seconds
  }

  private func device(_ name: String, _ line: Int) throws(ScenarioError) -> DeviceProfile {
    guard let profile = DeviceProfile.named(name) else {
      guard DeviceProfile.select(name) == nil else {
        throw error(
          line, "'device' takes one device, not the group '\(name)'; name one from 'la-sim devices'")
      }
      throw error(line, DeviceProfile.unknownMessage(name, allowingGroups: false))
    }
    return profile
  }

  private func expectCount(_ arguments: [String], _ count: Int, _ line: Int, _ message: String)
    throws(ScenarioError)
  {
    guard arguments.count == count else {
      let found = arguments.count > count ? "unexpected '\(arguments[count])'" : "found too few words"
      throw error(line, "\(message); \(found)")
    }
  }

  private var keyList: String { ScenarioKey.knownNames.joined(separator: ", ") }
  private var deviceList: String { DeviceProfile.all.map(\.name).joined(separator: ", ") }

  private func error(_ line: Int, _ message: String) -> ScenarioError {
    ScenarioError(file: file, line: line, message: message)
  }

  /// The nearest candidate within two edits of `word` (`Spelling`'s, as every did-you-mean of la-sim), if
  /// one is: `wiat` is `wait`.
  static func closest(to word: String, in candidates: [String]) -> String? {
    Spelling.nearest(to: word, in: candidates, limit: 2)
  }

}
