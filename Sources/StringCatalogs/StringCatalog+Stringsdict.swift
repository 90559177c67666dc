import Diagnostics
import Formatting

extension StringCatalog {
  /// A `.stringsdict` file (a property list, XML as Xcode writes it or old-style text, read as Foundation
  /// reads one): for each key, `NSStringLocalizedFormatKey` and the plural rules it names (`%#@stops@` → a
  /// dictionary with `NSStringFormatSpecTypeKey` `NSStringPluralRuleType` and a string per CLDR
  /// category). Its language is its folder's, as for a `.strings` file. Each error names the key and the
  /// language, at the element at fault.
  static func decodeStringsdict(bytes: [UInt8], file: String) throws(CatalogError) -> StringCatalog {
    let language = try lprojLanguage(of: file, kind: ".stringsdict")
    let root = try PropertyList.read(bytes: bytes, file: file)
    guard let keys = root.members else {
      throw CatalogError(file, at: root.position, "expected a dictionary of keys, found \(root.kind)")
    }
    var entries: [String: Entry] = [:]
    for entry in keys {
      let key = entry.key
      func refuse(_ at: SourcePosition, _ message: String) -> CatalogError {
        CatalogError(file, at: at, key: key, language: language, message)
      }
      guard let members = entry.value.members else {
        throw refuse(
          entry.value.position,
          "expected a dictionary with NSStringLocalizedFormatKey, found \(entry.value.kind)")
      }
      // A device or width rule in the format's place.
      let rule = try ruleText(members, file: file, key: key, language: language)
      if rule.isRule {
        if let text = rule.text { entries[key] = Entry(localizations: [language: CatalogPiece.parse(text)]) }
        continue
      }
      guard let formatKey = members.member("NSStringLocalizedFormatKey") else {
        throw refuse(
          entry.value.position,
          "expected NSStringLocalizedFormatKey, NSStringDeviceSpecificRuleType or NSStringVariableWidthRuleType"
            + " in the key's dictionary")
      }
      guard let format = formatKey.value.string else {
        throw refuse(
          formatKey.value.position,
          "NSStringLocalizedFormatKey must be a string, found \(formatKey.value.kind)")
      }
      var substitutions: [String: (argument: Int?, forms: [PluralCategory: String])] = [:]
      let allowed = PluralCategory.categories(of: language)
      for rule in members where rule.key != "NSStringLocalizedFormatKey" {
        guard let ruleMembers = rule.value.members else { continue }
        var forms: [PluralCategory: String] = [:]
        for form in ruleMembers where !form.key.hasPrefix("NSStringFormat") {
          guard let plural = PluralCategory(rawValue: form.key), allowed.contains(plural) || plural == .zero
          else {
            throw refuse(
              form.keyPosition,
              "plural category \"\(form.key.abbreviated)\" is not one \(language) uses ("
                + allowed.map(\.rawValue).joined(separator: ", ") + ")")
          }
          guard let text = form.value.string else {
            throw refuse(
              form.value.position, "plural \"\(form.key)\" must be a string, found \(form.value.kind)")
          }
          forms[plural] = text
        }
        guard forms[.other] != nil else {
          throw refuse(rule.value.position, "the rule \"\(rule.key.abbreviated)\" needs \"other\"")
        }
        substitutions[rule.key] = (nil, forms)
      }
      // A `%#@NAME@` with no rule of that name, in the format or a rule's form it reads, would show nothing
      // where the number goes.
      if let (name, isCycle) = CatalogPiece.unresolvedSubstitution(in: format, substitutions) {
        let known = substitutions.keys.sorted()
        throw refuse(
          formatKey.value.position,
          isCycle
            ? "%#@\(name.abbreviated)@ reads itself through its own plural forms"
            : "%#@\(name.abbreviated)@ names no rule in the key's dictionary ("
              + (known.isEmpty ? "it has none" : "it has " + known.joined(separator: ", ")) + ")")
      }
      entries[key] = Entry(localizations: [language: CatalogPiece.parse(format, substitutions: substitutions)]
      )
    }
    return StringCatalog(file: file, sourceLanguage: "en", entries: entries)
  }
}
