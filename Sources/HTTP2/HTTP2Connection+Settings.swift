extension HTTP2Connection {
  /// SETTINGS (RFC 9113 §6.5): the client's parameters, applied in order and acknowledged; or the
  /// client's acknowledgement of ours.
  mutating func handleSettings(_ frame: HTTP2Frame) {
    let payload = frame.payload
    guard frame.stream == 0 else {
      connectionError(
        .protocolError, "SETTINGS frame on stream \(frame.stream); RFC 9113 §6.5 requires stream 0")
      return
    }
    if frame.flags.contains(.ack) {
      guard payload.isEmpty else {
        connectionError(
          .frameSizeError,
          "SETTINGS acknowledgement with \(payload.count) bytes of payload; RFC 9113 §6.5 requires none")
        return
      }
      applyAcknowledgedSettings()
      return
    }
    guard payload.count % 6 == 0 else {
      connectionError(
        .frameSizeError, "SETTINGS frame of \(payload.count) bytes; RFC 9113 §6.5 requires a multiple of 6")
      return
    }
    guard countAcknowledgement(of: frame) else { return }
    var index = payload.startIndex
    while index < payload.endIndex {
      let identifier = UInt16(payload[index]) << 8 | UInt16(payload[index + 1])
      let value = HTTP2Frame.readUInt32(payload, at: index + 2)
      index += 6
      guard apply(identifier, value) else { return }
    }
    sawClientSettings = true
    HTTP2Frame.appendHeader(length: 0, type: .settings, flags: .ack, stream: 0, to: &out)
    flushSendQueue()
  }

  /// Applies one client setting (§6.5.2); false after a connection error for a value out of range.
  mutating func apply(_ identifier: UInt16, _ value: UInt32) -> Bool {
    switch identifier {
    case 0x2:  // SETTINGS_ENABLE_PUSH: this server never pushes, but the value must still be 0 or 1.
      guard value <= 1 else {
        connectionError(.protocolError, "SETTINGS_ENABLE_PUSH of \(value); RFC 9113 §6.5.2 allows 0 or 1")
        return false
      }
    case 0x4:  // SETTINGS_INITIAL_WINDOW_SIZE
      guard value <= HTTP2FlowControl.maxWindow else {
        connectionError(
          .flowControlError, "SETTINGS_INITIAL_WINDOW_SIZE of \(value) exceeds 2^31-1 (RFC 9113 §6.5.2)")
        return false
      }
      return changePeerInitialWindowSize(to: Int(value))
    case 0x5:  // SETTINGS_MAX_FRAME_SIZE
      guard value >= 16_384, value <= 16_777_215 else {
        connectionError(
          .protocolError,
          "SETTINGS_MAX_FRAME_SIZE of \(value) is outside 16384 to 16777215 (RFC 9113 §6.5.2)")
        return false
      }
      peerMaxFrameSize = Int(value)
    default:
      // SETTINGS_HEADER_TABLE_SIZE does not matter to an encoder that never indexes; the server opens no
      // streams for MAX_CONCURRENT_STREAMS to limit; MAX_HEADER_LIST_SIZE is advisory; unknown settings
      // are ignored (§6.5.2).
      break
    }
    return true
  }

  /// Moves every stream's send window by the change in the client's initial window size (§6.9.2); false
  /// after a connection error if one would pass 2^31−1.
  mutating func changePeerInitialWindowSize(to newSize: Int) -> Bool {
    let delta = newSize - peerInitialWindowSize
    peerInitialWindowSize = newSize
    guard delta != 0 else { return true }
    for id in Array(streams.keys) {
      guard let window = streams[id]?.sendWindow else { continue }
      guard window + delta <= HTTP2FlowControl.maxWindow else {
        connectionError(
          .flowControlError,
          "SETTINGS_INITIAL_WINDOW_SIZE of \(newSize) takes stream \(id)'s send window past 2^31-1"
            + " (RFC 9113 §6.9.2)")
        return false
      }
      streams[id]?.sendWindow = window + delta
    }
    return true
  }

  /// Our SETTINGS are acknowledged: the client now holds to our window size and table size (§6.5.3).
  mutating func applyAcknowledgedSettings() {
    guard sentSettings, !settingsAcknowledged else { return }
    settingsAcknowledged = true
    let delta = settings.initialWindowSize - localInitialWindowSize
    localInitialWindowSize = settings.initialWindowSize
    if delta != 0 {
      for id in Array(streams.keys) {
        guard var stream = streams.removeValue(forKey: id) else { continue }
        stream.receiveWindow += delta
        // A window the change left half spent would wait for DATA that the client cannot send.
        if stream.state == .open, stream.receiveWindow <= localInitialWindowSize / 2 {
          let increment = min(localInitialWindowSize - stream.receiveWindow, HTTP2FlowControl.maxWindow)
          writeWindowUpdate(id, increment)
          stream.receiveWindow += increment
        }
        streams[id] = stream
      }
    }
    decoder.setMaxTableSizeLimit(settings.headerTableSize)
  }
}
