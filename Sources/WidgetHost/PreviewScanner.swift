/// Finds the `#Preview` blocks of a Swift file with one pass over its bytes, never recursing: strings
/// (single-line, multi-line, raw, with interpolations), comments (nested block comments too) and brackets
/// are followed on an explicit stack of bounded depth, so that no input, however long or deep, can exhaust
/// la-sim's stack or take more than linear time.
///
/// la-sim has no `#Preview` macro to compile (it is Apple's, from Xcode), so a block is blanked before the
/// file is compiled: every byte of it but line breaks becomes a space, so that every other line and column
/// of the file stays where it was and the compiler's errors point at the user's text.
enum PreviewScanner {
  /// A `#Preview` block: the byte offsets it spans in the file, and where it starts.
  struct Block: Equatable {
    var range: Range<Int>
    var line: Int
    var column: Int
    /// How many brackets were open before it: 0 at the top of the file. Above 0 the file's brackets do not
    /// balance before the block (a missing `}`), so the compiler reports that, and the block is only blanked.
    var depth = 0
  }

  /// Nesting deeper than this (brackets, interpolations, comments) ends the scan: no more blocks are found
  /// after that point, and the compiler reports the file as it is.
  static let maximumDepth = 1_000

  private enum Frame: Equatable {
    /// `(`, `[` or `{`, by its closing byte.
    case bracket(UInt8)
    /// A string literal: its `#` count and whether it is a multi-line one.
    case string(hashes: Int, multiline: Bool)
    /// `\(` inside a string: code until the matching `)`.
    case interpolation
    case blockComment
  }

