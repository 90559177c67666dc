extension String {
  /// The text as an error message quotes it: whole when short, else its first 40 characters, `…` and its
  /// length, so that a 100,000-character value gives a readable one-line message.
  public var abbreviated: String {
    var prefix = ""
    var count = 0
    for character in self {
      if count == 40 {
        return prefix + "… (\(self.count) characters)"
      }
      prefix.append(character)
      count += 1
    }
    return self
  }
}
