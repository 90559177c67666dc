import Foundation
import Testing

/// The system's ICU (`libicui18n`, Debian's libicu72), opened with `dlopen`, as the oracle la-sim's plural
/// rules are checked against: ICU is what chooses a plural form on a phone. Nothing links it at build
/// time, so the tests build without it; a test that needs it is skipped where it is absent.
struct ICUPluralOracle {
  typealias Status = UnsafeMutablePointer<Int32>
  /// `uplrules_open(locale, &status)`.
  typealias Open = @convention(c) (UnsafePointer<CChar>, Status) -> OpaquePointer?
  /// `uplrules_select(rules, number, keyword, capacity, &status)`: the keyword's length in UTF-16 units.
  typealias Select =
    @convention(c) (OpaquePointer, Double, UnsafeMutablePointer<UInt16>, Int32, Status) -> Int32
  /// `uplrules_close(rules)` and `uenum_close(enumeration)`.
  typealias Close = @convention(c) (OpaquePointer) -> Void
  /// `uplrules_getKeywords(rules, &status)`: an enumeration of the categories the locale uses.
  typealias Keywords = @convention(c) (OpaquePointer, Status) -> OpaquePointer?
  /// `uenum_next(enumeration, &length, &status)` (libicuuc, which libicui18n loads).
  typealias Next = @convention(c) (OpaquePointer, Status, Status) -> UnsafePointer<CChar>?

  private let open: Open
  private let select: Select
  private let close: Close
  private let keywords: Keywords
  private let next: Next
  private let closeEnumeration: Close
  /// The ICU version of the library opened (72 for `uplrules_open_72`), nil when its symbols are unversioned.
  let version: Int?

  /// The reason a test that needs ICU gives when it is skipped: `.ci/run` fails on such a skip, since CI
  /// installs libicu72.
  static let reason: Comment = "needs libicui18n (ICU: Debian's libicu72; not found here; CI installs it)"

  /// Whether `load()` finds ICU.
  static var isAvailable: Bool { load() != nil }

  /// Opens libicui18n (unversioned, then `.so.NN` from newest) and resolves its plural-rules functions,
  /// whose names carry the version (`uplrules_open_72`) in a distribution's build; nil without it.
  static func load() -> ICUPluralOracle? {
    let names = ["libicui18n.so"] + (50...99).reversed().map { "libicui18n.so.\($0)" }
    guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else { return nil }
    for version in [nil] + Array((50...99).reversed()) {
      let suffix = version.map { "_\($0)" } ?? ""
      func symbol<T>(_ name: String) -> T? {
        dlsym(handle, name + suffix).map { unsafeBitCast($0, to: T.self) }
      }
      if let open: Open = symbol("uplrules_open"), let select: Select = symbol("uplrules_select"),
        let close: Close = symbol("uplrules_close"), let keywords: Keywords = symbol("uplrules_getKeywords"),
        let next: Next = symbol("uenum_next"), let closeEnumeration: Close = symbol("uenum_close")
      {
        return ICUPluralOracle(
          open: open, select: select, close: close, keywords: keywords, next: next,
          closeEnumeration: closeEnumeration, version: version)
      }
    }
    return nil
  }

  /// ICU's plural rules of one locale, open for as long as `body` runs.
  func withRules<R>(_ locale: String, _ body: (Rules) throws -> R) rethrows -> R? {
    var status: Int32 = 0
    guard let rules = open(locale, &status), status <= 0 else { return nil }
    defer { close(rules) }
    return try body(Rules(oracle: self, rules: rules))
  }

  /// One locale's rules.
  struct Rules {
    fileprivate let oracle: ICUPluralOracle
    fileprivate let rules: OpaquePointer

    /// ICU's category of `number`.
    func category(of number: Double) -> String {
      var status: Int32 = 0
      var keyword = [UInt16](repeating: 0, count: 16)
      let length = oracle.select(rules, number, &keyword, Int32(keyword.count), &status)
      guard status <= 0, length > 0 else { return "error \(status)" }
      return String(decoding: keyword[0..<Int(length)], as: UTF16.self)
    }

    /// The categories ICU lists for the locale, sorted by name.
    func categories() -> [String] {
      var status: Int32 = 0
      guard let enumeration = oracle.keywords(rules, &status), status <= 0 else { return [] }
      defer { oracle.closeEnumeration(enumeration) }
      var names: [String] = []
      var length: Int32 = 0
      while let name = oracle.next(enumeration, &length, &status), status <= 0 {
        names.append(String(cString: name))
      }
      return names.sorted()
    }
  }
}
