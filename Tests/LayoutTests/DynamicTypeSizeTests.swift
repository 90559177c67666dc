import Testing
import Typography

@Suite struct DynamicTypeSizeTests {
  @Test func namesAreTheCommandLineNames() {
    #expect(DynamicTypeSize(rawValue: "AX3") == .accessibility3)
    #expect(DynamicTypeSize(rawValue: "xxxLarge") == .xxxLarge)
    #expect(DynamicTypeSize.allCases.count == 12)
    #expect(
      DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
  }
}
