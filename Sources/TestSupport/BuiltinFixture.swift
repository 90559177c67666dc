import BuiltinFixtures
import Fixture
import FixtureJSON

/// The fixtures shipped inside la-sim (`la-sim render pizza-planet`), as the tests read them.
public enum BuiltinFixture {
  /// A shipped fixture could not be found or decoded.
  public struct Missing: Error, CustomStringConvertible {
    /// The name asked for.
    public var name: String
    /// `no built-in fixture NAME`.
    public var description: String { "no built-in fixture \(name)" }
  }

  /// The JSON text of the built-in fixture `name`.
  public static func text(_ name: String) throws -> String {
    String(decoding: try bytes(name), as: UTF8.self)
  }

  /// The bytes of the built-in fixture `name`.
  public static func bytes(_ name: String) throws -> [UInt8] {
    guard let bytes = BuiltinFixtures.bytes(named: name) else { throw Missing(name: name) }
    return bytes
  }

  /// The built-in fixture `name`, decoded as `la-sim render NAME` decodes it.
  public static func definition(_ name: String) throws -> ActivityDefinition {
    try FixtureDecoder.decode(bytes: bytes(name), file: name)
  }
}
