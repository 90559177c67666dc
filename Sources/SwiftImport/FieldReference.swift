import SwiftParsing
import Views

/// A field as a text placeholder reads it: `status`, `status.rawValue.capitalized`, `name.uppercased()`.
struct FieldReference: Equatable {
  /// The fixture's field name (the JSON key, or a derived field's name).
  var key: String
  /// Member steps after it, as the placeholder spells them.
  var steps: [String] = []

  var path: String { ([key] + steps).joined(separator: ".") }
}

extension LayoutImporter {
  /// The members a placeholder may chain after a field.
  static let placeholderSteps: Set<String> = ["rawValue", "emoji", "icon", "color", "capitalized"]

  /// The field `expr` reads: `context.state.x`, `context.attributes.x`, a bound local or argument, with
  /// `.rawValue`, `.emoji`, `.icon`, `.color`, `.capitalized`, `.uppercased()`, `.lowercased()` after it.
  func fieldReference(_ expr: SwiftExpr, _ scope: LayoutScope, depth: Int = 0) -> FieldReference? {
    guard depth < 32 else { return nil }
    switch expr.kind {
    case .identifier(let name):
      switch scope.binding(name) {
      case .field(let path)?:
        let parts = path.split(separator: ".").map(String.init)
        return FieldReference(key: parts[0], steps: Array(parts.dropFirst()))
      case .expression(let argument, let outer)?: return fieldReference(argument, outer, depth: depth + 1)
      default: return nil
      }
    case .member(let base, let name):
      if let binding = baseBinding(base, scope, depth: depth) {
        switch binding {
        case .state: return contentKey(name).map { FieldReference(key: $0) }
        case .attributes: return attributeKey(name).map { FieldReference(key: $0) }
        default: return nil
        }
      }
      guard var reference = fieldReference(base, scope, depth: depth + 1),
        Self.placeholderSteps.contains(name),
        !["emoji", "icon", "color"].contains(name)
          || (reference.steps.isEmpty && caseValuesExist(name, of: reference.key))
      else { return nil }
      reference.steps.append(name)
      return reference
    case .call(let callee, let arguments, let closures) where arguments.isEmpty && closures.isEmpty:
      guard case .member(let base, let name) = callee.kind, name == "uppercased" || name == "lowercased",
        var reference = fieldReference(base, scope, depth: depth + 1)
      else { return nil }
      reference.steps.append(name + "()")
      return reference
    default: return nil
    }
  }

  /// What `context`, `context.state` or `context.attributes` (or a name bound to them) is.
  func baseBinding(_ expr: SwiftExpr, _ scope: LayoutScope, depth: Int = 0) -> LayoutScope.Binding? {
    guard depth < 32 else { return nil }
    switch expr.kind {
    case .identifier(let name):
      switch scope.binding(name) {
      case .expression(let argument, let outer)?: return baseBinding(argument, outer, depth: depth + 1)
      case .state?: return .state
      case .attributes?: return .attributes
      case .context?: return .context
      default: return nil
      }
    case .member(let base, let name):
      guard case .context? = baseBinding(base, scope, depth: depth + 1) else { return nil }
      if name == "state" { return .state }
      if name == "attributes" { return .attributes }
      return nil
    default: return nil
    }
  }

  /// Whether every case of the enum field `key` has the fixture's `emoji`, `icon` or `color`: a
  /// placeholder reading a value the fixture lacks would not load.
  func caseValuesExist(_ step: String, of key: String) -> Bool {
    guard let field = field(key), let enumeration = model.enums.first(where: { $0.name == field.type }) else {
      return false
    }
    return enumeration.cases.allSatisfy { enumCase in
      switch step {
      case "emoji": enumCase.emoji != nil
      case "icon": enumCase.icon.map { SymbolCatalog.lookup($0).loads } ?? false
      default: enumCase.color.map { NamedColor(name: $0) != nil } ?? false
      }
    }
  }

  /// A `ContentState` property's key (stored or derived).
  func contentKey(_ name: String) -> String? {
    if let field = model.contentState.first(where: { $0.name == name }) { return field.key }
    if model.derived.contains(where: { $0.name == name }) { return name }
    return nil
  }

  func attributeKey(_ name: String) -> String? { model.attributes.first { $0.name == name }?.key }

  /// The field named `key`, stored.
  func field(_ key: String) -> SwiftField? {
    model.contentState.first { $0.key == key } ?? model.attributes.first { $0.key == key }
  }
}
