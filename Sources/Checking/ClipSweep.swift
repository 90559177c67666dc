import Dispatch
import Layout
import Lifecycle
import Rendering
import Synchronization
import Typography

#if canImport(Glibc)
  import Glibc
#endif

/// The frames `check` draws, laid out on every core. The matrix splits cleanly: each (Dynamic Type size,
/// sweep case) is one unit, surveyed on every device by one thread with its own text-layout memo, so the
/// same text in the same font is measured once per thread however many devices and cases show it, and a
/// case's views are resolved once per thread and rescaled to its other sizes. The
/// result is read back in the order a single thread would draw it, so the report never depends on how many
/// cores ran it.
enum ClipSweep {
  /// One frame: its presentation (the Lock Screen's for an alerting update's banner, which `isBanner`
  /// tells apart) and the texts it cuts that are findings.
  struct Frame: Sendable {
    var presentation: Presentation
    var isBanner = false
    var clips: [PreparedClip]

    /// The surface it is counted under: the presentation's name, or "banner".
    var surface: String { isBanner ? "banner" : presentation.rawValue }
  }

  /// One value per unit of work, each written by exactly one thread and read only after every thread has
  /// finished.
  final class Slots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
      slots = .allocate(capacity: count)
      _ = slots.initialize(from: repeatElement(nil, count: count))
    }

    deinit {
      slots.deinitialize()
      slots.deallocate()
    }

    subscript(unit: Int) -> Value {
      get { slots[unit]! }
      set { slots[unit] = newValue }
    }

    /// Frees every value, the units shared out over every core: the sweep's frames are tens of thousands
    /// of arrays, which one thread would free one by one after the work.
    func free() {
      ClipSweep.perform(slots.count) { unit in self.slots[unit] = nil }
    }
  }

  /// The memos a sweep's threads kept, handed on to the threads that search its remedies: a remedy
  /// changes one text of a presentation the sweep laid out, whose other texts are then laid out already.
  /// A memo is used by one thread at a time, taken and given back under the lock. The sweep's own threads
  /// start with new memos and give them here.
  final class Memos: Sendable {
    /// A memo between two threads' uses: only the lock hands it over.
    private struct Held: @unchecked Sendable { let memo: SurveyMemo }

    private let kept = Mutex<[Held]>([])

    /// A memo no thread is using, or a new one.
    func take() -> SurveyMemo { kept.withLock { $0.popLast() }?.memo ?? SurveyMemo() }

    /// Gives back a memo this thread is done with.
    func give(_ memo: SurveyMemo) {
      let held = Held(memo: memo)
      kept.withLock { $0.append(held) }
    }

    /// Frees every memo kept, one per thread at once: a sweep's memo holds thousands of layouts and
    /// stack answers, which one thread would free one memo after the other once the work is done.
    func free() {
      // Moved out under the lock, so that the slots hold the last reference to each memo.
      let slots = kept.withLock { kept in
        let slots = Slots<Held>(count: kept.count)
        for index in kept.indices { slots[index] = kept[index] }
        kept = []
        return slots
      }
      slots.free()
    }
  }

  /// `frames[unit][device]`: the frames of unit `size * cases.count + case` on each device, in order.
  typealias Frames = Slots<[[Frame]]>

  /// One device's clips, folded, and how many frames of each surface it drew.
  struct DeviceTally {
    /// The folds, in the order their first clip came.
    private(set) var found: [ClipTally] = []
    /// Each fold's place in `found`, by key.
    private var places: [ClipKey: Int] = [:]
    /// The fold each prepared clip went to last, by the clip's address and with the date view it showed.
    /// A layout's clips are prepared once and shared by every frame that draws the layout (many cases, many
    /// sizes), so most clips are found here by an integer, without their key's texts being hashed and
    /// compared again.
    private var seen: [Int: (view: DateRead?, place: Int)] = [:]
    /// Frames drawn of each presentation, by its place in `Presentation.allCases`, then banners: counted
    /// at every frame, so by an index rather than a hashed name.
    private var tallied = [Int](repeating: 0, count: Presentation.allCases.count + 1)

    /// How many frames of each surface were drawn, by its name (`Frame.surface`); surfaces drawn none
    /// of are left out.
    var counts: [String: Int] {
      var counts: [String: Int] = [:]
      for (index, presentation) in Presentation.allCases.enumerated() where tallied[index] > 0 {
        counts[presentation.rawValue] = tallied[index]
      }
      if tallied[Presentation.allCases.count] > 0 { counts["banner"] = tallied[Presentation.allCases.count] }
      return counts
    }

    /// Counts one frame.
    mutating func count(_ frame: Frame) {
      tallied[frame.isBanner ? Presentation.allCases.count : ordinal(of: frame.presentation)] += 1
    }

    /// The folds by key, inserted in the order their first clip came, as folding them in a dictionary did.
    var tallies: [ClipKey: ClipTally] {
      var tallies: [ClipKey: ClipTally] = [:]
      for tally in found { tallies[tally.key] = tally }
      return tallies
    }

    /// The place in `found` of the fold `clip` (at `address`, while the frames that hold it live) belongs
    /// to on `device`, showing `view`; a new fold when it is the first of its key.
    mutating func place(of clip: PreparedClip, at address: Int, view: DateRead?, device: Int) -> Int {
      if let known = seen[address], known.view == view { return known.place }
      let key = clip.key(on: device, view: view)
      let place: Int
      if let known = places[key] {
        place = known
      } else {
        place = found.count
        places[key] = place
        found.append(ClipTally(key: key))
      }
      seen[address] = (view, place)
      return place
    }

    /// Adds a clip to the fold at `place`.
    mutating func add(
      _ clip: PreparedClip, at place: Int, source: ContentSource, sourceOrdinal: Int, state: ActivityState,
      size: DynamicTypeSize, sizeIndex: Int, caseIndex: Int
    ) {
      found[place].add(
        clip, source: source, sourceOrdinal: sourceOrdinal, state: state, size: size, sizeIndex: sizeIndex,
        caseIndex: caseIndex)
    }
  }

  /// `presentation`'s place in `Presentation.allCases`, without making the list at every frame.
  static func ordinal(of presentation: Presentation) -> Int {
    switch presentation {
    case .lockScreen: 0
    case .compact: 1
    case .minimal: 2
    case .expanded: 3
    case .small: 4
    }
  }

  /// Runs `work(0..<count)` on every core, each index once, each thread taking the next index as it
  /// finishes one: units differ in cost, and on a machine shared with other work a core that is held up
  /// does fewer of them rather than keeping the others waiting.
  static func perform(_ count: Int, _ work: @Sendable (Int) -> Void) {
    let next = Atomic<Int>(0)
    Workers.run(threads(units: count)) {
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < count else { break }
        work(index)
      }
    }
  }

  /// How many threads survey at once: one per core, at most one per unit.
  static func threads(units: Int) -> Int {
    units <= 1 ? 1 : min(units, cores)
  }

  /// The cores this process may use: the processors online, which is also how many threads Dispatch's
  /// own pool runs `concurrentPerform` on. Asked of the system directly: Foundation's
  /// `activeProcessorCount` reads the cgroup's quota through its file and URL machinery, 0.36 M
  /// instructions, a twentieth of `check courier`'s start-up.
  static let cores = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))

  /// Surveys every case at every size on every device; `presentations[device]` are the device's.
  static func survey(
    _ cases: [SweepCase], sizes: [DynamicTypeSize], devices: [DeviceProfile], presentations: [[Presentation]],
    memos: Memos = Memos()
  ) -> Frames {
    let units = sizes.count * cases.count
    let frames = Frames(count: units)
    guard units > 0 else { return frames }
    // Work goes out in blocks of neighbouring units, which resolve to the same views most often (the same
    // content at the same size, its date swept): a whole size each when there are sizes enough to go round.
    // Each thread takes the next block as it finishes one, the last (the largest sizes, which clip and wrap
    // most) first, so that the blocks left at the end are the quick ones.
    let threads = threads(units: units)
    let block = sizes.count >= threads ? cases.count : (units + threads - 1) / threads
    let blocks = (units + block - 1) / block
    let next = Atomic<Int>(0)
    Workers.run(threads) {
      // A new memo, given to the pool when done: `prepared` is indexed by the memo's own layout numbers.
      let memo = SurveyMemo()
      defer { memos.give(memo) }
      var prepared: [[PreparedClip]] = []
      // Each device's lengths for each presentation, numbered once rather than at every frame.
      let lengths = devices.map { device in
        Presentation.allCases.map { memo.number(ofLengths: device.layoutLengths(of: $0)) }
      }
      while true {
        let taken = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard taken < blocks else { break }
        let first = (blocks - 1 - taken) * block
        for unit in first..<min(units, first + block) {
          // Read in place: a copy of an activity or a device profile is a retain of each of its many
          // strings and arrays, by both threads at once.
          cases.withUnsafeBufferPointer { cases in
            devices.withUnsafeBufferPointer { devices in
              let size = sizes[unit / cases.count]
              // A case the app's code draws otherwise at some sizes is resolved at each size by itself.
              let survey =
                cases[unit % cases.count].sized == nil
                ? ClipSurvey(
                  cases[unit % cases.count].activity, now: cases[unit % cases.count].activity.now,
                  dynamicType: size, memo: memo,
                  caseNumber: sizes.count > 1 ? unit % cases.count : nil)  // one size: nothing to rescale
                : ClipSurvey(
                  cases[unit % cases.count].activity(at: size),
                  now: cases[unit % cases.count].activity.now, dynamicType: size, memo: memo)
              frames[unit] = devices.indices.map { index in
                surveyed(
                  survey, state: cases[unit % cases.count].activity.state, device: devices[index],
                  presentations: presentations[index], lengths: lengths[index], prepared: &prepared)
              }
            }
          }
        }
      }
    }
    return frames
  }

  /// Folds each device's clips, a device per thread, in the order one thread would draw them: by size,
  /// then by case.
  static func tally(
    _ frames: Frames, cases: [SweepCase], sizes: [DynamicTypeSize], devices: Int
  ) -> [DeviceTally] {
    let tallies = Slots<DeviceTally>(count: devices)
    let facts = cases.map(\.facts)
    perform(devices) { device in
      var tally = DeviceTally()
      for (position, size) in sizes.enumerated() {
        let sizeIndex = DynamicTypeSize.allCases.firstIndex(of: size)!
        for caseIndex in cases.indices {
          add(
            facts[caseIndex], caseIndex: caseIndex, frames[position * cases.count + caseIndex][device],
            device: device, size: size, sizeIndex: sizeIndex, into: &tally)
        }
      }
      tallies[device] = tally
    }
    return (0..<devices).map { tallies[$0] }
  }

  /// Adds the clips of one sweep case's frames on one device at one text size.
  private static func add(
    _ sweepCase: SweepCase.Facts, caseIndex: Int, _ drawn: [Frame], device: Int, size: DynamicTypeSize,
    sizeIndex: Int, into tally: inout DeviceTally
  ) {
    let state = sweepCase.state
    for rendered in drawn {
      tally.count(rendered)
      rendered.clips.withUnsafeBufferPointer { clips in
        guard let base = clips.baseAddress else { return }
        for index in clips.indices {
          let clip = clips[index]
          let place = tally.place(
            of: clip, at: Int(bitPattern: base + index),
            view: SweepCase.dateView(showing: clip.truncation.text, in: sweepCase.dateTexts), device: device)
          tally.add(
            clip, at: place, source: sweepCase.source, sourceOrdinal: sweepCase.sourceOrdinal, state: state,
            size: size, sizeIndex: sizeIndex, caseIndex: caseIndex)
        }
      }
    }
  }

  /// The frames an activity in `state` shows on `device`: the island's only while it takes updates, and the banner of
  /// an alerting update before the Lock Screen card. Each layout's clips are prepared once, in `prepared`
  /// by the layout's number.
  private static func surveyed(
    _ survey: ClipSurvey, state: ActivityState, device: borrowing DeviceProfile,
    presentations: [Presentation],
    lengths: [Int], prepared: inout [[PreparedClip]]
  ) -> [Frame] {
    var frames: [Frame] = []
    for presentation in presentations where state.acceptsUpdates || !presentation.isInIsland {
      if presentation == .lockScreen, survey.showsBanner(on: device) {
        frames.append(Frame(presentation: .lockScreen, isBanner: true, clips: []))
      }
      var clips: [PreparedClip] = []
      if let (number, truncations) = survey.layout(
        of: presentation, on: device, lengths: lengths[ordinal(of: presentation)])
      {
        if number == prepared.count { prepared.append(truncations.compactMap(PreparedClip.init)) }
        clips = prepared[number]
      }
      frames.append(Frame(presentation: presentation, clips: clips))
    }
    return frames
  }
}
