extension HTTP2Connection {
  /// The most encoded bytes one header block may gather across CONTINUATION frames: twice the header list
  /// limit, which no honest block needs, or one frame when that is larger (RFC 9113 §10.5.1).
  var maxHeaderBlockBytes: Int { max(2 * settings.maxHeaderListSize, settings.maxFrameSize) }

  /// HEADERS (RFC 9113 §6.2): opens a stream, or carries trailers.
  mutating func handleHeaders(_ frame: HTTP2Frame) {
    let id = frame.stream
    guard id != 0 else {
      connectionError(.protocolError, "HEADERS frame on stream 0; RFC 9113 §6.2 requires a stream")
      return
    }
    let payload = frame.payload
    var start = payload.startIndex
    var padLength = 0
    if frame.flags.contains(.padded) {
      guard start < payload.endIndex else {
        connectionError(
          .frameSizeError, "padded HEADERS frame on stream \(id) has no pad length (RFC 9113 §6.2)")
        return
      }
      padLength = Int(payload[start])
      start += 1
    }
    var dependsOnItself = false
    if frame.flags.contains(.priority) {
      guard payload.endIndex - start >= 5 else {
        connectionError(
          .frameSizeError, "HEADERS frame on stream \(id) lacks its 5 priority bytes (RFC 9113 §6.2)")
        return
      }
      dependsOnItself = HTTP2Frame.readUInt32(payload, at: start) & 0x7fff_ffff == id
      start += 5
    }
    guard padLength <= payload.endIndex - start else {
      connectionError(
        .protocolError,
        "HEADERS frame on stream \(id) has \(padLength) bytes of padding but \(payload.endIndex - start)"
          + " bytes after its pad length and priority (RFC 9113 §6.2)")
      return
    }
    let fragment = payload[start..<(payload.endIndex - padLength)]
    let endStream = frame.flags.contains(.endStream)
    if frame.flags.contains(.endHeaders) {
      processHeaderBlock(fragment, stream: id, endStream: endStream, dependsOnItself: dependsOnItself)
    } else {
      let block = HTTP2PendingHeaderBlock(
        stream: id, endStream: endStream, dependsOnItself: dependsOnItself, bytes: Array(fragment),
        frameCount: 1)
      gather(block)
    }
  }

  /// CONTINUATION (§6.10): more of the header block a HEADERS frame started.
  mutating func handleContinuation(_ frame: HTTP2Frame) {
    // `handle` has refused a CONTINUATION for any other stream while a block is open.
    guard var block = headerBlock else {
      connectionError(
        .protocolError,
        "CONTINUATION frame on stream \(frame.stream) follows no HEADERS frame that awaits one"
          + " (RFC 9113 §6.10)")
      return
    }
    headerBlock = nil
    block.bytes.append(contentsOf: frame.payload)
    block.frameCount += 1
    if frame.flags.contains(.endHeaders) {
      guard withinHeaderBlockLimits(block) else { return }
      processHeaderBlock(
        block.bytes[...], stream: block.stream, endStream: block.endStream,
        dependsOnItself: block.dependsOnItself)
    } else {
      gather(block)
    }
  }

  /// Keeps an unfinished header block, unless it has grown past what any honest client sends.
  mutating func gather(_ block: HTTP2PendingHeaderBlock) {
    guard withinHeaderBlockLimits(block) else { return }
    headerBlock = block
  }

  /// Whether a header block is within `maxHeaderBlockBytes` and `maxHeaderBlockFrames`; a block beyond
  /// them ends the connection, so that endless CONTINUATION frames cost neither memory nor time (§10.5).
  mutating func withinHeaderBlockLimits(_ block: HTTP2PendingHeaderBlock) -> Bool {
    guard block.bytes.count > maxHeaderBlockBytes || block.frameCount > Self.maxHeaderBlockFrames else {
      return true
    }
    connectionError(
      .enhanceYourCalm,
      "the header block on stream \(block.stream) reached \(block.bytes.count) bytes in \(block.frameCount)"
        + " frames; the limit is \(maxHeaderBlockBytes) bytes in \(Self.maxHeaderBlockFrames) frames"
        + " (RFC 9113 §10.5)")
    return false
  }

