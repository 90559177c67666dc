extension HTTP2Connection {
  /// Sends the server's SETTINGS (RFC 9113 §3.4: the server preface) once, before any other frame, and a
  /// connection WINDOW_UPDATE when streams may take more than the connection's initial 65,535 bytes.
  mutating func writeSettingsIfNeeded() {
    guard !sentSettings else { return }
    sentSettings = true
    var entries: [(UInt16, Int)] = [
      (0x3, settings.maxConcurrentStreams), (0x4, settings.initialWindowSize),
      (0x6, settings.maxHeaderListSize),
    ]
    if settings.maxFrameSize != 16_384 {
      entries.append((0x5, settings.maxFrameSize))
    }
    if settings.headerTableSize != 4_096 {
      entries.append((0x1, settings.headerTableSize))
    }
    HTTP2Frame.appendHeader(length: entries.count * 6, type: .settings, flags: [], stream: 0, to: &out)
    for (identifier, value) in entries {
      out.append(UInt8(truncatingIfNeeded: identifier >> 8))
      out.append(UInt8(truncatingIfNeeded: identifier))
      HTTP2Frame.appendUInt32(UInt32(truncatingIfNeeded: value), to: &out)
    }
    if connectionWindowTarget > connectionReceiveWindow {
      writeWindowUpdate(0, connectionWindowTarget - connectionReceiveWindow)
      connectionReceiveWindow = connectionWindowTarget
    }
  }

  /// GOAWAY (§6.8) naming the last stream processed; `debug` goes in the debug data, cut to 256 bytes.
  mutating func writeGoAway(_ code: HTTP2ErrorCode, debug: String) {
    let debugData = debug.utf8.prefix(256)
    HTTP2Frame.appendHeader(length: 8 + debugData.count, type: .goAway, flags: [], stream: 0, to: &out)
    HTTP2Frame.appendUInt32(lastProcessedStream, to: &out)
    HTTP2Frame.appendUInt32(code.rawValue, to: &out)
    out.append(contentsOf: debugData)
  }

  /// RST_STREAM (§6.4).
  mutating func writeReset(_ stream: UInt32, _ code: HTTP2ErrorCode) {
    HTTP2Frame.appendHeader(length: 4, type: .rstStream, flags: [], stream: stream, to: &out)
    HTTP2Frame.appendUInt32(code.rawValue, to: &out)
  }

  /// WINDOW_UPDATE (§6.9) granting `increment` more bytes on `stream`, 0 being the connection.
  mutating func writeWindowUpdate(_ stream: UInt32, _ increment: Int) {
    HTTP2Frame.appendHeader(length: 4, type: .windowUpdate, flags: [], stream: stream, to: &out)
    HTTP2Frame.appendUInt32(UInt32(truncatingIfNeeded: increment), to: &out)
  }

  /// A field block in one HEADERS frame, or HEADERS and CONTINUATION frames when it is larger than the
  /// client's SETTINGS_MAX_FRAME_SIZE (§4.3).
  mutating func writeHeaderBlock(_ block: [UInt8], stream: UInt32, endStream: Bool) {
    var start = 0
    var type = HTTP2FrameType.headers
    repeat {
      let end = min(block.count, start + peerMaxFrameSize)
      var flags: HTTP2FrameFlags = end == block.count ? .endHeaders : []
      if endStream, type == .headers {
        flags.insert(.endStream)
      }
      HTTP2Frame.appendHeader(length: end - start, type: type, flags: flags, stream: stream, to: &out)
      out.append(contentsOf: block[start..<end])
      start = end
      type = .continuation
    } while start < block.count
  }

  /// Sends as much of stream `id`'s response body as the windows allow, in DATA frames no larger than the
  /// client's SETTINGS_MAX_FRAME_SIZE, the last with END_STREAM, which closes the stream.
  mutating func sendData(on id: UInt32) {
    guard var stream = streams.removeValue(forKey: id) else { return }
    while stream.unsentCount > 0 {
      let count = min(stream.unsentCount, peerMaxFrameSize, stream.sendWindow, connectionSendWindow)
      guard count > 0 else { break }
      let isLast = count == stream.unsentCount
      HTTP2Frame.appendHeader(
        length: count, type: .data, flags: isLast ? .endStream : [], stream: id, to: &out)
      out.append(contentsOf: stream.responseBody[stream.responseOffset..<(stream.responseOffset + count)])
      stream.responseOffset += count
      stream.sendWindow -= count
      connectionSendWindow -= count
    }
    streams[id] = stream
    if stream.unsentCount == 0 {
      finishStream(id)
    }
  }

  /// Closes a stream whose response is all sent; the request was complete, so both sides are done.
  mutating func finishStream(_ id: UInt32) {
    close(id, .finished)
  }

  /// Sends queued response data after a window grew, stream by stream in the order they were answered.
  mutating func flushSendQueue() {
    guard !sendQueue.isEmpty, connectionSendWindow > 0 else { return }
    let queue = sendQueue
    sendQueue = []
    for id in queue where streams[id] != nil {
      if connectionSendWindow > 0 {
        sendData(on: id)
      }
      if streams[id] != nil {
        sendQueue.append(id)
      }
    }
  }
}
