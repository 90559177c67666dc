import Diagnostics
import JSON
import SwiftParsing
import Views

extension LayoutImporter {
  static let fonts: Set<String> = [
    "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
    "caption",
    "caption2",
  ]
  static let weights: Set<String> = [
    "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
  ]
  /// Modifiers an inner view sets for itself: an outer one of the same kind does not override it.
  static let inherited: Set<String> = [
    "font", "fontWeight", "bold", "italic", "monospacedDigit", "color", "lineLimit", "truncationMode",
    "minimumScaleFactor", "multilineTextAlignment", "tint",
  ]
  /// Modifiers la-sim need not draw here: they change nothing a frame shows, or the Lock Screen's own
  /// (its tint and action colour) are read by `lockScreenModifiers`.
  static let ignorable: Set<String> = [
    "activityBackgroundTint", "activitySystemActionForegroundColor", "id", "accessibilityLabel",
    "accessibilityHidden", "accessibilityElement",
  ]

  /// `node` with the modifier `name(arguments)` applied; a ternary argument splits the view into an `if`.
  mutating func modifier(
    _ name: String, _ arguments: [SwiftArgument], _ closures: [SwiftTrailingClosure], on node: Node,
    _ scope: LayoutScope, at position: SourcePosition
  ) -> Node {
    var resolved: [SwiftArgument] = []
    for argument in arguments {
      resolved.append(
        SwiftArgument(label: argument.label, value: staleChoice(constant(argument.value, scope), scope)))
    }
    let arguments = resolved
    if arguments.count == 1, case .ternary(let condition, let then, let otherwise) = arguments[0].value.kind,
      let (test, _) = self.condition(.expression(condition), scope)
    {
      let first = modifier(
        name, [SwiftArgument(label: arguments[0].label, value: then)], closures, on: node, scope, at: position
      )
      let second = modifier(
        name, [SwiftArgument(label: arguments[0].label, value: otherwise)], closures, on: node, scope,
        at: position)
      return [
        JSONMember(key: "if", value: test), JSONMember(key: "then", value: .object(first)),
        JSONMember(key: "else", value: .object(second)),
      ]
    }
    // A modifier on an `if` applies to the view either branch draws.
    if node.first?.key == "if" {
      var result = node
      for index in result.indices where result[index].key == "then" || result[index].key == "else" {
        guard case .object(let branch) = result[index].value else { continue }
        result[index].value = .object(modifier(name, arguments, closures, on: branch, scope, at: position))
      }
      return result
    }
    guard let (key, value) = modifierValue(name, arguments, closures, scope, at: position) else {
      return node
    }
    var result = node
    if let existing = result.firstIndex(where: { $0.key == key }) {
      if Self.inherited.contains(key) { return node }
      if key == "padding", let merged = Self.mergePadding(result[existing].value, value) {
        result[existing].value = merged
        return result
      }
      unsupported(scope.file, position, ".\(name)(…) applied twice to one view; the outer one is left out")
      return node
    }
    if key == "padding",
      result.contains(where: { $0.key == "frame" || $0.key == "background" || $0.key == "capsule" })
    {
      unsupported(
        scope.file, position, ".padding outside a .frame or .background: la-sim pads inside them; left out")
      return node
    }
    result.append(JSONMember(key: key, value: value))
    return result
  }

