/// One server-side HTTP/2 connection (RFC 9113), over TLS with ALPN `h2` or cleartext with prior knowledge:
/// bytes in, bytes and requests out. It is a state machine only: the caller reads the transport, feeds
/// `receive`, writes what comes back, and answers each request with `respond`.
///
/// ```swift
/// var connection = HTTP2Connection()
/// while let bytes = try transport.read() {
///   let output = connection.receive(bytes)
///   if let error = output.error { log(error.description) }
///   try transport.write(output.bytes)
///   for request in output.requests {
///     try transport.write(connection.respond(HTTP2Response(status: 200), on: request.stream))
///   }
///   if output.close || connection.isClosed { break }
/// }
/// ```
public struct HTTP2Connection: Sendable {
  /// The client connection preface (RFC 9113 §3.4).
  static let clientPreface: [UInt8] = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)
  /// Frames one header block may span before the connection is refused as abusive (RFC 9113 §10.5).
  static let maxHeaderBlockFrames = 64

  let settings: HTTP2ServerSettings
  var decoder: HPACKDecoder
  let encoder = HPACKEncoder()

  // Input.
  /// Bytes of the client preface matched so far.
  var prefaceMatched = 0
  /// The start of a frame not yet complete: at most one frame header and SETTINGS_MAX_FRAME_SIZE bytes.
  var pending: [UInt8] = []
  /// A field block awaiting CONTINUATION frames.
  var headerBlock: HTTP2PendingHeaderBlock?
  var sawClientSettings = false
  var sentSettings = false
  var settingsAcknowledged = false

  // Streams.
  var streams: [UInt32: HTTP2Stream] = [:]
  var closedStreams = HTTP2ClosedStreams()
  /// The highest stream identifier the client has opened; lower odd ones are closed (§5.1.1).
  var highestStreamSeen: UInt32 = 0
  /// The highest stream accepted for processing, reported in GOAWAY (§6.8).
  var lastProcessedStream: UInt32 = 0
  /// Streams whose response body waits for flow-control window, in the order they were answered.
  var sendQueue: [UInt32] = []

  // Flow control (§6.9).
  var connectionReceiveWindow = HTTP2FlowControl.defaultWindow
  /// What the connection receive window is topped up to.
  let connectionWindowTarget: Int
  var connectionSendWindow = HTTP2FlowControl.defaultWindow
  /// The initial stream receive window in force: the larger of the default and ours until the client
  /// acknowledges our SETTINGS, then ours.
  var localInitialWindowSize: Int
  var peerInitialWindowSize = HTTP2FlowControl.defaultWindow
  var peerMaxFrameSize = 16_384

  // Shutdown and abuse.
  var goAwaySent = false
  var goAwayReceived = false
  var failed = false
  var resetCount = 0
  var acknowledgementsThisReceive = 0

  // What the current call produces.
  var out: [UInt8] = []
  var completed: [HTTP2Request] = []
  var failures: [HTTP2Failure] = []

  /// A connection waiting for the client preface; values outside the RFC's ranges are clamped.
  public init(settings: HTTP2ServerSettings = HTTP2ServerSettings()) {
    self.settings = settings.clamped
    decoder = HPACKDecoder()
    // Until the client acknowledges our SETTINGS it may still assume the protocol defaults (§6.5.3).
    decoder.setMaxTableSizeLimit(max(4_096, self.settings.headerTableSize))
    localInitialWindowSize = max(HTTP2FlowControl.defaultWindow, self.settings.initialWindowSize)
    connectionWindowTarget = max(HTTP2FlowControl.defaultWindow, self.settings.initialWindowSize)
  }

  /// Feeds bytes read from the transport, split anywhere. Returns the bytes to write, the requests that
  /// completed, and whether to close the transport after writing. After a connection error, input is
  /// ignored.
  public mutating func receive(_ bytes: some Collection<UInt8>) -> HTTP2Output {
    guard !failed else { return HTTP2Output(close: true) }
    acknowledgementsThisReceive = 0
    let input = bytes as? [UInt8] ?? Array(bytes)
    var index = 0
    if prefaceMatched < Self.clientPreface.count {
      index = readPreface(input)
    }
    if !failed, !pending.isEmpty {
      index = completePendingFrame(input, from: index)
    }
    if !failed, pending.isEmpty {
      index = readFrames(input, from: index)
    }
    if !failed, index < input.count {
      // Less than one frame is left: readFrames has checked its announced length.
      pending.append(contentsOf: input[index...])
    }
    return takeOutput()
  }

  /// Answers the request that came on `stream`. Returns the bytes to write now: HEADERS, and as much of the
  /// body as the client's flow-control windows allow; the rest comes out of later `receive` calls as the
  /// client's WINDOW_UPDATE frames arrive. A stream that is unknown, reset or already answered gets nothing.
  public mutating func respond(_ response: HTTP2Response, on stream: UInt32) -> [UInt8] {
    guard !failed, var state = streams[stream], state.isDelivered, !state.isResponding else { return [] }
    state.isResponding = true
    state.responseBody = response.body
    streams[stream] = state
    var block: [UInt8] = []
    block.reserveCapacity(32 + response.headers.count * 48)
    encoder.encodeResponse(status: response.status, headers: response.headers, into: &block)
    writeHeaderBlock(block, stream: stream, endStream: response.body.isEmpty)
    if response.body.isEmpty {
      finishStream(stream)
    } else {
      sendData(on: stream)
      if streams[stream] != nil {
        sendQueue.append(stream)
      }
    }
    return takeBytes()
  }

  /// Starts a graceful shutdown: GOAWAY with NO_ERROR and the last stream processed (RFC 9113 §6.8).
  /// Streams already open still complete; newer ones are ignored. Close the transport once `isClosed`.
  public mutating func goAway() -> [UInt8] {
    guard !failed, !goAwaySent else { return [] }
    goAwaySent = true
    writeSettingsIfNeeded()
    writeGoAway(.noError, debug: "")
    return takeBytes()
  }

  /// Whether the connection is over: after a connection error, or after either side's GOAWAY once no
  /// stream is left open. Write the bytes already returned, then close the transport.
  public var isClosed: Bool {
    failed || ((goAwayReceived || goAwaySent) && streams.isEmpty && headerBlock == nil)
  }

  /// The number of streams open or awaiting their response.
  public var openStreamCount: Int { streams.count }

  /// Bytes of input held while waiting for the rest of a frame or header block: bounded by
  /// SETTINGS_MAX_FRAME_SIZE plus 9, plus twice SETTINGS_MAX_HEADER_LIST_SIZE.
  public var bufferedByteCount: Int { pending.count + (headerBlock?.bytes.count ?? 0) }

  mutating func takeBytes() -> [UInt8] {
    defer { out = [] }
    return out
  }

  mutating func takeOutput() -> HTTP2Output {
    let output = HTTP2Output(bytes: out, requests: completed, close: isClosed, errors: failures)
    out = []
    completed = []
    failures = []
    return output
  }
}
