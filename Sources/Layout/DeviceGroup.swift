/// The kinds of device a Live Activity appears on; each names a group `--device` accepts.
public enum DeviceGroup: String, CaseIterable, Equatable, Sendable {
  /// iPhones, portrait and landscape, with and without a Dynamic Island.
  case phone = "phones"
  /// An iPhone in StandBy.
  case standBy = "standby"
  /// iPads: the Lock Screen only.
  case iPad = "ipad"
  /// Apple Watch Smart Stack: the small family only.
  case watch
  /// CarPlay: the small family only.
  case carPlay = "carplay"
}
