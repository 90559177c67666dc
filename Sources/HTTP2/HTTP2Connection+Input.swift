extension HTTP2Connection {
  /// Matches input against the client preface (RFC 9113 §3.4) and sends our SETTINGS once it is complete.
  /// Returns the index of the first byte after the preface, or the end of the input.
  mutating func readPreface(_ input: [UInt8]) -> Int {
    var index = 0
    let preface = Self.clientPreface
    while index < input.count, prefaceMatched < preface.count {
      guard input[index] == preface[prefaceMatched] else {
        rejectPreface(input, at: index)
        return input.count
      }
      prefaceMatched += 1
      index += 1
    }
    if prefaceMatched == preface.count {
      writeSettingsIfNeeded()
    }
    return index
  }

  /// Ends a connection whose first bytes are not the preface: with GOAWAY if they began like it ("PRI"),
  /// silently otherwise, since the client does not speak HTTP/2 and would not understand a frame. The
  /// failure names an HTTP/1 request line when the client sent one (the commonest such client: one that
  /// does not speak HTTP/2 at all, or curl's `--http2` asking an `http://` URL for an upgrade).
  mutating func rejectPreface(_ input: [UInt8], at index: Int) {
    var message =
      "the connection does not start with the HTTP/2 client preface (RFC 9113 §3.4); byte \(prefaceMatched)"
      + " differs"
    if let requestLine = Self.http1RequestLine(
      Array(Self.clientPreface[0..<prefaceMatched]) + input[index...])
    {
      message =
        "the client spoke \(requestLine.version) (\"\(requestLine.line)\"), not HTTP/2 with prior knowledge;"
        + " APNs takes only HTTP/2: send with curl --http2-prior-knowledge to an http:// URL (curl --http2"
        + " asks an http:// URL for an HTTP/1.1 upgrade, which is not made), or over TLS with ALPN h2"
    }
    if prefaceMatched >= 3 {
      connectionError(.protocolError, message)
    } else {
      failures.append(HTTP2Failure(code: .protocolError, stream: 0, message: message))
      failed = true
    }
  }

  /// The request line `bytes` start with and its version, when they start like an HTTP/1.x request
  /// (`POST /3/device/… HTTP/1.1`); the line is cut at 200 bytes.
  static func http1RequestLine(_ bytes: [UInt8]) -> (line: String, version: String)? {
    let end =
      bytes.firstIndex(of: UInt8(ascii: "\r")) ?? bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    let line = String(decoding: bytes[0..<min(end, 200)], as: UTF8.self)
    let words = line.split(separator: " ", omittingEmptySubsequences: false)
    guard words.count == 3, let version = words.last, version.hasPrefix("HTTP/1."),
      !words[0].isEmpty, words[0].allSatisfy({ $0.isASCII && $0.isUppercase })
    else { return nil }
    return (line, String(version))
  }

  /// Adds input to the incomplete frame in `pending`, only as much as that frame needs, and handles it
  /// once whole. Returns the index of the first byte not taken.
  mutating func completePendingFrame(_ input: [UInt8], from start: Int) -> Int {
    var index = start
    let header = HTTP2Frame.headerSize
    while !failed, !pending.isEmpty, index < input.count {
      let target = pending.count < header ? header : header + HTTP2Frame.payloadLength(in: pending, at: 0)
      let take = min(target - pending.count, input.count - index)
      pending.append(contentsOf: input[index..<(index + take)])
      index += take
      if pending.count == header, !acceptsFrame(in: pending, at: 0) {
        break
      }
      if let frame = HTTP2Frame.parse(pending, at: 0) {
        handle(frame)
        pending.removeAll(keepingCapacity: true)
      }
    }
    return index
  }

  /// Handles every whole frame in `input` from `start` in place, without copying payloads. Returns the
  /// index of the first byte of the incomplete frame that ends the input, if any.
  mutating func readFrames(_ input: [UInt8], from start: Int) -> Int {
    var index = start
    while !failed, input.count - index >= HTTP2Frame.headerSize, acceptsFrame(in: input, at: index) {
      guard let frame = HTTP2Frame.parse(input, at: index) else { break }
      handle(frame)
      index += HTTP2Frame.headerSize + frame.payload.count
    }
    return index
  }

  /// Whether the frame whose header starts at `index` is within SETTINGS_MAX_FRAME_SIZE; a larger one is a
  /// connection error before any of its payload is buffered (RFC 9113 §4.2).
  mutating func acceptsFrame(in buffer: [UInt8], at index: Int) -> Bool {
    let length = HTTP2Frame.payloadLength(in: buffer, at: index)
    guard length > settings.maxFrameSize else { return true }
    let name = HTTP2FrameType(rawValue: buffer[index + 3])?.name ?? "frame of type \(buffer[index + 3])"
    connectionError(
      .frameSizeError,
      "\(name) frame of \(length) bytes exceeds SETTINGS_MAX_FRAME_SIZE \(settings.maxFrameSize)"
        + " (RFC 9113 §4.2)")
    return false
  }

  /// Checks the rules every frame is under, then hands it to its type's handler.
  mutating func handle(_ frame: HTTP2Frame) {
    if let block = headerBlock, frame.type != .continuation || frame.stream != block.stream {
      connectionError(
        .protocolError,
        "\(frame.typeName) frame on stream \(frame.stream) interrupts the header block of stream"
          + " \(block.stream); RFC 9113 §6.10 requires CONTINUATION frames until END_HEADERS")
      return
    }
    if !sawClientSettings, frame.type != .settings || frame.flags.contains(.ack) {
      connectionError(
        .protocolError,
        "\(frame.typeName) frame before the client's SETTINGS; RFC 9113 §3.4 requires SETTINGS first")
      return
    }
    switch frame.type {
    case .data: handleData(frame)
    case .headers: handleHeaders(frame)
    case .priority: handlePriority(frame)
    case .rstStream: handleReset(frame)
    case .settings: handleSettings(frame)
    case .pushPromise:
      connectionError(
        .protocolError, "PUSH_PROMISE frame from a client; RFC 9113 §8.4 lets only servers push")
    case .ping: handlePing(frame)
    case .goAway: handleGoAway(frame)
    case .windowUpdate: handleWindowUpdate(frame)
    case .continuation: handleContinuation(frame)
    case nil: break  // Unknown frame types are ignored (§4.1, §5.5).
    }
  }

  /// Where stream `id` stands (RFC 9113 §5.1), for a frame that names it.
  func state(of id: UInt32) -> HTTP2StreamState {
    if let stream = streams[id] {
      return stream.state
    }
    // The server opens no streams, so every even stream is idle; odd ones below the highest the client
    // opened are closed, even if never used (§5.1.1).
    if id & 1 == 0 || id > highestStreamSeen {
      return .idle
    }
    return .closed(closedStreams.closure(of: id))
  }
}
