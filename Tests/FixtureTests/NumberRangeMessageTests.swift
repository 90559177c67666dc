import BuiltinFixtures
import FixtureJSON
import TestSupport
import Testing

/// A number outside its range in a fixture is refused naming the range and the number found, as the file
/// wrote it (`1e300`, not `1e+300`).
@Suite struct NumberRangeMessageTests {
  @Test(arguments: [
    (
      #""spacing": 4"#, #""spacing": 1e300"#,
      "spacing: expected a length in points from 0 to 10000, found 1e300"
    ),
    (
      #""spacing": 4"#, #""spacing": -2.50"#,
      "spacing: expected a length in points from 0 to 10000, found -2.50"
    ),
    (
      #""font": "headline""#, #""font": "headline", "lineLimit": 0"#,
      "lineLimit: expected a line limit from 1 to 1000, found 0"
    ),
    (
      #""font": "headline""#, #""font": "headline", "tracking": -1E3"#,
      "tracking: expected points from -50 to 50, found -1E3"
    ),
    (
      #""font": "headline""#, #""font": "headline", "minimumScaleFactor": 0.0"#,
      "minimumScaleFactor: expected a scale factor above 0 and at most 1, found 0.0"
    ),
    (
      #""font": "headline""#, #""font": "headline", "layoutPriority": 9223372036854775808"#,
      "layoutPriority: expected a layout priority from -1000 to 1000, found 9223372036854775808"
    ),
    (
      #""font": "headline""#, #""font": {"size": 1e300}"#,
      "size: expected a font size from 1 to 200 points, found 1e300"
    ),
  ])
  func aNumberOutOfRangeIsNamedAsWritten(_ replacing: String, _ replacement: String, _ message: String) throws
  {
    let text = try BuiltinFixture.text("courier")
    #expect(text.contains(replacing))
    #expect {
      _ = try FixtureDecoder.decode(
        bytes: Array(text.replacingOccurrences(of: replacing, with: replacement).utf8), file: "c.json")
    } throws: { error in
      "\(error)".hasPrefix("c.json:") && "\(error)".contains(message)
    }
  }
}
