/// Independent pieces of work shared out over every core, their results in the order of the pieces:
/// `check` of several fixtures checks them side by side.
public enum EveryCore {
  /// `work(0)`, `work(1)`, … `work(count - 1)`, each run once, taken in that order by whichever core is free.
  /// Work that itself shares out over every core (a fixture's sweep) runs on its own thread meanwhile, so
  /// each piece keeps its text layouts and resolved views to one thread.
  public static func map<Value>(_ count: Int, _ work: @Sendable (Int) -> Value) -> [Value] {
    // One piece runs here, its own work shared out over every core as it would be alone.
    guard count > 1 else { return count == 1 ? [work(0)] : [] }
    let results = ClipSweep.Slots<Value>(count: count)
    ClipSweep.perform(count) { results[$0] = work($0) }
    return (0..<count).map { results[$0] }
  }
}
