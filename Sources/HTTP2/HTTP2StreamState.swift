/// Where a stream stands in the life cycle of RFC 9113 §5.1, seen from the server. A server that never
/// pushes has no "reserved" streams, and it answers only complete requests, so it never is "half-closed
/// (local)": a stream goes idle → open → half-closed (remote) → closed, or skips states.
enum HTTP2StreamState: Equatable, Sendable {
  /// Not opened yet: any even identifier, or an odd one above the highest the client has opened.
  case idle
  /// The client is still sending the request.
  case open
  /// The request is complete; the response is awaited or being sent.
  case halfClosedRemote
  /// Done, for the reason given; closed streams below the highest identifier that are no longer
  /// remembered report `.forgotten`.
  case closed(HTTP2StreamClosure)
}
