import Layout
import Lifecycle
import Phone
import Rendering
import Simulator

extension ScreenLayout {
  /// The label over each presentation's box.
  static func title(of presentation: Presentation) -> String {
    switch presentation {
    case .compact: "Compact"
    case .minimal: "Minimal"
    case .expanded: "Expanded"
    case .lockScreen: "Lock Screen"
    case .small: "Small (Watch, CarPlay)"
    }
  }

  /// The presentations the device shows right now: the island's (compact, or expanded while an alert is
  /// up; none once ended) and the Lock Screen (until dismissal).
  static func shownOnDevice(_ model: SimulatorModel) -> Set<Presentation> {
    var shown: Set<Presentation> = []
    if model.isShared {
      // The island is the phone's: the compact pair may be another activity's than the focused one.
      switch model.island {
      case .compact: shown.insert(.compact)
      case .minimal: shown.insert(.minimal)
      case .expanded: shown.insert(.expanded)
      case .empty: break
      }
    } else if model.activity.state.acceptsUpdates {
      shown.insert(model.isAlerting ? .expanded : .compact)
    }
    if model.activity.state != .dismissed {
      shown.insert(.lockScreen)
      // The watch's Smart Stack and CarPlay show the activity as long as the Lock Screen does.
      if model.smallFamilyDevice != nil { shown.insert(.small) }
    }
    return shown
  }

  /// The surfaces: the Dynamic Island on the left, the latest alert and the Lock Screen on the right.
  static func drawSurfaces(
    _ grid: inout ScreenGrid, model: SimulatorModel, frames: [RenderedFrame], geometry: Geometry,
    glyphs: ChromeGlyphs, views: ActivityViews? = nil
  ) {
    let (islandNote, pair) = islandState(model)
    let room = geometry.rightWidth - CellWidth.of("LOCK SCREEN ") - 4
    let lockNote = lockScreenNote(model, glyphs: glyphs, room: room)
    drawSection(
      &grid, "Dynamic Island", note: islandNote, x: Geometry.left, width: geometry.leftWidth,
      y: Geometry.sectionY, glyphs: glyphs, shortTitle: "Island")
    drawAlert(
      &grid, model: model, x: geometry.rightX, width: geometry.rightWidth, y: geometry.alertY,
      rows: geometry.alertRows, glyphs: glyphs)
    if let device = model.smallFamilyDevice {
      drawSection(
        &grid, "Small family", note: smallFamilyNote(device, model: model, glyphs: glyphs),
        x: geometry.rightX,
        width: geometry.rightWidth, y: geometry.lockSectionY, glyphs: glyphs)
    } else {
      drawSection(
        &grid, "Lock Screen", note: lockNote, x: geometry.rightX, width: geometry.rightWidth,
        y: geometry.lockSectionY, glyphs: glyphs)
    }
    let shown = shownOnDevice(model)
    if let pair {
      drawMinimalPair(
        &grid, pair, model: model, boxes: geometry.boxes, width: geometry.leftWidth, glyphs: glyphs,
        views: views)
    }
    for rendered in frames {
      if pair != nil, rendered.presentation == .compact || rendered.presentation == .minimal { continue }
      // The small family takes the Lock Screen's box; the Lock Screen's clips are still listed.
      if rendered.presentation == .lockScreen, model.smallFamilyDevice != nil { continue }
      let box =
        rendered.presentation == .small ? geometry.boxes[.lockScreen] : geometry.boxes[rendered.presentation]
      guard let box else { continue }
      let limit =
        switch rendered.presentation {
        case .compact: rendered.frame.width + 2
        case .minimal: geometry.leftWidth - (box.x - Geometry.left)
        case .lockScreen, .small: geometry.rightWidth
        default: geometry.leftWidth
        }
      drawLabel(
        &grid, rendered, x: box.x, y: box.labelY, limit: limit,
        isShown: shown.contains(rendered.presentation),
        glyphs: glyphs, title: smallFamilyTitle(rendered, model: model))
      drawFrame(&grid, rendered, at: box)
    }
  }

  /// The label of the small family's box: the device that shows it (`Apple Watch 45 mm`); nil for any other.
  static func smallFamilyTitle(_ rendered: RenderedFrame, model: SimulatorModel) -> String? {
    guard rendered.presentation == .small, let device = model.smallFamilyDevice else { return nil }
    // An activity without `.supplementalActivityFamilies([.small])` is shown there in its compact views: the
    // renderer says so of the views it drew (the app's Swift's, when given, not the fixture's).
    return device.displayName + (rendered.showsCompactViews ? " (compact)" : "")
  }

