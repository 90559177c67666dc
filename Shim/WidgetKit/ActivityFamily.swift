import SwiftUI

/// The size a Live Activity's Lock Screen view is drawn at: `.medium` on the iPhone's Lock Screen,
/// `.small` in the Watch's Smart Stack and CarPlay.
public enum ActivityFamily: Hashable, Sendable, CaseIterable {
  /// The small family.
  case small
  /// The medium family: the Lock Screen.
  case medium
}

struct ActivityFamilyKey: EnvironmentKey {
  static let defaultValue = ActivityFamily.medium
}

extension EnvironmentValues {
  /// The family the Lock Screen view is being drawn at.
  public var activityFamily: ActivityFamily {
    get { self[ActivityFamilyKey.self] }
    set { self[ActivityFamilyKey.self] = newValue }
  }
}
