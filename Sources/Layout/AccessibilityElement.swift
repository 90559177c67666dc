/// One thing VoiceOver reads, in the order it reads them.
public struct AccessibilityElement: Equatable, Sendable {
  /// What kind of view it is, as VoiceOver announces it.
  public enum Role: String, Equatable, Sendable {
    /// A text (and a `Label`, read by its title).
    case text
    /// `Image(systemName:)`.
    case image
    /// A `.timer` text or `Text(timerInterval:)`, read as a duration.
    case timer
    /// A `ProgressView`, read as its percentage.
    case progress
  }

  /// The role.
  public var role: Role
  /// What VoiceOver says: the text as read (`12 minutes, 5 seconds` for `12:05`), an image's label.
  public var label: String
  /// The presentation region it is in (`leading`, `content`, …).
  public var region: String
  /// Whether the fixture gave it an `accessibilityLabel`.
  public var isLabelled: Bool
  /// An image's SF Symbol name.
  public var symbol: String?

  /// An element.
  public init(role: Role, label: String, region: String, isLabelled: Bool = false, symbol: String? = nil) {
    self.role = role
    self.label = label
    self.region = region
    self.isLabelled = isLabelled
    self.symbol = symbol
  }

  /// Whether it tells the listener what a neighbouring timer counts: a text, or a view the fixture labels.
  public var givesContext: Bool { isLabelled || role == .text }

  /// The words la-sim reads for an SF Symbol with no `accessibilityLabel`: its name's parts
  /// (`box.truck.fill` → `box truck fill`). SF Symbols carry built-in labels; Apple publishes no table of
  /// them, so the name stands in for the label (see DECISIONS.md).
  public static func symbolWords(_ name: String) -> String {
    name.split(separator: ".").joined(separator: " ")
  }

  /// A timer's text as VoiceOver reads it: `12:05` → `12 minutes, 5 seconds`, `1:02:03` → `1 hour,
  /// 2 minutes, 3 seconds`; units that are zero are left out, all zero reads `0 seconds`. A text that is not
  /// `h:mm:ss` or `m:ss` is read as it is.
  public static func spokenTimer(_ text: String) -> String {
    var sign = ""
    var digits = Substring(text)
    if digits.first == "-" || digits.first == "−" {
      sign = "minus "
      digits = digits.dropFirst()
    }
    let parts = digits.split(separator: ":", omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 12 }) else {
      return text
    }
    let numbers = parts.compactMap { Int($0) }
    guard numbers.count == parts.count else { return text }
    let units = parts.count == 3 ? ["hour", "minute", "second"] : ["minute", "second"]
    let spoken = zip(numbers, units).compactMap { number, unit in
      number == 0 ? nil : "\(number) \(unit)\(number == 1 ? "" : "s")"
    }
    return sign + (spoken.isEmpty ? "0 seconds" : spoken.joined(separator: ", "))
  }
}
