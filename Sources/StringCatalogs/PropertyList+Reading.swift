import Diagnostics
import JSON

extension PropertyList {
  /// The property list in a file's bytes, read as Foundation reads one (`PropertyListSerialization`), so
  /// that la-sim sees what Xcode's build and the phone see:
  /// - The encoding from a byte-order mark (UTF-32, UTF-8, UTF-16), else UTF-8, which must be valid.
  /// - XML when the text's first character after spaces is `<` (else, or where that fails, old-style text:
  ///   a `.strings` file's grammar, where a file of spaces and comments is an empty dictionary).
  /// An empty file is an empty dictionary too (Foundation refuses zero bytes as no property list at all,
  /// where an app's empty `.strings` file is an empty table). A binary property list is refused: la-sim
  /// reads the text an app's sources hold.
  static func read(bytes: [UInt8], file: String) throws(CatalogError) -> PropertyList {
    let start = SourcePosition(line: 1, column: 1)
    guard !bytes.isEmpty else { return PropertyList(value: .dictionary([]), position: start) }
    if bytes.starts(with: Array("bplist".utf8)) {
      throw CatalogError(
        file, at: start,
        "a binary property list: la-sim reads XML and text ones (plutil -convert xml1 turns it into XML)")
    }
    let units = try utf16(of: bytes, file: file)
    guard !units.isEmpty else {
      throw CatalogError(file, at: start, "the file holds no text after its byte-order mark")
    }
    let first = units.firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    guard let first, units[first] == 0x3C else {
      return try OldStylePropertyListReader.read(units, file: file)
    }
    if let lone = loneSurrogate(in: units) {
      throw CatalogError(
        file, at: SourcePlaces(utf16: units).position(of: lone),
        "the file is not valid UTF-16: a lone surrogate")
    }
    do {
      return try XMLPropertyListReader.read(Array(String(decoding: units, as: UTF16.self).utf8), file: file)
    } catch {
      // Foundation reads old-style text where XML fails: a file such as `<0a1b>` is data. Where both fail,
      // the XML reader's error says more.
      guard let data = try? OldStylePropertyListReader.read(units, file: file) else { throw error }
      return data
    }
  }

  /// The file's text as UTF-16 units, as Foundation decodes it (`encodingForXMLData`): UTF-32 after its
  /// byte-order mark (in a file of more than four bytes), UTF-8 after its mark (more than three) or
  /// without one, UTF-16 after its mark (more than two; an odd last byte is dropped). A text with no
  /// mark whose first or second byte is zero is UTF-16 without one, which Foundation reads as
  /// little-endian after dropping its first two bytes: la-sim refuses it rather than lose its first
  /// character. An XML declaration naming an encoding other than UTF-8 is refused too.
  static func utf16(of bytes: [UInt8], file: String) throws(CatalogError) -> [UInt16] {
    let start = SourcePosition(line: 1, column: 1)
    if bytes.count > 4, bytes.starts(with: [0, 0, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0, 0]) {
      return try utf32(Array(bytes.dropFirst(4)), bigEndian: bytes[0] == 0, file: file)
    }
    if bytes.count > 3, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return try utf8(Array(bytes.dropFirst(3)), file: file)
    }
    if bytes.count > 2 {
      if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
        let little = bytes[0] == 0xFF
        return stride(from: 2, to: bytes.count - 1, by: 2).map { index in
          let (a, b) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
          return little ? a | b << 8 : a << 8 | b
        }
      }
      if bytes[0] == 0 || bytes[1] == 0 {
        throw CatalogError(
          file, at: start,
          "the file looks like UTF-16 without a byte-order mark, which Foundation reads without its first"
            + " character: save it as UTF-8, or as UTF-16 with a byte-order mark")
      }
    }
    if bytes.starts(with: Array("<?xml".utf8)), let (name, offset) = declaredEncoding(bytes),
      // Foundation matches the name loosely, ignoring all but its letters and digits.
      String(
        name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        != "utf8"
    {
      throw CatalogError(
        file, at: SourcePlaces(utf8: bytes).position(of: offset),
        "the file declares encoding \"\(name.abbreviated)\": la-sim reads property lists in UTF-8 or UTF-16;"
          + " save it as UTF-8")
    }
    return try utf8(bytes, file: file)
  }

  /// Valid UTF-8 `bytes` as UTF-16; else refused at the first bad byte, as every text la-sim reads is.
  private static func utf8(_ bytes: [UInt8], file: String) throws(CatalogError) -> [UInt16] {
    if let error = JSONParser.invalidUTF8(bytes) {
      throw CatalogError(file, at: error.position, error.message)
    }
    return Array(String(decoding: bytes, as: UTF8.self).utf16)
  }

  /// UTF-32 `bytes` as UTF-16; refused at the first value that is no Unicode scalar.
  private static func utf32(_ bytes: [UInt8], bigEndian: Bool, file: String) throws(CatalogError) -> [UInt16]
  {
    var units: [UInt16] = []
    for index in stride(from: 0, to: bytes.count - 3, by: 4) {
      let word = bytes[index..<(index + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      let value = bigEndian ? word : word.byteSwapped
      guard let scalar = Unicode.Scalar(value) else {
        throw CatalogError(
          file, at: SourcePlaces(utf16: units).position(of: units.count),
          "the file is not valid UTF-32: 0x\(String(value, radix: 16, uppercase: true)) is no character")
      }
      units += Array(String(Character(scalar)).utf16)
    }
    return units
  }

  /// The encoding an XML declaration names (`<?xml … encoding="…"`) and the offset of its name.
  private static func declaredEncoding(_ bytes: [UInt8]) -> (String, Int)? {
    let spelled = Array("encoding=".utf8)
    var index = 5
    while index + spelled.count < bytes.count {
      if bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: ">") { return nil }
      if Array(bytes[index..<(index + spelled.count)]) == spelled {
        let quote = bytes[index + spelled.count]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        let start = index + spelled.count + 1
        guard let end = bytes[start...].firstIndex(of: quote) else { return nil }
        return (String(decoding: bytes[start..<end], as: UTF8.self), start)
      }
      index += 1
    }
    return nil
  }

  /// The offset of the first surrogate that is not half of a pair, if any.
  private static func loneSurrogate(in units: [UInt16]) -> Int? {
    var index = 0
    while index < units.count {
      let unit = units[index]
      if (0xD800...0xDBFF).contains(unit), index + 1 < units.count,
        (0xDC00...0xDFFF).contains(units[index + 1])
      {
        index += 2
        continue
      }
      if (0xD800...0xDFFF).contains(unit) { return index }
      index += 1
    }
    return nil
  }
}
