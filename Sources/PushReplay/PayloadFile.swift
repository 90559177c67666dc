import Delivery
import JSON

/// A payload file, read and parsed (or not JSON), with a first decoding against the
/// main fixture (which gives its event and instant before it is routed).
package struct PayloadFile {
  package var file: String
  package var decoding: PushDecoding?
  package var syntaxError: JSONSyntaxError?
  package var root: JSONValue?

  package init(
    file: String, decoding: PushDecoding? = nil, syntaxError: JSONSyntaxError? = nil, root: JSONValue? = nil
  ) {
    self.file = file
    self.decoding = decoding
    self.syntaxError = syntaxError
    self.root = root
  }
}
