#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One step of the activity's pipeline: the content state an app sends when it advances.
public struct PipelineStep: Equatable, Sendable {
  /// A short name, e.g. `outForDelivery`, used by `--step NAME`.
  public var name: String
  /// The content state, with dates relative to the instant the step is applied.
  public var content: ContentTemplate
  /// The stale date relative to the instant the step is applied; nil for none.
  public var staleAfter: TimeInterval?
  /// The relevance score sent with the update, if any.
  public var relevanceScore: Double?
  /// The alert sent with the update, if any; `{field}` placeholders read the new content state.
  public var alert: AlertContent?
  /// When set, applying the step ends the activity with this dismissal policy.
  public var endsWith: DismissalTemplate?
  /// Whether `staleAfter` is the fixture's top-level default rather than the step's own.
  public var staleAfterIsDefault = false

  /// A step.
  public init(
    name: String, content: ContentTemplate, staleAfter: TimeInterval?, relevanceScore: Double? = nil,
    alert: AlertContent? = nil, endsWith: DismissalTemplate? = nil
  ) {
    self.name = name
    self.content = content
    self.staleAfter = staleAfter
    self.relevanceScore = relevanceScore
    self.alert = alert
    self.endsWith = endsWith
  }
}

/// A content state as a fixture writes it: values, or dates relative to "now".
public struct ContentTemplate: Equatable, Sendable {
  /// The field values; a relative date is resolved when the template is applied.
  public var fields: [String: TemplateValue]

  /// A template.
  public init(fields: [String: TemplateValue]) {
    self.fields = fields
  }

  /// The content state at `now`.
  public func resolve(at now: Date) -> ContentState {
    var values: [String: Value] = [:]
    for (name, field) in fields {
      switch field {
      case .value(let value): values[name] = value
      case .relativeDate(let offset): values[name] = .date(now.addingTimeInterval(offset))
      }
    }
    return ContentState(values: values)
  }
}

/// One field of a `ContentTemplate`.
public enum TemplateValue: Equatable, Sendable {
  /// A fixed value.
  case value(Value)
  /// A date at this many seconds after the instant the template is applied.
  case relativeDate(TimeInterval)
}

/// How an ending is written in a fixture: final content (nil keeps the current one) and the dismissal policy.
public struct EndTemplate: Equatable, Sendable {
  /// The final content state, or nil to keep the current content.
  public var content: ContentTemplate?
  /// The dismissal policy.
  public var dismissal: DismissalTemplate

  /// An ending.
  public init(content: ContentTemplate?, dismissal: DismissalTemplate) {
    self.content = content
    self.dismissal = dismissal
  }
}
