/// An open or half-closed stream: the request being received, then the response being sent.
struct HTTP2Stream: Sendable {
  /// `.open` or `.halfClosedRemote`; closed streams are not kept.
  var state: HTTP2StreamState
  /// The request so far; its body grows with each DATA frame.
  var request: HTTP2Request
  /// The `content-length` the request declared, checked against the DATA received (RFC 9113 §8.1.1).
  var contentLength: Int?
  /// Bytes the client may still send on this stream before a WINDOW_UPDATE (§6.9).
  var receiveWindow: Int
  /// Bytes the server may still send on this stream; negative after the client shrinks
  /// SETTINGS_INITIAL_WINDOW_SIZE (§6.9.2).
  var sendWindow: Int
  /// Whether the request has gone out in an `HTTP2Output`, so that `respond` may answer it.
  var isDelivered = false
  /// Whether `respond` has been called.
  var isResponding = false
  /// The response body, sent from `responseOffset` on as windows allow.
  var responseBody: [UInt8] = []
  /// How much of `responseBody` has been sent.
  var responseOffset = 0

  init(request: HTTP2Request, receiveWindow: Int, sendWindow: Int) {
    self.state = .open
    self.request = request
    self.receiveWindow = receiveWindow
    self.sendWindow = sendWindow
  }

  /// Response body bytes not yet sent.
  var unsentCount: Int { responseBody.count - responseOffset }
}
