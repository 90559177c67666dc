import Foundation

/// A text: a literal, an interpolated key, or a date drawn in a style.
public struct Text: View, Equatable {
  var segments: [LocalizedStringKey.Segment]
  /// The texts joined by `+`, each with its own modifiers; empty for a text of `segments`.
  var joined: [Text] = []
  /// `Text(timerInterval:)`: la-sim's `timerInterval` view and its settings; empty for any other text.
  var timer: [(String, NodeValue)] = []
  var members: [(String, NodeValue)] = []
  /// The key and arguments a localized text is looked up by; nil for a verbatim text, a `String`, or one
  /// drawing a date in a style.
  var localization: LocalizedStringKey?
  let site: SourceSite

  /// Two texts are equal when they show the same words (their modifiers are not compared).
  public static func == (lhs: Text, rhs: Text) -> Bool { lhs.segments == rhs.segments }

  /// A string shown as it is, never looked up.
  public init(
    verbatim content: String, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    segments = [.literal(content)]
    site = SourceSite(file, line, column)
  }

  /// A string value shown as it is, never looked up. Disfavoured, as SwiftUI's is: a string literal
  /// makes a `LocalizedStringKey`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ content: S, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    segments = [.literal(String(content))]
    site = SourceSite(file, line, column)
  }

  /// A literal or interpolated key (la-sim shows the source language).
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    segments = key.segments
    site = SourceSite(file, line, column)
    if !key.hasDateStyle { localization = key }
  }

  /// A value written by a format style: `Text(fraction, format: .percent)`.
  public init<F: FormatStyle>(
    _ input: F.FormatInput, format: F, file: StaticString = #fileID, line: UInt = #line,
    column: UInt = #column
  ) where F.FormatInput: Equatable, F.FormatOutput == String {
    segments = [.literal(format.format(input))]
    site = SourceSite(file, line, column)
  }

  /// A date in a style that changes with time.
  public init(
    _ date: Date, style: Text.DateStyle, file: StaticString = #fileID, line: UInt = #line,
    column: UInt = #column
  ) {
    segments = [.date(date, style)]
    site = SourceSite(file, line, column)
  }

  /// A timer over `interval`: counting down to its end (or up from its start), stopping there;
  /// `pauseTime` is not modelled (la-sim draws the running timer).
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    segments = []
    site = SourceSite(file, line, column)
    timer = [
      (
        "timerInterval",
        .object([
          ("start", .string(Self.instant(timerInterval.lowerBound))),
          ("end", .string(Self.instant(timerInterval.upperBound))),
        ])
      ),
      ("countsDown", .bool(countsDown)), ("showsHours", .bool(showsHours)),
    ]
  }

  /// How `Text(date, style:)` draws a date.
  public struct DateStyle: Equatable, Sendable {
    let name: String
    /// `10:30 AM`.
    public static let time = DateStyle(name: "time")
    /// `December 1, 2026`.
    public static let date = DateStyle(name: "date")
    /// `2 hrs, 23 min`.
    public static let relative = DateStyle(name: "relative")
    /// `+2 hours`.
    public static let offset = DateStyle(name: "offset")
    /// `29:59`, counting.
    public static let timer = DateStyle(name: "timer")
  }

  /// Primitive.
  public var body: Never { fatalError("Text is a primitive view") }

  /// A `text` view, or for a date la-sim's view of that style reading the instant (`"@"` and seconds since
  /// 1970); a text mixing both is a concatenation of parts.
  public func _node() -> _ViewNode {
    if !timer.isEmpty { return _ViewNode(.view(timer + members), site: site) }
    if !joined.isEmpty {
      let parts: [NodeValue] = joined.map { part in
        guard case .view(let members) = part._node().kind else { return .object([("text", .string(""))]) }
        return .object(members)
      }
      return _ViewNode(.view([("text", .array(parts))] + members), site: site)
    }
    let parts: [NodeValue] = segments.map { segment in
      switch segment {
      case .literal(let text): return .object([("text", .string(text))])
      case .date(let date, let style): return .object([(style.name, .string(Self.instant(date)))])
      }
    }
    let head: [(String, NodeValue)]
    switch parts.count {
    case 0: head = [("text", .string(""))]
    case 1: if case .object(let members) = parts[0] { head = members } else { head = [] }
    default: head = [("text", .array(parts))]
    }
    var tail: [(String, NodeValue)] = [("site", .string(site.short(callee: "Text")))]
    if let localization {
      tail += [
        ("key", .string(localization.key)), ("arguments", .array(localization.arguments.map(\.node))),
      ]
    }
    return _ViewNode(.view(head + members + tail), site: site)
  }

  /// An instant as la-sim's host layouts write it.
  package static func instant(_ date: Date) -> String { "@\(date.timeIntervalSince1970)" }
}
