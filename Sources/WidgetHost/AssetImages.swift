import JSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An image set of the app's asset catalogues: its name and its size in points, which is all layout needs of
/// it (la-sim draws a placeholder, never the picture).
public struct AssetImage: Equatable, Sendable {
  /// The image set's name (its folder's, without `.imageset`).
  public var name: String
  /// Its width in points.
  public var width: Double
  /// Its height in points.
  public var height: Double
}

/// Reads Xcode's image sets: `Contents.json`, then the header of the image a phone would load.
enum AssetImages {
  /// The image set `name` whose `Contents.json` is `bytes` at `file`: its iPhone image at the highest scale
  /// given (3x, then 2x, then 1x, then a single scale-less one, a vector), measured from that file's header
  /// (PNG, JPEG, PDF or SVG) and divided by its scale. `read` reads a file of the set by path.
  static func image(
    named name: String, bytes: [UInt8], file: String, read: (String) -> [UInt8]?
  ) throws(WidgetHostError) -> AssetImage {
    let chosen: (filename: String, scale: Double)
    do {
      let root = JSONCursor(value: try JSONParser.parse(bytes: bytes), path: "$", position: nil, file: file)
      guard let images = try root.orderedMembers().first(where: { $0.0 == "images" })?.1 else {
        throw root.error("an image set needs \"images\"")
      }
      var candidates: [(filename: String, scale: Double)] = []
      for entry in try images.elements() {
        let members = Dictionary(try entry.orderedMembers(), uniquingKeysWith: { first, _ in first })
        if let idiom = try members["idiom"]?.string(), idiom != "universal", idiom != "iphone" { continue }
        // A dark or high-contrast variant is drawn at the size of the one for any appearance.
        guard members["appearances"] == nil, let filename = try members["filename"]?.string() else {
          continue
        }
        let scale = try members["scale"]?.string()
        candidates.append((filename, Double(scale?.dropLast() ?? "") ?? 0))
      }
      guard let best = candidates.max(by: { $0.scale < $1.scale }) else {
        throw images.error("the image set has no image for iPhone")
      }
      chosen = best
    } catch let error as JSONSyntaxError {
      throw WidgetHostError("\(file):\(error.position): \(error.message)", exitCode: 65)
    } catch let error as FixtureError {
      throw WidgetHostError("\(error)", exitCode: 65)
    } catch {
      throw WidgetHostError("\(file): \(error)", exitCode: 65)
    }
    let folder = String(file.dropLast("Contents.json".count))
    let path = folder + chosen.filename
    guard !chosen.filename.contains("/"), let header = read(path) else {
      throw WidgetHostError("\(file): its image \(chosen.filename) cannot be read", exitCode: 65)
    }
    guard let size = ImageHeader.size(header) else {
      throw WidgetHostError(
        "\(path): expected a PNG, JPEG, PDF or SVG image whose header gives its size", exitCode: 65)
    }
    // Pixels over the scale; a vector (PDF, SVG) is in points already.
    let scale = size.isVector ? 1 : max(1, chosen.scale)
    return AssetImage(name: name, width: size.width / scale, height: size.height / scale)
  }
}

/// The size an image file's header gives, without decoding the picture.
enum ImageHeader {
  /// Bytes read from the start of an image: enough for any of these headers.
  static let prefixBytes = 65_536

  /// The first `prefixBytes` of the file at `path` (an image may be megabytes; its header is at its start),
  /// or nil when it cannot be read.
  static func prefix(ofFile path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: prefixBytes)
    var count = 0
    while count < prefixBytes {
      let got = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + count, prefixBytes - count)
      }
      if got < 0 { return nil }
      if got == 0 { break }
      count += got
    }
    return Array(bytes.prefix(count))
  }

  /// Width and height (pixels, or points for a vector), or nil for a file that is none of the four formats.
  static func size(_ bytes: [UInt8]) -> (width: Double, height: Double, isVector: Bool)? {
    if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      let width = bigEndian(bytes[16..<20])
      let height = bigEndian(bytes[20..<24])
      return width > 0 && height > 0 ? (Double(width), Double(height), false) : nil
    }
    if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
    if bytes.starts(with: Array("%PDF".utf8)) { return pdf(bytes) }
    return svg(bytes)
  }

  static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.reduce(0) { $0 << 8 | Int($1) }
  }

  /// A JPEG's frame header (SOF0…SOF15 but DHT, JPG and DAC) gives height then width.
  static func jpeg(_ bytes: [UInt8]) -> (width: Double, height: Double, isVector: Bool)? {
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      let length = bigEndian(bytes[(index + 2)..<(index + 4)])
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        let height = bigEndian(bytes[(index + 5)..<(index + 7)])
        let width = bigEndian(bytes[(index + 7)..<(index + 9)])
        return width > 0 && height > 0 ? (Double(width), Double(height), false) : nil
      }
      guard length >= 2 else { return nil }
      index += 2 + length
    }
    return nil
  }

  /// The first `/MediaBox [x0 y0 x1 y1]`, in points.
  static func pdf(_ bytes: [UInt8]) -> (width: Double, height: Double, isVector: Bool)? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let start = text.firstRange(of: "/MediaBox") else { return nil }
    let separators: Set<Character> = [" ", "[", "\n", "\r"]
    let rest = text[start.upperBound...].drop { separators.contains($0) }
    let words = rest.prefix { $0 != "]" }.split { separators.contains($0) }
    let numbers: [Double] = words.prefix(4).compactMap { Double($0) }
    guard numbers.count == 4 else { return nil }
    let width = abs(numbers[2] - numbers[0])
    let height = abs(numbers[3] - numbers[1])
    return width > 0 && height > 0 && width.isFinite && height.isFinite ? (width, height, true) : nil
  }

  /// An SVG's `width` and `height` on its `<svg>` element, or its `viewBox`.
  static func svg(_ bytes: [UInt8]) -> (width: Double, height: Double, isVector: Bool)? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let open = text.firstRange(of: "<svg") else { return nil }
    let tag = text[open.upperBound...].prefix { $0 != ">" }
    func attribute(_ name: String) -> Substring? {
      guard let found = tag.firstRange(of: " \(name)=\"") else { return nil }
      return tag[found.upperBound...].prefix { $0 != "\"" }
    }
    func length(_ value: Substring?) -> Double? {
      guard let value else { return nil }
      let digits = value.prefix { $0.isNumber || $0 == "." }
      return Double(digits)
    }
    if let width = length(attribute("width")), let height = length(attribute("height")), width > 0,
      height > 0,
      width.isFinite, height.isFinite
    {
      return (width, height, true)
    }
    if let box = attribute("viewBox") {
      let numbers = box.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
      if numbers.count == 4, numbers[2] > 0, numbers[3] > 0, numbers[2].isFinite, numbers[3].isFinite {
        return (numbers[2], numbers[3], true)
      }
    }
    return nil
  }
}
