import Layout
import Typography
import Views

/// A string whose width SF Pro itself gives, shaped with Apple's SF Pro fonts (HarfBuzz, kerning on, `tnum`
/// for `monospacedDigit()`, plus the HIG tracking): the figures of issue 20, two independent measurements of
/// the shipped activities' strings. la-sim must come within `tolerance` of each.
public struct SFWidthCase: Sendable, CustomStringConvertible {
  /// The text as a fixture would hold it.
  public var text: String
  /// Its font: style, weight, digits.
  public var font: TextFont
  /// SF Pro's advance width in points, tracking included.
  public var sfWidth: Double

  /// The largest relative error a case may have.
  public static let tolerance = 0.03

  init(_ text: String, _ style: Font, _ weight: FontWeight? = nil, mono: Bool = false, sf sfWidth: Double) {
    self.text = text
    font = TextFont(style, weight: weight, monospacedDigit: mono)
    self.sfWidth = sfWidth
  }

  /// The text, its style and weight, as a reader finds them in the issue.
  public var description: String {
    "\"\(text)\" \(font.style)\(font.weight == font.style.defaultWeight ? "" : " \(font.weight)")"
      + (font.monospacedDigit ? " monospacedDigit" : "")
  }

  /// The width la-sim's layout answers for the text alone, offered all the width it likes: the whole path
  /// a fixture's `Text` takes (resolved font, metrics, tracking, the text's sizing), not the width function.
  public var laSimWidth: Double {
    let view = LayoutView.text(TextRun(text, font: font, lineLimit: 1))
    return LayoutEngine.size(view, ProposedSize(width: nil, height: nil)).width
  }

  /// la-sim's error relative to SF Pro's width.
  public var relativeError: Double { (laSimWidth - sfWidth) / sfWidth }

  /// The strings of the shipped activities, 11-17 pt, as SF Pro shapes them.
  public static let all: [SFWidthCase] = [
    SFWidthCase("Pizza Planet Delivery", .headline, sf: 165.5),
    SFWidthCase("Order #4821", .caption, sf: 71.4),
    SFWidthCase("remaining", .caption2, sf: 51.5),
    SFWidthCase("Driver: Buzz Lightyear", .caption, sf: 124.9),
    SFWidthCase("Driver: Buzz Lightyear", .caption2, sf: 116.0),
    SFWidthCase("Andy's Buzz's Cosmic Supreme", .caption, sf: 179.2),
    SFWidthCase("Pizza Planet", .caption, .bold, sf: 73.7),
    SFWidthCase("Buzz's Cosmic Supreme", .caption2, sf: 127.0),
    SFWidthCase("Preparing Your Pizza", .caption, .bold, sf: 125.1),
    SFWidthCase("Preparing Your Pizza", .subheadline, .semibold, sf: 147.9),
    SFWidthCase("Out for Delivery", .caption, .bold, sf: 95.1),
    SFWidthCase("Exporting Project 12", .headline, sf: 159.8),
    SFWidthCase("Uploading", .body, sf: 77.6),
    SFWidthCase("66%", .body, sf: 36.1),
    SFWidthCase("100%", .body, sf: 43.3),
    SFWidthCase("60%", .caption2, .bold, sf: 26.6),
    SFWidthCase("Sakura Kitchen", .headline, sf: 120.0),
    SFWidthCase("Preparing at Sakura Kitchen", .caption2, sf: 146.2),
    SFWidthCase("Teriyaki Bento, Miso Soup", .caption2, sf: 135.3),
    SFWidthCase("Out for delivery, 2 stops left", .headline, sf: 219.8),
    SFWidthCase("9 min away", .subheadline, sf: 76.5),
    SFWidthCase("On the Way", .caption, sf: 65.2),
    SFWidthCase("25m", .body, sf: 34.2),
    SFWidthCase("12:34", .caption, mono: true, sf: 33.8),
    SFWidthCase("1:02:03", .caption, mono: true, sf: 44.9),
    SFWidthCase("1:02:03", .footnote, mono: true, sf: 48.1),
    SFWidthCase("11:59:59", .caption, mono: true, sf: 52.5),
    SFWidthCase("30:00", .caption, .bold, mono: true, sf: 36.4),
  ]

  /// The mean of the absolute relative errors over `cases`.
  public static func meanAbsoluteError(_ cases: [SFWidthCase] = all) -> Double {
    cases.isEmpty ? 0 : cases.map { abs($0.relativeError) }.reduce(0, +) / Double(cases.count)
  }
}
