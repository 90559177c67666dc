import Delivery
import Fixture
import JSON
import Phone

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What APNs checks of a request before any device sees it, in the order a validating APNs mock checks it
/// (Pushy's `MockApnsServer`: `apns-id`, method, topic, collapse id, priority, push type, path and token, the
/// token's topic, authentication, payload): a refusal with APNs's status and reason, or the push as the
/// phone receives it. Pure: the wall clock and the signature check are given.
public struct APNsGate: Sendable {
  /// What the provider authenticates with (`--auth-key AuthKey_KEYID.p8 --team-id T`).
  public struct Credentials: Sendable {
    /// The key id the JWT's `kid` must name; nil accepts any.
    public var keyID: String?
    /// The team the JWT's `iss` must name; nil accepts any.
    public var teamID: String?
    /// Checks an ES256 signature over the signing input; nil when no key was given, so signatures are not
    /// checked (the answer says so).
    public var verify: (@Sendable (_ signingInput: [UInt8], _ signature: [UInt8]) -> Bool)?

    /// Credentials.
    public init(
      keyID: String? = nil, teamID: String? = nil,
      verify: (@Sendable (_ signingInput: [UInt8], _ signature: [UInt8]) -> Bool)? = nil
    ) {
      self.keyID = keyID
      self.teamID = teamID
      self.verify = verify
    }
  }

  /// A request APNs refuses: the reason, la-sim's sentence on why, and for 410 when the token died.
  public struct Refusal: Error, Equatable, Sendable {
    /// APNs's reason (and so its status).
    public var reason: APNsReason
    /// Why, in one line naming what was sent and what APNs expects.
    public var why: String
    /// For 410: when the token stopped being valid.
    public var timestamp: Date?

    /// A refusal.
    public init(_ reason: APNsReason, _ why: String, timestamp: Date? = nil) {
      self.reason = reason
      self.why = why
      self.timestamp = timestamp
    }
  }

  /// A request APNs accepts, as it goes on to the phone.
  public struct Accepted: Equatable, Sendable {
    /// The token from the path, lowercase; nil for a broadcast.
    public var token: String?
    /// `apns-topic`; for a broadcast, the Live Activity topic of the app its path names.
    public var topic: String
    /// The `apns-channel-id` of a broadcast (`POST /4/broadcasts/apps/{bundle id}`); nil for a push to a token.
    public var channel: String?
    /// What APNs did not read of the request, each a sentence (an `apns-channel-id` sent to a token's path).
    public var notes: [String] = []
    /// `apns-push-type`, when sent.
    public var pushType: String?
    /// `{"token": …, "headers": {…}, "body": …}`: the request as a payload envelope, which the phone routes
    /// and decodes as `la-sim push` does a file; nil when the body is not JSON.
    public var envelope: JSONValue?
    /// Why the body is not JSON, when it is not.
    public var syntaxError: JSONSyntaxError?
    /// Whether the provider token's signature was checked (false without `--auth-key`).
    public var signatureChecked: Bool
  }

  /// What the gate decided.
  public enum Decision: Equatable, Sendable {
    /// APNs answers with an error.
    case refused(Refusal)
    /// APNs takes the push and sends it to the device.
    case accepted(Accepted)
  }

  /// The push types APNs knows (`apns-push-type`).
  public static let pushTypes: Set<String> = [
    "alert", "background", "location", "voip", "complication", "fileprovider", "mdm", "liveactivity",
    "pushtotalk", "widgets", "controls",
  ]
  /// The largest body APNs accepts, in bytes (5,120 for a broadcast).
  public static let maximumPayloadBytes = 4096
  /// The largest broadcast body APNs accepts, in bytes.
  public static let maximumBroadcastPayloadBytes = 5120
  /// The path a token's pushes are posted to, before the token.
  static let devicePath = PushHeaders.devicePath
  /// The path a broadcast is posted to, before the app's bundle identifier.
  static let broadcastPath = PushHeaders.broadcastPath
  /// Both paths, as the answers word them.
  static let paths = "POST /3/device/{token} or /4/broadcasts/apps/{bundle id}"
  /// The headers APNs reads, which a request may send once each.
  static let apnsHeaders = [
    "authorization", "apns-push-type", "apns-topic", "apns-priority", "apns-expiration", "apns-collapse-id",
    "apns-id", "apns-channel-id",
  ]

