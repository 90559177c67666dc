import TestSupport
import Testing

/// A frame that differs from its picture fails with every row shown and the differing ones marked, so the
/// failure reads as the two pictures.
struct PictureTests {
  @Test("Trailing blanks are not part of a picture; a differing row is shown as expected and actual")
  func difference() {
    #expect(Picture.difference(actual: ["╭──╮  ", "╰──╯"], expected: ["╭──╮", "╰──╯"]) == nil)
    #expect(
      Picture.difference(actual: ["╭──╮", "│ab│", "╰──╯"], expected: ["╭──╮", "│a │", "╰──╯"])
        == """
        picture differs (- expected 3 rows, + actual 3):
            0  |╭──╮|
        -   1  |│a │|
        +   1  |│ab│|
            2  |╰──╯|
        """)
    #expect(
      Picture.difference(actual: ["a"], expected: ["a", ""])
        == """
        picture differs (- expected 2 rows, + actual 1):
            0  |a|
        -   1  ||
        +   1  (no row)
        """)
  }

  @Test("A picture written as a multi-line string is its rows")
  func rowsOfText() {
    #expect(Picture.rows("a\n\nb") == ["a", "", "b"])
    #expect(Picture.difference(actual: ["x", " y"], expected: Picture.rows("x\n y")) == nil)
  }
}
