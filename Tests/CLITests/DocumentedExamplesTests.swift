import Foundation
import TestSupport
import Testing

@testable import la_sim

/// Every example README.md and docs/*.md show is what la-sim does: each command is run as a reader runs it,
/// and each line the page shows under it must be printed. The pages follow one convention, which
/// docs/project-layout.md ("Writing an example") gives their writers:
///
/// - A ```` ```sh ```` block holds commands, one a line (`\` at a line's end continues it, `#` starts a
///   comment); `NAME=value` sets a variable for the page's later commands. `swift run la-sim` and `la-sim` are
///   the built binary; lines that start with neither (`python3 …`, `scripts/…`) are not run.
/// - A plain ```` ``` ```` block right after it, with only blank lines between, is what its commands print.
/// - A plain block whose first line starts with `$ ` is a transcript: each `$ ` line is a command (`cd` and
///   `sed` too), the lines under it what it prints.
/// - In what is shown, a line `…` stands for lines left out and a `…` inside a line for the part left out;
///   every other line that is not blank must be printed, on standard output or error, by the block's commands
///   (a transcript's, by its own command).
/// - `# exits N` after a command states its exit status; without it a command must exit 0 or 1 (findings),
///   never a usage error or an unreadable file. `prints "TEXT"` in that comment: TEXT is printed.
/// - A page's commands run in order, with `sh`, in one fresh directory that holds a link to the repository's
///   `fixtures/`, so a transcript's files and its `cd` carry on from block to block.
///
/// What is not run is named by `reasonToSkip`, one rule each: a synopsis; the simulator and `serve` (a
/// terminal, a network); the app's Swift (a Swift toolchain's compile); `--format png` (Chromium); `--watch`
/// (it runs until stopped); a placeholder for the reader's own file. Each page with examples has a minimum of
/// commands run and lines checked, so a change in how pages are read cannot skip them all.
@Suite(.temporaryDirectory) struct DocumentedExamplesTests {
  /// For each page with examples: at least how many la-sim commands run, and how many shown lines are checked
  /// (as many as the page has: an example taken out lowers its figures here).
  static let minimums: [String: (commands: Int, lines: Int)] = [
    "README.md": (11, 62),
    "docs/check.md": (7, 18),
    "docs/fixture-format.md": (1, 2),
    "docs/layout.md": (2, 0),
    "docs/push.md": (6, 47),
    "docs/render.md": (18, 19),
  ]

