import Fixture
import JSON

/// A view's modifiers, found in one pass over its members: asking the members for each of the twenty-four
/// modifiers a view may carry compared every key of every view with each of them, a tenth of decoding a
/// fixture. Keys are told apart by their length first, then by a comparison or two; each modifier keeps
/// only its member's place, so that a view with none costs a few bytes.
struct ViewStyleMembers {
  /// The modifiers a view's style reads.
  enum Modifier: Int, CaseIterable {
    case font, fontWeight, bold, italic, monospacedDigit, color, fill, tint, capsule, background, clipShape
    case lineLimit, truncationMode, minimumScaleFactor, multilineTextAlignment, frame, padding, fixedSize
    case layoutPriority, alignment, accessibilityLabel, accessibilityHidden, textCase, tracking, kerning
    case allowsTightening, dynamicTypeSize

    /// The modifier named `key`, or nil for a key that is not one.
    init?(key: String) {
      switch key.utf8.count {
      case 4:
        switch key {
        case "font": self = .font
        case "bold": self = .bold
        case "fill": self = .fill
        case "tint": self = .tint
        default: return nil
        }
      case 5:
        switch key {
        case "color": self = .color
        case "frame": self = .frame
        default: return nil
        }
      case 6:
        guard key == "italic" else { return nil }
        self = .italic
      case 7:
        switch key {
        case "capsule": self = .capsule
        case "padding": self = .padding
        case "kerning": self = .kerning
        default: return nil
        }
      case 8:
        switch key {
        case "textCase": self = .textCase
        case "tracking": self = .tracking
        default: return nil
        }
      case 9:
        switch key {
        case "lineLimit": self = .lineLimit
        case "fixedSize": self = .fixedSize
        case "clipShape": self = .clipShape
        case "alignment": self = .alignment
        default: return nil
        }
      case 10:
        switch key {
        case "fontWeight": self = .fontWeight
        case "background": self = .background
        default: return nil
        }
      case 14:
        switch key {
        case "truncationMode": self = .truncationMode
        case "layoutPriority": self = .layoutPriority
        default: return nil
        }
      case 15:
        switch key {
        case "monospacedDigit": self = .monospacedDigit
        case "dynamicTypeSize": self = .dynamicTypeSize
        default: return nil
        }
      case 16:
        guard key == "allowsTightening" else { return nil }
        self = .allowsTightening
      case 18:
        switch key {
        case "minimumScaleFactor": self = .minimumScaleFactor
        case "accessibilityLabel": self = .accessibilityLabel
        default: return nil
        }
      case 19:
        guard key == "accessibilityHidden" else { return nil }
        self = .accessibilityHidden
      case 22:
        guard key == "multilineTextAlignment" else { return nil }
        self = .multilineTextAlignment
      default:
        return nil
      }
    }
  }

  private let members: JSONCursor.Members
  /// Each modifier's place among the members, or -1.
  private var places = SIMD32<Int8>(repeating: -1)

  /// The modifiers among `members` (each key at most once: the parser refuses a repeated key).
  init(_ members: JSONCursor.Members) {
    self.members = members
    for place in 0..<min(members.count, Int(Int8.max)) {
      if let modifier = Modifier(key: members.key(at: place)) { places[modifier.rawValue] = Int8(place) }
    }
  }

  /// The member of `modifier`, when the view has it.
  subscript(_ modifier: Modifier) -> JSONCursor? {
    let place = Int(places[modifier.rawValue])
    return place < 0 ? nil : members.cursor(at: place)
  }
}
