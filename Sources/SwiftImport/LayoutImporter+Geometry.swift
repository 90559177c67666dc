import JSON
import SwiftParsing

extension LayoutImporter {
  /// `.padding()`, `.padding(8)`, `.padding(.horizontal, 8)`, `.padding(.bottom)`, `.padding([.top, .leading], 4)`.
  func paddingValue(_ arguments: [SwiftArgument]) -> JSONValue? {
    if arguments.isEmpty { return .bool(true) }
    guard arguments.allSatisfy({ $0.label == nil }), arguments.count <= 2 else { return nil }
    if arguments.count == 1, let points = PreviewReader.number(arguments[0].value) {
      guard points >= 0, points <= 10_000 else { return nil }
      return Self.number(points)
    }
    var edges: [String] = []
    switch arguments[0].value.kind {
    case .implicitMember(let edge): edges = [edge]
    case .array(let elements):
      for element in elements {
        guard case .implicitMember(let edge) = element.kind else { return nil }
        edges.append(edge)
      }
    default: return nil
    }
    let allowed: Set<String> = ["horizontal", "vertical", "top", "leading", "bottom", "trailing", "all"]
    guard !edges.isEmpty, edges.allSatisfy(allowed.contains) else { return nil }
    var points = 16.0
    if arguments.count == 2 {
      guard let value = PreviewReader.number(arguments[1].value), value >= 0, value <= 10_000 else {
        return nil
      }
      points = value
    }
    if edges == ["all"] { return Self.number(points) }
    return .object(edges.map { JSONMember(key: $0, value: Self.number(points)) })
  }

  /// Two paddings on different edges are one: `.padding(.horizontal, 16).padding(.bottom, 12)`.
  static func mergePadding(_ first: JSONValue, _ second: JSONValue) -> JSONValue? {
    guard case .object(let a) = first, case .object(let b) = second else { return nil }
    func edges(_ key: String) -> Set<String> {
      switch key {
      case "horizontal": ["leading", "trailing"]
      case "vertical": ["top", "bottom"]
      default: [key]
      }
    }
    let used = Set(a.flatMap { edges($0.key) })
    guard b.allSatisfy({ edges($0.key).isDisjoint(with: used) }) else { return nil }
    return .object(a + b)
  }

  /// `.frame(width:height:)` and `.frame(minWidth:maxWidth:…alignment:)`.
  func frameValue(_ arguments: [SwiftArgument]) -> JSONValue? {
    let lengths: Set<String> = [
      "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "idealWidth", "idealHeight",
    ]
    var members: [JSONMember] = []
    for argument in arguments {
      guard let label = argument.label else { return nil }
      if label == "alignment" {
        guard case .implicitMember(let alignment) = argument.value.kind else { return nil }
        members.append(JSONMember(key: "alignment", value: .string(alignment)))
        continue
      }
      guard lengths.contains(label), !label.hasPrefix("ideal") else { return nil }
      if case .implicitMember("infinity") = argument.value.kind, label.hasPrefix("max") {
        members.append(JSONMember(key: label, value: .string("infinity")))
        continue
      }
      if case .member(let base, "infinity") = argument.value.kind, case .identifier(let type) = base.kind,
        ["CGFloat", "Double"].contains(type), label.hasPrefix("max")
      {
        members.append(JSONMember(key: label, value: .string("infinity")))
        continue
      }
      guard let points = PreviewReader.number(argument.value), points >= 0, points <= 10_000 else {
        return nil
      }
      members.append(JSONMember(key: label, value: Self.number(points)))
    }
    return members.isEmpty ? nil : .object(members)
  }
}
