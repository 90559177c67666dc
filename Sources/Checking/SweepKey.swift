import Lifecycle

/// What makes two sweep cases draw the same: source, state and the text of every date shown.
struct SweepKey: Hashable {
  var source: ContentSource
  var state: ActivityState
  var texts: [String]
}
