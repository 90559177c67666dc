extension HTTP2Connection {
  /// DATA (RFC 9113 §6.1): request body bytes, counted against both receive windows and credited back as
  /// they are taken, so that a client can send any number of bodies.
  mutating func handleData(_ frame: HTTP2Frame) {
    let id = frame.stream
    guard id != 0 else {
      connectionError(.protocolError, "DATA frame on stream 0; RFC 9113 §6.1 requires a stream")
      return
    }
    guard let data = unpadded(frame) else { return }
    // The whole payload counts, padding included (§6.9.1).
    let flowLength = frame.payload.count
    guard flowLength <= connectionReceiveWindow else {
      connectionError(
        .flowControlError,
        "DATA frame of \(flowLength) bytes on stream \(id) exceeds the connection receive window of"
          + " \(connectionReceiveWindow) (RFC 9113 §6.9.1)")
      return
    }
    connectionReceiveWindow -= flowLength
    switch state(of: id) {
    case .idle:
      connectionError(.protocolError, "DATA frame on idle stream \(id); RFC 9113 §5.1 allows only HEADERS")
      return
    case .open:
      receiveBody(data, flowLength: flowLength, on: id, endStream: frame.flags.contains(.endStream))
    case .halfClosedRemote:
      streamError(id, .streamClosed, "DATA frame on stream \(id) after its END_STREAM (RFC 9113 §5.1)")
    case .closed(.resetBySelf):
      break  // Frames in flight after our RST_STREAM are ignored (§5.1).
    case .closed:
      streamError(id, .streamClosed, "DATA frame on closed stream \(id) (RFC 9113 §6.1)")
    }
    // Data is consumed as it arrives, even when dropped, so the connection window is credited (§6.9).
    replenishConnectionWindow()
  }

  /// The payload of a DATA frame without its padding (§6.1), or nil after a connection error.
  mutating func unpadded(_ frame: HTTP2Frame) -> ArraySlice<UInt8>? {
    guard frame.flags.contains(.padded) else { return frame.payload }
    guard let padLength = frame.payload.first.map(Int.init) else {
      connectionError(
        .frameSizeError, "padded DATA frame on stream \(frame.stream) has no pad length (RFC 9113 §6.1)")
      return nil
    }
    guard padLength < frame.payload.count else {
      connectionError(
        .protocolError,
        "DATA frame on stream \(frame.stream) has \(padLength) bytes of padding in a \(frame.payload.count)"
          + "-byte payload; RFC 9113 §6.1 requires less than the payload")
      return nil
    }
    return frame.payload[(frame.payload.startIndex + 1)..<(frame.payload.endIndex - padLength)]
  }

  /// Adds body bytes to the request on stream `id`, keeping at most `maxBodyBytes`.
  mutating func receiveBody(_ data: ArraySlice<UInt8>, flowLength: Int, on id: UInt32, endStream: Bool) {
    // Taken out of the dictionary so that appending to the body does not copy it.
    guard var stream = streams.removeValue(forKey: id) else { return }
    guard flowLength <= stream.receiveWindow else {
      streams[id] = stream
      streamError(
        id, .flowControlError,
        "DATA frame of \(flowLength) bytes on stream \(id) exceeds its receive window of"
          + " \(stream.receiveWindow) (RFC 9113 §6.9.1)")
      return
    }
    stream.receiveWindow -= flowLength
    stream.request.bodyByteCount += data.count
    let room = settings.maxBodyBytes - stream.request.body.count
    if data.count <= room {
      stream.request.body.append(contentsOf: data)
    } else {
      stream.request.body.append(contentsOf: data.prefix(room))
      stream.request.isBodyTruncated = true
    }
    if let declared = stream.contentLength, stream.request.bodyByteCount > declared {
      streams[id] = stream
      streamError(
        id, .protocolError,
        "DATA frames on stream \(id) carry more than the \(declared) bytes content-length declares"
          + " (RFC 9113 §8.1.1)")
      return
    }
    if !endStream, stream.receiveWindow <= localInitialWindowSize / 2 {
      let increment = localInitialWindowSize - stream.receiveWindow
      writeWindowUpdate(id, increment)
      stream.receiveWindow += increment
    }
    streams[id] = stream
    if endStream {
      completeRequest(on: id)
    }
  }

  /// Tops the connection receive window back up once half of it is used, one WINDOW_UPDATE for many
  /// DATA frames.
  mutating func replenishConnectionWindow() {
    let used = connectionWindowTarget - connectionReceiveWindow
    guard !failed, used >= connectionWindowTarget / 2 else { return }
    writeWindowUpdate(0, used)
    connectionReceiveWindow += used
  }

  /// Hands out the request on stream `id`, now that END_STREAM has come, after checking its length
  /// against `content-length` (§8.1.1). The stream stays, half-closed, until it is answered.
  mutating func completeRequest(on id: UInt32) {
    guard var stream = streams.removeValue(forKey: id) else { return }
    if let declared = stream.contentLength, declared != stream.request.bodyByteCount {
      streams[id] = stream
      streamError(
        id, .protocolError,
        "the request on stream \(id) ends after \(stream.request.bodyByteCount) body bytes; content-length"
          + " declares \(declared) (RFC 9113 §8.1.1)")
      return
    }
    stream.state = .halfClosedRemote
    stream.isDelivered = true
    completed.append(stream.request)
    // The output owns the request now; the stream keeps only what answering needs.
    stream.request = HTTP2Request(stream: id, method: stream.request.method, path: stream.request.path)
    streams[id] = stream
  }
}
