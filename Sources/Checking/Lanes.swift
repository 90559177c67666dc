import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The threads of `EveryCore.map`, one per core, each working through pieces of its own (a fixture's
/// whole check), and lending itself to the others once it has none left: fixtures differ in cost
/// (pizza-planet's sweep is half of the five built-ins'), and a core whose fixtures are done would otherwise
/// idle while another core works through the largest alone.
///
/// A piece's parallel loops (`Workers.run`) post their worker while it runs; an idle lane runs the same
/// worker beside the poster, taking units from the same counter. The poster returns only once every lane
/// that joined it has finished, so the worker never outlives its caller.
final class Lanes: Sendable {
  /// A parallel loop's worker, posted while its poster runs it.
  final class Job: @unchecked Sendable {
    /// Valid while the job is posted, and until each lane that joined it signals `finished`; its poster
    /// lets go of it before returning.
    var worker: (@Sendable () -> Void)?
    /// Set (under the lanes' lock) once a worker has returned: the loop's units are all taken.
    var exhausted = false
    /// How many lanes joined (under the lanes' lock).
    var joined = 0
    /// Signalled by each lane that joined, when its worker returns.
    let finished = DispatchSemaphore(value: 0)

    init(_ worker: @escaping @Sendable () -> Void) { self.worker = worker }
  }

  private struct State: @unchecked Sendable {
    /// Loops running now that an idle lane may join.
    var jobs: [Job] = []
    /// Pieces begun and not yet done. Counted by piece rather than by lane: Dispatch may run a lane only
    /// once another has returned, and a lane waiting for one not yet started would wait for ever.
    var inProgress = 0
  }

  private let state = Mutex<State>(State())

  /// Lanes, each to `enter` on its thread.
  init() {}

  /// Runs one piece, counted as in progress meanwhile.
  func piece<Value>(_ body: () -> Value) -> Value {
    state.withLock { $0.inProgress += 1 }
    defer { state.withLock { $0.inProgress -= 1 } }
    return body()
  }

  /// The lanes the current thread belongs to, if it is one.
  static var current: Lanes? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<Lanes>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// The thread-specific slot that names a thread's lanes.
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// Runs `body` with this thread as one of these lanes; the thread's lanes before (an `EveryCore.map`
  /// inside a piece of another) are its own again after.
  func enter<Value>(_ body: () -> Value) -> Value {
    let outer = pthread_getspecific(Self.key)
    pthread_setspecific(Self.key, Unmanaged.passUnretained(self).toOpaque())
    defer { pthread_setspecific(Self.key, outer) }
    return body()
  }

  /// Runs `worker` here, and on any lane that is idle meanwhile; returns once every one has finished.
  func share(_ worker: @Sendable () -> Void) {
    withoutActuallyEscaping(worker) { worker in
      let job = Job(worker)
      state.withLock { $0.jobs.append(job) }
      worker()
      let joined = state.withLock { state -> Int in
        job.exhausted = true
        state.jobs.removeAll { $0 === job }
        return job.joined
      }
      for _ in 0..<joined { job.finished.wait() }
      job.worker = nil
    }
  }

  /// Runs a joined job's worker, holding it no longer than the call: its poster waits for the signal
  /// that follows, then lets go of the worker, which must not outlive the poster's call.
  @inline(never)
  private static func work(_ job: Job) { job.worker?() }

  /// Called by a lane with no pieces left to take: joins the others' loops until every piece is done.
  func help() {
    while true {
      let (job, done) = state.withLock { state -> (Job?, Bool) in
        if let job = state.jobs.first(where: { !$0.exhausted }) {
          job.joined += 1
          return (job, false)
        }
        return (nil, state.inProgress == 0)
      }
      if let job {
        Self.work(job)
        state.withLock { _ in job.exhausted = true }
        job.finished.signal()
        continue
      }
      if done { return }
      // Nothing to join yet: the next loop of a piece still running starts within a fraction of a
      // millisecond.
      usleep(100)
    }
  }
}

/// A parallel loop: a worker that takes units from a shared counter until none are left, run on every
/// core. Inside `EveryCore.map` it runs on its lane, joined by the lanes that are idle.
enum Workers {
  /// Runs `worker` on `threads` threads at once (each taking units until none are left).
  static func run(_ threads: Int, _ worker: @Sendable () -> Void) {
    guard threads > 1 else { return worker() }
    if let lanes = Lanes.current { return lanes.share(worker) }
    DispatchQueue.concurrentPerform(iterations: threads) { _ in worker() }
  }
}
