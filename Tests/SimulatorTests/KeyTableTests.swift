import Simulator
import Testing

struct KeyTableTests {
  @Test(
    "Every documented key dispatches its action",
    arguments: [
      (KeyPress.character("n"), SimulatorAction.advance), (.right, .advance), (.character(" "), .advance),
      (.character("p"), .back), (.left, .back), (.character("s"), .markStale), (.character("e"), .beginEnd),
      (.character("r"), .restart), (.character("+"), .moveClock(60)), (.character("]"), .moveClock(600)),
      (.character("}"), .moveClock(3600)), (.character("."), .togglePause), (.character("d"), .nextDevice),
      (.character("l"), .nextPush), (.character("?"), .toggleHelp), (.character("q"), .quit),
      (.controlC, .quit),
    ] as [(KeyPress, SimulatorAction)])
  func mainKeys(key: KeyPress, action: SimulatorAction) {
    #expect(KeyTable.binding(for: key, in: KeyTable.main)?.action == action)
  }

  @Test(
    "After e, d, i and a pick the dismissal policy and esc cancels",
    arguments: [
      (KeyPress.character("d"), SimulatorAction.end(.default)), (.character("i"), .end(.immediate)),
      (.character("a"), .end(.fixtureDelay)), (.escape, .cancel),
    ] as [(KeyPress, SimulatorAction)])
  func endKeys(key: KeyPress, action: SimulatorAction) {
    #expect(KeyTable.binding(for: key, in: KeyTable.end)?.action == action)
  }

  @Test("No key is bound twice in a table, and unbound keys do nothing")
  func noDuplicates() {
    for table in [KeyTable.main, KeyTable.end] {
      let keys = table.flatMap(\.keys)
      #expect(Set(keys).count == keys.count)
    }
    #expect(KeyTable.binding(for: .character("z"), in: KeyTable.main) == nil)
    var model = SimulatorTestSupport.model()
    let before = model
    model.type("zZ", at: 0)
    model.press([.up, .down, .enter], at: 0)
    #expect(model == before)
  }

  @Test("Key labels have ASCII forms for terminals without UTF-8")
  func asciiLabels() {
    for binding in KeyTable.main + KeyTable.end {
      #expect(binding.keyLabel(ascii: true).allSatisfy { $0.isASCII })
    }
    #expect(KeyTable.main[0].keyLabel(ascii: false) == "n → space")
    #expect(KeyTable.main[0].keyLabel(ascii: true) == "n right space")
  }
}
