import Fixture
import Lifecycle
import Views

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Checker {
  /// The date fields the app's code draws, and the lines it joins them into, found by drawing `cases` with
  /// its views. The code's views hold the instant a date showed (`Text(context.state.estimatedArrival,
  /// style: .timer)` evaluated), and the field of the activity that holds that same instant is the one the
  /// view read. The sweep then sets that field to each of `DateSweep.offsets`, as it does for a fixture's
  /// `{"timer": "estimatedArrival"}`: the code draws the timer at every width a push can give it, not only at
  /// the previews' dates, and each form folds into one finding for the view. A date the code computed
  /// (`estimatedArrival.addingTimeInterval(-300)`) holds no field's instant: it moves with the field it came
  /// from, unnamed.
  static func codeDates(_ cases: [SweepCase], views: CodeViews) -> (reads: [DateRead], lines: [DateLine]) {
    var reads: [DateRead] = []
    var lines: [DateLine] = []
    for (given, drawn) in zip(cases, views.drawn(cases.map(\.activity))) {
      // By name, so that two fields holding the same instant name the same one every time.
      let dates = given.activity.readableValues.compactMap { name, value in value.date.map { (name, $0) } }
        .sorted { $0.0 < $1.0 }
      let field = { (written: String) -> String? in
        guard case .date(let instant)? = LiteralField.value(written) else { return nil }
        return dates.first { abs($0.1.timeIntervalSince(instant)) < 0.001 }?.0
      }
      for read in dateReads(drawn.definition, field: field) where !reads.contains(read) { reads.append(read) }
      for line in dateLines(drawn.definition, field: field) where !lines.contains(line) { lines.append(line) }
    }
    return (reads, lines)
  }
}

extension Checker {
  /// The style of each date drawn alone in `activity`'s layouts, by the text it shows at the activity's
  /// clock: what a clip report that quotes `"10:00"` needs to find the `Text(date, style: .timer)` it came
  /// from. A text two styles show alike is the first's.
  public static func dateStyles(of activity: LiveActivity) -> [String: DateTextStyle] {
    let values = activity.readableValues
    let formats = activity.definition.layouts.localeFormats ?? .english
    var styles: [String: DateTextStyle] = [:]
    for (_, _, node) in layoutSlots(activity.definition) {
      for case .date(let style, let field, _) in node.allNodes {
        guard let date = values[field]?.date ?? LiteralField.value(field)?.date else { continue }
        let text = style.text(date, now: activity.now, formats: formats)
        if styles[text] == nil { styles[text] = style }
      }
    }
    return styles
  }
}
