import ActivityKit
import Foundation
import SwiftUI

/// Which presentation a Live Activity's `#Preview` shows: `.content` (the Lock Screen) or
/// `.dynamicIsland(.compact)`, `.dynamicIsland(.expanded)`, `.dynamicIsland(.minimal)`.
public struct ActivityPreviewViewKind: Sendable {
  /// A Dynamic Island presentation.
  public enum DynamicIslandPresentation: String, Sendable {
    /// Compact leading and trailing.
    case compact
    /// Expanded.
    case expanded
    /// Minimal.
    case minimal
  }

  let name: String

  /// The Lock Screen presentation.
  public static let content = ActivityPreviewViewKind(name: "content")
  /// A Dynamic Island presentation.
  public static func dynamicIsland(_ presentation: DynamicIslandPresentation) -> ActivityPreviewViewKind {
    ActivityPreviewViewKind(name: "dynamicIsland.\(presentation.rawValue)")
  }
}

/// The content states of a Live Activity's `#Preview`, one a line.
@resultBuilder
public enum _ContentStatesBuilder<State> {
  /// One state.
  public static func buildExpression(_ state: State) -> [State] { [state] }
  /// Several states, in order.
  public static func buildBlock(_ parts: [State]...) -> [State] { parts.flatMap { $0 } }
  /// States under `if`.
  public static func buildOptional(_ part: [State]?) -> [State] { part ?? [] }
  /// States of a branch.
  public static func buildEither(first part: [State]) -> [State] { part }
  /// States of a branch.
  public static func buildEither(second part: [State]) -> [State] { part }
  /// States of a `for` loop.
  public static func buildArray(_ parts: [[State]]) -> [State] { parts.flatMap { $0 } }
}

/// A Live Activity's `#Preview(…, as:, using:) { widget } contentStates: { … }`, as la-sim rewrites it: the
/// attribute values and content states, evaluated when the host is asked for them.
public struct _ActivityPreview {
  let evaluate: () -> NodeValue

  /// What the preview shows, as la-sim's widget host lists it.
  var value: NodeValue { evaluate() }
}

/// `#Preview` for a Live Activity, as la-sim compiles it (the macro is Xcode's): the widget is not drawn
/// here; its attribute values and content states become la-sim's steps.
public func _LaSimPreview<Attributes: ActivityAttributes, W: Widget>(
  _ name: String? = nil, as kind: ActivityPreviewViewKind, using attributes: Attributes,
  widget: @escaping () -> W,
  @_ContentStatesBuilder<Attributes.ContentState> contentStates: @escaping () -> [Attributes.ContentState]
) -> _ActivityPreview {
  _ActivityPreview {
    let encoder = JSONEncoder()
    func json<T: Encodable>(_ value: T) -> NodeValue {
      guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else {
        return .object([])
      }
      return .raw(text)
    }
    let states = contentStates()
    // Every enum's cases: all of them for a CaseIterable enum, else those the values show.
    var enums: [(name: String, cases: [(String, String)])] = []
    func schema(_ value: Any) -> NodeValue {
      var fields: [(String, NodeValue)] = []
      for child in Mirror(reflecting: value).children {
        guard let label = child.label else { continue }
        let (type, cases) = _PreviewField.type(of: child.value)
        fields.append((label.hasPrefix("_") ? String(label.dropFirst()) : label, .string(type)))
        guard let cases else { continue }
        let index = enums.firstIndex { $0.name == cases.name } ?? enums.endIndex
        if index == enums.endIndex { enums.append((cases.name, [])) }
        for item in cases.cases where !enums[index].cases.contains(where: { $0.1 == item.1 }) {
          enums[index].cases.append(item)
        }
      }
      return .object(fields)
    }
    let attributeSchema = schema(attributes)
    let stateSchema = states.first.map(schema) ?? .object([])
    for state in states.dropFirst() { _ = schema(state) }
    return .object([
      ("name", .string(name ?? "")), ("kind", .string(kind.name)),
      ("attributesType", .string(String(describing: Attributes.self))),
      ("attributes", json(attributes)), ("attributesSchema", attributeSchema),
      ("states", .array(states.map { json($0) })), ("contentStateSchema", stateSchema),
      (
        "enums",
        .object(
          enums.map { item in
            (
              item.name,
              .array(item.cases.map { .object([("case", .string($0.0)), ("rawValue", .string($0.1))]) })
            )
          })
      ),
      ("now", .number(Date().timeIntervalSinceReferenceDate)),
    ])
  }
}

/// A stored property's type in la-sim's fixture vocabulary, read from its value.
enum _PreviewField {
  static func type(of value: Any) -> (String, (name: String, cases: [(String, String)])?) {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      let inner = mirror.children.first.map { type(of: $0.value) }
      let name = String(describing: Swift.type(of: value))
      let wrapped =
        inner?.0 ?? (name.hasPrefix("Optional<") ? String(name.dropFirst(9).dropLast()) : "String")
      return (wrapped + "?", inner?.1)
    }
    switch value {
    case is Date: return ("Date", nil)
    case is String: return ("String", nil)
    case is Bool: return ("Bool", nil)
    case is Int: return ("Int", nil)
    case is Double, is Float: return ("Double", nil)
    default: break
    }
    let name = String(describing: Swift.type(of: value))
    guard let raw = value as? any RawRepresentable else { return (name, nil) }
    func cases<T: RawRepresentable>(_ value: T) -> [(String, String)] {
      var all: [Any] = [value]
      if let iterable = T.self as? any CaseIterable.Type { all = allCases(iterable) }
      return all.compactMap { item -> (String, String)? in
        guard let item = item as? T else { return nil }
        return (String(describing: item), "\(item.rawValue)")
      }
    }
    return (name, (name, cases(raw)))
  }

  static func allCases<T: CaseIterable>(_ type: T.Type) -> [Any] { Array(type.allCases) }
}
