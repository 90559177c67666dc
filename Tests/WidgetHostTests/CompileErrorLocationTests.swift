import Foundation
import TestSupport
import Testing

@testable import WidgetHost

/// Where the compiler's diagnostics say the app's code is wrong: in the user's own files, at lines they have,
/// each diagnostic once.
@Suite(.serialized)
struct CompileErrorLocationTests {
  /// The diagnostics' first lines in `stderr` (`FILE:LINE:COL: error: …`), as la-sim printed them.
  static func headers(_ stderr: String) -> [Substring] {
    stderr.split(separator: "\n").filter { line in
      !line.hasPrefix(" ") && [": error: ", ": warning: ", ": note: "].contains { line.contains($0) }
    }
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func aSyntaxErrorAtTheEndIsInTheUsersFileOnce() throws {
    let directory = try TemporaryDirectory.ofThisTest()
    var lineCounts: [String: Int] = [:]
    for name in ["CourierAttributes.swift", "CourierLiveActivity.swift"] {
      var text = try String(
        contentsOfFile: Repository.path("fixtures/swift/Courier/" + name), encoding: .utf8)
      if name == "CourierLiveActivity.swift" { text += "this is not swift {\n" }
      let path = try directory.write(text, to: name)
      lineCounts[path] = text.filter { $0 == "\n" }.count
    }
    let file = directory.url.path + "/CourierLiveActivity.swift"
    let lastLine = try #require(lineCounts[file])
    let result = try LaSimProcess.run(
      ["check", directory.url.path], environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(result.status == 65, "\(result.stderr)")
    let headers = Self.headers(result.stderr)
    #expect(headers.count >= 3, "\(result.stderr)")
    // Every diagnostic names one of the user's files, at a line it has.
    for header in headers {
      let fields = header.split(separator: ":", maxSplits: 3)
      let count = lineCounts[String(fields[0])]
      #expect(count != nil, "\(header) names no file of the user's")
      #expect((Int(fields[1]) ?? 0) >= 1 && (Int(fields[1]) ?? .max) <= count ?? 0, "\(header)")
    }
    #expect(!result.stderr.contains(WidgetHostFixtures.cache), "\(result.stderr)")
    // The brace left open is reported at the end of the last line, which is quoted with the caret there.
    #expect(
      result.stderr.contains(
        "\(file):\(lastLine):20: error: expected '}' at end of closure\n  this is not swift {\n  "
          + String(repeating: " ", count: 19) + "^\n"), "\(result.stderr)")
    // Each once, and counted once.
    #expect(Set(headers).count == headers.count, "\(result.stderr)")
    let errors = headers.filter { $0.contains(": error: ") }.count
    #expect(
      result.stderr.contains(
        "did not compile with la-sim's SwiftUI, WidgetKit and ActivityKit: \(errors) errors"))
    #expect(result.stdout.isEmpty)
  }

  @Test(
    "A brace missing above a #Preview is the error shown, not that the preview's macro does not exist",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func aMissingBraceAboveAPreviewIsTheOnlyStory() throws {
    let directory = try TemporaryDirectory.ofThisTest()
    for name in ["CourierAttributes.swift", "CourierLiveActivity.swift"] {
      var text = try String(
        contentsOfFile: Repository.path("fixtures/swift/Courier/" + name), encoding: .utf8)
      // The `}` that closes `compactTrailing:` is lost, as in an editing slip.
      if name == "CourierLiveActivity.swift" {
        text = text.replacingOccurrences(of: "      } minimal: {", with: "      minimal: {")
      }
      try directory.write(text, to: name)
    }
    let result = try LaSimProcess.run(
      ["render", directory.url.path], environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(result.status == 65, "\(result.stderr)")
    // The brace is missed at the end of the user's last line, quoted as written.
    #expect(
      result.stderr.contains("CourierLiveActivity.swift:54:2: error: expected '}' in struct\n  }\n   ^\n"),
      "\(result.stderr)")
    #expect(!result.stderr.contains("macro"), "\(result.stderr)")
    #expect(result.stderr.contains("ActivityKit: 4 errors"), "\(result.stderr)")
  }

  @Test(
    "An error on a #Preview's first line is placed and quoted as the user wrote the line",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func anErrorOnAPreviewLineIsInTheUsersColumns() throws {
    let directory = try TemporaryDirectory.ofThisTest()
    for name in ["CourierAttributes.swift", "CourierLiveActivity.swift"] {
      var text = try String(
        contentsOfFile: Repository.path("fixtures/swift/Courier/" + name), encoding: .utf8)
      // A typo in the preview's attribute values.
      text = text.replacingOccurrences(
        of: "using: DeliveryAttributes.preview)", with: "using: DeliveryAttributes.previw)")
      try directory.write(text, to: name)
    }
    let result = try LaSimProcess.run(
      ["render", directory.url.path], environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(result.status == 65, "\(result.stderr)")
    let preview = #"#Preview("Notification", as: .content, using: DeliveryAttributes.previw) {"#
    #expect(
      result.stderr.contains(
        "CourierLiveActivity.swift:46:66: error: type 'DeliveryAttributes' has no member 'previw'\n  \(preview)\n"
          + "  " + String(repeating: " ", count: 46) + "~~~~~~~~~~~~~~~~~~ ^~~~~~\n"), "\(result.stderr)")
    #expect(result.stderr.contains("CourierLiveActivity.swift:46:1: error: "), "\(result.stderr)")
    #expect(!result.stderr.contains("let _laSimPreview"), "\(result.stderr)")
  }

  @Test func aPlaceInACopyIsThePlaceInTheUsersFile() {
    let file = CopiedFile(copy: "/cache/host.tmp-1/0-W.swift", original: "/app/W.swift", text: "a\n\tb {\n")
    let diagnostics = [
      "/cache/host.tmp-1/0-W.swift:4:1: error: expected '}' at end of closure", "", "^", " }",
      "/app/W.swift:2:4: note: to match this opening '{'", "\tb {", "   ^",
      "/cache/host.tmp-1/0-W.swift:3:2: error: cannot find 'b' in scope",
      "<unknown>:0: error: cannot read '/cache/host.tmp-1/0-W.swift'", "",
    ]
    let relocated = CopiedFile.relocated(diagnostics.joined(separator: "\n"), in: [file])
    // The tab is shown as LLVM shows it, to the next stop of 8 columns.
    let indent = String(repeating: " ", count: 11)
    #expect(
      relocated.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
        "/app/W.swift:2:5: error: expected '}' at end of closure", "        b {", indent + "^",
        indent + " }", "/app/W.swift:2:4: note: to match this opening '{'", "\tb {", "   ^",
        "/app/W.swift:2:2: error: cannot find 'b' in scope", "<unknown>:0: error: cannot read '/app/W.swift'",
        "",
      ])
  }

  @Test func theLastLineWithoutABreakOrWithACarriageReturnIsTheEnd() {
    let bare = CopiedFile(copy: "/c/0-W.swift", original: "/app/W.swift", text: "ab")
    #expect(bare.place(line: 1, column: 3).line == 1)
    #expect(bare.place(line: 1, column: 3).column == 3)
    let crlf = CopiedFile(copy: "/c/0-W.swift", original: "/app/W.swift", text: "a\r\nbc {\r\n")
    let end = crlf.place(line: 3, column: 1)
    #expect(end.line == 2 && end.column == 5 && end.quoted?.line == "bc {")
    let empty = CopiedFile(copy: "/c/0-W.swift", original: "/app/W.swift", text: "")
    #expect(empty.place(line: 1, column: 1).line == 1)
    #expect(empty.place(line: 2, column: 1).line == 1)
  }
}
