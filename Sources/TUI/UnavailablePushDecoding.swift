import ActivityState

/// Stands in while the project has no push decoder: reads the payload, checks that it is JSON, and says
/// plainly that it was not applied.
public struct UnavailablePushDecoding: PushDecoding {
  /// A stand-in decoder.
  public init() {}

  /// A delivery with no event: a syntax error is refused with its line and column, anything else is not applied.
  public func decode(_ bytes: [UInt8], fileName: String, activity: LiveActivity) -> PushDelivery {
    do {
      _ = try JSONParser.parse(bytes: bytes)
      return PushDelivery(
        fileName: fileName, verdict: "push decoding unavailable in this build: not applied", kind: .warning,
        event: nil)
    } catch {
      return PushDelivery(
        fileName: fileName, verdict: "not JSON: \(error.position): \(error.message)", kind: .refused,
        event: nil)
    }
  }
}
