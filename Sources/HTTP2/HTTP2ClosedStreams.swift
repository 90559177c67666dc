/// How the most recently closed streams were closed, remembered for a bounded number of streams so that a
/// late frame can be told apart from a protocol error (RFC 9113 §5.1) without memory growing per stream.
struct HTTP2ClosedStreams: Sendable {
  /// How many closed streams are remembered.
  static let capacity = 256

  private var closures: [UInt32: HTTP2StreamClosure] = [:]
  /// The remembered identifiers in the order they closed, a ring of `capacity`.
  private var ring: [UInt32] = []
  private var next = 0

  /// Remembers that `stream` closed for `closure`, forgetting the oldest remembered stream if full.
  mutating func record(_ stream: UInt32, _ closure: HTTP2StreamClosure) {
    if closures.updateValue(closure, forKey: stream) != nil {
      return
    }
    if ring.count < Self.capacity {
      ring.append(stream)
    } else {
      closures[ring[next]] = nil
      ring[next] = stream
      next = (next + 1) % Self.capacity
    }
  }

  /// How `stream` closed, or `.forgotten`.
  func closure(of stream: UInt32) -> HTTP2StreamClosure {
    closures[stream] ?? .forgotten
  }

  /// The number of streams remembered, at most `capacity`.
  var count: Int { closures.count }
}
