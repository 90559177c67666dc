import Foundation
import Manual
import TestSupport
import Testing

@testable import la_sim

/// `la-sim --generate-man-page`: the manual page is written from the command table, so every command, and
/// every option and flag its spec accepts (and so its `--help` and the completions offer), is on it, in bold, in
/// that command's own section; and the `la-sim.1` in the repository is the one la-sim prints.
@Suite(.temporaryDirectory) struct ManPageTests {
  /// The lines of the command's section: from its `.SS` heading to the next heading.
  static func section(_ command: String) -> String {
    let lines = LaSim.manPage.page.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: ".SS \"\(command)\"") else { return "" }
    let end =
      lines[(start + 1)...].firstIndex { $0.hasPrefix(".SS") || $0.hasPrefix(".SH") } ?? lines.endIndex
    return lines[start..<end].joined(separator: "\n")
  }

  @Test(
    "Every option and flag in a command's spec is in its section, in bold",
    arguments: LaSim.commands.map { $0.name })
  func everyOption(command: String) throws {
    let spec = try #require(LaSim.commands.first { $0.name == command }).spec
    let section = Self.section(command)
    #expect(section.contains("Usage: la\\-sim"), "\(command) has a section with its usage")
    for option in spec.options + spec.flags + ["help"] where option != "help" {
      let bold = "\\fB\\-\\-" + option.replacing("-", with: "\\-") + "\\fR"
      #expect(section.contains(bold), "--\(option) is in the man page's section on \(command)")
    }
  }

  @Test("The page names the top-level options, and each command with its abstract")
  func topLevel() {
    let page = LaSim.manPage.page
    for option in ["help", "version", "generate\\-completion\\-script", "generate\\-man\\-page"] {
      #expect(page.contains("\\fB\\-\\-\(option)\\fR"))
    }
    for command in LaSim.commands {
      #expect(Self.section(command.name).contains(ManText.escaped(command.abstract + ".")))
    }
  }

  @Test(
    "Text is escaped for roff: backslashes, hyphens, a control character at a line's start, non-ASCII",
    arguments: [
      ("Ctrl-\\", "Ctrl\\-\\e"), (".hidden", "\\&.hidden"), ("'quoted'", "\\&'quoted'"),
      ("AX1 … AX5", "AX1 \\[u2026] AX5"), ("🚚", "\\[u1F69A]"), ("--no-color x", "\\fB\\-\\-no\\-color\\fR x"),
      ("a--b", "a\\-\\-b"),
    ])
  func escaping(text: String, roff: String) {
    #expect(ManText.escaped(text) == roff)
  }

  @Test("la-sim.1 in the repository is what --generate-man-page prints")
  func committedPageIsCurrent() throws {
    let committed = try String(contentsOfFile: Repository.path("la-sim.1"), encoding: .utf8)
    let printed = try CLIRunner.run(["--generate-man-page"])
    #expect(printed.status == 0)
    #expect(
      printed.stdout == committed,
      "la-sim.1 is stale: run 'swift run la-sim --generate-man-page > la-sim.1'")
  }

  @Test("--version says the version, and that a plain swift build is a development build")
  func version() throws {
    let result = try CLIRunner.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == "la-sim \(BuildInfo.version) (development build)\n")
  }
}
