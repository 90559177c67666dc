import Fixture

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LiveActivity {
  /// Why `request` refuses to start an activity, as ActivityKit's `ActivityAuthorizationError` does.
  public enum RequestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Attributes and content state encode to more than the budget: `attributesTooLarge`, with the measured
    /// sizes in bytes.
    case attributesTooLarge(attributes: Int, content: Int, limit: Int)

    /// The measured size in bytes.
    public var size: Int {
      switch self {
      case .attributesTooLarge(let attributes, let content, _): attributes + content
      }
    }

    /// One line: `attributesTooLarge: … encode to 4321 bytes (attributes 120 + content state 4201), over …`.
    public var description: String {
      switch self {
      case .attributesTooLarge(let attributes, let content, let limit):
        "attributesTooLarge: attributes and content state encode to \(attributes + content) bytes"
          + " (attributes \(attributes) + content state \(content)), over the \(limit)-byte budget"
      }
    }
  }

  /// Starts `definition` at pipeline step `step` as `Activity.request` does: refused when attributes and
  /// content state are over the 4 KB budget.
  public static func request(
    definition: ActivityDefinition, startingAt date: Date, step: Int = 0
  ) throws(RequestError) -> LiveActivity {
    let activity = LiveActivity(definition: definition, startingAt: date, step: step)
    try checkBudget(attributes: activity.attributes, content: activity.content, definition: definition)
    return activity
  }

  /// Starts an activity with the given attributes and content (what `Activity.request(attributes:content:)` and
  /// a push-to-start carry), refused when they are over the 4 KB budget. `timestamp` is a start push's timestamp;
  /// later pushes must be newer.
  public static func request(
    definition: ActivityDefinition, attributes: [String: Value], content: ContentState, staleDate: Date?,
    relevanceScore: Double? = nil, alert: AlertContent? = nil, timestamp: Date? = nil, at date: Date,
    label: String = "start"
  ) throws(RequestError) -> LiveActivity {
    try checkBudget(attributes: attributes, content: content, definition: definition)
    return LiveActivity(
      definition: definition, attributes: attributes, content: content, staleDate: staleDate,
      relevanceScore: relevanceScore ?? definition.relevanceScore, alert: alert, timestamp: timestamp,
      at: date,
      label: label)
  }

  private static func checkBudget(
    attributes: [String: Value], content: ContentState, definition: ActivityDefinition
  ) throws(RequestError) {
    let sizes = ActivityEncoding.encodedSizes(
      attributes: attributes, content: content, definition: definition)
    if sizes.attributes + sizes.content > maximumEncodedSize {
      throw .attributesTooLarge(
        attributes: sizes.attributes, content: sizes.content, limit: maximumEncodedSize)
    }
  }
}
