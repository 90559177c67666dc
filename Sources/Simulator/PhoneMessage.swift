#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Everything that can happen to the simulated phone, whichever face it came from: a key of the simulator,
/// a line of a scenario, a payload of `la-sim push` or `--pushes DIR`, time passing, a fixture saved again.
/// `PhoneSession.receive(_:at:)` is the one place that decides what each does.
public enum PhoneMessage: Equatable, Sendable {
  /// A key was pressed: its label as the log writes it (`n`, `e d`) and what it asks of the phone; nil
  /// when it asks nothing of it (help, an unbound key), so that only the time of the press counts.
  case key(String, SimulatorAction?)
  /// A key for a phone with several activities (`a`, `f`, `v`, `V`, `k`).
  case phoneKey(String, PhoneAction)
  /// A scenario line, as written, and what it asks of the phone.
  case command(String, PhoneCommand)
  /// The next payload was read and decoded (nil when there are no more).
  case push(PushDelivery?)
  /// A backend sent a push to `la-sim serve` (or `run --serve`) and APNs took it: no key caused it.
  case served(PushDelivery)
  /// Time passed: the clock is read at the instant the message arrives.
  case tick
  /// The simulated clock moves to `date` (a push's timestamp, for `la-sim push`); it never goes back.
  case time(Date)
  /// A fixture file was saved and loaded again.
  case reload(FixtureReload)
  /// The payload directory changed: `count` payloads are left to send.
  case pushesChanged(count: Int)
  /// The app's strings in another language (`L`): every fixture localized again, or none to switch to.
  case language(LanguageChange)
}

/// What `L` found: the fixtures in the next language of the app's catalogs (nil: the development
/// language), each as a reload at its position; or no catalog to take languages from.
public enum LanguageChange: Equatable, Sendable {
  case changed(String?, [FixtureReload])
  case unavailable
  /// The catalogs could not be read: the one-line error, naming the file and the place.
  case unreadable(String)
}
