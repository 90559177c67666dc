import ActivityState

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a key of the interactive simulator does, applied by a scenario's `press` line.
public enum KeyAction: Equatable, Sendable {
  /// Next pipeline step (an update; a step that ends the activity ends it).
  case advance
  /// Previous pipeline step, sent again as an update.
  case back
  /// Mark the activity stale now.
  case markStale
  /// End the activity the way the fixture's `end` describes, with a chosen dismissal.
  case end(EndChoice)
  /// Start the activity again at step 0, at the current instant.
  case restart
  /// Move the simulated clock forward.
  case clock(TimeInterval)
  /// Show the next device profile.
  case nextDevice
  /// Apply the next payload from the scenario's `pushes` directory.
  case nextPush
}
