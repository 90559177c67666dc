#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps a write to a peer that has gone from killing the process.
///
/// Writing to a socket whose peer closed raises SIGPIPE, whose default action ends the process, and OpenSSL
/// writes with `write`, not `send(…, MSG_NOSIGNAL)`. A server could ignore SIGPIPE process-wide (and may:
/// then this costs nothing), but a library should not need it to, so on Linux each OpenSSL call that may
/// write runs with SIGPIPE blocked on the calling thread, and a SIGPIPE it raised is taken off the thread
/// before the mask is restored; the write itself fails with EPIPE, which becomes a `TLSError`. On Darwin
/// the socket's `SO_NOSIGPIPE` (set by `TLSConnection`) does the same.
enum BrokenPipeSignal {
  /// Runs `body` with SIGPIPE blocked on this thread, discarding a SIGPIPE that `body` raised.
  static func suppressed<T>(_ body: () -> T) -> T {
    #if os(Linux)
      var pipeOnly = sigset_t()
      sigemptyset(&pipeOnly)
      sigaddset(&pipeOnly, SIGPIPE)
      var previous = sigset_t()
      guard pthread_sigmask(SIG_BLOCK, &pipeOnly, &previous) == 0 else { return body() }
      // Blocked already by the caller: its mask, and any SIGPIPE it has pending, are its own business.
      if sigismember(&previous, SIGPIPE) == 1 { return body() }
      var pending = sigset_t()
      sigpending(&pending)
      let pendingBefore = sigismember(&pending, SIGPIPE) == 1
      let result = body()
      // errno of the failed write has been read inside `body`, so these calls may change it.
      if !pendingBefore {
        sigpending(&pending)
        if sigismember(&pending, SIGPIPE) == 1 {
          var now = timespec(tv_sec: 0, tv_nsec: 0)
          _ = sigtimedwait(&pipeOnly, nil, &now)
        }
      }
      pthread_sigmask(SIG_SETMASK, &previous, nil)
      return result
    #else
      return body()
    #endif
  }
}
