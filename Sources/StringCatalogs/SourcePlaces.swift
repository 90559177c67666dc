import Diagnostics

/// The line and column of any code unit of a text, as every la-sim error says a place: lines end at U+000A,
/// columns count Unicode scalars from 1. The property list readers walk UTF-8 bytes (XML) or UTF-16 units
/// (old-style text), as Foundation's do, and ask here only when they keep or report a place.
struct SourcePlaces {
  /// The offset of each line's first unit.
  private var lineStarts: [Int] = [0]
  /// How many scalars begin before each offset (one more entry than units).
  private var scalarsBefore: [Int32] = [0]

  /// The places of UTF-8 `bytes`: a scalar begins at each byte that is not a continuation byte.
  init(utf8 bytes: [UInt8]) {
    self.init(
      count: bytes.count, isNewline: { bytes[$0] == 0x0A }, beginsScalar: { bytes[$0] & 0xC0 != 0x80 })
  }

  /// The places of UTF-16 `units`: a scalar begins at each unit that does not end a surrogate pair.
  init(utf16 units: [UInt16]) {
    self.init(
      count: units.count, isNewline: { units[$0] == 0x0A },
      beginsScalar: { index in
        !(0xDC00...0xDFFF).contains(units[index]) || index == 0
          || !(0xD800...0xDBFF).contains(units[index - 1])
      })
  }

  private init(count: Int, isNewline: (Int) -> Bool, beginsScalar: (Int) -> Bool) {
    scalarsBefore.reserveCapacity(count + 1)
    var scalars: Int32 = 0
    for index in 0..<count {
      if beginsScalar(index) { scalars &+= 1 }
      scalarsBefore.append(scalars)
      if isNewline(index) { lineStarts.append(index + 1) }
    }
  }

  /// The place of the unit at `offset` (the end of the text when past it).
  func position(of offset: Int) -> SourcePosition {
    let offset = min(max(offset, 0), scalarsBefore.count - 1)
    var (low, high) = (0, lineStarts.count - 1)
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    let column = Int(scalarsBefore[offset] - scalarsBefore[lineStarts[low]]) + 1
    return SourcePosition(line: low + 1, column: column)
  }
}
