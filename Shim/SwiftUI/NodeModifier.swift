/// A view with one of la-sim's modifiers added to its node.
package struct _NodeModifier<Content: View>: View {
  let content: Content
  let key: String
  let value: NodeValue
  let combination: _ViewNode.Combination

  package init(content: Content, key: String, value: NodeValue, _ combination: _ViewNode.Combination) {
    self.content = content
    self.key = key
    self.value = value
    self.combination = combination
  }

  package var body: Never { fatalError("primitive") }
  package func _node() -> _ViewNode { content._node().modified(key, value, combination) }
}

/// A view whose evaluation also does something else: records a presentation's setting
/// (`activityBackgroundTint`), or notes a modifier that does not change layout.
package struct _EffectModifier<Content: View>: View {
  let content: Content
  let effect: () -> Void

  package init(content: Content, effect: @escaping () -> Void) {
    self.content = content
    self.effect = effect
  }

  package var body: Never { fatalError("primitive") }
  package func _node() -> _ViewNode {
    effect()
    return content._node()
  }
}
