/// The error codes of RFC 9113 §7, sent in RST_STREAM and GOAWAY frames.
public enum HTTP2ErrorCode: UInt32, Sendable, CaseIterable, CustomStringConvertible {
  /// Graceful shutdown, or no error.
  case noError = 0x0
  /// An unspecific protocol error.
  case protocolError = 0x1
  /// An unexpected internal error.
  case internalError = 0x2
  /// The peer broke the flow-control protocol.
  case flowControlError = 0x3
  /// A SETTINGS frame was not acknowledged in time.
  case settingsTimeout = 0x4
  /// A frame arrived after the stream was half-closed or closed.
  case streamClosed = 0x5
  /// A frame had an invalid size.
  case frameSizeError = 0x6
  /// The stream was refused before any processing; the request can be retried.
  case refusedStream = 0x7
  /// The stream is no longer needed.
  case cancel = 0x8
  /// The field-section compression context could not be maintained.
  case compressionError = 0x9
  /// A CONNECT tunnel was reset or closed abnormally.
  case connectError = 0xa
  /// The peer is generating excessive load.
  case enhanceYourCalm = 0xb
  /// The transport does not meet minimum security requirements.
  case inadequateSecurity = 0xc
  /// HTTP/1.1 must be used instead.
  case http11Required = 0xd

  /// The name the RFC gives the code, such as `PROTOCOL_ERROR`.
  public var name: String {
    switch self {
    case .noError: "NO_ERROR"
    case .protocolError: "PROTOCOL_ERROR"
    case .internalError: "INTERNAL_ERROR"
    case .flowControlError: "FLOW_CONTROL_ERROR"
    case .settingsTimeout: "SETTINGS_TIMEOUT"
    case .streamClosed: "STREAM_CLOSED"
    case .frameSizeError: "FRAME_SIZE_ERROR"
    case .refusedStream: "REFUSED_STREAM"
    case .cancel: "CANCEL"
    case .compressionError: "COMPRESSION_ERROR"
    case .connectError: "CONNECT_ERROR"
    case .enhanceYourCalm: "ENHANCE_YOUR_CALM"
    case .inadequateSecurity: "INADEQUATE_SECURITY"
    case .http11Required: "HTTP_1_1_REQUIRED"
    }
  }

  /// The RFC's name of the code.
  public var description: String { name }
}