  /// The small family section's note: where it is shown and what `w` shows next.
  static func smallFamilyNote(_ device: DeviceProfile, model: SimulatorModel, glyphs: ChromeGlyphs) -> Segment
  {
    let devices = model.smallFamilyDevices
    let following = devices.firstIndex(of: device).map { $0 + 1 } ?? devices.count
    let next = following < devices.count ? devices[following].displayName : "Lock Screen"
    // watchOS draws the Smart Stack in SF Compact at sizes Apple does not publish: its clips are estimates.
    let place =
      device.group != .watch
      ? "CarPlay"
      : device.textSizeEstimate == nil ? "the watch's Smart Stack" : "Smart Stack, text sizes estimated"
    // `·` in ASCII would be `-`, which reads as a minus; the box's label names the device exactly.
    let separator = glyphs.ascii ? ", " : " \(glyphs.dot) "
    return Segment(text: "\(place)\(separator)w: \(next)", style: ScreenStyle(dim: true))
  }

  /// `rendered`'s frame at `box`, with the cells that show where text was cut marked.
  static func drawFrame(_ grid: inout ScreenGrid, _ rendered: RenderedFrame, at box: Geometry.Box) {
    grid.blit(rendered.frame, x: box.x, y: box.y)
    for (x, y) in clipMarks(in: rendered) {
      grid.restyle(x: box.x + x, y: box.y + y) { style in
        style = ScreenStyle(foreground: .yellow, bold: true, reverse: true)
      }
    }
  }

  /// Two apps in the island: the one attached to the camera and the detached one, and why.
  typealias MinimalPair = (attached: String, detached: String, reason: IslandReason)

  /// What the island shows, in words for its heading (`showing compact`, `empty: dismissed`), and the two
  /// apps when it shows two minimal views.
  static func islandState(_ model: SimulatorModel) -> (note: Segment, pair: MinimalPair?) {
    let state = model.activity.state
    let dim = ScreenStyle(dim: true)
    var islandNote: Segment =
      switch state {
      case .active, .stale:
        model.isAlerting
          ? Segment(
            text: "showing expanded: alert", style: ScreenStyle(foreground: .yellow, bold: true),
            brief: "expanded")
          : Segment(text: "showing compact", style: dim, brief: "compact")
      case .ended:
        Segment(
          text: "empty: cleared at the end", style: ScreenStyle(foreground: .orange), brief: "empty: ended")
      case .dismissed: Segment(text: "empty: dismissed", style: dim, brief: "dismissed")
      }
    let pair: MinimalPair?
    if model.isShared, case .minimal(let attached, let detached, let reason) = model.island {
      pair = (attached, detached, reason)
      islandNote = Segment(text: "showing minimal: two apps", style: dim, brief: "minimal: 2 apps")
    } else {
      pair = nil
      if model.isShared, case .compact(let name, _) = model.island {
        islandNote = Segment(text: "showing compact: \(name)", style: dim, brief: "compact: \(name)")
      } else if model.isShared, case .expanded(let name, _) = model.island {
        islandNote = Segment(
          text: "expanded: \(name)'s alert", style: ScreenStyle(foreground: .yellow, bold: true),
          brief: "expanded")
      }
    }
    return (islandNote, pair)
  }

  /// What the Lock Screen shows, in words for its heading (`showing`, `final content until dismissal`), or
  /// with several activities the order of their cards, in at most `room` cells.
  static func lockScreenNote(_ model: SimulatorModel, glyphs: ChromeGlyphs, room: Int) -> Segment {
    let state = model.activity.state
    let dim = ScreenStyle(dim: true)
    if model.isShared { return lockScreenOrder(model, state: state, dim: dim, glyphs: glyphs, room: room) }
    return switch state {
    case .active, .stale: Segment(text: "showing", style: dim)
    case .ended: Segment(text: "final content until dismissal", style: ScreenStyle(foreground: .orange))
    case .dismissed: Segment(text: "empty: dismissed", style: dim)
    }
  }

