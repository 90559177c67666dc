import JSON

/// The Dynamic Type sizes by the names the command line and scenarios write (`xSmall` … `xxxLarge`,
/// `AX1` … `AX5`, exactly `DynamicTypeSize`'s raw values), with a "did you mean" for near misses, and the
/// order the simulator's `t` and `T` keys step through.
public enum DynamicTypeNames {
  /// Every name, smallest size first.
  public static let all: [String] = DynamicTypeSize.allCases.map(\.rawValue)

  /// `xSmall, small, …, AX5`, for usage messages.
  public static var list: String { all.joined(separator: ", ") }

  /// The size named exactly `name`; names are case-sensitive, as the rest of la-sim's names are.
  public static func size(named name: String) -> DynamicTypeSize? {
    DynamicTypeSize(rawValue: name)
  }

  /// The name a misspelt `name` probably means, among the sizes' names and `extra` ones (e.g. `all`): the
  /// same name in other letter case (`xlarge`), SwiftUI's spelling of an accessibility size
  /// (`accessibility3`), or the nearest name within two edits (one for names under six letters: `xxLarg`, `al`).
  public static func suggestion(for name: String, extra: [String] = []) -> String? {
    let names = all + extra
    let lowered = name.lowercased()
    if let same = names.first(where: { $0.lowercased() == lowered }) { return same }
    for prefix in ["accessibility", "ax"] where lowered.hasPrefix(prefix) {
      let candidate = "AX" + lowered.dropFirst(prefix.count)
      if all.contains(candidate) { return candidate }
    }
    // Two edits for a long name, one for a name under six letters: `all` is not a misspelt `small`.
    let folded = names.map { $0.lowercased() }
    let limit = name.unicodeScalars.count < 6 ? 1 : 2
    guard let near = Spelling.suggestions(for: lowered, in: folded, limit: limit, excluding: false).first,
      let place = folded.firstIndex(of: near)
    else { return nil }
    return names[place]
  }

  /// `invalid value 'xlarge' for --dynamic-type (did you mean xLarge?); expected one of: xSmall, …, AX5`,
  /// with `extra` names (e.g. `all`) after the sizes.
  public static func usage(_ name: String, for what: String, extra: [String] = []) -> String {
    let hint = suggestion(for: name, extra: extra).map { " (did you mean \($0)?)" } ?? ""
    return "invalid value '\(name)' for \(what)\(hint); expected one of: "
      + (all + extra).joined(separator: ", ")
  }

  /// The next size up from `size`, from `AX5` back round to `xSmall` (`t`); `by: -1` goes down (`T`).
  public static func cycle(_ size: DynamicTypeSize, by step: Int = 1) -> DynamicTypeSize {
    let sizes = DynamicTypeSize.allCases
    let index = sizes.firstIndex(of: size)!
    return sizes[((index + step) % sizes.count + sizes.count) % sizes.count]
  }

  /// ` · Dynamic Type AX3`, or nothing for the default `large`: what a header line adds.
  public static func headerNote(_ size: DynamicTypeSize) -> String {
    size == .large ? "" : " · Dynamic Type \(size.rawValue)"
  }
}
