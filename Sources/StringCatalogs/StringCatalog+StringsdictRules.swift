import Diagnostics

extension StringCatalog {
  /// The devices a `.stringsdict` device rule may name (Xcode's "Creating width and device variants of
  /// strings").
  static let ruleDevices = ["appletv", "applevision", "applewatch", "ipad", "iphone", "ipod", "mac"]

  /// A `.stringsdict` key whose dictionary is a device rule (`NSStringDeviceSpecificRuleType`) or a width
  /// rule (`NSStringVariableWidthRuleType`) rather than a format with plural rules: the text the phone
  /// reads, or nil when the rule gives the iPhone none (the key then has no translation in the language).
  /// Nil for a dictionary that holds neither rule.
  ///
  /// - A device rule gives the `iphone` string: a Live Activity's views are the iPhone app's widget
  ///   extension's, on the Lock Screen, the Dynamic Island, the watch's Smart Stack and CarPlay alike.
  /// - A width rule gives the string of its largest width. Apple documents how a width is chosen when one
  ///   is asked for (`variantFittingPresentationWidth(_:)`: the largest key not above it, else the
  ///   smallest), not which variant `Text` shows without one; la-sim takes an unbounded width.
  static func ruleText(
    _ members: [PropertyList.Member], file: String, key: String, language: String
  ) throws(CatalogError) -> (text: String?, isRule: Bool) {
    func refuse(_ at: SourcePosition, _ message: String) -> CatalogError {
      CatalogError(file, at: at, key: key, language: language, message)
    }
    if let rule = members.member("NSStringDeviceSpecificRuleType") {
      guard let devices = rule.value.members else {
        throw refuse(
          rule.value.position, "NSStringDeviceSpecificRuleType must be a dictionary, found \(rule.value.kind)"
        )
      }
      var chosen: String?
      for device in devices {
        guard ruleDevices.contains(device.key) else {
          let nearest = ruleDevices.first { $0 == device.key.lowercased() }.map { " (did you mean '\($0)'?)" }
          throw refuse(
            device.keyPosition,
            "unknown device \"\(device.key.abbreviated)\"\(nearest ?? ""); expected one of "
              + ruleDevices.joined(separator: ", "))
        }
        guard let text = device.value.string else {
          throw refuse(
            device.value.position, "the \(device.key) variant must be a string, found \(device.value.kind)")
        }
        if device.key == "iphone" { chosen = text }
      }
      return (chosen, true)
    }
    if let rule = members.member("NSStringVariableWidthRuleType") {
      guard let widths = rule.value.members else {
        throw refuse(
          rule.value.position, "NSStringVariableWidthRuleType must be a dictionary, found \(rule.value.kind)")
      }
      var widest: (width: Int, text: String)?
      for variant in widths {
        guard let width = Int(variant.key), width >= 0, variant.key.allSatisfy(\.isASCII) else {
          throw refuse(
            variant.keyPosition,
            "a width variant's key must be a whole number, found \"\(variant.key.abbreviated)\"")
        }
        guard let text = variant.value.string else {
          throw refuse(
            variant.value.position, "the width \(width) variant must be a string, found \(variant.value.kind)"
          )
        }
        if width >= widest?.width ?? -1 { widest = (width, text) }
      }
      guard let widest else { throw refuse(rule.value.position, "a width rule needs at least one variant") }
      return (widest.text, true)
    }
    return (nil, false)
  }
}
