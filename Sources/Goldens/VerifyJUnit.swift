import Scenarios

/// `la-sim play --verify DIR --junit FILE.xml`: JUnit XML, the test report CI systems show, one test case per
/// snapshot (a difference or a missing golden is a failure, with the diff as its text).
public enum VerifyJUnit {
  /// The report for `result`, the suite named `name` (the scenario).
  public static func xml(_ result: VerifyResult, name: String) -> String {
    let stopped = result.stopped == nil ? 0 : 1
    let failures = result.checks.filter { $0.status != .match }.count + stopped
    let tests = result.checks.count + stopped
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites tests=\"\(tests)\" failures=\"\(failures)\">",
      "  <testsuite name=\"\(escaped(name))\" tests=\"\(tests)\" failures=\"\(failures)\""
        + " errors=\"0\" skipped=\"0\">",
    ]
    if let why = result.stopped {
      // The scenario's own failure, as a test case of its own: CI shows it beside the snapshots it took.
      lines.append("    <testcase name=\"(scenario)\" classname=\"\(escaped(name))\">")
      lines.append("      <failure message=\"\(escaped(why))\"/>")
      lines.append("    </testcase>")
    } else if result.checks.isEmpty {
      // No snapshot: nothing was verified, which `--verify` counts as a failure.
      lines.append("    <testcase name=\"(no snapshots)\" classname=\"\(escaped(name))\">")
      lines.append("      <failure message=\"the scenario takes no snapshots, so nothing was verified\"/>")
      lines.append("    </testcase>")
    }
    for check in result.checks {
      let head = "    <testcase name=\"\(escaped(check.name))\" classname=\"\(escaped(name))\""
      switch check.status {
      case .match:
        lines.append(head + "/>")
      case .mismatch(let diff):
        lines.append(head + ">")
        let first = diff.firstChange.map { ", the first at \($0.summary)" } ?? ""
        let message = "\(diff.lineChanges.summary)\(first); actual written to \(check.actualPath)"
        lines.append("      <failure message=\"\(escaped(message))\">")
        lines.append(
          escaped(
            diff.text(oldLabel: "\(check.goldenPath) (golden)", newLabel: "\(check.actualPath) (actual)")))
        lines.append("      </failure>")
        lines.append("    </testcase>")
      case .missing:
        lines.append(head + ">")
        lines.append(
          "      <failure message=\"\(escaped("no golden at \(check.goldenPath); actual written to \(check.actualPath)"))\"/>"
        )
        lines.append("    </testcase>")
      case .otherFormat(let path, let other):
        lines.append(head + ">")
        lines.append(
          "      <failure message=\"\(escaped("golden is \(other.rawValue) (\(path)), not \(result.format.rawValue)"))\"/>"
        )
        lines.append("    </testcase>")
      }
    }
    lines.append("  </testsuite>")
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Text as XML character data and attribute values: markup characters escaped, and every character XML 1.0
  /// cannot hold (controls but tab and newline, lone surrogates cannot occur in a String) as `\u{…}`.
  static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n", "\t": out.unicodeScalars.append(scalar)
      case "\u{0}"..."\u{1F}", "\u{7F}", "\u{FFFE}", "\u{FFFF}":
        out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
