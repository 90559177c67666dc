import JSON

extension ActivityDefinition {
  /// Adds to the enums each raw value of `value`'s enum fields they lack, when the app's own types accepted
  /// `value` (its attributes when `attributes`, else a content state): an enum that is not `CaseIterable`
  /// shows the previews only the cases they use.
  package mutating func learnCases(from value: JSONValue, attributes: Bool) {
    for field in attributes ? attributesSchema : contentSchema {
      guard case .enumeration(let name) = field.type, case .string(let raw)? = value[field.name],
        var enumeration = enums[name], enumeration.index(ofRawValue: raw) == nil
      else { continue }
      enumeration.cases.append(EnumCase(name: raw, rawValue: raw))
      enums[name] = enumeration
    }
  }
}
