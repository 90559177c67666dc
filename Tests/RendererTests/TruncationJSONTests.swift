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

/// A text cut even at its `minimumScaleFactor` says which width it quotes.
@Suite struct ScaledClipTests {
  @Test func aClipUnderMinimumScaleFactorSaysTheScaleAndTheFullSize() {
    let clip = Truncation(
      presentation: .lockScreen, region: "content", text: "Out for Delivery", needed: 120.12, available: 100,
      shown: "Out for De…", kind: .clipped, scale: 0.7)
    #expect(
      clip.summary
        == #"lock-screen/content: "Out for Delivery" needs 120.1 pt even at 0.7 (171.6 pt at full size), has"#
        + #" 100.0 pt → "Out for De…""#)
    #expect(FrameText.json(clip)["scale"] == .double(0.7))
  }
}
