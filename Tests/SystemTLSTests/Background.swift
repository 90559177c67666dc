import Foundation

/// Runs blocking work (accept, a TLS handshake, waiting for a child process) on a thread of its own, so
/// that it never holds one of the few threads Swift's concurrency runs tests on.
func onThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
  await withCheckedContinuation { continuation in
    Thread.detachNewThread { continuation.resume(returning: body()) }
  }
}
