import Diagnostics
import JSON
import SwiftParsing
import Views

/// Translates the widget's `ActivityConfiguration` into the fixture's layouts: the Lock Screen closure,
/// `DynamicIsland { regions } compactLeading: … compactTrailing: … minimal: …`, with `if context.isStale`
/// as the stale layouts and `switch activityFamily` as the small family, custom views inlined.
struct LayoutImporter {
  let table: SwiftTypeTable
  let model: SwiftModel
  var issues: [ImportIssue] = []
  /// Set while a slot is translated, when its views depend on staleness or on the family.
  var sawStale = false
  var sawFamily = false
  /// How many times something was reported, repeats included: a slot knows whether its views were dropped.
  var reports = 0
  /// Nodes the fixture decoder has read (nil) or refused (why), by their JSON: each is decoded once.
  var checked: [String: String?] = [:]

  typealias Node = [JSONMember]

  struct Imported {
    var fresh: [JSONMember] = []
    var stale: [JSONMember] = []
    var topLevel: [JSONMember] = []
  }

  init(table: SwiftTypeTable, model: SwiftModel) {
    self.table = table
    self.model = model
  }

  mutating func unsupported(_ file: String, _ position: SourcePosition, _ message: String) {
    reports += 1
    let issue = ImportIssue(file: file, position: position, message: message)
    if !issues.contains(issue) { issues.append(issue) }
  }

  /// A view that could not be imported, drawn as a marked text so the gap shows.
  static func placeholder(_ what: String) -> Node { [JSONMember(key: "text", value: .string("‹\(what)›"))] }

  mutating func read() -> Imported {
    var imported = Imported()
    guard let (configuration, file) = findConfiguration() else {
      unsupported(
        model.place.file, model.place.position,
        "no ActivityConfiguration(for: \(model.attributesType).self) in the files; placeholder layouts stand in"
      )
      imported.fresh =
        ["lockScreen", "compactLeading", "compactTrailing", "minimal"].map {
          JSONMember(key: $0, value: .object(Self.placeholder("not imported")))
        } + [JSONMember(key: "expanded", value: .object([]))]
      return imported
    }
    guard case .call(_, _, let closures) = configuration.kind else { return imported }
    let scope = LayoutScope(file: file)
    // The Lock Screen and its small family.
    if let lock = closures.first(where: { $0.label == nil }) {
      let variants = slotVariants(lock.closure, scope, family: true)
      imported.fresh.append(JSONMember(key: "lockScreen", value: .object(variants.fresh)))
      if let stale = variants.stale {
        imported.stale.append(JSONMember(key: "lockScreen", value: .object(stale)))
      }
      imported.topLevel = lockScreenModifiers(lock.closure, scope)
      if let small = variants.small {
        imported.fresh.append(JSONMember(key: "small", value: .object(small)))
        if let stale = variants.smallStale {
          imported.stale.append(JSONMember(key: "small", value: .object(stale)))
        }
      }
    } else {
      unsupported(file, configuration.position, "ActivityConfiguration has no Lock Screen closure")
      imported.fresh.append(JSONMember(key: "lockScreen", value: .object(Self.placeholder("not imported"))))
    }
    let island = closures.first { $0.label == "dynamicIsland" }
    readIsland(island, scope, configuration: configuration, into: &imported)
    return imported
  }

  /// The first `ActivityConfiguration(for: Attributes.self) { … }` call in any property of the files.
  func findConfiguration() -> (SwiftExpr, String)? {
    for (file, declaration) in table.allDeclarations() {
      guard case .property(let property) = declaration.kind else { continue }
      var found: SwiftExpr?
      for statement in property.getter ?? [] {
        found = found ?? SwiftWalk.firstCall("ActivityConfiguration", in: statement)
      }
      if let initializer = property.initializer {
        found = found ?? SwiftWalk.firstCall("ActivityConfiguration", in: initializer)
      }
      if let found { return (found, file) }
    }
    return nil
  }

  /// A slot's fresh layout and, when its views read `context.isStale` or the family, the other variants.
  mutating func slotVariants(_ closure: SwiftClosure, _ outer: LayoutScope, family: Bool) -> (
    fresh: Node, stale: Node?, small: Node?, smallStale: Node?
  ) {
    var scope = outer
    if let name = closure.parameters.first { scope.bindings[name] = .context }
    sawStale = false
    sawFamily = false
    let fresh = slot(closure.statements, scope, at: closure.position)
    let stale = sawStale
    let small = sawFamily && family
    var staleScope = scope
    staleScope.stale = true
    var smallScope = scope
    smallScope.small = true
    var smallStaleScope = smallScope
    smallStaleScope.stale = true
    let staleNode = stale ? slot(closure.statements, staleScope, at: closure.position) : nil
    let smallNode = small ? slot(closure.statements, smallScope, at: closure.position) : nil
    let smallStaleNode =
      small && stale ? slot(closure.statements, smallStaleScope, at: closure.position) : nil
    return (fresh, staleNode, smallNode, smallStaleNode)
  }