  /// The provider's credentials.
  public var credentials: Credentials
  /// The provider token last accepted for each key id, to refuse one renewed within 20 minutes.
  var lastTokens: [String: (text: String, issuedAt: Double)] = [:]
  /// The last `authorization` header read, and the token it holds.
  var lastRead: (header: String, token: ProviderToken)?

  /// A gate.
  public init(credentials: Credentials = Credentials()) {
    self.credentials = credentials
  }

  /// Decides what APNs answers `request`. `phone` holds the tokens and apps it routes by, `apps` every app
  /// on it, `wall` the real time (provider tokens are signed by a real clock, whatever the phone's).
  public mutating func check(
    _ request: APNsRequest, phone: SimulatedPhone, apps: [ActivityDefinition], wall: Date
  ) -> Decision {
    if let id = request.value("apns-id"), !PushDecoder.isUUID(id) {
      return .refused(
        Refusal(.badMessageId, "apns-id \"\(id.abbreviated)\" is not a UUID (8-4-4-4-12 hex digits)"))
    }
    for name in Self.apnsHeaders where request.values(name).count > 1 {
      return .refused(Refusal(.duplicateHeaders, "\(name) was sent \(request.values(name).count) times"))
    }
    guard request.method == "POST" else {
      return .refused(
        Refusal(.methodNotAllowed, "method \(request.method.abbreviated); APNs takes \(Self.paths)"))
    }
    if let broadcast = Self.broadcastApp(inPath: request.path) {
      return checkBroadcast(request, app: broadcast, phone: phone, apps: apps, wall: wall)
    }
    // A path APNs has no route for is refused before any header is read.
    guard request.path.hasPrefix(Self.devicePath) else {
      return .refused(Refusal(.badPath, "path \"\(request.path.abbreviated)\" is not \(Self.paths)"))
    }
    guard let topic = request.value("apns-topic"), !topic.isEmpty else {
      return .refused(
        Refusal(
          .missingTopic,
          "no apns-topic; a Live Activity push needs \"<bundle id>\(PushHeaders.topicSuffix)\""))
    }
    if let refusal = checkHeaders(request) { return .refused(refusal) }
    let token: String
    switch Self.token(inPath: request.path) {
    case .failure(let refusal): return .refused(refusal)
    case .success(let found): token = found
    }
    if let refusal = Self.checkTopic(topic, token: token, phone: phone, apps: apps) {
      return .refused(refusal)
    }
    var accepted = Accepted(
      token: token, topic: topic, channel: nil, pushType: request.value("apns-push-type"), envelope: nil,
      syntaxError: nil, signatureChecked: false)
    if let channel = request.value("apns-channel-id") {
      accepted.notes.append(
        "apns-channel-id \"\(channel.abbreviated)\" is read only on POST \(Self.broadcastPath){bundle id}; this push"
          + " went to the token, not to the channel's activities")
    }
    return finishChecks(request, accepted, limit: Self.maximumPayloadBytes, wall: wall)
  }

  /// The provider token and the body, then the push as the phone receives it.
  mutating func finishChecks(_ request: APNsRequest, _ checked: Accepted, limit: Int, wall: Date) -> Decision
  {
    var accepted = checked
    switch checkProviderToken(request.value("authorization"), wall: wall) {
    case .failure(let refusal): return .refused(refusal)
    case .success(let checked): accepted.signatureChecked = checked
    }
    guard request.bodyByteCount > 0 else { return .refused(Refusal(.payloadEmpty, "the body is empty")) }
    guard request.bodyByteCount <= limit else {
      return .refused(
        Refusal(
          .payloadTooLarge,
          "the body is \(request.bodyByteCount) bytes; APNs accepts at most \(limit)"
            + (accepted.channel == nil ? "" : " for a broadcast")))
    }
    do {
      let body = try JSONParser.parse(bytes: request.body)
      accepted.envelope = Self.envelope(request, token: accepted.token, body: body)
    } catch {
      accepted.syntaxError = error
    }
    return .accepted(accepted)
  }

