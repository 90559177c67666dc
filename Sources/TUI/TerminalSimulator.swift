import Dispatch
import Fixture
import Layout
import Lifecycle
import Phone
import Simulator
import Typography
import Views

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The running simulator: Dispatch sources on the main queue feed messages to the model, and every change
/// is painted. No loop polls: the process sleeps in `dispatchMain()` between a key, a second and a signal.
@MainActor
public final class TerminalSimulator {
  /// What to simulate.
  public struct Options {
    /// The activity.
    public var definition: ActivityDefinition
    /// The further fixtures `a` starts on the same phone, in order.
    public var others: [ActivityDefinition] = []
    /// The first device shown.
    public var device: DeviceProfile
    /// The watch or CarPlay whose small family is shown in the Lock Screen's place from the start
    /// (`run --device watch-41mm`), if any.
    public var smallFamilyDevice: DeviceProfile?
    /// The payloads `l` applies, if any.
    public var pushes: (any PushSource)?
    /// The directory the payloads come from, for the title bar and the log.
    public var pushesDirectory: String?
    /// Whether to draw colour (off for `NO_COLOR` and `--no-color`).
    public var colour: Bool
    /// The text size to start at (`--dynamic-type`); `t` and `T` change it.
    public var dynamicType: DynamicTypeSize
    /// The appearance to start in (`--appearance`); `m` changes it.
    public var colorScheme = ColorScheme.dark
    /// The fixture files to watch, by their place among the fixtures given (0 the first); built-in fixtures
    /// have none. A save sends `.reload` with what `reload` makes of the file.
    public var watchedFixtures: [Int: String] = [:]
    /// Reads a saved fixture file again: the fixture, or the one-line error that says why it did not load.
    public var reload: (@Sendable (_ position: Int, _ path: String) -> FixtureReload)?
    /// The simulated instant the phone starts at (default `LiveActivity.referenceStart`; `--serve` starts
    /// it at the real time, as a backend stamps its pushes).
    public var start: Date?
    /// Lines the log starts with, from the face, given the phone as it starts (where `--serve` listens,
    /// the tokens to send to).
    public var notes: (@Sendable (SimulatedPhone) -> [String])?
    /// What `L` does: every fixture in the next language of the app's catalogs, or none to switch to.
    public var nextLanguage: (@MainActor () -> LanguageChange)?
    /// The views to draw the activities with in place of their fixtures' (the app's Swift), if any.
    public var views: ActivityViews?
    /// Takes the errors the views met since last asked (a view's body that crashed), for the log.
    public var viewErrors: (@Sendable () -> [String])?
    /// The app's Swift files to watch: a save runs `rebuild` off the main thread, then the frames are drawn
    /// again with the new views (each activity keeps its step, state and clock).
    public var watchedSwift: [String] = []
    /// Compiles the app's Swift again and puts the new host in use behind `views`; called off the main
    /// thread.
    public var rebuild: (@Sendable () -> SwiftRebuild)?
    /// Stops whatever `rebuild` runs (the compiler), from the main thread, as the simulator quits.
    public var stopRebuild: (@Sendable () -> Void)?

    /// Options.
    public init(
      definition: ActivityDefinition, device: DeviceProfile, pushes: (any PushSource)?,
      pushesDirectory: String?,
      colour: Bool, dynamicType: DynamicTypeSize = .large
    ) {
      self.definition = definition
      self.device = device
      self.pushes = pushes
      self.pushesDirectory = pushesDirectory
      self.colour = colour
      self.dynamicType = dynamicType
    }
  }

  /// Exit statuses for the signals that end the simulator (128 + the signal number, as shells report).
  /// SIGQUIT (Ctrl-\\) is among them: left to the Swift runtime, it printed a backtrace over the screen and
  /// la-sim ran on with the display corrupted.
  static let signalExits: [Int32: Int32] = [
    SIGINT: 128 + SIGINT, SIGTERM: 128 + SIGTERM, SIGHUP: 128 + SIGHUP, SIGQUIT: 128 + SIGQUIT,
  ]

  private var model: SimulatorModel
  private let terminal: Terminal
  private var pushes: (any PushSource)?
  private var sources: [any DispatchSourceProtocol] = []
  private var painted: ScreenGrid?
  private var watcher: FileWatcher?
  /// Read events in a row that brought nothing: a closed terminal keeps reporting "readable".
  private var emptyReads = 0
  private var nextLanguage: (@MainActor () -> LanguageChange)?
  private var views: ActivityViews?
  private var viewErrors: (@Sendable () -> [String])?
  private var stopRebuild: (@Sendable () -> Void)?
  /// A compile runs; the files saved while it ran (they are compiled again when it ends).
  private var rebuilding = false
  private var savedDuringRebuild: Set<String> = []

