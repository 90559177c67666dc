extension Array where Element == String {
  /// `joined(separator:)`, written out: the standard library's is not specialized for our arrays, and its
  /// first call in a process looks the collection's associated types up at run time (0.18 M instructions of
  /// `check`'s or `render`'s start-up, wherever it is first called). The same text.
  public func joinedText(separator: String) -> String {
    var text = ""
    for (index, part) in enumerated() {
      if index > 0 { text += separator }
      text += part
    }
    return text
  }
}
