/// The sentence naming the rule a header section breaks (RFC 9113 §8.1.1: it makes the request malformed).
struct HTTP2HeaderViolation: Error, Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The sentence.
  var message: String

  init(stringLiteral value: String) {
    message = value
  }

  init(stringInterpolation: DefaultStringInterpolation) {
    message = String(stringInterpolation: stringInterpolation)
  }
}
