import Fixture
import FixtureJSON
import Foundation

// `la-sim-schema` prints the fixture format's JSON Schema, generated from `FixtureFormat`;
// `la-sim-schema --check FILE` exits 1 when FILE is not that schema (CI runs it on fixtures/la-sim.schema.json).
let arguments = CommandLine.arguments.dropFirst()
let schema = FixtureFormat.schemaText
switch arguments.first {
case nil:
  print(schema, terminator: "")
case "--check" where arguments.count == 2:
  let path = arguments[arguments.startIndex + 1]
  guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("la-sim-schema: cannot read \(path)\n".utf8))
    exit(66)
  }
  guard String(decoding: data, as: UTF8.self) == schema else {
    FileHandle.standardError.write(
      Data(
        ("la-sim-schema: \(path) is not the schema FixtureFormat describes; regenerate it with "
          + "`swift run la-sim-schema > \(path)`\n").utf8))
    exit(1)
  }
  print("la-sim-schema: \(path) is current")
default:
  FileHandle.standardError.write(Data("usage: la-sim-schema [--check FILE]\n".utf8))
  exit(64)
}