  private init(model: SimulatorModel, terminal: Terminal, pushes: (any PushSource)?) {
    self.model = model
    self.terminal = terminal
    self.pushes = pushes
  }

  /// Runs the simulator on the terminal until `q`, Ctrl-C or a terminating signal; never returns.
  ///
  /// Throws, with the signals as they were, when ncurses cannot drive the terminal (`TERM` unset, `dumb`
  /// or unknown), so the caller can fall back to printing frames.
  public static func run(_ options: Options) throws(TerminalError) -> Never {
    // Signal sources first, with the signals ignored, so ncurses installs no handlers of its own.
    var signalSources: [(Int32, any DispatchSourceSignal)] = []
    for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH] {
      signal(number, SIG_IGN)
      signalSources.append((number, DispatchSource.makeSignalSource(signal: number, queue: .main)))
    }
    TerminalRescue.arm()
    let terminal: Terminal
    do {
      terminal = try Terminal(colour: options.colour)
    } catch {
      for (number, source) in signalSources {
        // A source is created inactive, and releasing an inactive source traps: activate it, cancelled.
        source.cancel()
        source.resume()
        signal(number, SIG_DFL)
      }
      throw error
    }
    let wall = Date()
    var model = SimulatorModel(
      definition: options.definition, others: options.others, device: options.device,
      pushesDirectory: options.pushesDirectory,
      screen: terminal.size, wall: wall, start: options.start ?? LiveActivity.referenceStart,
      dynamicType: options.dynamicType, colorScheme: options.colorScheme)
    model.writesKeysInASCII = !terminal.isUTF8
    if let device = options.smallFamilyDevice { model.showSmallFamily(of: device) }
    for note in options.notes?(model.phone) ?? [] { model.note(note, kind: .info) }
    let simulator = TerminalSimulator(model: model, terminal: terminal, pushes: options.pushes)
    simulator.nextLanguage = options.nextLanguage
    simulator.views = options.views
    simulator.viewErrors = options.viewErrors
    simulator.stopRebuild = options.stopRebuild
    simulator.start(signalSources)
    simulator.watch(options)
    dispatchMain()
  }

  private func start(_ signalSources: [(Int32, any DispatchSourceSignal)]) {
    for (number, source) in signalSources {
      source.setEventHandler { [unowned self] in
        MainActor.assumeIsolated { self.received(signal: number) }
      }
      source.resume()
      sources.append(source)
    }
    let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
    input.setEventHandler { [unowned self] in
      MainActor.assumeIsolated { self.readInput() }
    }
    input.resume()
    sources.append(input)
    // Whole seconds of the wall clock are whole seconds of the simulated clock (see SimulatorClock).
    let timer = DispatchSource.makeTimerSource(queue: .main)
    let first = SimulatorClock.nextWholeSecond(after: Date())
    timer.schedule(
      wallDeadline: DispatchWallTime(
        timespec: timespec(tv_sec: Int(first.timeIntervalSince1970), tv_nsec: 0)),
      repeating: .seconds(1), leeway: .milliseconds(5))
    timer.setEventHandler { [unowned self] in
      MainActor.assumeIsolated { self.send(.tick(now: Date())) }
    }
    timer.resume()
    sources.append(timer)
    Self.current = self
    paint()
  }

  /// Watches the fixture files and the `--pushes` directory; a file that cannot be watched is said in the log,
  /// and the simulator runs on without reloading it.
  private func watch(_ options: Options) {
    let files = options.watchedFixtures
    let pushesDirectory = options.pushesDirectory
    let swift = Set(options.watchedSwift)
    let rebuild = swift.isEmpty ? nil : options.rebuild
    guard !files.isEmpty || pushesDirectory != nil || rebuild != nil else { return }
    let reload = options.reload
    let positions = Dictionary(files.map { ($0.value, $0.key) }, uniquingKeysWith: min)
    do {
      watcher = try FileWatcher(
        files: files.sorted { $0.key < $1.key }.map(\.value) + options.watchedSwift.sorted(),
        directories: pushesDirectory.map { [$0] } ?? []
      ) { [unowned self] changed in
        MainActor.assumeIsolated {
          let saved = changed.intersection(swift)
          if let rebuild, !saved.isEmpty { self.compile(saved, with: rebuild) }
          for path in changed.sorted() {
            if let position = positions[path], let reload {
              self.send(.reload(reload(position, path), now: Date()))
            } else if path == pushesDirectory, var directory = self.pushes as? PushDirectory {
              let left = directory.reread()
              self.pushes = directory
              self.send(.pushesChanged(count: left, now: Date()))
            }
          }
        }
      }
    } catch {
      send(.reload(.failed(error.message, position: -1, file: ""), now: Date()))
    }
  }

  /// Compiles the app's Swift again off the main thread after a save of `files`; a save during a compile is
  /// compiled when it ends. The keys, the clock and the drawing go on meanwhile.
  private func compile(_ files: Set<String>, with rebuild: @escaping @Sendable () -> SwiftRebuild) {
    guard !rebuilding else {
      savedDuringRebuild.formUnion(files)
      return
    }
    rebuilding = true
    DispatchQueue.global().async { [unowned self] in
      let result = rebuild()
      DispatchQueue.main.async {
        MainActor.assumeIsolated { self.compiled(result, files: files, rebuild: rebuild) }
      }
    }
  }

  private func compiled(
    _ result: SwiftRebuild, files: Set<String>, rebuild: @escaping @Sendable () -> SwiftRebuild
  ) {
    rebuilding = false
    let (text, kind) = result.logLine(files: files.sorted())
    model.note(text, kind: kind)
    if case .built(_, let reload?) = result {
      send(.reload(reload, now: Date()))
    } else {
      paint()
    }
    if !savedDuringRebuild.isEmpty {
      let again = savedDuringRebuild
      savedDuringRebuild = []
      compile(again, with: rebuild)
    }
  }

  /// Runs `body` on the running simulator's model, on the main thread, and paints what it changed: how
  /// `la-sim run --serve` hands each request its server threads receive to the one phone. Nil before the
  /// simulator runs. Call it from any thread but the main one.
  public nonisolated static func withModel<Result: Sendable>(
    _ body: @escaping @Sendable (inout SimulatorModel) -> Result
  ) -> Result? {
    DispatchQueue.main.sync {
      MainActor.assumeIsolated {
        guard let simulator = current else { return nil }
        let result = body(&simulator.model)
        simulator.paint()
        return result
      }
    }
  }

  /// Keeps the running simulator alive for as long as the process runs.
  private static var current: TerminalSimulator?

  private func received(signal number: Int32) {
    if number == SIGWINCH {
      let size = terminal.updateSize()
      send(.resize(columns: size.columns, rows: size.rows))
      return
    }
    quit(status: Self.signalExits[number] ?? 1)
  }

  private func readInput() {
    let (keys, readAnything) = terminal.readKeys()
    guard readAnything else {
      emptyReads += 1
      // A hung-up terminal is readable forever with nothing to read; leave instead of spinning.
      if emptyReads >= 3 { quit(status: Self.signalExits[SIGHUP] ?? 1) }
      return
    }
    emptyReads = 0
    for key in keys {
      // A terminal too small for the screen shows how to leave or try the next device: no other key acts
      // unseen.
      guard fits() || KeyTable.actsWhenTooSmall(key, mode: model.mode) else { continue }
      apply(model.update(.key(key, now: Date())))
    }
    paint()
  }

  /// Whether the terminal holds the whole screen for the model as it is.
  private func fits() -> Bool {
    let needed = ScreenLayout.minimumSize(for: model)
    return model.screen.columns >= needed.columns && model.screen.rows >= needed.rows
  }

  private func send(_ message: SimulatorMessage) {
    apply(model.update(message))
    paint()
  }

  private func apply(_ effects: [SimulatorEffect]) {
    for effect in effects {
      switch effect {
      case .quit:
        quit(status: 0)
      case .loadNextPush:
        let delivery = pushes?.next(for: model.definition)
        apply(model.update(.push(delivery, now: Date())))
      case .rewindPushes:
        pushes?.rewind()
      case .nextLanguage:
        apply(model.update(.language(nextLanguage?() ?? .unavailable, now: Date())))
      }
    }
  }

  private func paint() {
    var grid = ScreenLayout.compose(model, ascii: !terminal.isUTF8, views: views)
    // Drawing asked the app's code for views: what it could not answer goes to the log, once.
    if let errors = viewErrors?(), !errors.isEmpty {
      for error in errors { model.note(error, kind: .refused) }
      grid = ScreenLayout.compose(model, ascii: !terminal.isUTF8, views: views)
    }
    guard grid != painted else { return }
    terminal.paint(grid)
    painted = grid
  }

  private func quit(status: Int32) -> Never {
    for source in sources { source.cancel() }
    watcher?.cancel()
    stopRebuild?()
    terminal.close()
    exit(status)
  }
}
