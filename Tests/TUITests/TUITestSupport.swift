import BuiltinFixtures
import Foundation
import Renderer
import Simulator
import TUI
import TestSupport

/// The screen's tests use the simulator's shared set-up (`SimulatorFixture`, in TestSupport).
typealias TUITestSupport = SimulatorFixture

extension SimulatorModel {
  /// The screen as text rows.
  var screenRows: [String] { ScreenLayout.compose(self).rows }
}

extension ScreenGrid {
  /// The first row containing `text`, if any.
  func firstRow(containing text: String) -> Int? {
    rows.firstIndex { $0.contains(text) }
  }

  /// `width` cells of row `y` from column `x`, as text.
  func text(x: Int, y: Int, width: Int) -> String {
    var result = ""
    for column in x..<min(self.width, x + width) { result += self[column, y].text }
    return result
  }
}
