#if canImport(Glibc)
  import Glibc
#endif

/// A thread of its own for a blocking loop (the accept loop, one connection): Dispatch's pool is for work
/// that does not block, and Foundation's `Thread` would bring all of Foundation into the binary.
enum DetachedThread {
  /// Stack per connection thread: a connection's loop holds a 64-KB read buffer on the heap, not here.
  static let stackBytes = 256 * 1024

  /// Runs `body` on a new detached thread; false when the system has no thread to give.
  @discardableResult
  static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
    let box = Unmanaged.passRetained(Box(body))
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    pthread_attr_setstacksize(&attributes, stackBytes)
    var thread = pthread_t()
    let result = pthread_create(
      &thread, &attributes,
      { argument in
        guard let argument else { return nil }
        let box = Unmanaged<Box>.fromOpaque(argument).takeRetainedValue()
        box.body()
        return nil
      }, box.toOpaque())
    if result != 0 {
      box.release()
      return false
    }
    return true
  }

  private final class Box: @unchecked Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }
}
