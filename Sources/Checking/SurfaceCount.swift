import Layout
import Rendering

/// One surface `check` drew: a presentation on a device, how many frames and how many findings it gave.
public struct SurfaceCount: Equatable, Sendable {
  /// The device profile's name.
  public var device: String
  /// The presentation.
  public var presentation: Presentation
  /// Whether this is the banner of an alerting update (drawn as a Lock Screen card, counted apart).
  public var isBanner = false
  /// How reports name it: the presentation's name, or `banner`.
  public var name: String { isBanner ? "banner" : presentation.rawValue }
  /// Frames drawn of it.
  public var frames: Int
  /// Findings placed on it.
  public var findings = 0

  /// Whether `finding` is placed on this surface.
  /// The cheap tests first, and the devices without making their list.
  func holds(_ finding: Finding) -> Bool {
    finding.presentation == presentation && (finding.region == "banner") == isBanner
      && finding.device.map { $0 == device || finding.alsoOn.contains(device) } ?? false
  }
}