  /// `apns-priority`, `apns-push-type`, `apns-expiration` and `apns-collapse-id`, as APNs reads them.
  func checkHeaders(_ request: APNsRequest) -> Refusal? {
    if let collapse = request.value("apns-collapse-id"),
      collapse.utf8.count > PushDecoder.maximumCollapseIDBytes
    {
      return Refusal(
        .badCollapseId,
        "apns-collapse-id is \(collapse.utf8.count) bytes; APNs takes at most \(PushDecoder.maximumCollapseIDBytes)"
      )
    }
    let pushType = request.value("apns-push-type")
    if let text = request.value("apns-priority") {
      let allowed: Set<Int> = pushType == "liveactivity" ? [5, 10] : [1, 5, 10]
      guard let priority = Int(text), allowed.contains(priority) else {
        return Refusal(
          .badPriority,
          "apns-priority \"\(text.abbreviated)\"; APNs takes "
            + (pushType == "liveactivity" ? "5 or 10 for a liveactivity push" : "1, 5 or 10"))
      }
    }
    if let pushType, !Self.pushTypes.contains(pushType) {
      return Refusal(
        .invalidPushType,
        "apns-push-type \"\(pushType.abbreviated)\" is not a push type APNs knows; a Live Activity push"
          + " sends \"liveactivity\"")
    }
    if let text = request.value("apns-expiration"), Int(text).map({ $0 >= 0 }) != true {
      return Refusal(
        .badExpirationDate,
        "apns-expiration \"\(text.abbreviated)\" is not a Unix time in seconds (or 0 for now or never)")
    }
    return nil
  }

  /// The token `/3/device/{token}` names.
  static func token(inPath path: String) -> Result<String, Refusal> {
    let prefix = devicePath
    let pathOnly = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
    guard pathOnly.hasPrefix(prefix) else {
      return .failure(Refusal(.badPath, "path \"\(path.abbreviated)\" is not \(paths)"))
    }
    let token = pathOnly.dropFirst(prefix.count)
    guard !token.isEmpty else {
      return .failure(Refusal(.missingDeviceToken, "the path names no token: /3/device/{token}"))
    }
    guard !token.contains("/") else {
      return .failure(Refusal(.badPath, "path \"\(path.abbreviated)\" is not \(paths)"))
    }
    if let problem = PushToken.formProblem(String(token)) {
      return .failure(
        Refusal(
          .badDeviceToken,
          "token \"\(String(token).abbreviated)\" \(problem); a push token is an even number of hex digits:"
            + " send the token as pushTokenUpdates gave it, hex-encoded"))
    }
    return .success(token.lowercased())
  }

  /// The request as a payload envelope, with the headers the device's decoder reads: a push to a token
  /// names the token (and the path, not `apns-channel-id`, decides it is no broadcast); a broadcast names
  /// its channel (and its path, not `apns-topic`, names the app).
  static func envelope(_ request: APNsRequest, token: String?, body: JSONValue) -> JSONValue {
    let unread = token == nil ? "apns-topic" : "apns-channel-id"
    let headers = request.headers.filter { $0.name.hasPrefix("apns-") && $0.name != unread }.map { header in
      JSONMember(key: header.name, value: .string(header.value))
    }
    return .object(
      (token.map { [JSONMember(key: "token", value: .string($0))] } ?? []) + [
        JSONMember(key: "headers", value: .object(headers)),
        JSONMember(key: "body", value: body),
      ])
  }
}
