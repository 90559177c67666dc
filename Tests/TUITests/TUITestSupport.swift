import BuiltinFixtures
import Foundation
import Rendering
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

  /// The rows `range` of the screen, as text: a panel to compare with a picture.
  func rows(_ range: Range<Int>) -> [String] {
    Array(rows[range])
  }

  /// The rectangle of `width`×`height` cells from column `x`, row `y`, as text rows.
  func region(x: Int, y: Int, width: Int, height: Int) -> [String] {
    (y..<(y + height)).map { text(x: x, y: $0, width: width) }
  }

  /// `width` cells of row `y` from column `x`, as text.
  func text(x: Int, y: Int, width: Int) -> String {
    var result = ""
    for column in x..<min(self.width, x + width) { result += self[column, y].text }
    return result
  }
}
