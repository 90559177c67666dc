import BuiltinFixtures
import Fixture
import FixtureJSON
import Foundation
import Testing

/// The test-only fixtures the checker tests read (under `Fixtures/`, each built to raise one finding code), by
/// file name; the shipped ones come from TestSupport's `BuiltinFixture`.
enum TestFixture {
  /// A test-only fixture, decoded; `file` is how reports name it.
  static func local(_ name: String) throws -> (definition: ActivityDefinition, file: String) {
    let bytes: [UInt8]
    switch name {
    case "oversized": bytes = PackageResources.oversized_json
    case "stale-at-start": bytes = PackageResources.stale_at_start_json
    case "missing-glyph": bytes = PackageResources.missing_glyph_json
    case "private-lock-screen": bytes = PackageResources.private_lock_screen_json
    case "status-in-compact": bytes = PackageResources.status_in_compact_json
    case "tight-in-compact": bytes = PackageResources.tight_in_compact_json
    case "bare-timer": bytes = PackageResources.bare_timer_json
    default: throw FixtureMissing(name: name)
    }
    let file = "\(name).json"
    return (try FixtureDecoder.decode(bytes: bytes, file: file), file)
  }

  /// A test asked for a fixture that is not embedded.
  struct FixtureMissing: Error {
    var name: String
  }
}
