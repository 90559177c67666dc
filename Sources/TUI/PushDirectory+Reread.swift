#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension PushDirectory {
  /// Lists the directory again after it changed (a payload saved, added or removed), keeping the place: the
  /// next payload is the first file, in name order, after the last one sent. Returns how many are left; a
  /// directory that can no longer be read keeps the list it had.
  @discardableResult
  public mutating func reread() -> Int {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else {
      return count - position
    }
    let names = entries.filter { $0.hasSuffix(".json") }.sorted {
      Array($0.utf8).lexicographicallyPrecedes($1.utf8)
    }
    let lastSent = position > 0 ? fileNames[position - 1] : nil
    fileNames = names
    position =
      lastSent.map { sent in
        names.firstIndex { Array(sent.utf8).lexicographicallyPrecedes($0.utf8) } ?? names.count
      } ?? 0
    return count - position
  }
}
