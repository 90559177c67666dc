import Fixture
import JSON

/// The shape of one JSON value in the fixture format: what the decoder accepts there and what the JSON Schema
/// (`fixtures/la-sim.schema.json`) says of it, from one description. Only the cases that hold a type are
/// `indirect`: a boxed case is an allocation, and the table is built when the first fixture is read.
public enum FixtureType: Sendable {
  /// A string, matching `pattern` (an ECMA-262 regular expression) when there is one, at most `maxLength`
  /// characters when there is a bound; `examples` are what an editor offers.
  case string(pattern: String? = nil, maxLength: Int? = nil, examples: [String] = [])
  /// `true` or `false`.
  case boolean
  /// An integer, within `range` when there is one.
  case integer(FixtureRange? = nil)
  /// Any number, within `range` when there is one.
  case number(FixtureRange? = nil)
  /// One of a closed set of strings (a JSON Schema `enum`).
  case choice([String])
  /// Exactly this value (`true` for `.padding()`, `"infinity"` for a maximum).
  case constant(JSONValue)
  /// `null`.
  case null
  /// A value of any of these JSON types (`"integer"`, `"string"`, `"number"`, `"boolean"`, `"null"`).
  case kinds([String])
  /// The format's definition of that name (`FixtureFormat.definitions`).
  case reference(String)
  /// An object with named members.
  case object(FixtureObject)
  /// An object whose keys are the fixture's own names (fields, enums), each value of one type; the keys in
  /// `excluding` are taken.
  indirect case dictionary(FixtureType, excluding: [String] = [])
  /// An array of at least `minimum` and at most `maximum` elements.
  indirect case array(FixtureType, minimum: Int? = nil, maximum: Int? = nil)
  /// A value that is any one of these.
  indirect case anyOf([FixtureType])
  /// A value of `base` that has at least one of the members in `requiringAnyOf` (a text-like view).
  indirect case restricted(FixtureType, requiringAnyOf: [String])
  /// `type` with a sentence for people.
  indirect case described(String, FixtureType)
}
