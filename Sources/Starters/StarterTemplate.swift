/// `la-sim init --template`: the kind of activity the starter files draw, each a common shape of Live
/// Activity with a three-step pipeline, an update push and a story, all checking clean as written.
package enum StarterTemplate: String, CaseIterable {
  /// An order on its way: a status enum, an arrival countdown (the default).
  case delivery
  /// A match: two teams, their scores, the period.
  case sports
  /// A ride: a driver, a plate, a pickup countdown.
  case ride
  /// A countdown and what it counts.
  case timer
  /// A long task: a fraction done and a phase.
  case progress

  /// `delivery, sports, ride, timer, progress`.
  package static var list: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
