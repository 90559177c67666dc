/// The limits a server connection advertises in its SETTINGS frame and enforces, plus the abuse limits
/// that the protocol leaves to the implementation.
public struct HTTP2ServerSettings: Sendable {
  /// SETTINGS_MAX_CONCURRENT_STREAMS: streams beyond it are refused with REFUSED_STREAM (RFC 9113 §5.1.2).
  public var maxConcurrentStreams: Int
  /// SETTINGS_INITIAL_WINDOW_SIZE: how many body bytes a client may send on a stream before a
  /// WINDOW_UPDATE; 1 to 2^31−1.
  public var initialWindowSize: Int
  /// SETTINGS_MAX_FRAME_SIZE: the largest frame payload accepted; 16,384 to 16,777,215.
  public var maxFrameSize: Int
  /// SETTINGS_MAX_HEADER_LIST_SIZE: the largest decoded header list (names, values and 32 bytes a field)
  /// accepted; larger ones are answered 431.
  public var maxHeaderListSize: Int
  /// SETTINGS_HEADER_TABLE_SIZE: the largest HPACK dynamic table the client's encoder may use.
  public var headerTableSize: Int
  /// Request body bytes kept per request; beyond it the body is counted, not kept.
  public var maxBodyBytes: Int
  /// RST_STREAM frames a connection may cause, sent or received, before GOAWAY ENHANCE_YOUR_CALM; bounds
  /// the "rapid reset" attack (CVE-2023-44487).
  public var maxResets: Int
  /// PING and SETTINGS frames needing an acknowledgement that one `receive` call accepts before GOAWAY
  /// ENHANCE_YOUR_CALM, so a flood cannot make one call's output grow without bound.
  public var maxAcknowledgementsPerReceive: Int

  /// The defaults: 128 streams, 64 KiB windows, 16 KiB frames and header lists, a 4 KiB table, 64 KiB bodies.
  public init(
    maxConcurrentStreams: Int = 128, initialWindowSize: Int = 65_535, maxFrameSize: Int = 16_384,
    maxHeaderListSize: Int = 16_384, headerTableSize: Int = 4_096, maxBodyBytes: Int = 65_536,
    maxResets: Int = 1_000, maxAcknowledgementsPerReceive: Int = 100
  ) {
    self.maxConcurrentStreams = maxConcurrentStreams
    self.initialWindowSize = initialWindowSize
    self.maxFrameSize = maxFrameSize
    self.maxHeaderListSize = maxHeaderListSize
    self.headerTableSize = headerTableSize
    self.maxBodyBytes = maxBodyBytes
    self.maxResets = maxResets
    self.maxAcknowledgementsPerReceive = maxAcknowledgementsPerReceive
  }

  /// These settings with every value moved into the range the RFC allows, so none can break the
  /// connection's arithmetic.
  var clamped: HTTP2ServerSettings {
    var settings = self
    settings.maxConcurrentStreams = min(max(maxConcurrentStreams, 0), Int(UInt32.max))
    settings.initialWindowSize = min(max(initialWindowSize, 1), HTTP2FlowControl.maxWindow)
    settings.maxFrameSize = min(max(maxFrameSize, 16_384), 16_777_215)
    settings.maxHeaderListSize = min(max(maxHeaderListSize, 0), Int(UInt32.max))
    settings.headerTableSize = min(max(headerTableSize, 0), 1 << 24)
    settings.maxBodyBytes = max(maxBodyBytes, 0)
    settings.maxResets = max(maxResets, 0)
    settings.maxAcknowledgementsPerReceive = max(maxAcknowledgementsPerReceive, 1)
    return settings
  }
}
