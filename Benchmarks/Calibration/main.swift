import Calibration
import Foundation

// Prints how far la-sim's text widths are from SF Pro's on the calibration set, case by case, with the mean
// absolute error and the worst case; exits 1 when a case is outside the tolerance (the tests check the same).
print("la-sim text widths against SF Pro (\(SFWidthCase.all.count) strings, 11-17 pt)")
print("case".padding(toLength: 52, withPad: " ", startingAt: 0) + "     SF  la-sim   error")
var worst = SFWidthCase.all[0]
for item in SFWidthCase.all {
  let name = item.description.padding(toLength: 52, withPad: " ", startingAt: 0)
  print(name + format(item.sfWidth, 7) + format(item.laSimWidth, 8) + percent(item.relativeError, 8))
  if abs(item.relativeError) > abs(worst.relativeError) { worst = item }
}
let bias = SFWidthCase.all.map(\.relativeError).reduce(0, +) / Double(SFWidthCase.all.count)
print(
  "mean absolute error \(percent(SFWidthCase.meanAbsoluteError(), 0, signed: false)), mean \(percent(bias, 0)),"
    + " worst \(percent(worst.relativeError, 0)) (\(worst.description)); tolerance ±3.0 %")
let outside = SFWidthCase.all.filter { abs($0.relativeError) > SFWidthCase.tolerance }
if !outside.isEmpty {
  print("\(outside.count) outside the tolerance")
  exit(1)
}

func format(_ value: Double, _ width: Int) -> String {
  let tenths = Int((value * 10).rounded())
  let text = "\(tenths / 10).\(abs(tenths) % 10)"
  return String(repeating: " ", count: max(0, width - text.count)) + text
}

func percent(_ value: Double, _ width: Int, signed: Bool = true) -> String {
  let hundredths = Int((value * 10_000).rounded())
  let sign = hundredths < 0 ? "-" : signed ? "+" : ""
  let magnitude = abs(hundredths)
  let text = "\(sign)\(magnitude / 100).\(magnitude % 100 < 10 ? "0" : "")\(magnitude % 100) %"
  return String(repeating: " ", count: max(0, width - text.count)) + text
}
