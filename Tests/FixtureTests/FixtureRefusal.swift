import FixtureJSON

/// What the decoder says of a fixture written in a test: nil when it reads it, else its one-line error
/// (`x.json:2:3: $.name: …`).
func fixtureRefusal(_ json: String) -> String? {
  do {
    _ = try FixtureDecoder.decode(bytes: Array(json.utf8), file: "x.json")
    return nil
  } catch {
    return error.description
  }
}
