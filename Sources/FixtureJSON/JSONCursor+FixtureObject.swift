import Fixture
import JSON

/// Reading an object of the fixture format by its description in `FixtureFormat`.
extension JSONCursor {
  /// The members of an object of the fixture format: its known and required keys come from `format`, so an
  /// unknown key is named with the format's own list and a missing one is refused.
  func members(of format: FixtureObject) throws(FixtureError) -> Members {
    try members(known: format.keys, knownSet: format.keySet, required: format.requiredKeys)
  }
}
