import Foundation
import TestSupport
import Testing

@testable import WidgetHost

/// `Image("Name")` is drawn as a placeholder of the size Xcode's `Name.imageset` gives its iPhone image: the
/// header of the image at the highest scale, divided by that scale.
struct AssetImagesTests {
  /// A PNG's first 24 bytes: signature, then the IHDR chunk with width and height.
  static func png(width: UInt32, height: UInt32) -> [UInt8] {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (24 - 8 * $0)) & 0xFF) } }
    return signature + Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
  }

  @Test("The four formats' headers give the size: PNG and JPEG in pixels, PDF and SVG in points")
  func headers() throws {
    let png = try #require(ImageHeader.size(Self.png(width: 120, height: 60)))
    #expect(png.width == 120 && png.height == 60 && !png.isVector)
    // JPEG: SOI, an APP0 segment to skip, then SOF0 with height 30 and width 45.
    let jpeg: [UInt8] =
      [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 30, 0x00, 45]
      + [UInt8](repeating: 0, count: 12)
    let jpegSize = try #require(ImageHeader.size(jpeg))
    #expect(jpegSize.width == 45 && jpegSize.height == 30)
    let pdf = try #require(ImageHeader.size(Array("%PDF-1.4\n1 0 obj << /MediaBox [0 0 24.5 12] >>".utf8)))
    #expect(pdf.width == 24.5 && pdf.height == 12 && pdf.isVector)
    let svg = try #require(ImageHeader.size(Array("<svg xmlns=\"x\" width=\"20px\" height=\"10\">".utf8)))
    #expect(svg.width == 20 && svg.height == 10)
    let viewBox = try #require(ImageHeader.size(Array("<?xml?><svg viewBox=\"0 0 24 16\"/>".utf8)))
    #expect(viewBox.width == 24 && viewBox.height == 16)
    #expect(ImageHeader.size(Array("GIF89a".utf8)) == nil)
    // A width past Double's range is no size.
    let endless = "<svg width=\"\(String(repeating: "9", count: 400))\" height=\"10\">"
    #expect(ImageHeader.size(Array(endless.utf8)) == nil)
  }

  static let contents = """
    {"images": [
      {"idiom": "universal", "filename": "logo@2x.png", "scale": "2x"},
      {"idiom": "universal", "filename": "logo@3x.png", "scale": "3x"},
      {"idiom": "universal", "filename": "logo-dark@3x.png", "scale": "3x",
       "appearances": [{"appearance": "luminosity", "value": "dark"}]},
      {"idiom": "watch", "filename": "watch.png", "scale": "2x"},
      {"idiom": "universal", "scale": "1x"}
    ]}
    """

  @Test("The 3x iPhone image is measured and divided by three")
  func theHighestScaleIsMeasured() throws {
    var asked: [String] = []
    let image = try AssetImages.image(
      named: "Logo", bytes: Array(Self.contents.utf8), file: "A/Logo.imageset/Contents.json"
    ) { path in
      asked.append(path)
      return Self.png(width: 120, height: 60)
    }
    #expect(asked == ["A/Logo.imageset/logo@3x.png"])
    #expect(image == AssetImage(name: "Logo", width: 40, height: 20))
  }

  @Test(arguments: [
    ("{\"images\": []}", "no image for iPhone", true),
    ("{\"info\": {}}", "an image set needs \"images\"", true),
    (
      "{\"images\": [{\"filename\": \"a.gif\", \"scale\": \"2x\"}]}", "expected a PNG, JPEG, PDF or SVG", true
    ),
    ("{\"images\": [{\"filename\": \"a.png\", \"scale\": \"2x\"}]}", "its image a.png cannot be read", false),
  ])
  func aBrokenSetIsRefusedWithItsFile(_ json: String, _ expected: String, _ readable: Bool) {
    let error = #expect(throws: WidgetHostError.self) {
      try AssetImages.image(named: "A", bytes: Array(json.utf8), file: "A.imageset/Contents.json") { _ in
        readable ? Array("GIF89a".utf8) : nil
      }
    }
    #expect(error?.message.contains(expected) == true, "\(String(describing: error?.message))")
    #expect(error?.message.hasPrefix("A.imageset/") == true)
    #expect(error?.exitCode == 65)
  }
}
