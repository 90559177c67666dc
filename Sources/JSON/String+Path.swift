/// Path arithmetic on plain strings ("/" separated), in place of NSString's, which would load Foundation.
extension String {
  /// `b.json` for `a/b.json`.
  public var lastPathComponent: String {
    let trimmed = count > 1 && hasSuffix("/") ? String(dropLast()) : self
    guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
    return String(trimmed[trimmed.index(after: slash)...])
  }

  /// `a` for `a/b.json`, `/` for `/b.json`, and `""` for `b.json`.
  public var deletingLastPathComponent: String {
    let trimmed = count > 1 && hasSuffix("/") ? String(dropLast()) : self
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }

  /// `a/b.json` for `a` and `b.json`.
  public func appendingPathComponent(_ component: String) -> String {
    if isEmpty { return component }
    return hasSuffix("/") ? self + component : self + "/" + component
  }
}