  /// With several activities: the order the Lock Screen stacks their cards in (most relevant first), the
  /// focused one, whose card the box draws, marked: `cards: 1 pizza-planet ◀ · 2 courier`.
  /// When the list is wider than `room`, only the focused card's place: `card 3 of 3: pizza-planet-2`.
  static func lockScreenOrder(
    _ model: SimulatorModel, state: ActivityState, dim: ScreenStyle, glyphs: ChromeGlyphs, room: Int
  ) -> Segment {
    let order = model.phone.lockScreen
    guard let place = order.firstIndex(of: model.focus) else {
      let others =
        switch order.count {
        case 0: "no other cards"
        case 1: "1 other card"
        default: "\(order.count) other cards"
        }
      return Segment(text: "\(model.focus) dismissed; \(others)", style: dim)
    }
    let listed = order.enumerated().map { index, name in
      "\(index + 1) \(name)" + (index == place ? (glyphs.ascii ? " <" : " \u{25C0}") : "")
    }
    var note = (order.count == 1 ? "card: " : "cards: ") + listed.joined(separator: " \(glyphs.dot) ")
    if CellWidth.of(note) > room { note = "card \(place + 1) of \(order.count): \(model.focus)" }
    let style = state == .ended ? ScreenStyle(foreground: .orange) : dim
    return Segment(text: state == .ended ? note + " (final content)" : note, style: style)
  }

  /// Two apps in the island: the attached activity's minimal frame where the compact pair goes, the detached
  /// one's in the minimal box, each labelled with its name, and under them where each sits and why.
  /// `width` is the island's column, from the screen's left margin.
  static func drawMinimalPair(
    _ grid: inout ScreenGrid, _ pair: MinimalPair, model: SimulatorModel, boxes: [Presentation: Geometry.Box],
    width columnWidth: Int, glyphs: ChromeGlyphs, views: ActivityViews? = nil
  ) {
    let places: [(String, String, Geometry.Box?, Int)] = [
      (
        pair.attached, "attached (\(pair.reason))", boxes[.compact],
        model.device.frameSize(of: .compact).columns + 1
      ),
      (pair.detached, "detached", boxes[.minimal], 0),
    ]
    for (name, place, box, width) in places {
      guard let box, let entry = model.phone.entry(named: name) else { continue }
      let rendered = Renderer.render(
        views.drawn(entry.activity, colorScheme: model.colorScheme, dynamicType: model.dynamicType),
        presentation: .minimal, device: model.device, now: model.now,
        glyphs: glyphs.ascii ? .ascii : .unicode, dynamicType: model.dynamicType,
        colorScheme: model.colorScheme)
      let limit = width > 0 ? width : columnWidth - (box.x - Geometry.left)
      write(
        [
          Segment(text: glyphs.onDevice + " ", style: ScreenStyle(foreground: .green, bold: true)),
          Segment(text: name, style: ScreenStyle(bold: true)),
        ], to: &grid, x: box.x, y: box.labelY, limit: limit)
      grid.blit(rendered.frame, x: box.x, y: box.y)
      grid.write(
        place, x: box.x, y: box.y + rendered.frame.height, style: ScreenStyle(dim: true), limit: limit)
    }
  }

  /// The latest alert: what it said, when, and whether the island is expanded for it right now; its
  /// heading on the row above `y`, its text in `rows` rows from `y`.
  static func drawAlert(
    _ grid: inout ScreenGrid, model: SimulatorModel, x: Int, width: Int, y: Int, rows: Int,
    glyphs: ChromeGlyphs
  ) {
    let dim = ScreenStyle(dim: true)
    let seconds = Int(LiveActivity.alertDuration)
    guard let alert = model.activity.lastAlert else {
      drawSection(
        &grid, "Alert", note: Segment(text: "none yet", style: dim), x: x, width: width, y: y - 1,
        glyphs: glyphs)
      guard rows > 0 else { return }
      grid.write(
        "An alerting update expands the island for \(seconds) s.", x: x, y: y, style: dim, limit: width)
      return
    }
    let note =
      model.isAlerting
      ? Segment(
        text: "island expanded now", style: ScreenStyle(foreground: .yellow, bold: true),
        brief: "expanded now")
      : Segment(text: "at \(SimulatorModel.time(alert.date))", style: dim)
    drawSection(&grid, "Alert", note: note, x: x, width: width, y: y - 1, glyphs: glyphs)
    guard rows > 0 else { return }
    var row = y
    if model.isAlerting {
      let used = grid.write(
        " ALERT ", x: x, y: row, style: ScreenStyle(foreground: .yellow, bold: true, reverse: true))
      grid.write(
        " " + alert.alert.title, x: x + used, y: row, style: ScreenStyle(bold: true), limit: width - used)
    } else {
      grid.write(alert.alert.title, x: x, y: row, style: ScreenStyle(bold: true), limit: width)
    }
    row += 1
    if row < y + rows {
      grid.write(alert.alert.body, x: x, y: row, style: .plain, limit: width)
      row += 1
    }
    if row < y + rows {
      let until = SimulatorModel.time(alert.date.addingTimeInterval(LiveActivity.alertDuration))
      let sound = alert.alert.sound.map { ", sound \"\($0)\"" } ?? ""
      grid.write(
        "expanded \(SimulatorModel.time(alert.date))\(glyphs.ascii ? "-" : "–")\(until) (\(seconds) s)\(sound)",
        x: x, y: row, style: dim,
        limit: width)
    }
  }

