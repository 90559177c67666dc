import Lifecycle

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a key asks the simulator to do.
public enum SimulatorAction: Equatable, Sendable {
  /// Apply the next pipeline step (an update; the last step may end the activity).
  case advance
  /// Restart the activity at the previous step, to look at it again.
  case back
  /// Move the stale date to now.
  case markStale
  /// Ask how to end (the next key picks the dismissal policy).
  case beginEnd
  /// End with a dismissal policy.
  case end(EndChoice)
  /// Leave the end prompt or the help without doing anything.
  case cancel
  /// Start the activity again at its first step.
  case restart
  /// Move the simulated clock forward by this many seconds.
  case moveClock(TimeInterval)
  /// Stop or restart the simulated clock.
  case togglePause
  /// Show the next device profile.
  case nextDevice
  /// Apply the next payload of `--pushes DIR`.
  case nextPush
  /// Step the Dynamic Type size by this many sizes (1 larger, -1 smaller), wrapping round at either end.
  case stepDynamicType(Int)
  /// Switch the phone between light and dark appearance.
  case toggleAppearance
  /// Show the app's strings in the next language of its catalogs (then the development language again).
  case nextLanguage
  /// On a screen with room for one large box (a terminal too narrow for the island and the Lock Screen side
  /// by side): show the expanded island in it, or the Lock Screen again.
  case toggleExpanded
  /// Show the small family in the Lock Screen's place, as Apple Watch's Smart Stack shows it, then as
  /// CarPlay does, then the Lock Screen again.
  case nextSmallFamily
  /// Show or hide the key help.
  case toggleHelp
  /// Leave the simulator.
  case quit
}
