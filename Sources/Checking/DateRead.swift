import Views

/// A date field shown in one date style.
struct DateRead: Hashable {
  var field: String
  var style: DateTextStyle

  /// How a fixture writes the view, e.g. `timer estimatedArrival`.
  var label: String { "\(style.rawValue) \(field)" }
}
