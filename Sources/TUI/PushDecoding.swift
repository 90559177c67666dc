import ActivityState

/// Turns a payload file's bytes into what the device would do with them.
public protocol PushDecoding: Sendable {
  /// Decodes `bytes` (the file `fileName`) for `activity`.
  func decode(_ bytes: [UInt8], fileName: String, activity: LiveActivity) -> PushDelivery
}
