import JSON
import Lifecycle
import Rendering
import Simulator

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ScreenLayout {
  /// A piece of a one-line bar: text and how it looks.
  struct Segment {
    var text: String
    var style: ScreenStyle
    /// A shorter form of `text`, for a heading too narrow for it (`expanded: alert`).
    var brief: String? = nil
  }

  /// Row 0: what is simulated, on which device, and where help is.
  static func drawTitleBar(_ grid: inout ScreenGrid, model: SimulatorModel, glyphs: ChromeGlyphs) {
    let bar = ScreenStyle(reverse: true)
    var bold = bar
    bold.bold = true
    grid.fill(x: 0, y: 0, count: grid.width, style: bar)
    var left = [
      Segment(text: " la-sim ", style: bold),
      Segment(text: " \(model.definition.displayName) (\(model.definition.name))", style: bar),
      Segment(text: " \(glyphs.dot) ", style: bar),
      Segment(text: "\(model.device.displayName), \(Int(model.device.screenPoints))-pt class", style: bar),
    ]
    if model.dynamicType != .large {
      left.append(Segment(text: " \(glyphs.dot) Dynamic Type \(model.dynamicType.rawValue)", style: bar))
    }
    if let pushes = model.pushesDirectory {
      let name = pushes.lastPathComponent
      left.append(Segment(text: " \(glyphs.dot) pushes: \(name.isEmpty ? pushes : name)/", style: bar))
    }
    let right = [
      Segment(text: "? ", style: bold), Segment(text: "help  ", style: bar),
      Segment(text: "q ", style: bold), Segment(text: "quit ", style: bar),
    ]
    let rightWidth = right.reduce(0) { $0 + CellWidth.of($1.text) }
    write(left, to: &grid, x: 0, y: 0, limit: grid.width - rightWidth - 1)
    write(right, to: &grid, x: grid.width - rightWidth, y: 0, limit: rightWidth)
  }

  /// Row 1: activity, step, lifecycle state, simulated clock, time until stale and until dismissal.
  ///
  /// Only the clock changes every second; the other times are given to the minute (to the second in the
  /// last minute), so a steady tick rewrites as few cells as possible (see `scripts/bench-tui.py`).
  ///
  /// The state and the times are what the line is for, so on a narrow screen the rest gives way first: the
  /// 8-hour limit, then `content from`, then the focus's `focus:` and its name (the Lock Screen's header
  /// names the focused card), and last the step or push file, cut to fit.
  static func drawStatusLine(_ grid: inout ScreenGrid, model: SimulatorModel, glyphs: ChromeGlyphs, y: Int) {
    let activity = model.activity
    let now = model.now
    let plain = ScreenStyle.plain
    let dim = ScreenStyle(dim: true)
    var focusForms = [""]
    if model.isShared {
      let place = "\(model.focusIndex + 1) of \(model.phone.entries.count)"
      focusForms = [" (focus: \(model.focus), \(place))", " (\(model.focus), \(place))", " (\(place))"]
    }
    var sourceForms: [String]
    if let step = activity.stepIndex {
      let last = model.definition.pipeline.count - 1
      sourceForms = ["step \(step)/\(last) \(model.definition.pipeline[step].name)"]
    } else {
      sourceForms = ["content from \(model.contentSource)", model.contentSource]
    }
    var tail = [Segment(text: " ", style: plain)]
    tail.append(
      Segment(text: " \(activity.state.rawValue.uppercased()) ", style: stateStyle(activity.state)))
    tail.append(Segment(text: " ", style: plain))
    // Hours and minutes: the countdowns show the seconds, and a clock that changes once a minute keeps a
    // steady tick within 64 bytes (DECISIONS.md). Plain, for the same reason.
    tail.append(Segment(text: String(SimulatorModel.time(now).prefix(5)) + " UTC", style: plain))
    if model.clock.isPaused {
      tail.append(Segment(text: " ", style: plain))
      tail.append(Segment(text: " PAUSED ", style: ScreenStyle(foreground: .yellow, reverse: true)))
    }
    tail.append(Segment(text: " \(glyphs.separator) ", style: dim))
    tail += staleSegments(activity, now: now)
    tail.append(Segment(text: " \(glyphs.separator) ", style: dim))
    var dismissal = dismissalSegments(activity, now: now)
    let name = " \(model.definition.displayName)"
    func width(focus: String, source: String) -> Int {
      CellWidth.of(name + focus + "  " + source) + (tail + dismissal).reduce(0) { $0 + CellWidth.of($1.text) }
    }
    if width(focus: focusForms[0], source: sourceForms[0]) > grid.width, activity.state.acceptsUpdates {
      dismissal.removeLast()
    }
    var focus = focusForms.removeFirst()
    var source = sourceForms.removeFirst()
    while width(focus: focus, source: source) > grid.width, !sourceForms.isEmpty || !focusForms.isEmpty {
      if !sourceForms.isEmpty { source = sourceForms.removeFirst() } else { focus = focusForms.removeFirst() }
    }
    let head = [
      Segment(text: name, style: ScreenStyle(bold: true)), Segment(text: focus, style: dim),
      Segment(text: "  ", style: plain),
    ]
    var used = write(head, to: &grid, x: 0, y: y, limit: grid.width)
    // The step or the file keeps a few cells, cut with an ellipsis, where the rest still does not fit; on a
    // screen narrower still, the line is cut at its end.
    let excess = width(focus: focus, source: source) - grid.width
    let sourceRoom = excess > 0 ? max(12, CellWidth.of(source) - excess) : CellWidth.of(source)
    used += grid.write(source, x: used, y: y, style: plain, limit: min(sourceRoom, max(0, grid.width - used)))
    write(tail + dismissal, to: &grid, x: used, y: y, limit: grid.width - used)
  }

  static func stateStyle(_ state: ActivityState) -> ScreenStyle {
    switch state {
    case .active: ScreenStyle(foreground: .green, bold: true, reverse: true)
    case .stale: ScreenStyle(foreground: .yellow, bold: true, reverse: true)
    case .ended: ScreenStyle(foreground: .orange, bold: true, reverse: true)
    case .dismissed: ScreenStyle(foreground: .gray, reverse: true)
    }
  }

  static func staleSegments(_ activity: LiveActivity, now: Date) -> [Segment] {
    let label = ScreenStyle(dim: true)
    guard activity.state.acceptsUpdates else { return [Segment(text: "stale n/a", style: label)] }
    guard let stale = activity.staleDate else {
      return [Segment(text: "stale ", style: label), Segment(text: "never (no stale date)", style: .plain)]
    }
    if activity.state == .stale {
      return [
        Segment(text: "stale ", style: label),
        Segment(text: "since \(SimulatorModel.time(stale))", style: ScreenStyle(foreground: .yellow)),
      ]
    }
    return [Segment(text: "stale ", style: label), Segment(text: until(stale, from: now), style: .plain)]
  }

  static func dismissalSegments(_ activity: LiveActivity, now: Date) -> [Segment] {
    let label = ScreenStyle(dim: true)
    switch activity.state {
    case .active, .stale:
      let limit = activity.startDate.addingTimeInterval(LiveActivity.maximumActiveDuration)
      return [
        Segment(text: "dismissal ", style: label), Segment(text: "after end", style: .plain),
        Segment(text: " (8 h limit \(until(limit, from: now)))", style: label),
      ]
    case .ended:
      guard let dismissal = activity.dismissalDate else {
        return [Segment(text: "dismissal ", style: label), Segment(text: "none", style: .plain)]
      }
      return [
        Segment(text: "dismissal ", style: label),
        Segment(
          text: "\(until(dismissal, from: now)) (\(SimulatorModel.time(dismissal)))",
          style: ScreenStyle(foreground: .orange)),
      ]
    case .dismissed:
      let when = activity.dismissalDate.map { " at \(SimulatorModel.time($0))" } ?? ""
      return [Segment(text: "dismissed\(when)", style: .plain)]
    }
  }

  /// `in 59 min`, `in 3 h 05 min`, `in 42 s`: whole minutes, and seconds only in the last minute.
  static func until(_ date: Date, from now: Date) -> String {
    let seconds = max(0, Int(saturating: date.timeIntervalSince(now).rounded(.up)))
    if seconds < 60 { return "in \(seconds) s" }
    let minutes = seconds / 60
    if minutes < 60 { return "in \(minutes) min" }
    let rest = minutes % 60
    return "in \(minutes / 60) h \(rest < 10 ? "0" : "")\(rest) min"
  }

  /// Writes segments one after another from (x, y), within `limit` columns; returns the columns used.
  @discardableResult
  static func write(_ segments: [Segment], to grid: inout ScreenGrid, x: Int, y: Int, limit: Int) -> Int {
    var used = 0
    for segment in segments {
      guard used < limit else { break }
      used += grid.write(segment.text, x: x + used, y: y, style: segment.style, limit: limit - used)
    }
    return used
  }
}