  /// The blocks of `bytes`, in order.
  static func blocks(_ bytes: [UInt8]) -> [Block] {
    var blocks: [Block] = []
    var stack: [Frame] = []
    var open: (start: Int, line: Int, column: Int, depth: Int)?
    var index = 0
    var line = 1
    var lineStart = 0
    let count = bytes.count
    func at(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
    func starts(_ text: StaticString, _ offset: Int) -> Bool {
      let pattern = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
      guard offset + pattern.count <= count, bytes[offset] == pattern[0] else { return false }
      var delta = 1
      while delta < pattern.count {
        if bytes[offset + delta] != pattern[delta] { return false }
        delta += 1
      }
      return true
    }
    func isIdentifier(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
        || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        || byte >= 0x80
    }
    while index < count {
      // Too deep to be a widget: the scan stops, and a block left open is not blanked.
      if stack.count > maximumDepth { return blocks }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      }
      switch stack.last {
      case .blockComment:
        if starts("*/", index) {
          stack.removeLast()
          index += 2
        } else if starts("/*", index) {
          stack.append(.blockComment)
          index += 2
        } else {
          index += 1
        }
        continue
      case .string(let hashes, let multiline):
        if byte == UInt8(ascii: "\\") {
          var cursor = index + 1
          var seen = 0
          while seen < hashes, at(cursor) == UInt8(ascii: "#") {
            seen += 1
            cursor += 1
          }
          if seen == hashes {
            if at(cursor) == UInt8(ascii: "(") {
              stack.append(.interpolation)
              index = cursor + 1
              continue
            }
            // An escaped line break (a multi-line string's continuation) is counted as a line.
            index = cursor + (at(cursor) == 0x0A ? 0 : 1)
            continue
          }
          index += 1
          continue
        }
        let quote = multiline ? starts("\"\"\"", index) : byte == UInt8(ascii: "\"")
        if quote {
          var cursor = index + (multiline ? 3 : 1)
          var seen = 0
          while seen < hashes, at(cursor) == UInt8(ascii: "#") {
            seen += 1
            cursor += 1
          }
          if seen == hashes {
            stack.removeLast()
            index = cursor
            continue
          }
        }
        // A line break ends a broken single-line string: the compiler reports it; the scan goes on.
        if !multiline && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) { stack.removeLast() }
        index += 1
        continue
      default:
        break
      }
      // Code (at the top, in brackets, or in an interpolation).
      if starts("//", index) {
        while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        continue
      }
      if starts("/*", index) {
        stack.append(.blockComment)
        index += 2
        continue
      }
      var hashes = 0
      while at(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
      if at(index + hashes) == UInt8(ascii: "\"") {
        let multiline = starts("\"\"\"", index + hashes)
        stack.append(.string(hashes: hashes, multiline: multiline))
        index += hashes + (multiline ? 3 : 1)
        continue
      }
      // A run of `#` that opens no string is passed whole: scanning it again from each of its bytes would
      // make a file of `#`s quadratic. (`#Preview`, `#if` and `#available` start with a single `#`.)
      if hashes > 1 {
        index += hashes
        continue
      }
      // A `#Preview` among brackets left open (a `}` missing above it) is found too: the compiler reports
      // the missing bracket, and must not also say it knows no macro named Preview.
      if open == nil, starts("#Preview", index), !isIdentifier(at(index + 8)),
        stack.allSatisfy({ if case .bracket = $0 { true } else { false } })
      {
        open = (index, line, index - lineStart + 1, stack.count)
        index += 8
        continue
      }
      switch byte {
      case UInt8(ascii: "("): stack.append(.bracket(UInt8(ascii: ")")))
      case UInt8(ascii: "["): stack.append(.bracket(UInt8(ascii: "]")))
      case UInt8(ascii: "{"): stack.append(.bracket(UInt8(ascii: "}")))
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        if stack.last == .interpolation, byte == UInt8(ascii: ")") {
          stack.removeLast()
        } else if case .bracket(let closing)? = stack.last, closing == byte {
          stack.removeLast()
        }
        if let block = open, stack.count == block.depth, byte == UInt8(ascii: "}") {
          // A closure at the top ends here: the block goes on if another labelled closure follows.
          var cursor = index + 1
          while cursor < count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[cursor]) { cursor += 1 }
          var word = cursor
          while word < count, isIdentifier(bytes[word]) { word += 1 }
          var after = word
          while after < count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
          let labelled = word > cursor && at(after) == UInt8(ascii: ":")
          if !labelled {
            blocks.append(
              Block(
                range: block.start..<(index + 1), line: block.line, column: block.column, depth: block.depth))
            open = nil
          }
        }
      default: break
      }
      index += 1
    }
    if let block = open {
      blocks.append(
        Block(range: block.start..<count, line: block.line, column: block.column, depth: block.depth))
    }
    return blocks
  }

  /// Whether `block` previews a Live Activity (`#Preview("…", as: .content, using: …)`, or `as:
  /// .dynamicIsland(…)`): its arguments, before the first brace, name the kind.
  static func isLiveActivity(_ bytes: [UInt8], _ block: Block) -> Bool {
    let head = bytes[block.range].prefix { $0 != UInt8(ascii: "{") }
    let text = String(decoding: head, as: UTF8.self)
    return text.contains("as:") && (text.contains(".content") || text.contains(".dynamicIsland"))
      && text.contains("using:")
  }

  /// The names of a Live Activity preview's content states, line by line in its `contentStates:` closure:
  /// `DeliveryAttributes.ContentState.preparing` is `preparing`; a line that ends in no name (a call, an
  /// initializer) is nil. One pass over the block; bounded like `blocks`.
  static func stateNames(_ bytes: [UInt8], _ block: Block) -> [String?] {
    let text = Array(bytes[block.range])
    let label = Array("contentStates:".utf8)
    guard let start = text.indices.first(where: { text[$0...].starts(with: label) }),
      let open = text[(start + label.count)...].firstIndex(of: UInt8(ascii: "{"))
    else { return [] }
    var names: [String?] = []
    var depth = 0
    var line: [UInt8] = []
    func finish() {
      var expression = String(decoding: line, as: UTF8.self)
      if let comment = expression.firstRange(of: "//") {
        expression = String(expression[..<comment.lowerBound])
      }
      let trimmed = String(
        expression.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
      line = []
      guard !trimmed.isEmpty else { return }
      let last = trimmed.split(separator: ".").last.map(String.init) ?? trimmed
      let isName =
        last.first.map { $0.isLetter || $0 == "_" } == true
        && last.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      names.append(isName ? last : nil)
    }
    for byte in text[(open + 1)...] {
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: "}"):
        if depth == 0 {
          finish()
          return names
        }
        depth -= 1
      case 0x0A, 0x0D, UInt8(ascii: ";"):
        if depth == 0 {
          finish()
          continue
        }
      default: break
      }
      line.append(byte)
    }
    return names
  }

  /// `bytes` with every block blanked: spaces in place of every byte but line breaks.
  static func blanked(_ bytes: [UInt8], _ blocks: [Block]) -> [UInt8] {
    var result = bytes
    for block in blocks {
      for offset in block.range where result[offset] != 0x0A && result[offset] != 0x0D {
        result[offset] = 0x20
      }
    }
    return result
  }
}
