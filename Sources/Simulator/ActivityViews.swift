import Fixture
import Lifecycle
import Phone
import Typography
import Views

/// Where the views an activity is drawn with come from when they are not its fixture's: `la-sim run` and
/// `la-sim play` given the app's Swift draw each frame with the views its compiled code gives the activity
/// as it is then (its content state, whether it is stale) on a phone with that appearance and text size.
/// The simulator and scenarios only call it: whatever runs the code lives behind it.
public struct ActivityViews: Sendable {
  /// The definition to draw `activity` with, in the phone's appearance and text size.
  public var definition: @Sendable (LiveActivity, ColorScheme, DynamicTypeSize) -> ActivityDefinition

  /// Views from `definition`.
  public init(
    definition: @escaping @Sendable (LiveActivity, ColorScheme, DynamicTypeSize) -> ActivityDefinition
  ) {
    self.definition = definition
  }

  /// `activity`, its definition swapped for the one to draw it with.
  public func drawn(
    _ activity: LiveActivity, colorScheme: ColorScheme, dynamicType: DynamicTypeSize
  ) -> LiveActivity {
    var drawn = activity
    drawn.definition = definition(activity, colorScheme, dynamicType)
    return drawn
  }

  /// `phone`, every activity's definition swapped for the one to draw it with.
  public func drawn(
    _ phone: SimulatedPhone, colorScheme: ColorScheme, dynamicType: DynamicTypeSize
  ) -> SimulatedPhone {
    var drawn = phone
    for entry in phone.entries {
      drawn.update(entry.name) { $0 = self.drawn($0, colorScheme: colorScheme, dynamicType: dynamicType) }
    }
    return drawn
  }
}

extension Optional where Wrapped == ActivityViews {
  /// `activity` as drawn: with these views, or its fixture's when there are none.
  public func drawn(
    _ activity: LiveActivity, colorScheme: ColorScheme, dynamicType: DynamicTypeSize
  ) -> LiveActivity {
    self?.drawn(activity, colorScheme: colorScheme, dynamicType: dynamicType) ?? activity
  }

  /// `phone` as drawn: with these views, or its fixtures' when there are none.
  public func drawn(
    _ phone: SimulatedPhone, colorScheme: ColorScheme, dynamicType: DynamicTypeSize
  ) -> SimulatedPhone {
    self?.drawn(phone, colorScheme: colorScheme, dynamicType: dynamicType) ?? phone
  }
}
