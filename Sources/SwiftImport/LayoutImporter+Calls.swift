import Diagnostics
import JSON
import SwiftParsing
import Views

extension LayoutImporter {
  static let dateStyles = [
    "timer": "timer", "relative": "relative", "time": "time", "offset": "offset", "date": "date",
  ]

  /// A view made by a call: SwiftUI's views la-sim models, or a `struct V: View` of the files, inlined.
  mutating func call(
    _ name: String, _ arguments: [SwiftArgument], _ closures: [SwiftTrailingClosure], _ scope: LayoutScope,
    at position: SourcePosition
  ) -> Node? {
    func reject(_ why: String) -> Node? {
      unsupported(scope.file, position, "\(name)(…): \(why); left out")
      return nil
    }
    switch name {
    case "Text":
      return validated(text(arguments, scope, at: position), scope, at: position)
    case "Image":
      guard arguments.count == 1, arguments[0].label == "systemName",
        let icon = iconText(arguments[0].value, scope)
      else {
        return reject("la-sim draws Image(systemName:) with a symbol name or an enum field's icon")
      }
      return [JSONMember(key: "icon", value: .string(icon))]
    case "VStack", "HStack":
      var node: Node = []
      let children = views(closures.first?.closure.statements ?? [], scope)
      node.append(
        JSONMember(key: Self.stackNames[name] ?? "vstack", value: .array(children.map(JSONValue.object))))
      for argument in arguments {
        switch argument.label {
        case "alignment":
          guard case .implicitMember(let alignment) = argument.value.kind,
            (name == "VStack" ? ["leading", "center", "trailing"] : ["top", "center", "bottom"]).contains(
              alignment)
          else { return reject("alignment \(argument.value.source) is not one la-sim models") }
          node.append(JSONMember(key: "alignment", value: .string(alignment)))
        case "spacing":
          guard let spacing = PreviewReader.number(argument.value), spacing >= 0, spacing <= 10_000 else {
            return reject("spacing must be a number of points")
          }
          node.append(JSONMember(key: "spacing", value: Self.number(spacing)))
        default:
          return reject("argument \(argument.label ?? "_") is not modelled")
        }
      }
      return node
    case "Spacer":
      if arguments.isEmpty { return [JSONMember(key: "spacer", value: .bool(true))] }
      guard arguments.count == 1, arguments[0].label == "minLength",
        let length = PreviewReader.number(arguments[0].value),
        length >= 0, length <= 10_000
      else { return reject("la-sim models Spacer() and Spacer(minLength: points)") }
      return [
        JSONMember(key: "spacer", value: .object([JSONMember(key: "minLength", value: Self.number(length))]))
      ]
    case "ProgressView":
      guard arguments.count == 1, arguments[0].label == "value",
        let reference = fieldReference(arguments[0].value, scope),
        reference.steps.isEmpty
      else { return reject("la-sim models ProgressView(value: a Double field)") }
      return [JSONMember(key: "progress", value: .string(reference.key))]
    case "Label":
      return label(arguments, closures, scope, at: position)
    case "Circle", "Capsule", "Rectangle", "Ellipse":
      guard arguments.isEmpty else { return reject("arguments are not modelled") }
      return [JSONMember(key: "shape", value: .string(Self.shapeNames[name] ?? "rectangle"))]
    case "RoundedRectangle":
      guard arguments.count == 1, arguments[0].label == "cornerRadius",
        let radius = PreviewReader.number(arguments[0].value)
      else { return reject("la-sim models RoundedRectangle(cornerRadius:)") }
      return [JSONMember(key: "shape", value: roundedRectangle(radius))]
    case "ForEach":
      guard arguments.count == 2, case .member(let type, "allCases") = arguments[0].value.kind,
        case .identifier(let enumName) = type.kind, model.enums.contains(where: { $0.name == enumName }),
        arguments[1].label == "id", case .keyPath("self") = arguments[1].value.kind, let body = closures.first
      else {
        return reject("la-sim models ForEach(E.allCases, id: \\.self) { c in … } over an enum of the model")
      }
      var inner = scope
      if let variable = body.closure.parameters.first { inner.bindings[variable] = .enumCase(enumName) }
      let content = views(body.closure.statements, inner)
      return [
        JSONMember(key: "forEach", value: .string(enumName)),
        JSONMember(key: "content", value: Self.single(content)),
      ]
    case "Group":
      guard arguments.isEmpty, let body = closures.first else { return reject("not a Group { … }") }
      return Self.first(views(body.closure.statements, scope))
    default:
      if let inlined = customView(name, arguments, closures, scope, at: position) { return inlined }
      return nil
    }
  }

