import Testing
import Typography
import Views

/// A font given by its size (`.system(size:)`, `.custom(_:size:relativeTo:)`) is measured at that size: fixed
/// at every Dynamic Type size, or scaled as the text style it is relative to.
@Suite struct FontSizeTests {
  static let text = "Arriving in 12 minutes"

  @Test("`.system(size: 17)` measures as body at the default size, and keeps its width at every size")
  func fixedSizeKeepsItsWidth() {
    let body = TextMetrics.width(of: Self.text, font: TextFont(.body))
    for size in DynamicTypeSize.allCases {
      let fixed = TextFont(.body, dynamicType: size, size: FontSize(points: 17))
      #expect(fixed.pointSize == 17)
      #expect(fixed.lineHeight == 22)
      #expect(TextMetrics.width(of: Self.text, font: fixed) == body, "\(size)")
    }
    // Twice the size: SF Pro Display's tracking and shapes, not body's doubled.
    let large = TextMetrics.width(of: Self.text, font: TextFont(size: FontSize(points: 34)))
    #expect(large > body * 1.8 && large < body * 2.1)
  }

  @Test("`.custom(_:size: 17, relativeTo: .body)` grows and shrinks exactly as body does")
  func relativeSizeScales() {
    for size in DynamicTypeSize.allCases {
      let body = TextFont(.body, dynamicType: size)
      let custom = TextFont(.body, dynamicType: size, size: FontSize(points: 17, relativeTo: .body))
      #expect(custom.pointSize == body.pointSize, "\(size)")
      #expect(TextMetrics.width(of: Self.text, font: custom) == TextMetrics.width(of: Self.text, font: body))
    }
    // Half a caption's size, relative to caption: half of caption's size at AX5.
    let caption = TextFont(.caption, dynamicType: .accessibility5)
    let half = TextFont(dynamicType: .accessibility5, size: FontSize(points: 6, relativeTo: .caption))
    #expect(half.pointSize == caption.pointSize / 2)
  }

  @Test("A font given by its size is regular unless a weight is given; a style keeps its own")
  func weights() {
    #expect(TextFont(.headline).weight == .semibold)
    #expect(TextFont(.headline, size: FontSize(points: 17, relativeTo: .headline)).weight == .regular)
    var style = ViewStyle()
    style.font = .headline
    #expect(style.resolvedWeight == .semibold)
    style.fontSize = FontSize(points: 20, relativeTo: .headline)
    #expect(style.resolvedWeight == .regular)
    style.fontWeight = .heavy
    #expect(style.resolvedWeight == .heavy)
  }

  @Test("An enclosing view's sized font reaches a text that sets none")
  func inherited() {
    var outer = ViewStyle()
    outer.fontSize = FontSize(points: 28)
    let inner = ViewStyle().inheriting(outer)
    #expect(inner.fontSize == FontSize(points: 28))
    var own = ViewStyle()
    own.font = .caption
    #expect(own.inheriting(outer).fontSize == nil)
  }
}
