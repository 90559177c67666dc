import Foundation

/// A progress bar.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double
  let site: SourceSite
  /// `ProgressView(timerInterval:countsDown:)`: the interval's instants and the direction; nil for a value.
  var interval: (start: Date, end: Date, countsDown: Bool)?

  /// Primitive.
  public var body: Never { fatalError("ProgressView is a primitive view") }
  /// A `progress` bar at a fixed fraction (`"#"` and the number).
  public func _node() -> _ViewNode {
    if let interval {
      return _ViewNode(
        .view([
          (
            "progress",
            .object([
              (
                "timerInterval",
                .object([
                  ("start", .string(Text.instant(interval.start))),
                  ("end", .string(Text.instant(interval.end))),
                ])
              )
            ])
          ),
          ("countsDown", .bool(interval.countsDown)),
        ]), site: site)
    }
    let clamped = fraction.isFinite ? min(1, max(0, fraction)) : 0
    return .view("progress", .string("#\(clamped)"), site: site)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// A bar filled to `value` of `total`.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    let whole = Double(total)
    fraction = whole > 0 ? Double(value ?? 0) / whole : 0
    site = SourceSite(file, line, column)
  }

  /// A bar that empties over `timerInterval` (fills, when `countsDown` is false).
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, file: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) {
    fraction = 0
    site = SourceSite(file, line, column)
    interval = (timerInterval.lowerBound, timerInterval.upperBound, countsDown)
  }
}