  /// The one view a slot's statements make; several are stacked as SwiftUI's widget content would need
  /// a stack for, which la-sim does not assume: the first is kept and the rest reported.
  mutating func slot(_ statements: [SwiftStatement], _ scope: LayoutScope, at position: SourcePosition)
    -> Node
  {
    let before = reports
    let nodes = views(statements, scope)
    guard let first = nodes.first else {
      // Nothing drawn on purpose (`if !context.isStale { … }` when stale) is an empty region; nothing left
      // after a report is marked.
      return reports == before
        ? [JSONMember(key: "vstack", value: .array([]))] : Self.placeholder("not imported")
    }
    if nodes.count > 1 {
      unsupported(
        scope.file, position,
        "\(nodes.count) views side by side at the top of a presentation; only the first is kept (wrap them in a VStack or HStack)"
      )
    }
    return first
  }

  /// The lock screen's own modifiers: `.activityBackgroundTint`, `.activitySystemActionForegroundColor`.
  mutating func lockScreenModifiers(_ closure: SwiftClosure, _ scope: LayoutScope) -> [JSONMember] {
    var members: [JSONMember] = []
    for statement in closure.statements {
      guard case .expression(let expr) = statement.kind else { continue }
      for (name, arguments, position) in SwiftWalk.modifierChain(expr) {
        guard name == "activityBackgroundTint" || name == "activitySystemActionForegroundColor" else {
          continue
        }
        guard arguments.count == 1, let color = colorText(arguments[0].value, scope), !color.contains("{")
        else {
          unsupported(scope.file, position, ".\(name)(…) with a colour la-sim does not read; left out")
          continue
        }
        if name == "activitySystemActionForegroundColor", color.contains(".opacity") {
          unsupported(scope.file, position, ".\(name) with an opacity; la-sim reads a colour name only")
          continue
        }
        members.append(JSONMember(key: name, value: .string(color)))
      }
    }
    return members
  }

  /// `DynamicIsland { regions } compactLeading: { } compactTrailing: { } minimal: { }` and `.keylineTint`.
  mutating func readIsland(
    _ island: SwiftTrailingClosure?, _ outer: LayoutScope, configuration: SwiftExpr,
    into imported: inout Imported
  ) {
    var scope = outer
    guard let island, let first = island.closure.statements.first, case .expression(let expr) = first.kind,
      let call = SwiftWalk.innermostCall(expr, named: "DynamicIsland"),
      case .call(_, _, let closures) = call.kind
    else {
      unsupported(
        outer.file, island?.position ?? configuration.position,
        "no dynamicIsland: { DynamicIsland { … } … } closure; placeholders stand in")
      for key in ["compactLeading", "compactTrailing", "minimal"] {
        imported.fresh.append(JSONMember(key: key, value: .object(Self.placeholder("not imported"))))
      }
      imported.fresh.append(JSONMember(key: "expanded", value: .object([])))
      return
    }
    if let name = island.closure.parameters.first { scope.bindings[name] = .context }
    for (name, arguments, position) in SwiftWalk.modifierChain(expr) {
      if name == "keylineTint", arguments.count == 1, let color = colorText(arguments[0].value, scope),
        NamedColor(name: color) != nil
      {
        imported.topLevel.append(JSONMember(key: "keylineTint", value: .string(color)))
      } else {
        unsupported(scope.file, position, "DynamicIsland's .\(name)(…) is not modelled; left out")
      }
    }
    var expanded: [JSONMember] = []
    var expandedStale: [JSONMember] = []
    if let regions = closures.first(where: { $0.label == nil }) {
      for statement in regions.closure.statements {
        guard case .expression(let region) = statement.kind,
          case .call(let callee, let arguments, let bodies) = region.kind,
          case .identifier("DynamicIslandExpandedRegion") = callee.kind, let body = bodies.first,
          let placement = arguments.first, case .implicitMember(let name) = placement.value.kind,
          ["leading", "trailing", "center", "bottom"].contains(name)
        else {
          unsupported(
            scope.file, statement.position,
            "not a DynamicIslandExpandedRegion(.leading|.trailing|.center|.bottom) { … }; left out")
          continue
        }
        if arguments.count > 1 {
          unsupported(
            scope.file, arguments[1].value.position,
            "DynamicIslandExpandedRegion's \(arguments[1].label ?? "argument") is not modelled; left out")
        }
        let variants = slotVariants(body.closure, scope, family: false)
        expanded.append(JSONMember(key: name, value: .object(variants.fresh)))
        if let stale = variants.stale { expandedStale.append(JSONMember(key: name, value: .object(stale))) }
      }
    }
    for key in ["compactLeading", "compactTrailing", "minimal"] {
      guard let closure = closures.first(where: { $0.label == key }) else {
        unsupported(
          scope.file, call.position, "DynamicIsland has no \(key): closure; a placeholder stands in")
        imported.fresh.append(JSONMember(key: key, value: .object(Self.placeholder("not imported"))))
        continue
      }
      let variants = slotVariants(closure.closure, scope, family: false)
      imported.fresh.append(JSONMember(key: key, value: .object(variants.fresh)))
      if let stale = variants.stale { imported.stale.append(JSONMember(key: key, value: .object(stale))) }
    }
    imported.fresh.append(JSONMember(key: "expanded", value: .object(expanded)))
    if !expandedStale.isEmpty {
      imported.stale.append(JSONMember(key: "expanded", value: .object(expandedStale)))
    }
  }
}
