import Foundation
import SwiftUI

/// The settings a presentation's views record while they are evaluated (`activityBackgroundTint`, …), as
/// SwiftUI's preferences travel up from a view.
struct PresentationSettings {
  var members: [(String, String)] = []

  nonisolated(unsafe) static var current = PresentationSettings()

  static func record(_ key: String, _ value: String) {
    if !current.members.contains(where: { $0.0 == key }) { current.members.append((key, value)) }
  }
}

extension View {
  /// The Lock Screen card's background colour.
  public func activityBackgroundTint(_ color: Color?) -> some View {
    _EffectModifier(content: self) {
      PresentationSettings.record("activityBackgroundTint", color?._spelling ?? "black")
    }
  }

  /// The colour of the system's buttons beside the Lock Screen card.
  public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
    _EffectModifier(content: self) {
      PresentationSettings.record("activitySystemActionForegroundColor", color?._spelling ?? "white")
    }
  }

  /// The link a tap opens (not drawn).
  public func widgetURL(_ url: URL?) -> some View { self }
}