  static func number(_ value: Double) -> JSONValue {
    value == value.rounded() && abs(value) < 1e15 ? .int(Int(value)) : .double(value)
  }

  func roundedRectangle(_ radius: Double) -> JSONValue {
    .object([
      JSONMember(
        key: "roundedRectangle", value: .object([JSONMember(key: "cornerRadius", value: Self.number(radius))])
      )
    ])
  }

  /// `"box.truck.fill"`, or an enum field's icon: `{status.icon}`.
  func iconText(_ expr: SwiftExpr, _ scope: LayoutScope) -> String? {
    if let literal = ModelReader.stringLiteral(expr) {
      return SymbolCatalog.lookup(literal).loads ? literal : nil
    }
    guard let reference = fieldReference(expr, scope), reference.steps == ["icon"] else { return nil }
    return "{\(reference.path)}"
  }

  /// `Label("Pickup", systemImage: "clock")` or `Label { title } icon: { icon }`.
  mutating func label(
    _ arguments: [SwiftArgument], _ closures: [SwiftTrailingClosure], _ scope: LayoutScope,
    at position: SourcePosition
  ) -> Node? {
    if arguments.count == 2, arguments[1].label == "systemImage",
      let icon = iconText(arguments[1].value, scope),
      let title = templateText(arguments[0].value, scope)
    {
      return [
        JSONMember(key: "label", value: .string(title)), JSONMember(key: "systemImage", value: .string(icon)),
      ]
    }
    if arguments.isEmpty, closures.count == 2, closures[1].label == "icon",
      let title = Self.first(views(closures[0].closure.statements, scope)),
      let icon = Self.first(views(closures[1].closure.statements, scope))
    {
      return [
        JSONMember(
          key: "label",
          value: .object([
            JSONMember(key: "title", value: .object(title)), JSONMember(key: "icon", value: .object(icon)),
          ]))
      ]
    }
    unsupported(
      scope.file, position,
      "Label(…): la-sim models Label(\"title\", systemImage: \"name\") and Label { title } icon: { icon }; left out"
    )
    return nil
  }

  /// A `struct V: View` of the files, its body translated with its stored properties bound to the
  /// arguments (in the caller's scope).
  mutating func customView(
    _ name: String, _ arguments: [SwiftArgument], _ closures: [SwiftTrailingClosure], _ scope: LayoutScope,
    at position: SourcePosition
  ) -> Node? {
    guard let qualified = table.resolve(name, from: scope.viewType ?? ""), let entry = table[qualified],
      entry.inherits.contains("View")
    else {
      unsupported(
        scope.file, position,
        "\(name)(…) is not a view la-sim models, nor a struct \(name): View in the files; left out")
      return nil
    }
    guard scope.inlining < 16 else {
      unsupported(scope.file, position, "\(name) inlined more than 16 views deep; left out")
      return nil
    }
    var inner = LayoutScope(file: entry.file)
    inner.stale = scope.stale
    inner.small = scope.small
    inner.inlining = scope.inlining + 1
    inner.viewType = qualified
    var body: [SwiftStatement]?
    var remaining = arguments
    for member in entry.members {
      guard case .property(let property) = member.declaration.kind,
        !member.declaration.modifiers.contains("static")
      else { continue }
      if property.name == "body" {
        body = property.getter
        continue
      }
      if let attribute = member.declaration.attributes.first(where: { $0.hasPrefix("@Environment") }) {
        inner.bindings[property.name] =
          attribute.contains("activityFamily") ? .activityFamily : .unknownEnvironment(attribute)
        continue
      }
      guard property.getter == nil else { continue }
      if let index = remaining.firstIndex(where: { $0.label == property.name }) {
        inner.bindings[property.name] = .expression(remaining[index].value, scope)
        remaining.remove(at: index)
      } else if let value = property.initializer {
        inner.bindings[property.name] = .expression(value, inner)
      } else {
        unsupported(scope.file, position, "\(name)(…) gives no \(property.name); left out")
        return nil
      }
    }
    for argument in remaining {
      unsupported(
        scope.file, argument.value.position,
        "\(name)(…)'s argument \(argument.label ?? "_") matches no stored property; left out")
    }
    if !closures.isEmpty {
      unsupported(scope.file, position, "\(name)'s trailing closure is not modelled; left out")
    }
    guard let body else {
      unsupported(entry.file, entry.position, "\(name) has no var body: some View; left out")
      return nil
    }
    return Self.first(views(body, inner))
  }
}
