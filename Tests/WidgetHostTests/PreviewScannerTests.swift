import Foundation
import JSON
import TestSupport
import Testing

@testable import WidgetHost

/// `#Preview` blocks are found by one linear pass and blanked so the rest of the file keeps its lines and
/// columns; strings, comments and brackets never fool the scan, and no input exhausts the stack.
struct PreviewScannerTests {
  static func blanked(_ text: String) -> String {
    let bytes = Array(text.utf8)
    return String(decoding: PreviewScanner.blanked(bytes, PreviewScanner.blocks(bytes)), as: UTF8.self)
  }

  @Test("A Live Activity preview with its labelled closures is blanked whole; what follows is kept in place")
  func liveActivityPreview() {
    let text = """
      import SwiftUI
      #Preview("Lock Screen", as: .content, using: Attributes.preview) {
          DeliveryWidget()
      } contentStates: {
          Attributes.ContentState.a
          Attributes.ContentState.b
      }
      extension Attributes { static var preview: Attributes { Attributes(name: "}") } }
      """
    let blocks = PreviewScanner.blocks(Array(text.utf8))
    #expect(blocks.count == 1)
    #expect(blocks.first?.line == 2)
    #expect(blocks.first?.column == 1)
    let lines = Self.blanked(text).split(separator: "\n", omittingEmptySubsequences: false)
    let original = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == original.count)
    #expect(lines[0] == "import SwiftUI")
    for index in 1...6 {
      #expect(lines[index].allSatisfy { $0 == " " }, "line \(index + 1): \(lines[index])")
      #expect(lines[index].utf8.count == original[index].utf8.count)
    }
    #expect(lines[7] == original[7])
  }

  @Test("#Preview inside strings, comments and other declarations is not a block; raw strings are followed")
  func notBlocks() {
    let text = #"""
      let a = "#Preview { }"
      // #Preview { x }
      /* /* #Preview { } */ still a comment #Preview */
      let b = #"a "#Preview" and \(x) } "#
      let c = """
        #Preview { "\(y)" }
        """
      struct V { let p = "x" }
      #Preview { V() }
      """#
    let blocks = PreviewScanner.blocks(Array(text.utf8))
    #expect(blocks.count == 1)
    #expect(blocks.first?.line == 9)
  }

  @Test("A #Preview below a brace left open is still a block, blanked where it stands; what follows is kept")
  func belowABraceLeftOpen() {
    let text = """
      struct W: Widget {
        var body: some WidgetConfiguration {
          ActivityConfiguration(for: A.self) { _ in Text("x") }
      }
      #Preview("Lock Screen", as: .content, using: A.preview) {
        W()
      } contentStates: {
        A.ContentState.a
      }
      let after = 1
      """
    let blocks = PreviewScanner.blocks(Array(text.utf8))
    #expect(blocks.count == 1)
    #expect(blocks.first?.line == 5)
    #expect(blocks.first?.depth == 1)
    let sources = WidgetSources.scanned([.init(path: "W.swift", text: text)])
    #expect(sources.activityPreviews.isEmpty)
    #expect(!sources.files[0].text.contains("Preview"))
    #expect(sources.files[0].text.hasSuffix("\nlet after = 1"))
  }

  @Test("A preview with interpolated strings holding braces and parentheses ends where its closure does")
  func interpolation() {
    let text = """
      #Preview { Text("\\(value.map { "}" })) {") }
      let after = 1
      """
    #expect(Self.blanked(text).hasSuffix("\nlet after = 1"))
  }

  @Test("CRLF and CR files keep their line breaks and the text after the block")
  func lineBreaks() {
    for lineBreak in ["\r\n", "\r"] {
      let text = ["import SwiftUI", "#Preview {", "  V()", "}", "let z = 2"].joined(separator: lineBreak)
      let result = Self.blanked(text)
      #expect(result.utf8.count == text.utf8.count)
      #expect(result.hasPrefix("import SwiftUI" + lineBreak))
      #expect(result.hasSuffix(lineBreak + "let z = 2"))
      #expect(
        result.filter { $0 == "\r" || $0 == "\r\n" }.count == text.filter { $0 == "\r" || $0 == "\r\n" }.count
      )
    }
  }

  @Test(
    "Hostile inputs end the scan: deep nesting stops at the limit, long chains and unclosed blocks are linear"
  )
  func hostile() {
    let deep = String(repeating: "(", count: 200_000) + "#Preview { }"
    #expect(PreviewScanner.blocks(Array(deep.utf8)).isEmpty)
    let chain = "let x = a" + String(repeating: " ?? a", count: 200_000) + "\n#Preview { V() }\n"
    #expect(PreviewScanner.blocks(Array(chain.utf8)).count == 1)
    let unclosed = "#Preview {" + String(repeating: "{", count: 500)
    let blocks = PreviewScanner.blocks(Array(unclosed.utf8))
    #expect(blocks.count == 1)
    #expect(blocks.first?.range == 0..<unclosed.utf8.count)
    let hashes = String(repeating: "#", count: 2_000_000) + "\n#Preview { V() }\n"
    #expect(PreviewScanner.blocks(Array(hashes.utf8)).count == 1)
    let quotes = String(repeating: "\"\\(", count: 100_000)
    #expect(PreviewScanner.blocks(Array(quotes.utf8)).isEmpty)
  }

  @Test(
    "A Live Activity preview is told apart from a view's, and its content states are named by their lines")
  func liveActivityPreviewNames() {
    let text = """
      #Preview("Compact", as: .dynamicIsland(.compact), using: A.preview) {
        W()
      } contentStates: {
        A.ContentState.preparing  // the first
        .pickedUp; A.ContentState(status: .nearBy, eta: Date())
        A.ContentState.delivered
      }
      #Preview { SomeView(title: "contentStates: {") }
      """
    let bytes = Array(text.utf8)
    let blocks = PreviewScanner.blocks(bytes)
    #expect(blocks.count == 2)
    #expect(PreviewScanner.isLiveActivity(bytes, blocks[0]))
    #expect(!PreviewScanner.isLiveActivity(bytes, blocks[1]))
    #expect(PreviewScanner.stateNames(bytes, blocks[0]) == ["preparing", "pickedUp", nil, "delivered"])
  }

  @Test("The files as compiled: a Live Activity preview becomes a global the host lists, on the same line")
  func rewritten() {
    let text = """
      import WidgetKit
      #Preview("Lock Screen", as: .content, using: A.preview) {
        W()
      } contentStates: {
        A.ContentState.a
      }
      #Preview { V() }
      """
    let sources = WidgetSources.scanned([WidgetSources.File(path: "P.swift", text: text)])
    let lines = sources.files[0].text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 7)
    #expect(lines[1].hasPrefix("let _laSimPreview1 = _LaSimPreview(\"Lock Screen\", as: .content"))
    #expect(lines[4] == "  A.ContentState.a")
    #expect(lines[6].allSatisfy { $0 == " " })
    #expect(sources.previews == 2)
    #expect(sources.activityPreviews == [["a"]])
    #expect(sources.mainSource.contains("previews: [_laSimPreview1]"))
  }

  /// A fixed-seed fuzz round: a widget's text cut, spliced and salted with the characters the scan cares
  /// about. Whatever comes in, the blocks lie inside the text, in order, apart, and blanking keeps every
  /// byte count and line break.
  @Test("Fuzz: 1,000 mangled widgets never trap, and blanking keeps lengths and line breaks")
  func fuzz() throws {
    let seedText = try String(
      contentsOf: Repository.root.appendingPathComponent(
        "fixtures/examples/match-swift/MatchLiveActivity.swift"),
      encoding: .utf8)
    let base = Array(seedText.utf8)
    let salt = Array("#Preview {}()[]\"\\/*\n\r#'`".utf8)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(max(bound, 1)))
    }
    var misplaced = 0
    var moved = 0
    var found = 0
    for _ in 0..<1_000 {
      var bytes = base
      for _ in 0..<(1 + next(12)) {
        switch next(4) {
        case 0: if !bytes.isEmpty { bytes.remove(at: next(bytes.count)) }
        case 1: bytes.insert(salt[next(salt.count)], at: next(bytes.count + 1))
        case 2:
          let start = next(bytes.count + 1)
          let slice = Array(base[next(base.count)...].prefix(next(200)))
          bytes.insert(contentsOf: slice, at: start)
        default: if !bytes.isEmpty { bytes[next(bytes.count)] = salt[next(salt.count)] }
        }
      }
      let blocks = PreviewScanner.blocks(bytes)
      var end = 0
      for block in blocks {
        if block.range.lowerBound < end || block.range.upperBound > bytes.count { misplaced += 1 }
        end = block.range.upperBound
        _ = PreviewScanner.stateNames(bytes, block)
        _ = PreviewScanner.isLiveActivity(bytes, block)
      }
      found += blocks.count
      let blanked = PreviewScanner.blanked(bytes, blocks)
      if blanked.count != bytes.count
        || !zip(blanked, bytes).allSatisfy({ ($0 == 0x0A) == ($1 == 0x0A) && ($0 == 0x0D) == ($1 == 0x0D) })
      {
        moved += 1
      }
    }
    #expect(misplaced == 0)
    #expect(moved == 0)
    // The round reached what it is about: most mangled files still have their preview.
    #expect(found > 300)
  }
}

/// The fixture written from the previews: dates relative to when the code ran, whatever the app computed.
struct PreviewFixtureTests {
  @Test("A date field is written as seconds from the evaluation; an absurd one is bounded, not a trap")
  func relativeDates() {
    let schema = JSONValue.object([
      JSONMember(key: "eta", value: .string("Date")), JSONMember(key: "far", value: .string("Date?")),
    ])
    let values = JSONValue.object([
      JSONMember(key: "far", value: .double(1e300)), JSONMember(key: "eta", value: .double(1_800.4)),
    ])
    let result = PreviewFixture.relative(values, schema: schema, now: 0)
    // In the schema's order, as a fixture writes relative dates.
    #expect(result.serialized(pretty: false) == #"{"eta":"+1800s","far":"+1000000000000000s"}"#)
  }
}
