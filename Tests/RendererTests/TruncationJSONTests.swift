import FrameFormats
import JSON
import Layout
import Rendering
import Testing

/// The numbers of a truncation in JSON are what they say: points in points, a scale as a fraction.
@Suite struct TruncationJSONTests {
  @Test func aScaleIsTheFractionMinimumScaleFactorAllowed() {
    let scaled = Truncation(
      presentation: .lockScreen, region: "content", text: "Out for Delivery", needed: 171.6, available: 139.5,
      shown: "Out for Delivery", kind: .scaled, scale: 0.81312)
    let json = FrameText.json(scaled)
    #expect(json["scale"] == .double(0.8131))
    #expect(json["needed"] == .double(171.6))
    let clipped = Truncation(
      presentation: .lockScreen, region: "content", text: "x", needed: 10, available: 5, shown: "…")
    #expect(FrameText.json(clipped)["scale"] == .null)
    let absurd = Truncation(
      presentation: .lockScreen, region: "content", text: "x", needed: 10, available: 5, shown: "x",
      kind: .scaled,
      scale: .nan)
    #expect(FrameText.json(absurd)["scale"] == .null)
  }
}
