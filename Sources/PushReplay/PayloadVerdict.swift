import Delivery
import Lifecycle
import Rendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What became of one payload file.
package struct PayloadVerdict {
  package var file: String
  package var verdict: String
  package var event: PushEvent?
  package var timestamp: Date?
  package var time: Date?
  package var summary: String
  package var diagnostics: [PushDiagnostic]
  /// The activity the push went to (or was started as), when there was one.
  package var activity: String?
  /// What the island shows after the push: `compact: pizza-planet (higher relevance)`.
  package var island = ""
  /// What the island showed before, when the push changed what it shows once any alert is over.
  package var islandBefore: String?
  /// What the phone shows after an applied push, with `--render`.
  package var frames: [RenderedFrame]?
  /// The header above `frames`.
  package var header = ""
  package var state: ActivityState?
  package var notJSON = false
}
