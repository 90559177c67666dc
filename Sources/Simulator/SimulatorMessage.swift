#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Everything that can happen to the simulator. Each carries the wall-clock instant it happened at, so
/// `SimulatorModel.update` never reads a clock.
public enum SimulatorMessage: Equatable, Sendable {
  /// A key was pressed.
  case key(KeyPress, now: Date)
  /// A whole second passed.
  case tick(now: Date)
  /// The terminal changed size.
  case resize(columns: Int, rows: Int)
  /// The next push payload was read (nil when the directory has no more).
  case push(PushDelivery?, now: Date)
  /// A backend's push reached `la-sim run --serve` and APNs took it.
  case served(PushDelivery, now: Date)
  /// A fixture file was saved and loaded again (`la-sim run` watches the files it was given).
  case reload(FixtureReload, now: Date)
  /// The `--pushes` directory changed: `count` payloads are left to send.
  case pushesChanged(count: Int, now: Date)
  /// `L` was answered: the fixtures in the next language, or none to be had.
  case language(LanguageChange, now: Date)
}

/// Work the model asks the runtime to do, because it needs the outside world.
public enum SimulatorEffect: Equatable, Sendable {
  /// Leave the simulator (exit status 0).
  case quit
  /// Read and decode the next payload of `--pushes DIR`, then send `.push`.
  case loadNextPush
  /// Start the payloads of `--pushes DIR` again from the first.
  case rewindPushes
  /// Localize the fixtures in the next language of the app's catalogs, then send `.language`.
  case nextLanguage
}
