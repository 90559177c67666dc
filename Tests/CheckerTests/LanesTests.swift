import Synchronization
import Testing

@testable import Checking

#if canImport(Glibc)
  import Glibc
#endif

/// `EveryCore.map` runs pieces side by side, one per core; a core whose pieces are done joins the parallel
/// loops of a piece still running. Every unit must run exactly once, and every result come back in the
/// order of the pieces, however the work was shared.
struct LanesTests {
  /// How often each unit of a loop ran.
  final class Record: Sendable {
    let runs = Mutex<[Int: Int]>([:])

    func ran(_ unit: Int) { runs.withLock { $0[unit, default: 0] += 1 } }
  }

  @Test("A large piece's loop, which an idle core may join, runs each unit once; results in order")
  func idleLaneJoins() {
    let record = Record()
    let units = 400
    let results = EveryCore.map(3) { piece -> Int in
      guard piece == 0 else { return piece * 10 }
      // The large piece: a loop of units taken from one counter, as the sweep's are.
      ClipSweep.perform(units) { unit in
        record.ran(unit)
        usleep(500)
      }
      return -1
    }
    #expect(results == [-1, 10, 20])
    let runs = record.runs.withLock { $0 }
    #expect(runs.count == units)
    #expect(runs.values.allSatisfy { $0 == 1 })
  }

  @Test("Loops outside side-by-side pieces, and nested loops inside them, each run every unit once")
  func nestedLoops() {
    let outside = Record()
    ClipSweep.perform(50) { outside.ran($0) }
    #expect(outside.runs.withLock { $0.count } == 50)
    let inside = Record()
    let results = EveryCore.map(4) { piece -> Int in
      ClipSweep.perform(30) { unit in
        ClipSweep.perform(3) { inside.ran(piece * 1000 + unit * 10 + $0) }
      }
      return piece
    }
    #expect(results == [0, 1, 2, 3])
    let runs = inside.runs.withLock { $0 }
    #expect(runs.count == 4 * 30 * 3)
    #expect(runs.values.allSatisfy { $0 == 1 })
  }

  @Test(
    "Side-by-side pieces inside a piece: each unit once, and the outer piece's lane is its own again after")
  func nestedMaps() {
    let record = Record()
    let results = EveryCore.map(3) { outer -> [Int] in
      let inner = EveryCore.map(3) { inner in
        ClipSweep.perform(10) { record.ran(outer * 100 + inner * 10 + $0) }
        return outer * 10 + inner
      }
      let lane = Lanes.current != nil
      ClipSweep.perform(10) { record.ran(1000 + outer * 10 + $0) }
      return inner + [lane ? 1 : 0]
    }
    #expect(results == [[0, 1, 2, 1], [10, 11, 12, 1], [20, 21, 22, 1]])
    let runs = record.runs.withLock { $0 }
    #expect(runs.count == 3 * 3 * 10 + 3 * 10)
    #expect(runs.values.allSatisfy { $0 == 1 })
  }
}
