import JSON
import Lifecycle

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The compiled host program, asked for the app's views: one process per batch of requests, killed when it
/// takes longer than the limit, so that a crash or a loop in the app's code never hangs la-sim.
public struct WidgetHost: Sendable {
  /// The program.
  public var executable: String
  /// The most one batch may take.
  public var timeout: Double = 10
  /// The most address space the app's code may take (a widget's views take tens of megabytes): a runaway
  /// allocation fails in the host, not on the user's machine.
  static let memoryLimit = 1 << 30

  /// A host.
  public init(executable: String, timeout: Double = 10) {
    self.executable = executable
    self.timeout = timeout
  }

  /// The host's answer for each activity, in order: a line of la-sim's layouts, for `HostLayoutDecoder`.
  public func answers(
    for activities: [LiveActivity],
    environment: WidgetHostRequest.Environment = WidgetHostRequest.Environment()
  ) throws(WidgetHostError) -> [[UInt8]] {
    let lines = try run(activities.map { WidgetHostRequest.line(for: $0, environment: environment) })
    for line in lines where line.starts(with: Array(#"{"error":"#.utf8)) {
      throw WidgetHostError(Self.errorMessage(line), exitCode: 65)
    }
    return lines
  }

  /// A value of a push (`part`: `contentState` or `attributes`) as the app's own `Codable` types decode it
  /// with a default `JSONDecoder`, as ActivityKit does: the value they encode again, or why they refused it.
  public struct Decoding: Sendable {
    /// The type named in the request (`attributes-type`, or the fixture's `attributesType`).
    public var attributesType: String
    /// `contentState` or `attributes`.
    public var part: String
    /// The payload's value.
    public var value: JSONValue

    /// A request.
    public init(attributesType: String, part: String, value: JSONValue) {
      self.attributesType = attributesType
      self.part = part
      self.value = value
    }
  }

  /// Each value decoded by the app's types and encoded again, or the app's decoding error, in order.
  public func decoded(_ requests: [Decoding]) throws(WidgetHostError) -> [Result<JSONValue, DecodingRefusal>]
  {
    guard !requests.isEmpty else { return [] }
    let lines = try run(
      requests.map { request in
        JSONValue.object([
          JSONMember(key: "attributesType", value: .string(request.attributesType)),
          JSONMember(key: "decode", value: .string(request.part)),
          JSONMember(key: "value", value: request.value),
        ]).serialized(pretty: false)
      })
    return lines.map { line in
      guard case .object(let members)? = try? JSONParser.parse(bytes: line),
        let decoded = members.first(where: { $0.key == "decoded" })?.value
      else { return .failure(DecodingRefusal(message: Self.errorMessage(line))) }
      return .success(decoded)
    }
  }

  /// Why the app's types refused a value: the `DecodingError`, as the host described it.
  public struct DecodingRefusal: Error, Sendable {
    /// The description.
    public var message: String
  }

  /// One answer line for each of `requests`, the host run once for all of them.
  func run(_ requests: [String]) throws(WidgetHostError) -> [[UInt8]] {
    let input = requests.map { $0 + "\n" }.joined()
    let count = requests.count
    guard
      let result = ChildRun.run(
        [executable], input: Array(input.utf8), timeout: timeout, memoryLimit: Self.memoryLimit,
        quietCrashes: true)
    else {
      throw WidgetHostError("cannot start the widget host \(executable)", exitCode: 70)
    }
    if result.timedOut {
      throw WidgetHostError(
        "the app's code did not answer within \(Self.seconds(timeout)) s (a loop in a view's body?);"
          + " the widget host was stopped", exitCode: 70)
    }
    let lines = result.stdout.split(separator: UInt8(ascii: "\n")).map(Array.init)
    guard result.status == 0, lines.count == count else {
      let reason =
        result.signal.map { "ended on signal \($0)" } ?? "exited with status \(result.status ?? -1)"
      // Swift's reason (`Fatal error: …`), without the stack of addresses that follows it.
      let detail = String(
        result.errorText.split(separator: "\n", omittingEmptySubsequences: false)
          .prefix { !$0.hasPrefix("Current stack trace:") }.joined(separator: "\n")
      ).trimmingTrailingNewlines
      throw WidgetHostError(
        "the app's code crashed while la-sim evaluated it (the widget host \(reason); it may use at most"
          + " \(Self.memoryLimit >> 30) GiB of memory), as it printed above", exitCode: 70,
        details: detail.isEmpty ? nil : detail)
    }
    return lines
  }

  static func errorMessage(_ line: [UInt8]) -> String {
    guard case .object(let members)? = try? JSONParser.parse(bytes: line),
      case .string(let message)? = members.first(where: { $0.key == "error" })?.value
    else { return String(decoding: line, as: UTF8.self) }
    return message
  }

  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}

extension WidgetHost {
  /// The app's Live Activity `#Preview`s, as the host evaluates them: for each, its attribute values and
  /// content states as the app's types encode them, their types, and the instant it was evaluated at.
  public func previews() throws(WidgetHostError) -> [JSONValue] {
    let line = try run([#"{"previews":true}"#])[0]
    guard case .object(let members)? = try? JSONParser.parse(bytes: line),
      case .array(let previews)? = members.first(where: { $0.key == "previews" })?.value
    else { throw WidgetHostError(Self.errorMessage(line), exitCode: 65) }
    return previews
  }
}

extension WidgetHost {
  /// The host for the app's Swift `files` (a folder's `.swift` files, or the files), compiled with `swiftc`
  /// (or the `swiftc` on `PATH`) unless the cache has it, and the sources as read.
  public static func built(files: [String], swiftc: String?) throws(WidgetHostError) -> (
    WidgetHost, WidgetSources
  ) {
    let sources = try WidgetSources.read(files)
    let build = WidgetHostBuild(swiftc: swiftc, environment: ProcessInfo.processInfo.environment)
    return (WidgetHost(executable: try build.build(sources).executable), sources)
  }
}

extension WidgetHost {
  /// The data each of the app's Live Activities encodes, as its own `Decodable` types ask for it
  /// (`SwiftModel`), with where `sources` declare each part.
  public func models(sources: WidgetSources) throws(WidgetHostError) -> [SwiftModel] {
    let line = try run([#"{"models":true}"#])[0]
    guard case .object(let members)? = try? JSONParser.parse(bytes: line),
      case .array(let models)? = members.first(where: { $0.key == "models" })?.value
    else { throw WidgetHostError(Self.errorMessage(line), exitCode: 65) }
    let read = try SwiftModel.models(models, sources: sources)
    guard !read.isEmpty else {
      throw WidgetHostError("the app's code declares no ActivityConfiguration", exitCode: 65)
    }
    return read
  }
}
