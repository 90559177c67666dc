import Fixture
import Layout
import Typography

/// `--dynamic-type SIZE`: a Dynamic Type size by its name (`xSmall` … `AX5`); `large` when absent.
package enum DynamicTypeOption {
  package static func parse(_ name: String?) throws(CLIError) -> DynamicTypeSize {
    guard let name else { return .large }
    guard let size = DynamicTypeNames.size(named: name) else {
      var message = DynamicTypeNames.usage(name, for: "--dynamic-type")
      if name == "all" { message += " ('all' is for 'la-sim check')" }
      throw CLIError.usage(message)
    }
    return size
  }

  /// `--dynamic-type SIZE|all`: every size, smallest first, for `all`.
  package static func sizes(_ name: String?) throws(CLIError) -> [DynamicTypeSize] {
    guard let name else { return [.large] }
    if name == "all" { return DynamicTypeSize.allCases }
    guard let size = DynamicTypeNames.size(named: name) else {
      throw CLIError.usage(DynamicTypeNames.usage(name, for: "--dynamic-type", extra: ["all"]))
    }
    return [size]
  }
}
