import Dispatch
import Synchronization

/// Independent pieces of work shared out over every core, their results in the order of the pieces:
/// `check` of several fixtures checks them side by side.
public enum EveryCore {
  /// `work(0)`, `work(1)`, … `work(count - 1)`, each run once, taken in that order by whichever core is free.
  /// Work that itself shares out over every core (a fixture's sweep) runs on its own thread, so that each
  /// piece keeps its text layouts and resolved views to one thread, until a core has no piece left: it
  /// then joins the loops of the pieces still running (`Lanes`).
  public static func map<Value>(_ count: Int, _ work: @Sendable (Int) -> Value) -> [Value] {
    // One piece runs here, its own work shared out over every core as it would be alone.
    guard count > 1 else { return count == 1 ? [work(0)] : [] }
    let results = ClipSweep.Slots<Value>(count: count)
    let lanes = Lanes()
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: ClipSweep.threads(units: count)) { _ in
      lanes.enter {
        while true {
          let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
          guard index < count else { break }
          lanes.piece { results[index] = work(index) }
        }
        lanes.help()
      }
    }
    return (0..<count).map { results[$0] }
  }
}
