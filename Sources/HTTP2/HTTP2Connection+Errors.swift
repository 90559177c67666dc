extension HTTP2Connection {
  /// Ends the connection (RFC 9113 §5.4.1): GOAWAY with the last stream processed and `code`, after which
  /// the transport is to be closed and input is ignored. Memory held for streams is let go at once.
  mutating func connectionError(_ code: HTTP2ErrorCode, _ message: String) {
    guard !failed else { return }
    failures.append(HTTP2Failure(code: code, stream: 0, message: message))
    writeSettingsIfNeeded()
    writeGoAway(code, debug: message)
    failed = true
    pending = []
    headerBlock = nil
    streams = [:]
    sendQueue = []
  }

  /// Ends one stream (RFC 9113 §5.4.2): RST_STREAM with `code`; frames still in flight on it are ignored.
  mutating func streamError(_ id: UInt32, _ code: HTTP2ErrorCode, _ message: String) {
    failures.append(HTTP2Failure(code: code, stream: id, message: message))
    writeReset(id, code)
    close(id, .resetBySelf)
    countReset()
  }

  /// Forgets stream `id` and remembers how it closed.
  mutating func close(_ id: UInt32, _ closure: HTTP2StreamClosure) {
    if let stream = streams.removeValue(forKey: id), stream.isResponding, stream.unsentCount > 0 {
      sendQueue.removeAll { $0 == id }
    }
    if id & 1 == 1, id <= highestStreamSeen {
      closedStreams.record(id, closure)
    }
  }

  /// Counts a reset, sent or received; too many on one connection is the "rapid reset" attack
  /// (CVE-2023-44487), which makes the concurrency limit useless, so the connection is ended.
  mutating func countReset() {
    resetCount += 1
    if resetCount > settings.maxResets {
      connectionError(
        .enhanceYourCalm,
        "more than \(settings.maxResets) streams reset on one connection; refusing a rapid-reset flood"
          + " (CVE-2023-44487, RFC 9113 §10.5)")
    }
  }

  /// Counts a frame that needs an acknowledgement (PING, SETTINGS); false, after ending the connection,
  /// once one `receive` call has seen more than it allows, so that a flood cannot grow one call's output
  /// without bound (RFC 9113 §10.5).
  mutating func countAcknowledgement(of frame: HTTP2Frame) -> Bool {
    acknowledgementsThisReceive += 1
    guard acknowledgementsThisReceive > settings.maxAcknowledgementsPerReceive else { return true }
    connectionError(
      .enhanceYourCalm,
      "\(frame.typeName) flood: more than \(settings.maxAcknowledgementsPerReceive) PING and SETTINGS"
        + " frames in one read (RFC 9113 §10.5)")
    return false
  }
}
