import Fixture
import Foundation
import Rendering
import Simulator
import Testing

/// `L` in the simulator: the face localizes the fixtures in the next language and the phone takes them,
/// keeping step, state and clock; with no catalog, a warning says what to give.
struct LanguageKeyTests {
  static func lockScreen(_ model: SimulatorModel) -> String {
    Renderer.render(model.activity, presentation: .lockScreen, device: .iPhone15Pro, now: model.now)
      .frame.rows.joined(separator: "\n")
  }

  @Test("L asks the face for the next language; the localized fixture replaces the shown one, step kept")
  func changes() {
    var model = SimulatorTestSupport.model()
    _ = model.update(.key(.character("n"), now: SimulatorTestSupport.at(1)))
    let step = model.activity.stepIndex
    let effects = model.update(.key(.character("L"), now: SimulatorTestSupport.at(2)))
    #expect(effects == [.nextLanguage])
    var german = model.activity.definition
    german.layouts.locale = "de"
    _ = model.update(
      .language(
        .changed("de", [.loaded(german, position: 0, file: "pizza.json")]), now: SimulatorTestSupport.at(3)))
    #expect(model.activity.definition.layouts.locale == "de")
    #expect(model.activity.stepIndex == step)
    #expect(model.log.last?.text == "language de: the app's strings (step, state and clock kept)")
    #expect(model.log.last?.key == "L")
  }

  @Test("L with no catalog is a warning naming what to give, and the phone is unchanged")
  func unavailable() {
    var model = SimulatorTestSupport.model()
    _ = model.update(.tick(now: SimulatorTestSupport.at(1)))
    let before = Self.lockScreen(model)
    _ = model.update(.language(.unavailable, now: SimulatorTestSupport.at(1)))
    #expect(model.log.last?.kind == .warning)
    #expect(model.log.last?.text.contains("give the app's strings with --strings FILE") == true)
    #expect(Self.lockScreen(model) == before)
  }

  @Test("L on catalogs that cannot be read is a warning quoting the reader's error; the texts stay")
  func unreadable() {
    var model = SimulatorTestSupport.model()
    _ = model.update(.tick(now: SimulatorTestSupport.at(1)))
    let before = Self.lockScreen(model)
    let error =
      "Broken.xcstrings: not a String Catalog: expected a member name in quotes, found end of file at 1:38"
    _ = model.update(.language(.unreadable(error), now: SimulatorTestSupport.at(1)))
    #expect(model.log.last?.kind == .warning)
    #expect(model.log.last?.text == "no other language: \(error) (the texts shown are kept)")
    #expect(Self.lockScreen(model) == before)
  }

  @Test("L is the key for the next language")
  func bound() {
    #expect(KeyTable.binding(for: .character("L"), in: KeyTable.main)?.action == .nextLanguage)
  }
}
