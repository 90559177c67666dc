/// The tab stops of the paragraph style TextKit lays a SwiftUI `Text` out with, `NSParagraphStyle.default`:
/// "12 left-aligned tabs, spaced by 28.0 points" (`tabStops`), and a `defaultTabInterval` of 0.0, where
/// "tabs after the last specified in tabStops are placed at integer multiples of this distance (if
/// positive)" (Apple's UIKit documentation of `NSParagraphStyle.default`, `tabStops` and
/// `defaultTabInterval`). So a tab (U+0009) advances to the next multiple of 28 pt from the line's start, up
/// to 336 pt; past the last stop no stop is placed, and la-sim reads that as no advance (the documentation
/// says no more; see DECISIONS.md, "Tabs").
public struct ParagraphStyle: Equatable, Sendable {
  /// The locations of the left-aligned tab stops, in points from the line's start, in order.
  public var tabStops: [Double]
  /// The distance whose multiples place tabs after the last of `tabStops`, when it is positive.
  public var defaultTabInterval: Double

  /// A paragraph style with these stops.
  public init(tabStops: [Double], defaultTabInterval: Double) {
    self.tabStops = tabStops
    self.defaultTabInterval = defaultTabInterval
  }

  /// `NSParagraphStyle.default`'s: stops at 28, 56, … 336 pt, and none after them.
  public static let `default` = ParagraphStyle(
    tabStops: (1...12).map { Double($0) * 28 }, defaultTabInterval: 0)

  /// The first stop after `position` (points from the line's start), or nil when there is none. A position
  /// that is not finite has none; one before the line's start is taken as its start.
  public func tabStop(after position: Double) -> Double? {
    guard position.isFinite else { return nil }
    let position = max(0, position)
    if let stop = tabStops.first(where: { $0 > position }) { return stop }
    guard defaultTabInterval > 0, defaultTabInterval.isFinite else { return nil }
    let next = ((position / defaultTabInterval).rounded(.down) + 1) * defaultTabInterval
    return next.isFinite ? next : nil
  }

  /// How far a tab at `position` advances the line: to the next stop, nothing where there is none.
  public func tabAdvance(at position: Double) -> Double {
    guard let stop = tabStop(after: position) else { return 0 }
    return stop - max(0, position)
  }

  /// The most a tab can advance (the widest gap between stops, from the line's start): what a tab is taken
  /// to take where its place in the line is not known yet.
  public var widestTabAdvance: Double {
    var widest = 0.0
    var previous = 0.0
    for stop in tabStops {
      widest = max(widest, stop - previous)
      previous = stop
    }
    return defaultTabInterval > 0 && defaultTabInterval.isFinite ? max(widest, defaultTabInterval) : widest
  }
}
