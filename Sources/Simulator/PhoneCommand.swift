import Fixture
import Layout
import Typography
import Views

/// What a scenario line asks of the phone that no key does in quite the same way.
public enum PhoneCommand: Equatable, Sendable {
  /// `start FIXTURE [as NAME] [relevance N]`: another activity at pipeline step `step`, which takes the
  /// focus (`la-sim push` starts its fixture and each `--with` fixture so, at their `--step`).
  case start(ActivityDefinition, name: String? = nil, relevance: Double? = nil, step: Int = 0)
  /// `focus NAME`: the activity later keys and commands act on.
  case focus(String)
  /// `relevance NAME N`: an update that changes only that activity's relevance score.
  case relevance(String, Double)
  /// `rotate-token NAME`: the system issues that activity a new push token.
  case rotateToken(String)
  /// `end default|immediate|after 5m`, `cancel`: the focused activity ends the way the template says.
  case end(EndTemplate)
  /// `device NAME`: the device shown.
  case device(DeviceProfile)
  /// `dynamic-type SIZE`: the text size every presentation is drawn at.
  case dynamicType(DynamicTypeSize)
  /// `appearance light|dark`: the phone's appearance, which the Lock Screen follows.
  case appearance(ColorScheme)
}
