#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program with its own process group, feeding it `input` and collecting what it prints, within a
/// time limit: past it, the whole group (a compiler's frontends too) is killed.
enum ChildRun {
  /// How a run ended.
  struct Result {
    /// The exit status, or nil when a signal ended it.
    var status: Int32?
    /// The signal that ended it.
    var signal: Int32?
    /// What it printed.
    var stdout: [UInt8]
    /// What it wrote to standard error.
    var stderr: [UInt8]
    /// Killed at the time limit.
    var timedOut: Bool

    var errorText: String { String(decoding: stderr, as: UTF8.self) }
  }

  /// Runs `arguments` (the first is the program's path); nil when it could not be started. `memoryLimit`
  /// bounds the program's address space (`RLIMIT_AS`, set as soon as it is started, before it is given any
  /// input): an allocation past it fails in the program, not on the machine.
  static func run(
    _ arguments: [String], input: [UInt8] = [], timeout: Double, memoryLimit: Int? = nil,
    quietCrashes: Bool = false
  ) -> Result? {
    var inPipe: [Int32] = [0, 0]
    var outPipe: [Int32] = [0, 0]
    var errPipe: [Int32] = [0, 0]
    guard Self.pipeAboveStandardStreams(&inPipe), Self.pipeAboveStandardStreams(&outPipe),
      Self.pipeAboveStandardStreams(&errPipe)
    else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, inPipe[0], STDIN_FILENO)
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], STDERR_FILENO)
    for descriptor in inPipe + outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    // A crash of the app's code prints Swift's one-line reason, not the runtime's page of registers
    // (unless the user asked for backtraces with SWIFT_BACKTRACE).
    var extra: [UnsafeMutablePointer<CChar>?] = []
    if quietCrashes, getenv("SWIFT_BACKTRACE") == nil { extra.append(strdup("SWIFT_BACKTRACE=enable=no")) }
    defer { for pointer in extra { free(pointer) } }
    var environment: [UnsafeMutablePointer<CChar>?] = extra
    var entry = environ
    while let variable = entry.pointee {
      environment.append(variable)
      entry += 1
    }
    environment.append(nil)
    let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, environment)
    close(inPipe[0])
    close(outPipe[1])
    close(errPipe[1])
    guard spawned == 0 else {
      close(inPipe[1])
      close(outPipe[0])
      close(errPipe[0])
      return nil
    }
    if let memoryLimit { limitMemory(of: pid, to: memoryLimit) }
    running.withLock { _ = $0.insert(pid) }
    defer { running.withLock { _ = $0.remove(pid) } }
    Self.interruptible(pid)
    defer { latest = 0 }
    var result = Result(status: nil, signal: nil, stdout: [], stderr: [], timedOut: false)
    // A child that exits before reading its input must not end la-sim with SIGPIPE.
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    let deadline = now() + timeout
    exchange(
      pid: pid, input: input, stdin: inPipe[1], stdout: outPipe[0], stderr: errPipe[0], deadline: deadline,
      into: &result)
    var status: Int32 = 0
    // A child that closed its output but still runs is waited for until the deadline, then killed.
    while true {
      let waited = waitpid(pid, &status, WNOHANG)
      if waited == pid || waited < 0 && errno != EINTR { break }
      if now() >= deadline {
        kill(-pid, SIGKILL)
        result.timedOut = true
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        break
      }
      usleep(2000)
    }
    // WIFEXITED, WEXITSTATUS and WTERMSIG, which Swift does not import as functions.
    if status & 0x7F == 0 { result.status = (status >> 8) & 0xFF } else { result.signal = status & 0x7F }
    return result
  }

  /// A pipe whose two descriptors are above the standard streams'. A la-sim started with one of those closed
  /// (a SwiftPM plugin's tool may be) is handed 0, 1 or 2 by `pipe`. The child's standard streams are made
  /// from the pipes by `dup2` and the pipes then closed in it, so such a pipe would close the stream it was
  /// moved onto: the widget host read no request and answered none, with status 0.
  private static func pipeAboveStandardStreams(_ descriptors: inout [Int32]) -> Bool {
    guard pipe(&descriptors) == 0 else { return false }
    for index in descriptors.indices where descriptors[index] <= STDERR_FILENO {
      let moved = fcntl(descriptors[index], F_DUPFD, STDERR_FILENO + 1)
      guard moved >= 0 else { return false }
      close(descriptors[index])
      descriptors[index] = moved
    }
    return true
  }

  /// The process groups of the programs running now (their leaders' ids).
  static let running = Guarded(Set<pid_t>())

  /// The group of the program started last, for a signal handler (which may not take a lock): one aligned
  /// word, written before the program may be interrupted and read once by the handler (the standard
  /// library's `Atomic` would bring `libswiftSynchronization` into every start of la-sim).
  nonisolated(unsafe) static var latest: pid_t = 0

  /// Ctrl-C reaches the terminal's foreground group, la-sim's, and not the child's own: a signal that ends
  /// la-sim (SIGINT, SIGTERM, SIGHUP, where nothing else handles it) first kills the child's group, so a
  /// compiler never goes on running after la-sim is gone.
  static func interruptible(_ group: pid_t) {
    latest = group
    for number in [SIGINT, SIGTERM, SIGHUP] {
      var current = sigaction()
      guard sigaction(number, nil, &current) == 0 else { continue }
      #if canImport(Glibc)
        guard current.__sigaction_handler.sa_handler == nil else { continue }
      #else
        guard current.__sigaction_u.__sa_handler == nil else { continue }
      #endif
      signal(number) { number in
        let group = ChildRun.latest
        if group > 0 { kill(-group, SIGKILL) }
        signal(number, SIG_DFL)
        raise(number)
      }
    }
  }

  /// Kills every program running now, with its group (a compiler's frontends too): nothing la-sim started
  /// outlives it.
  static func killRunning() {
    running.withLock { groups in
      for group in groups { kill(-group, SIGKILL) }
    }
  }

  private static func exchange(
    pid: pid_t, input: [UInt8], stdin: Int32, stdout: Int32, stderr: Int32, deadline: Double,
    into result: inout Result
  ) {
    var written = 0
    var stdinOpen = true
    if input.isEmpty {
      close(stdin)
      stdinOpen = false
    } else {
      _ = fcntl(stdin, F_SETFL, fcntl(stdin, F_GETFL) | O_NONBLOCK)
    }
    var open: [Int32] = [stdout, stderr]
    var buffer = [UInt8](repeating: 0, count: 65536)
    while !open.isEmpty {
      let remaining = deadline - now()
      if remaining <= 0 {
        kill(-pid, SIGKILL)
        result.timedOut = true
        break
      }
      var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      if stdinOpen { fds.append(pollfd(fd: stdin, events: Int16(POLLOUT), revents: 0)) }
      let ready = poll(&fds, nfds_t(fds.count), Int32(min(remaining * 1000, 1000)) + 1)
      if ready < 0 && errno != EINTR { break }
      for entry in fds where entry.revents != 0 {
        if entry.fd == stdin && stdinOpen {
          let count = input[written...].withUnsafeBytes { write(stdin, $0.baseAddress, $0.count) }
          if count > 0 { written += count }
          if count < 0 && errno != EAGAIN || written >= input.count {
            close(stdin)
            stdinOpen = false
          }
          continue
        }
        let count = read(entry.fd, &buffer, buffer.count)
        if count > 0 {
          if entry.fd == stdout {
            result.stdout += buffer[0..<count]
          } else {
            result.stderr += buffer[0..<count]
          }
        } else if count == 0 || errno != EINTR && errno != EAGAIN {
          close(entry.fd)
          open.removeAll { $0 == entry.fd }
        }
      }
    }
    if stdinOpen { close(stdin) }
    for descriptor in open { close(descriptor) }
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// `prlimit(pid, RLIMIT_AS, …)`: glibc declares it only under `_GNU_SOURCE`, so it is looked up by name.
  /// Where it is missing (not Linux), the child runs without the limit.
  static func limitMemory(of pid: pid_t, to bytes: Int) {
    #if os(Linux)
      typealias PRLimit =
        @convention(c) (pid_t, Int32, UnsafePointer<rlimit>?, UnsafeMutablePointer<rlimit>?) -> Int32
      guard let symbol = dlsym(nil, "prlimit") else { return }
      var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
      _ = unsafeBitCast(symbol, to: PRLimit.self)(pid, Int32(RLIMIT_AS.rawValue), &limit, nil)
    #endif
  }
}