  /// The fixture key and value for one modifier, or nil (with an issue) when la-sim does not model it.
  mutating func modifierValue(
    _ name: String, _ arguments: [SwiftArgument], _ closures: [SwiftTrailingClosure], _ scope: LayoutScope,
    at position: SourcePosition
  ) -> (String, JSONValue)? {
    func reject(_ why: String = "not a form la-sim models") -> (String, JSONValue)? {
      unsupported(
        scope.file, position,
        ".\(name)(\(Self.short(arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.source }.joined(separator: ", ")))): \(why); left out"
      )
      return nil
    }
    let single = arguments.count == 1 && arguments[0].label == nil ? arguments[0].value : nil
    let member: String? = {
      guard let single, case .implicitMember(let value) = single.kind else { return nil }
      return value
    }()
    switch name {
    case "font":
      guard let member, Self.fonts.contains(member) else {
        return reject("la-sim models the text styles (.caption, .headline, …)")
      }
      return ("font", .string(member))
    case "fontWeight":
      guard let member, Self.weights.contains(member) else { return reject() }
      return ("fontWeight", .string(member))
    case "bold", "italic", "monospacedDigit":
      if arguments.isEmpty { return (name, .bool(true)) }
      guard let single, case .bool(let flag) = single.kind else { return reject() }
      return (name, .bool(flag))
    case "foregroundStyle", "foregroundColor", "fill", "tint":
      guard let single, let color = colorText(single, scope) else {
        return reject("la-sim models SwiftUI's named colours, with .opacity")
      }
      return (name == "fill" ? "fill" : name == "tint" ? "tint" : "color", .string(color))
    case "background":
      guard let single, closures.isEmpty, let color = colorText(single, scope) else {
        return reject("la-sim models a background colour")
      }
      return ("background", .string(color))
    case "clipShape":
      guard let single, case .call(let callee, let shapeArguments, _) = single.kind,
        case .identifier(let shape) = callee.kind
      else {
        return reject()
      }
      if let simple = Self.shapeNames[shape], shapeArguments.isEmpty { return ("clipShape", .string(simple)) }
      guard shape == "RoundedRectangle", shapeArguments.count == 1, shapeArguments[0].label == "cornerRadius",
        let radius = PreviewReader.number(shapeArguments[0].value)
      else { return reject() }
      return ("clipShape", roundedRectangle(radius))
    case "lineLimit":
      guard let single, let limit = PreviewReader.number(single), limit >= 1, limit <= 1000,
        limit == limit.rounded()
      else {
        return reject()
      }
      return ("lineLimit", .int(Int(limit)))
    case "truncationMode":
      guard let member, ["head", "middle", "tail"].contains(member) else { return reject() }
      return ("truncationMode", .string(member))
    case "multilineTextAlignment":
      guard let member, ["leading", "center", "trailing"].contains(member) else { return reject() }
      return ("multilineTextAlignment", .string(member))
    case "minimumScaleFactor":
      guard let single, let factor = PreviewReader.number(single), factor > 0, factor <= 1 else {
        return reject()
      }
      return ("minimumScaleFactor", Self.number(factor))
    case "layoutPriority":
      guard let single, let priority = PreviewReader.number(single), abs(priority) <= 1000 else {
        return reject()
      }
      return ("layoutPriority", Self.number(priority))
    case "padding":
      guard let padding = paddingValue(arguments) else { return reject() }
      return ("padding", padding)
    case "frame":
      guard let frame = frameValue(arguments) else { return reject() }
      return ("frame", frame)
    case "fixedSize":
      if arguments.isEmpty { return ("fixedSize", .bool(true)) }
      var axes: [JSONMember] = []
      for argument in arguments {
        guard argument.label == "horizontal" || argument.label == "vertical",
          case .bool(let flag) = argument.value.kind
        else {
          return reject()
        }
        axes.append(JSONMember(key: argument.label ?? "", value: .bool(flag)))
      }
      return ("fixedSize", .object(axes))
    default:
      if Self.ignorable.contains(name) { return nil }
      return reject("la-sim does not model .\(name)")
    }
  }

  /// A colour as the fixture writes it: `green`, `gray.opacity(0.3)`, `{status.color}.opacity(0.2)`.
  func colorText(_ expr: SwiftExpr, _ scope: LayoutScope, depth: Int = 0) -> String? {
    if depth < 16, case .identifier(let name) = expr.kind,
      case .expression(let value, let outer)? = scope.binding(name)
    {
      return colorText(value, outer, depth: depth + 1)
    }
    switch expr.kind {
    case .implicitMember(let name):
      return NamedColor(name: name) != nil ? name : nil
    case .member(let base, let name):
      if case .identifier("Color") = base.kind { return NamedColor(name: name) != nil ? name : nil }
      if let reference = fieldReference(expr, scope), reference.steps == ["color"] {
        return "{\(reference.path)}"
      }
      return nil
    case .call(let callee, let arguments, _):
      guard case .member(let base, "opacity") = callee.kind, arguments.count == 1, arguments[0].label == nil,
        let opacity = PreviewReader.number(arguments[0].value), opacity >= 0, opacity <= 1,
        let color = colorText(base, scope), !color.contains(".opacity")
      else { return nil }
      return "\(color).opacity(\(Self.decimal(opacity)))"
    default:
      if let reference = fieldReference(expr, scope), reference.steps == ["color"] {
        return "{\(reference.path)}"
      }
      return nil
    }
  }

  /// `0.3`, `1`.
  static func decimal(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// A name bound to a constant (a custom view's property with a default value, or its argument) replaced
  /// by that constant, so that `.frame(width: dotSize)` reads the number.
  func constant(_ expr: SwiftExpr, _ scope: LayoutScope, depth: Int = 0) -> SwiftExpr {
    guard depth < 16, case .identifier(let name) = expr.kind,
      case .expression(let value, let outer)? = scope.binding(name), fieldReference(expr, scope) == nil
    else { return expr }
    return constant(value, outer, depth: depth + 1)
  }

  /// `context.isStale ? a : b` as the variant being drawn reads it (and the slot then has a stale layout).
  mutating func staleChoice(_ expr: SwiftExpr, _ scope: LayoutScope, depth: Int = 0) -> SwiftExpr {
    guard depth < 16, case .ternary(let condition, let then, let otherwise) = expr.kind,
      let wanted = isStaleTest(condition, scope)
    else { return expr }
    sawStale = true
    return staleChoice(wanted == scope.stale ? then : otherwise, scope, depth: depth + 1)
  }
}
