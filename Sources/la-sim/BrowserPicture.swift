import Arguments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `--format png`: a picture in points rasterised by a headless Chromium, the one browser la-sim knows how
/// to drive. Optional at run time: without a browser, a one-line error and exit 69 (unavailable).
enum BrowserPicture {
  /// Pixels per point: a 2× phone's.
  static let scale = 2

  /// The browser: `CHROMIUM` when set, else `chromium`, `chromium-browser` or `google-chrome` on `PATH`.
  static func browser() -> String? {
    let environment = ProcessInfo.processInfo.environment
    if let named = environment["CHROMIUM"], !named.isEmpty { return named }
    let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for directory in path.split(separator: ":") where !directory.isEmpty {
        let candidate = "\(directory)/\(name)"
        if access(candidate, X_OK) == 0 { return candidate }
      }
    }
    return nil
  }

  /// Writes the PNG of `svg` (an SVG document whose root gives its width and height) to `path`.
  static func write(svg: String, to path: String) throws(CLIError) {
    guard let browser = browser() else {
      throw CLIError(
        message:
          "--format png needs a headless Chromium: none found (set CHROMIUM, or apt-get install chromium)",
        code: ExitCode.unavailable)
    }
    let (width, height) = size(of: svg)
    var template = Array("/tmp/la-sim-png-XXXXXX".utf8CString)
    guard
      let directory = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }).map({
        String(cString: $0)
      })
    else {
      throw CLIError(message: "--format png: cannot make a temporary directory", code: ExitCode.cannotCreate)
    }
    defer { _ = try? FileManager.default.removeItem(atPath: directory) }
    let page = "\(directory)/picture.svg"
    let shot = "\(directory)/picture.png"
    guard FileManager.default.createFile(atPath: page, contents: Data(svg.utf8)) else {
      throw CLIError(message: "--format png: cannot write \(page)", code: ExitCode.cannotCreate)
    }
    let arguments = [
      browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
      "--force-device-scale-factor=\(scale)", "--window-size=\(width),\(height)", "--screenshot=\(shot)",
      "file://\(page)",
    ]
    let status = run(arguments)
    guard status == 0, let data = FileManager.default.contents(atPath: shot), !data.isEmpty else {
      throw CLIError(
        message: "--format png: \(browser) wrote no picture (exit status \(status))", code: ExitCode.software)
    }
    guard FileManager.default.createFile(atPath: path, contents: data) else {
      throw CLIError(message: "--format png: cannot write \(path)", code: ExitCode.cannotCreate)
    }
  }

  /// The root element's `width` and `height`, rounded up to whole points.
  static func size(of svg: String) -> (Int, Int) {
    func attribute(_ name: String) -> Int {
      guard let range = svg.firstRange(of: " \(name)=\"") else { return 400 }
      let digits = svg[range.upperBound...].prefix { $0.isNumber || $0 == "." }
      return Int((Double(digits) ?? 400).rounded(.up))
    }
    return (attribute("width"), attribute("height"))
  }

  /// Runs `arguments` with standard input, output and error on /dev/null; returns its exit status (-1 when
  /// it could not be started or ended on a signal).
  static func run(_ arguments: [String]) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_addopen(
        &actions, descriptor, "/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
    }
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
    guard spawned == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return -1 }
    }
    // WIFEXITED and WEXITSTATUS, which Swift does not import as functions.
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
  }
}
