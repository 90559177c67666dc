import Delivery
import Fixture
import JSON

/// One payload of `--pushes DIR` after decoding: its file, the decoder's verdict, and what the device would
/// apply.
public struct PushDelivery: Equatable, Sendable {
  /// The payload's file name, e.g. `update-out-for-delivery.json`.
  public var fileName: String
  /// The decoder's verdict in one line, e.g. `rejected, 6:7: $.aps.content-state.status: …`.
  public var verdict: String
  /// How the decoder judged it: `.applied` (decodes cleanly), `.warning` (decodes, probably not as meant) or
  /// `.refused` (the device would drop it).
  public var kind: LogLine.Kind
  /// Further diagnostics, one line each, after the one the verdict names.
  public var details: [String]
  /// What the device would apply, or nil when it would drop the push.
  public var payload: PushPayload?
  /// The parsed file, so that the phone can route it and decode it against its target's fixture.
  public var root: JSONValue?
  /// What the decoder made of the parsed file (nil when it is not JSON).
  public var decoding: PushDecoding?
  /// Why the file is not JSON, when it is not.
  public var syntaxError: JSONSyntaxError?

  /// A delivery.
  public init(
    fileName: String, verdict: String, kind: LogLine.Kind, details: [String] = [], payload: PushPayload?
  ) {
    self.fileName = fileName
    self.verdict = verdict
    self.kind = kind
    self.details = details
    self.payload = payload
  }

  /// Decodes `bytes` as the device would, against `definition`'s schemas.
  public static func decode(_ bytes: [UInt8], fileName: String, definition: ActivityDefinition)
    -> PushDelivery
  {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes: bytes)
    } catch {
      return notJSON(error, fileName: fileName)
    }
    var delivery = decode(root, fileName: fileName, definition: definition)
    delivery.root = root
    return delivery
  }

  /// A file that is not JSON: the device cannot read it.
  public static func notJSON(_ error: JSONSyntaxError, fileName: String) -> PushDelivery {
    var delivery = PushDelivery(
      fileName: fileName, verdict: "not JSON, the device cannot read it: \(error.position): \(error.message)",
      kind: .refused, payload: nil)
    delivery.syntaxError = error
    return delivery
  }

  /// Decodes a parsed file as the device would, against `definition`'s schemas.
  public static func decode(_ root: JSONValue, fileName: String, definition: ActivityDefinition)
    -> PushDelivery
  {
    let decoding = PushDecoder.decode(root, definition: definition)
    var delivery = judge(decoding, fileName: fileName)
    delivery.decoding = decoding
    return delivery
  }

  /// The push as the device judges it when the app's own `Codable` types refuse the value at `path` (the
  /// content state, or a start's attributes): ActivityKit cannot decode it, so it is dropped.
  /// When la-sim's own decoding already drops it, its diagnostics (which say how to fix it) stand alone.
  public mutating func refuse(byApp message: String, at path: String) {
    guard var decoding, !decoding.isRejected else { return }
    decoding.diagnostics.append(PushDiagnostic(severity: .error, path: path, position: nil, message: message))
    decoding.payload = nil
    var judged = Self.judge(decoding, fileName: fileName)
    judged.decoding = decoding
    judged.root = root
    self = judged
  }

  /// The verdict on `decoding`, in one line and its details.
  private static func judge(_ decoding: PushDecoding, fileName: String) -> PushDelivery {
    // `error: 6:7: $.aps…: message` reads as `6:7: $.aps…: message` after the verdict word.
    let lines = decoding.diagnostics.map { diagnostic in
      String(diagnostic.description.dropFirst(diagnostic.severity.rawValue.count + 2))
    }
    if decoding.isRejected {
      let first = decoding.diagnostics.firstIndex { $0.severity == .error } ?? 0
      var details = decoding.diagnostics.map(\.description)
      details.remove(at: first)
      return PushDelivery(
        fileName: fileName, verdict: "rejected, \(lines[first])", kind: .refused, details: details,
        payload: nil)
    }
    guard let first = lines.first else {
      return PushDelivery(fileName: fileName, verdict: "decodes", kind: .applied, payload: decoding.payload)
    }
    return PushDelivery(
      fileName: fileName, verdict: "decodes with a warning, \(first)", kind: .warning,
      details: decoding.diagnostics.dropFirst().map(\.description), payload: decoding.payload)
  }
}
