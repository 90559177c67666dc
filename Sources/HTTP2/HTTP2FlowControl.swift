/// Constants of flow control (RFC 9113 §6.9).
enum HTTP2FlowControl {
  /// The largest a flow-control window may be: 2^31−1 (§6.9.1).
  static let maxWindow = 2_147_483_647
  /// The initial window of every connection and, until SETTINGS say otherwise, every stream (§6.9.2).
  static let defaultWindow = 65_535
}
