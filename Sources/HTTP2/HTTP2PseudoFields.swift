/// The request pseudo-header fields of RFC 9113 §8.3.1 gathered while a header section is read.
struct HTTP2PseudoFields: Sendable {
  var method: String?
  var scheme: String?
  var path: String?
  var authority: String?
}