  /// README.md and every page of docs/.
  static let pages: [String] =
    ["README.md"]
    + ((try? FileManager.default.contentsOfDirectory(atPath: Repository.path("docs"))) ?? [])
    .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }

  /// A fenced block of a page.
  struct Block {
    /// The word after the opening fence: `sh`, or empty for a plain block.
    var language: String
    /// Its lines, without the fence's indentation, each with its line number in the page.
    var lines: [(number: Int, text: String)]
    /// Only blank lines lie between the block before it and this one.
    var followsDirectly: Bool
  }

  /// A command the page shows, with the comment written after it.
  struct Command {
    /// Its line in the page.
    var line: Int
    /// The shell text, with `swift run la-sim` as `la-sim` and without the comment.
    var text: String
    /// The comment after it, without `#`.
    var comment: String
  }

  /// The fenced blocks of `page`, in order.
  static func blocks(_ page: String) -> [Block] {
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var blocks: [Block] = []
    var index = 0
    var blankSinceLast = false
    while index < lines.count {
      let fence = lines[index].drop { $0 == " " }
      guard fence.hasPrefix("```") else {
        blankSinceLast = blankSinceLast && lines[index].allSatisfy { $0 == " " }
        index += 1
        continue
      }
      let indentation = lines[index].count - fence.count
      let language = String(fence.dropFirst(3)).trimmingCharacters(in: .whitespaces)
      var body: [(number: Int, text: String)] = []
      index += 1
      while index < lines.count, !lines[index].drop(while: { $0 == " " }).hasPrefix("```") {
        body.append((index + 1, String(lines[index].dropFirst(min(indentation, Self.spaces(lines[index]))))))
        index += 1
      }
      blocks.append(
        Block(language: language, lines: body, followsDirectly: blankSinceLast && !blocks.isEmpty))
      index += 1
      blankSinceLast = true
    }
    return blocks
  }

  /// How many spaces `line` starts with.
  static func spaces(_ line: String) -> Int { line.prefix { $0 == " " }.count }

  /// The commands of an `sh` block (continued lines joined) and the `NAME=value` lines among them.
  static func commands(_ block: Block) -> (commands: [Command], assignments: [String]) {
    var commands: [Command] = []
    var assignments: [String] = []
    var pending = ""
    var start = 0
    for (number, text) in block.lines {
      if pending.isEmpty { start = number }
      if text.hasSuffix("\\") {
        pending += text.dropLast() + " "
        continue
      }
      let line = (pending + text).trimmingCharacters(in: .whitespaces)
      pending = ""
      if line.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_]*=\S*/) != nil {
        assignments.append(line)
      } else if let command = Self.command(line, at: start), command.text.hasPrefix("la-sim") {
        commands.append(command)
      }
    }
    return (commands, assignments)
  }

  /// `line` split at its comment (a `#` after a space, outside quotes), `swift run la-sim` written `la-sim`.
  static func command(_ line: String, at number: Int) -> Command? {
    var quote: Character?
    var previous: Character = " "
    var cut = line.endIndex
    for index in line.indices {
      let character = line[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "'" || character == "\"" {
        quote = character
      } else if character == "#", previous == " " {
        cut = index
        break
      }
      previous = character
    }
    var text = line[..<cut].trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty else { return nil }
    if text.hasPrefix("swift run la-sim") { text = String(text.dropFirst("swift run ".count)) }
    let comment = cut < line.endIndex ? String(line[line.index(after: cut)...]) : ""
    return Command(line: number, text: text, comment: comment.trimmingCharacters(in: .whitespaces))
  }

  /// Placeholders a page uses for the reader's own files.
  static let placeholders: Set<String> = ["my-activity.json", "my-app.json"]

  /// Why `command` is not run, or nil to run it: each rule names what it would need beyond la-sim.
  static func reasonToSkip(_ command: String) -> String? {
    let words = command.split(whereSeparator: \.isWhitespace).map(String.init)
    guard words.first == "la-sim" else { return nil }
    if command.contains("[") || command.contains("|") { return "a synopsis, not a command" }
    let arguments = Array(words.dropFirst())
    let first = arguments.first ?? ""
    if first.isEmpty || first == "run"
      || (!first.hasPrefix("-") && !LaSim.commands.contains { $0.name == first })
    {
      return "the interactive simulator needs a terminal"
    }
    if first == "serve" { return "serve listens on the network until it is stopped" }
    let swiftOptions: Set<String> = ["--swift", "--swiftc", "--pipeline", "--from-swift"]
    if first == "import"
      || arguments.contains(where: {
        swiftOptions.contains($0) || $0.hasSuffix(".swift") || $0.hasSuffix("/")
      })
    {
      return "the app's Swift needs a Swift toolchain to compile it"
    }
    if command.contains("--format png") { return "--format png needs Chromium" }
    if arguments.contains("--watch") { return "--watch runs until it is stopped" }
    if let placeholder = arguments.first(where: placeholders.contains) {
      return "\(placeholder) stands for the reader's own file"
    }
    return nil
  }

  /// `shown` is one of the `printed` lines, or, where it has `…`, a line that begins and ends as it does
  /// and holds its other parts in order between.
  static func isPrinted(_ shown: String, in printed: [String]) -> Bool {
    if printed.contains(shown) { return true }
    let parts = shown.components(separatedBy: "…")
    guard parts.count > 1, let first = parts.first, let last = parts.last else { return false }
    return printed.contains { line in
      guard line.hasPrefix(first) else { return false }
      var rest = line.dropFirst(first.count)
      for part in parts.dropFirst().dropLast() {
        guard let found = rest.range(of: part) else { return false }
        rest = rest[found.upperBound...]
      }
      return rest.hasSuffix(last)
    }
  }

  /// The result of running `script` with `sh` in `directory`, the built la-sim first on `PATH`.
  static func run(_ script: String, in directory: URL) throws -> (
    status: Int32, stdout: String, stderr: String
  ) {
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "NO_COLOR")
    let binaries = LaSimProcess.binary.deletingLastPathComponent().path
    environment["PATH"] = binaries + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    let result = try ChildProcess.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", script], environment: environment, directory: directory)
    return (
      status: result.status, stdout: String(decoding: result.stdout, as: UTF8.self),
      stderr: String(decoding: result.stderr, as: UTF8.self)
    )
  }

  /// What a page's examples came to.
  struct Tally {
    /// la-sim commands run.
    var commands = 0
    /// Shown lines checked against what they printed.
    var lines = 0
  }

  /// Runs `commands` (after the page's `assignments`) in `directory`, checks each status as its comment
  /// states, then checks each line of `shown` is among what they printed.
  static func check(
    _ commands: [Command], shown: [(number: Int, text: String)], assignments: [String], in directory: URL,
    page: String, tally: inout Tally
  ) throws {
    var printed: [String] = []
    var ran = false
    for command in commands {
      if Self.reasonToSkip(command.text) != nil { continue }
      let result = try Self.run((assignments + [command.text]).joined(separator: "\n"), in: directory)
      printed += (result.stdout + "\n" + result.stderr).split(separator: "\n").map(String.init)
      ran = true
      if command.text.hasPrefix("la-sim") { tally.commands += 1 }
      let place = "\(page):\(command.line): \(command.text)"
      if let stated = command.comment.firstMatch(of: /exits (\d+)/).flatMap({ Int32($0.1) }) {
        #expect(result.status == stated, "\(place) exits \(result.status), not \(stated): \(result.stderr)")
      } else {
        #expect(
          result.status == 0 || result.status == 1,
          "\(place) exits \(result.status) (say `# exits \(result.status)` if that is meant): \(result.stderr)"
        )
      }
      if let text = command.comment.firstMatch(of: /prints "([^"]*)"/)?.1 {
        #expect(result.stdout.contains(text), "\(place) prints \"\(text)\"")
      }
    }
    guard ran else { return }
    for (number, line) in shown {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, trimmed != "…" else { continue }
      tally.lines += 1
      #expect(
        Self.isPrinted(line, in: printed),
        "\(page):\(number): \(commands.map(\.text).joined(separator: "; ")) does not print\n\(line)")
    }
  }

  @Test(
    "Each command a page shows runs, with the status it states, and prints the lines shown under it",
    arguments: pages)
  func examplesPrintWhatThePageShows(_ page: String) throws {
    let text = try String(contentsOf: Repository.root.appendingPathComponent(page), encoding: .utf8)
    let home = try TemporaryDirectory.ofThisTest().url
    try FileManager.default.createSymbolicLink(
      at: home.appendingPathComponent("fixtures"),
      withDestinationURL: Repository.root.appendingPathComponent("fixtures"))
    var directory = home
    var assignments: [String] = []
    var tally = Tally()
    let blocks = Self.blocks(text)
    for (index, block) in blocks.enumerated() {
      if !["sh", ""].contains(block.language) {
        for (number, line) in block.lines {
          let command = line.trimmingCharacters(in: .whitespaces)
          #expect(
            !command.hasPrefix("la-sim ") && !command.hasPrefix("swift run la-sim"),
            "\(page):\(number): a command in a ```\(block.language) block is never run: write it in a ```sh block"
          )
        }
      } else if block.language == "sh" {
        let (commands, set) = Self.commands(block)
        assignments += set
        let next = blocks.indices.contains(index + 1) ? blocks[index + 1] : nil
        let shown = next.map { $0.language.isEmpty && $0.followsDirectly } == true ? next?.lines ?? [] : []
        try Self.check(
          commands, shown: shown, assignments: assignments, in: directory, page: page, tally: &tally)
      } else if block.language.isEmpty, block.lines.first?.text.hasPrefix("$ ") == true {
        // A transcript: each `$ ` line with the lines under it, up to the next.
        var starts = block.lines.indices.filter { block.lines[$0].text.hasPrefix("$ ") }
        starts.append(block.lines.endIndex)
        for (start, end) in zip(starts, starts.dropFirst()) {
          let (number, line) = block.lines[start]
          guard let command = Self.command(String(line.dropFirst(2)), at: number) else { continue }
          if command.text.hasPrefix("cd ") {
            directory = directory.appendingPathComponent(String(command.text.dropFirst(3)))
            continue
          }
          try Self.check(
            [command], shown: Array(block.lines[(start + 1)..<end]), assignments: assignments, in: directory,
            page: page, tally: &tally)
        }
      }
    }
    guard let minimum = Self.minimums[page] else {
      #expect(tally.commands == 0, "\(page) has \(tally.commands) examples: give it a minimum in `minimums`")
      return
    }
    #expect(tally.commands >= minimum.commands, "\(page): \(tally.commands) commands run")
    #expect(tally.lines >= minimum.lines, "\(page): \(tally.lines) shown lines checked")
  }

  static let skips: [(String, String?)] = [
    (
      "la-sim init NAME [--dir DIR] [--template delivery|sports|ride|timer|progress]",
      "a synopsis, not a command"
    ),
    ("la-sim", "the interactive simulator needs a terminal"),
    ("la-sim pizza-planet courier", "the interactive simulator needs a terminal"),
    ("la-sim run my-order.json", "the interactive simulator needs a terminal"),
    ("la-sim serve pizza-planet --clock simulated", "serve listens on the network until it is stopped"),
    (
      "la-sim import fixtures/swift/PizzaPlanet --out pizza.json",
      "the app's Swift needs a Swift toolchain to compile it"
    ),
    ("la-sim render MyWidget/ --step 2", "the app's Swift needs a Swift toolchain to compile it"),
    (
      "la-sim check pizza-planet --swift MyApp/Model.swift",
      "the app's Swift needs a Swift toolchain to compile it"
    ),
    ("la-sim render export --format png --out export.png", "--format png needs Chromium"),
    ("la-sim render pizza.json --watch", "--watch runs until it is stopped"),
    ("la-sim check my-activity.json --format json", "my-activity.json stands for the reader's own file"),
    ("la-sim render courier --presentation compact", nil),
    ("la-sim push --explain LP007", nil),
    ("la-sim --version", nil),
    (#"sed '38s/"Order Placed"/"placed"/' fixtures/activities/pizza-planet.json > broken.json"#, nil),
  ]

  @Test("A command is left out only by a rule that names what it needs", arguments: skips)
  func skipRules(_ command: String, _ reason: String?) {
    #expect(Self.reasonToSkip(command) == reason)
  }

  @Test("Every page given a minimum is there")
  func minimumsNamePages() {
    for page in Self.minimums.keys { #expect(Self.pages.contains(page), "\(page) is a page") }
  }
}
