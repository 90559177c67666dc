import JSON

/// What `la-sim check` reports. The codes are stable: scripts and documentation refer to them.
public enum FindingCode: String, CaseIterable, Comparable, Sendable {
  /// A text did not fit where it is drawn (in width or in height).
  case clipped = "LA001"
  /// Attributes plus content state encode to more than 4096 bytes: ActivityKit refuses the start or update.
  case tooLarge = "LA002"
  /// A stale date at or before the instant the content is applied: the activity is stale from the start.
  case staleAtStart = "LA003"
  /// An SF Symbol la-sim knows but has no terminal glyph for: it is drawn as `□`.
  case missingGlyph = "LA004"
  /// A field the fixture marks private is read by the Lock Screen layout, which shows without unlocking.
  case privateOnLockScreen = "LA005"
  /// A text within the metrics' stated error of its edge: a warning, since a phone may or may not cut it.
  case tight = "LA006"
  /// A `.timer` text with no frame in the compact island: on a phone it takes all the width offered.
  case unboundedTimer = "LA007"
  /// A `Double` or an optional interpolated into a text with no format: the phone shows `18.500000` or
  /// `Optional("Andy")`. A warning: the app may mean it.
  case plainInterpolation = "LA008"
  /// An image with no `accessibilityLabel`: VoiceOver reads its SF Symbol's built-in label, which says
  /// what the picture is, not what it means here. A warning; `check --accessibility` only.
  case unlabeledImage = "LA009"
  /// A timer VoiceOver reads with nothing in its region saying what it counts (`30 minutes`, alone). A
  /// warning; `check --accessibility` only.
  case timerWithoutContext = "LA010"
  /// The fixture's schema differs from the app's Swift model (`check --swift`): a name, type, optionality,
  /// `CodingKeys` rename or enum raw value that payloads written for the app disagree with.
  case modelDrift = "LA011"
  /// A word, a number or a timer broken across two lines: the phone draws `1:02:0` over `3`.
  case brokenWord = "LA012"
  /// A text whose colour stands out too little from what it lies on in an appearance (`check --appearance`):
  /// `.primary`, black in light appearance, on a `.black` card.
  case lowContrast = "LA013"
  /// A text the app's String Catalog has no translation of in the language checked (`check --locale`): the
  /// phone shows the source language's. A warning: the app may mean it.
  case missingTranslation = "LA014"

  /// Whether the finding fails `la-sim check` (warnings do not).
  public var isError: Bool {
    self != .tight && self != .plainInterpolation && self != .unlabeledImage && self != .timerWithoutContext
      && self != .missingTranslation
  }

  /// The word the summary line counts it by, e.g. `clipped`.
  public var noun: String {
    switch self {
    case .clipped: "clipped"
    case .tooLarge: "over 4 KB"
    case .staleAtStart: "stale at start"
    case .missingGlyph: "no glyph"
    case .privateOnLockScreen: "private"
    case .tight: "tight"
    case .unboundedTimer: "unbounded timer"
    case .plainInterpolation: "plain interpolation"
    case .unlabeledImage: "unlabelled image"
    case .timerWithoutContext: "timer without context"
    case .modelDrift: "model drift"
    case .brokenWord: "broken across lines"
    case .lowContrast: "low contrast"
    case .missingTranslation: "missing translation"
    }
  }

  /// `3 clipped`, `1 unlabelled image`, `4 unlabelled images`: the summary line's count of the code.
  public func counted(_ count: Int) -> String {
    let plural =
      switch self {
      case .unboundedTimer: "unbounded timers"
      case .plainInterpolation: "plain interpolations"
      case .unlabeledImage: "unlabelled images"
      case .timerWithoutContext: "timers without context"
      case .missingTranslation: "missing translations"
      default: noun
      }
    return String.counted(count, noun, plural: plural)
  }

  /// Codes order by number.
  public static func < (lhs: FindingCode, rhs: FindingCode) -> Bool { lhs.rawValue < rhs.rawValue }
}
