/// Bytes from hex digits, spaces allowed.
func hex(_ text: String) -> [UInt8] {
  let digits = text.filter { !$0.isWhitespace }.map { UInt8(String($0), radix: 16) ?? 0 }
  return stride(from: 0, to: digits.count - 1, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
}
