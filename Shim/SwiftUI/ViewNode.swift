/// What a view evaluates to: one view of la-sim's layout vocabulary, several that join the enclosing stack
/// (a `TupleView`, `ForEach`, `Group`), nothing, or a view la-sim cannot draw yet (named with its line).
public struct _ViewNode: Sendable {
  package enum Kind: Sendable {
    case empty
    case view([(String, NodeValue)])
    case group([_ViewNode])
    case unsupported(String)
  }

  package var kind: Kind
  package var site: SourceSite?

  package init(_ kind: Kind, site: SourceSite? = nil) {
    self.kind = kind
    self.site = site
  }

  package static let empty = _ViewNode(.empty)

  /// A view of `kind` (`"text"`, `"hstack"`, …) with `value`.
  package static func view(_ key: String, _ value: NodeValue, site: SourceSite) -> _ViewNode {
    _ViewNode(.view([(key, value)]), site: site)
  }

  /// The views this one stands for inside a stack: a group's members, or itself.
  package var flattened: [_ViewNode] {
    switch kind {
    case .empty: return []
    case .group(let nodes): return nodes.flatMap(\.flattened)
    case .view, .unsupported: return [self]
    }
  }

  /// The view as la-sim reads a region: several views stack vertically, as a region's implicit container
  /// does; nil when there is nothing to draw. Throws for a view la-sim cannot draw.
  package func value() throws(UnsupportedView) -> NodeValue? {
    let views = flattened
    if views.isEmpty { return nil }
    if views.count == 1 { return try views[0].single() }
    var children: [NodeValue] = []
    for view in views { children.append(try view.single()) }
    return .object([("vstack", .array(children))])
  }

  /// One view's JSON.
  package func single() throws(UnsupportedView) -> NodeValue {
    switch kind {
    case .view(let members): return .object(members)
    case .unsupported(let what): throw UnsupportedView(what: what, site: site)
    case .empty, .group: return try value() ?? .object([("vstack", .array([]))])
    }
  }
}

/// A view la-sim's layout has no counterpart for yet, and where it was written.
package struct UnsupportedView: Error {
  package var what: String
  package var site: SourceSite?

  package var message: String {
    "\(site.map { "\($0): " } ?? "")\(what) has no counterpart in la-sim's layout yet"
  }
}
