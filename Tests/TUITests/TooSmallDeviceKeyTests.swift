import Simulator
import TUI
import TestSupport
import Testing

/// `d` on a 55-column terminal shows the 430-pt phone, which needs 60: the screen turns to "terminal too
/// small", and a reader who could only quit or enlarge was locked out of the phone that fitted. There `d`
/// still shows the next device (and says so), in the main mode only; every other key stays unseen-inert.
@Suite struct TooSmallDeviceKeyTests {
  @Test func dActsOnATooSmallScreenAndQuitStillDoes() {
    #expect(KeyTable.actsWhenTooSmall(.character("d"), mode: .normal))
    #expect(KeyTable.actsWhenTooSmall(.character("q"), mode: .normal))
    #expect(KeyTable.actsWhenTooSmall(.controlC, mode: .help))
    #expect(!KeyTable.actsWhenTooSmall(.character("n"), mode: .normal))
    #expect(!KeyTable.actsWhenTooSmall(.character("t"), mode: .normal))
    // After `e`, `d` is the .default dismissal: never chosen unseen.
    #expect(!KeyTable.actsWhenTooSmall(.character("d"), mode: .endPrompt))
    #expect(!KeyTable.actsWhenTooSmall(.character("d"), mode: .help))
  }

  @Test func theTooSmallScreenSaysDShowsAnotherDevice() {
    var model = TUITestSupport.model(columns: 55, rows: 24)
    model.type("d", at: 1)
    let grid = ScreenLayout.compose(model)
    #expect(grid.text.contains("terminal too small: need 60×24, have 55×24"), "\(grid.text)")
    #expect(grid.text.contains("d shows the next device"), "\(grid.text)")
    model.type("d", at: 2)
    #expect(!ScreenLayout.compose(model).text.contains("terminal too small"))
  }
}
