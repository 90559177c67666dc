import Fixture
import Rendering
import Views

extension Checker {
  /// Every slot of the fixture's fresh and stale layouts (and StandBy's view, when the code draws one),
  /// with its place in the fixture.
  static func layoutSlots(_ definition: ActivityDefinition) -> [(
    slot: LayoutSlot, place: String, node: LayoutNode
  )] {
    var slots: [(LayoutSlot, String, LayoutNode)] = []
    for (section, nodes) in [
      ("layouts", definition.layouts.fresh), ("staleLayouts", definition.layouts.stale),
    ] {
      for slot in LayoutSlot.allCases {
        if let node = nodes[slot] { slots.append((slot, "\(section).\(slot.fixtureKey)", node)) }
      }
    }
    // StandBy's own Lock Screen view (`isActivityFullscreen`): the code's, or a fixture's `layouts.standBy`.
    if let standBy = definition.layouts.standBy {
      slots.append((.lockScreen, "layouts.standBy", standBy))
    }
    return slots
  }

  /// LA004: icons whose SF Symbol has no terminal glyph or is one la-sim does not know, fixed or reached
  /// through an enum case.
  static func glyphFindings(_ definition: ActivityDefinition, file: String) -> [Finding] {
    var findings: [Finding] = []
    for (slot, place, node) in layoutSlots(definition) {
      let (presentation, region) = slot.placement
      for case .icon(let source, _) in node.allNodes {
        var missing: [(symbol: String, field: String?, detail: String?)] = []
        switch source {
        case .symbol(let name):
          if !SymbolGlyph.hasGlyph(name) { missing.append((name, nil, nil)) }
        case .enumField(let field):
          guard case .enumeration(let name)? = definition.fieldType(of: field),
            let enumeration = definition.enums[name]
          else { continue }
          for enumCase in enumeration.cases {
            guard let icon = enumCase.icon, !SymbolGlyph.hasGlyph(icon) else { continue }
            missing.append((icon, field, "{\(field).icon} when \(field) is \"\(enumCase.rawValue)\""))
          }
        }
        for (symbol, field, detail) in missing {
          findings.append(
            Finding(
              code: .missingGlyph, file: file, presentation: presentation, region: region, place: place,
              text: symbol, shown: SymbolGlyph.missing, field: field, detail: detail))
        }
      }
    }
    return findings
  }

  /// LA005: private fields the Lock Screen layout reads (fresh or stale), one finding per field and view.
  static func privacyFindings(_ definition: ActivityDefinition, file: String) -> [Finding] {
    guard !definition.privateFields.isEmpty else { return [] }
    var findings: [Finding] = []
    for (slot, place, node) in layoutSlots(definition) where slot == .lockScreen {
      var seen: [FieldReference] = []
      for reference in node.fieldReferences(in: definition)
      where definition.privateFields.contains(reference.field) && !seen.contains(reference) {
        seen.append(reference)
        findings.append(
          Finding(
            code: .privateOnLockScreen, file: file, presentation: .lockScreen, region: "content",
            place: place,
            text: reference.view, field: reference.field, detail: reference.via.map { "through \($0)" }))
      }
    }
    return findings
  }
}
