import Fixture
import Layout
import Typography
import Views

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One line of a scenario, understood.
public enum ScenarioCommand: Equatable, Sendable {
  /// `wait 5m`: let simulated time pass.
  case wait(TimeInterval)
  /// `press n`, `press e i`: the simulator's keys, in order.
  case press([ScenarioPress])
  /// `push FILE`: apply an APNs payload file (relative to the scenario's directory).
  case push(String)
  /// `pushes DIR`: the payloads `press l` applies, in file name order.
  case pushes(String)
  /// `stale`: mark the activity stale now.
  case stale
  /// `end default|immediate|after 5m`: end with the fixture's final content and this dismissal.
  case end(DismissalTemplate)
  /// `cancel`: end the way the fixture's `cancel` describes.
  case cancel
  /// `device NAME`: the device later snapshots use.
  case device(DeviceProfile)
  /// `dynamic-type SIZE`: the text size later snapshots are drawn at.
  case dynamicType(DynamicTypeSize)
  /// `appearance light|dark`: the phone's appearance later snapshots are drawn in.
  case appearance(ColorScheme)
  /// `snapshot NAME [presentations...] [on DEVICE...]`.
  case snapshot(SnapshotRequest)
  /// `expect verdict|state|clipped|text …`: stop the scenario with exit status 1 unless it holds.
  case expect(ScenarioExpectation)
  /// `start FIXTURE [as NAME] [relevance N]`: another activity on the same phone (a built-in name or a file
  /// relative to the scenario); the keys and commands then act on it (`focus` moves them back).
  case start(fixture: String, name: String?, relevance: Double?)
  /// `focus NAME`: the activity later keys and commands act on.
  case focus(String)
  /// `relevance NAME N`: an update that changes only that activity's relevance score.
  case relevance(String, Double)
  /// `rotate-token [NAME]`: the system issues that activity (default: the focused one) a new push token.
  case rotateToken(String?)
}
