extension HTTP2Connection {
  /// PING (RFC 9113 §6.7): answered with the same 8 bytes and ACK.
  mutating func handlePing(_ frame: HTTP2Frame) {
    guard frame.stream == 0 else {
      connectionError(
        .protocolError, "PING frame on stream \(frame.stream); RFC 9113 §6.7 requires stream 0")
      return
    }
    guard frame.payload.count == 8 else {
      connectionError(
        .frameSizeError, "PING frame of \(frame.payload.count) bytes; RFC 9113 §6.7 requires 8")
      return
    }
    guard !frame.flags.contains(.ack), countAcknowledgement(of: frame) else { return }
    HTTP2Frame.appendHeader(length: 8, type: .ping, flags: .ack, stream: 0, to: &out)
    out.append(contentsOf: frame.payload)
  }

  /// GOAWAY (§6.8): the client is shutting down; open streams still finish.
  mutating func handleGoAway(_ frame: HTTP2Frame) {
    let payload = frame.payload
    guard frame.stream == 0 else {
      connectionError(
        .protocolError, "GOAWAY frame on stream \(frame.stream); RFC 9113 §6.8 requires stream 0")
      return
    }
    guard payload.count >= 8 else {
      connectionError(
        .frameSizeError, "GOAWAY frame of \(payload.count) bytes; RFC 9113 §6.8 requires at least 8")
      return
    }
    goAwayReceived = true
    let rawCode = HTTP2Frame.readUInt32(payload, at: payload.startIndex + 4)
    guard rawCode != HTTP2ErrorCode.noError.rawValue else { return }
    let code = HTTP2ErrorCode(rawValue: rawCode) ?? .internalError
    let debug = String(decoding: payload.dropFirst(8).prefix(200), as: UTF8.self)
    failures.append(
      HTTP2Failure(
        code: code, stream: 0,
        message: "the client sent GOAWAY with error code \(rawCode) (\(code.name)): \"\(debug)\""))
  }

  /// RST_STREAM (§6.4): the client cancels a stream.
  mutating func handleReset(_ frame: HTTP2Frame) {
    let id = frame.stream
    guard id != 0 else {
      connectionError(.protocolError, "RST_STREAM frame on stream 0; RFC 9113 §6.4 requires a stream")
      return
    }
    guard frame.payload.count == 4 else {
      connectionError(
        .frameSizeError, "RST_STREAM frame of \(frame.payload.count) bytes; RFC 9113 §6.4 requires 4")
      return
    }
    switch state(of: id) {
    case .idle:
      connectionError(.protocolError, "RST_STREAM frame on idle stream \(id) (RFC 9113 §6.4)")
      return
    case .open, .halfClosedRemote:
      close(id, .resetByPeer)
    case .closed:
      break  // It may cross our END_STREAM or RST_STREAM (§5.1).
    }
    countReset()
  }

  /// PRIORITY (§6.3): checked, then ignored, as RFC 9113 §5.3.2 deprecates the priority scheme.
  mutating func handlePriority(_ frame: HTTP2Frame) {
    let id = frame.stream
    guard id != 0 else {
      connectionError(.protocolError, "PRIORITY frame on stream 0; RFC 9113 §6.3 requires a stream")
      return
    }
    guard frame.payload.count == 5 else {
      streamError(
        id, .frameSizeError, "PRIORITY frame of \(frame.payload.count) bytes; RFC 9113 §6.3 requires 5")
      return
    }
    if HTTP2Frame.readUInt32(frame.payload, at: frame.payload.startIndex) & 0x7fff_ffff == id {
      streamError(id, .protocolError, "PRIORITY frame makes stream \(id) depend on itself (RFC 9113 §5.3.1)")
    }
  }

  /// WINDOW_UPDATE (§6.9): the client grants more room to send; queued response data goes out.
  mutating func handleWindowUpdate(_ frame: HTTP2Frame) {
    let id = frame.stream
    guard frame.payload.count == 4 else {
      connectionError(
        .frameSizeError, "WINDOW_UPDATE frame of \(frame.payload.count) bytes; RFC 9113 §6.9 requires 4")
      return
    }
    let increment = Int(HTTP2Frame.readUInt32(frame.payload, at: frame.payload.startIndex) & 0x7fff_ffff)
    if id == 0 {
      guard increment > 0 else {
        connectionError(
          .protocolError, "WINDOW_UPDATE frame of 0 on the connection; RFC 9113 §6.9 requires 1 or more")
        return
      }
      guard connectionSendWindow + increment <= HTTP2FlowControl.maxWindow else {
        connectionError(
          .flowControlError,
          "WINDOW_UPDATE frame of \(increment) takes the connection send window past 2^31-1"
            + " (RFC 9113 §6.9.1)")
        return
      }
      connectionSendWindow += increment
      flushSendQueue()
      return
    }
    switch state(of: id) {
    case .idle:
      connectionError(.protocolError, "WINDOW_UPDATE frame on idle stream \(id) (RFC 9113 §5.1)")
    case .closed:
      break  // It may cross our END_STREAM or RST_STREAM (§5.1).
    case .open, .halfClosedRemote:
      guard increment > 0 else {
        streamError(
          id, .protocolError, "WINDOW_UPDATE frame of 0 on stream \(id); RFC 9113 §6.9 requires 1 or more")
        return
      }
      let window = (streams[id]?.sendWindow ?? 0) + increment
      guard window <= HTTP2FlowControl.maxWindow else {
        streamError(
          id, .flowControlError,
          "WINDOW_UPDATE frame of \(increment) takes stream \(id)'s send window past 2^31-1"
            + " (RFC 9113 §6.9.1)")
        return
      }
      streams[id]?.sendWindow = window
      flushSendQueue()
    }
  }
}
