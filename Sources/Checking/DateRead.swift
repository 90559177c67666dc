import Views

/// A date field shown in one date style.
struct DateRead: Hashable {
  var field: String
  var style: DateTextStyle

  /// How a fixture writes the view, e.g. `timer estimatedArrival`.
  var label: String { "\(style.rawValue) \(field)" }
}

/// A `Text + Text` line of one date view between literal texts: `before` the date, then `after` it.
struct DateLine: Hashable {
  var read: DateRead
  var before: String
  var after: String
}