  /// `Dynamic Island ─────── showing compact`. Where the note does not fit whole beside the title (the
  /// one-column screen's panel is 23 cells wide at 80 columns), the title's short form and then the note's
  /// brief one are tried before the note is cut: `ISLAND ──── expanded`, not `DYNAMIC ISLAND  showin…`.
  static func drawSection(
    _ grid: inout ScreenGrid, _ title: String, note: Segment, x: Int, width: Int, y: Int,
    glyphs: ChromeGlyphs,
    shortTitle: String? = nil
  ) {
    let titles = [title] + (shortTitle.map { [$0] } ?? [])
    let notes = [note.text] + (note.brief.map { [$0] } ?? [])
    let forms = notes.flatMap { text in titles.map { (title: $0, note: text) } }
    let shown =
      forms.first { CellWidth.of($0.title) + 1 + CellWidth.of($0.note) + 1 <= width }
      ?? forms[forms.count - 1]
    let heading = ScreenStyle(foreground: .cyan, bold: true)
    var used = grid.write(shown.title.uppercased() + " ", x: x, y: y, style: heading, limit: width)
    let noteWidth = min(CellWidth.of(shown.note) + 1, max(0, width - used))
    let rule = max(0, width - used - noteWidth)
    used += grid.write(
      String(repeating: glyphs.rule, count: rule), x: x + used, y: y, style: ScreenStyle(dim: true))
    grid.write(" " + shown.note, x: x + used, y: y, style: note.style, limit: width - used)
  }

  /// `▶ Compact 29×3  ✂ 1 clipped  ≈ 1`: the phone's cuts, and the texts near the edge; returns the cells
  /// used.
  @discardableResult
  static func drawLabel(
    _ grid: inout ScreenGrid, _ rendered: RenderedFrame, x: Int, y: Int, limit: Int, isShown: Bool,
    glyphs: ChromeGlyphs, title: String? = nil
  ) -> Int {
    var segments: [Segment] = []
    if isShown {
      segments.append(
        Segment(text: glyphs.onDevice + " ", style: ScreenStyle(foreground: .green, bold: true)))
    }
    segments.append(
      Segment(text: title ?? Self.title(of: rendered.presentation), style: ScreenStyle(bold: true)))
    segments.append(
      Segment(
        text: " \(rendered.frame.width)\(glyphs.times)\(rendered.frame.height)", style: ScreenStyle(dim: true)
      ))
    let clips = rendered.truncations.filter { ClipGroup($0.kind) == .phone }.count
    let tight = rendered.truncations.filter { $0.kind == .tight }.count
    // A narrow box (the minimal island's, at a large text size) keeps the counts whole rather than cut to a
    // bare `✂ …`: `✂ 1` without its word, then without the texts near the edge (the list below has both).
    for form in 0..<3 {
      var counts: [Segment] = []
      if clips > 0 {
        counts.append(
          Segment(
            text: "  \(glyphs.clip) \(clips)" + (form == 0 ? " clipped" : ""),
            style: ScreenStyle(foreground: .yellow, bold: true)))
      }
      if tight > 0, form < 2 {
        counts.append(Segment(text: "  \(glyphs.nearEdge) \(tight)", style: ScreenStyle(dim: true)))
      }
      if form == 2 || (segments + counts).reduce(0, { $0 + CellWidth.of($1.text) }) <= limit {
        segments += counts
        break
      }
    }
    return write(segments, to: &grid, x: x, y: y, limit: limit)
  }

  /// The cells (in frame coordinates) that show where text was cut: each ellipsis the renderer marked, or
  /// the bottom border of a frame whose content was cut in height.
  static func clipMarks(in rendered: RenderedFrame) -> [(Int, Int)] {
    let frame = rendered.frame
    var marks: [(Int, Int)] = []
    for y in 0..<frame.height {
      for x in 0..<frame.width where frame[x, y].style.isClipMark { marks.append((x, y)) }
    }
    let bottom = rendered.outlineRows - 1
    if rendered.truncations.contains(where: { $0.isClip && $0.isVertical }), bottom >= 1,
      bottom < frame.height
    {
      for x in 1..<max(1, rendered.outlineColumns - 1) { marks.append((x, bottom)) }
    }
    return marks
  }
}
