import BuiltinFixtures
import Fixture
import FixtureJSON
import JSON
import Testing

/// Every input limit is enforced with one line that names the file and the limit.
@Suite struct InputLimitsTests {
  @Test(arguments: InputLimits.File.allCases)
  func aFileOverItsLimitIsRefusedNamingTheLimit(_ file: InputLimits.File) throws {
    #expect(throws: Never.self) {
      try InputLimits.check(byteCount: file.maximumBytes, of: file, path: "x")
    }
    let error = #expect(throws: InputLimitError.self) {
      try InputLimits.check(byteCount: file.maximumBytes + 1, of: file, path: "big\u{1B}[2J")
    }
    let message = try #require(error).description
    #expect(
      message
        == "big\\u{1B}[2J: \(file.maximumBytes + 1) bytes, more than the \(file.limitText) limit on a \(file.rawValue) file"
    )
  }

  @Test func theLimitsAreTheDocumentedOnes() {
    #expect(InputLimits.File.fixture.limitText == "4 MiB")
    #expect(InputLimits.File.payload.limitText == "64 KiB")
    #expect(InputLimits.File.scenario.limitText == "1 MiB")
    #expect(InputLimits.jsonDepth == 64)
    #expect(InputLimits.scenarioSnapshots == 1_000)
    #expect(InputLimits.scenarioSteps == 10_000)
    #expect(InputLimits.scenarioWaitSeconds == 43_200)
  }

  @Test func aFixtureOverFourMebibytesIsRefusedBeforeItIsParsed() throws {
    // Reproducer: a 10 MB fixture (one long array in a layout) used 1.3 GB before it failed.
    let pizza = BuiltinFixtures.bytes(named: "pizza-planet")!
    let padding = [UInt8](repeating: 0x20, count: InputLimits.fixtureBytes + 1 - pizza.count)
    let error = #expect(throws: FixtureError.self) {
      try FixtureDecoder.decode(bytes: pizza + padding, file: "huge.json")
    }
    #expect(
      error?.description == "huge.json: 4194305 bytes, more than the 4 MiB limit on a fixture file")
  }
}