  /// Decodes a complete field block, always, since every block changes the HPACK state (RFC 9113 §4.3),
  /// then applies it to its stream.
  mutating func processHeaderBlock(
    _ bytes: ArraySlice<UInt8>, stream id: UInt32, endStream: Bool, dependsOnItself: Bool
  ) {
    let block: HPACKDecoder.Block
    do {
      block = try decoder.decode(bytes, maxListSize: settings.maxHeaderListSize)
    } catch {
      connectionError(.compressionError, "the header block on stream \(id) cannot be decoded: \(error)")
      return
    }
    switch state(of: id) {
    case .idle:
      guard id & 1 == 1 else {
        connectionError(
          .protocolError, "HEADERS frame opens even stream \(id); RFC 9113 §5.1.1 gives clients odd ones")
        return
      }
      open(id, with: block, endStream: endStream, dependsOnItself: dependsOnItself)
    case .open:
      receiveTrailers(block, on: id, endStream: endStream)
    case .halfClosedRemote:
      streamError(id, .streamClosed, "HEADERS frame on stream \(id) after its END_STREAM (RFC 9113 §5.1)")
    case .closed(.resetBySelf):
      break  // Frames in flight after our RST_STREAM are ignored (§5.1).
    case .closed(.finished), .closed(.resetByPeer):
      connectionError(.streamClosed, "HEADERS frame on closed stream \(id) (RFC 9113 §5.1)")
    case .closed(.forgotten):
      connectionError(
        .protocolError,
        "HEADERS frame opens stream \(id), not above stream \(highestStreamSeen) (RFC 9113 §5.1.1)")
    }
  }

  /// Opens stream `id` for a request, or refuses it.
  mutating func open(
    _ id: UInt32, with block: HPACKDecoder.Block, endStream: Bool, dependsOnItself: Bool
  ) {
    highestStreamSeen = id
    if goAwaySent {
      // Streams above the last one our GOAWAY named are ignored (§6.8).
      close(id, .resetBySelf)
      return
    }
    if dependsOnItself {
      streamError(id, .protocolError, "HEADERS frame makes stream \(id) depend on itself (RFC 9113 §5.3.1)")
      return
    }
    guard streams.count < settings.maxConcurrentStreams else {
      streamError(
        id, .refusedStream,
        "stream \(id) would exceed SETTINGS_MAX_CONCURRENT_STREAMS \(settings.maxConcurrentStreams)"
          + " (RFC 9113 §5.1.2)")
      return
    }
    lastProcessedStream = id
    if block.exceedsLimit {
      refuseOversizedHeaders(on: id, listSize: block.listSize, endStream: endStream)
      return
    }
    switch HTTP2HeaderValidation.request(block.fields, stream: id) {
    case .failure(let violation):
      streamError(id, .protocolError, "malformed request on stream \(id): \(violation.message)")
    case .success(let head):
      var stream = HTTP2Stream(
        request: head.request, receiveWindow: localInitialWindowSize, sendWindow: peerInitialWindowSize)
      stream.contentLength = head.contentLength
      streams[id] = stream
      if endStream {
        completeRequest(on: id)
      }
    }
  }

  /// A second HEADERS frame on an open stream: trailers, which must end the stream (§8.1).
  mutating func receiveTrailers(_ block: HPACKDecoder.Block, on id: UInt32, endStream: Bool) {
    guard endStream else {
      streamError(
        id, .protocolError,
        "HEADERS frame on stream \(id) after its header section lacks END_STREAM; RFC 9113 §8.1 allows"
          + " only trailers")
      return
    }
    if block.exceedsLimit {
      refuseOversizedHeaders(on: id, listSize: block.listSize, endStream: endStream)
      return
    }
    if let violation = HTTP2HeaderValidation.problem(withTrailers: block.fields) {
      streamError(id, .protocolError, "malformed trailers on stream \(id): \(violation.message)")
      return
    }
    streams[id]?.request.trailers = block.fields
    completeRequest(on: id)
  }

  /// Answers a header list larger than SETTINGS_MAX_HEADER_LIST_SIZE with 431 (RFC 9113 §10.5.1), then
  /// stops the rest of the request with RST_STREAM NO_ERROR (§8.1) if it has not ended.
  mutating func refuseOversizedHeaders(on id: UInt32, listSize: Int, endStream: Bool) {
    failures.append(
      HTTP2Failure(
        code: .enhanceYourCalm, stream: id,
        message:
          "the header list on stream \(id) is \(listSize) bytes, above SETTINGS_MAX_HEADER_LIST_SIZE"
          + " \(settings.maxHeaderListSize) (RFC 9113 §6.5.2); answered 431"))
    var block: [UInt8] = []
    encoder.encodeResponse(status: 431, headers: [], into: &block)
    writeHeaderBlock(block, stream: id, endStream: true)
    if endStream {
      close(id, .finished)
    } else {
      writeReset(id, .noError)
      close(id, .resetBySelf)
    }
    countReset()
  }
}
