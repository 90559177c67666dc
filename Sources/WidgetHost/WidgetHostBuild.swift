#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Compiles la-sim's shim modules and the app's files into a host program, in the user's cache directory,
/// keyed by a hash of everything that went in: a second run with the same files and toolchain compiles nothing.
public struct WidgetHostBuild: Sendable {
  /// The compiler: a path, or a name looked up on `PATH`.
  public var swiftc: String
  /// The cache's root (`$XDG_CACHE_HOME/la-sim` or `~/.cache/la-sim`).
  public var cacheRoot: String
  /// The most one compiler run may take.
  public var compileTimeout: Double = 300

  /// How many files the compiler works on at once when it compiles la-sim's shim modules: one per core.
  /// Without `-j` the driver compiles the files one after another.
  static let jobs = max(1, min(16, sysconf(Int32(_SC_NPROCESSORS_ONLN))))

  /// A build with `swiftc` (default `swiftc` on `PATH`) under the user's cache directory.
  public init(swiftc: String? = nil, environment: [String: String]) {
    self.swiftc = swiftc ?? "swiftc"
    let base =
      environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? (environment["HOME"] ?? "/tmp") + "/.cache"
    cacheRoot = base + "/la-sim"
  }

  /// What a build made and what it cost.
  public struct Product: Sendable {
    /// The host program.
    public var executable: String
    /// Whether it was compiled now (false: found in the cache).
    public var compiled: Bool
  }

  /// The host program for `sources`, compiled unless the cache has it.
  public func build(_ sources: WidgetSources) throws(WidgetHostError) -> Product {
    guard !sources.widgets.isEmpty || sources.bundle != nil || !sources.attributes.isEmpty else {
      throw WidgetHostError(
        "no Widget in the files given (la-sim looks for a type declared as `struct Name: Widget`, or for a"
          + " model, `struct Name: ActivityAttributes`)",
        exitCode: 65)
    }
    let compiler = try resolvedCompiler()
    let version = try run([compiler, "--version"], what: "swiftc --version").stdoutText
    let shim = try shimModules(compiler: compiler, version: version)
    var hash = ContentHash()
    hash.add(shim)
    for file in sources.files {
      hash.add(file.path)
      hash.add(file.text)
    }
    hash.add(sources.mainSource)
    let directory = cacheRoot + "/host-" + hash.hex
    let executable = directory + "/host"
    if FileManager.default.isExecutableFile(atPath: executable) {
      return Product(executable: executable, compiled: false)
    }
    let staging = try fresh(directory + ".tmp-\(getpid())")
    // One frontend compiles the whole module (`-wmo`): with one frontend per file (`-j`), each parses every
    // file and checks the declarations its file uses, so the frontends running at once each printed the same
    // syntax error or bad declaration of another file. At `-Onone` it is no slower: the tutorial's four files
    // compile in a median 0.60–0.78 s rather than 0.64–1.09 s with `-j 2`, on two cores other builds share.
    var arguments = [compiler, "-swift-version", "5", "-diagnostic-style", "llvm", "-I", shim, "-L", shim]
    arguments += ["-whole-module-optimization"]
    arguments += ["-lWidgetKit", "-lSwiftUI", "-lActivityKit", "-lAppIntents", "-o", staging + "/host"]
    var copies: [CopiedFile] = []
    for (index, file) in sources.files.enumerated() {
      let absolute =
        file.path.hasPrefix("/") ? file.path : FileManager.default.currentDirectoryPath + "/" + file.path
      // The copy's name has no line break, so that each place in it stays on one line of the diagnostics.
      let name = file.path.split(separator: "/").last.map { $0.map { $0.isNewline ? "_" : String($0) } }
      let copy = staging + "/\(index)-" + (name?.joined() ?? "file.swift")
      // Diagnostics and #fileID name the user's file and line, not the copy.
      try write("#sourceLocation(file: \(absolute.swiftQuoted), line: 1)\n" + file.text, to: copy)
      copies.append(
        CopiedFile(copy: copy, original: absolute, text: file.written ?? file.text, rewrites: file.rewrites))
      arguments.append(copy)
    }
    try write(sources.mainSource, to: staging + "/main.swift")
    arguments.append(staging + "/main.swift")
    let result = try run(arguments, what: "compiling the app's Swift")
    guard result.status == 0 else {
      try? FileManager.default.removeItem(atPath: staging)
      // A path holding a line break would print as two lines: each is written with the break escaped.
      var diagnostics = CopiedFile.relocated(result.errorText, in: copies).trimmingTrailingNewlines
      for path in copies.map(\.original) where path.contains(where: { $0.isNewline }) {
        var escaped = ""
        for character in path {
          escaped +=
            character.isNewline
            ? character.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined()
            : String(character)
        }
        diagnostics = diagnostics.replacing(path, with: escaped)
      }
      throw WidgetHostError.notCompiled(diagnostics)
    }
    try place(
      staging, at: directory, isComplete: { FileManager.default.isExecutableFile(atPath: executable) })
    return Product(executable: executable, compiled: true)
  }

  /// The shim modules for this toolchain, compiled unless the cache has them: their directory.
  func shimModules(compiler: String, version: String) throws(WidgetHostError) -> String {
    var hash = ContentHash()
    hash.add(version)
    for module in ShimModule.all {
      hash.add(module.name)
      for file in module.files {
        hash.add(file.name)
        hash.add(file.text)
      }
    }
    let directory = cacheRoot + "/shim-" + hash.hex
    if FileManager.default.fileExists(atPath: directory + "/complete") { return directory }
    let staging = try fresh(directory + ".tmp-\(getpid())")
    for module in ShimModule.all {
      let sourceDirectory = staging + "/" + module.name
      try makeDirectory(sourceDirectory)
      var arguments = [
        compiler, "-parse-as-library", "-emit-module", "-emit-library", "-static", "-module-name",
        module.name,
        "-package-name", "LaSimShim", "-I", staging, "-o", staging + "/lib\(module.name).a",
        "-emit-module-path", staging + "/\(module.name).swiftmodule", "-j", String(Self.jobs),
      ]
      for file in module.files {
        try write(file.text, to: sourceDirectory + "/" + file.name)
        arguments.append(sourceDirectory + "/" + file.name)
      }
      let result = try run(arguments, what: "compiling la-sim's \(module.name)")
      guard result.status == 0 else {
        throw WidgetHostError(
          "la-sim's \(module.name) does not compile with this toolchain (\(version.firstLine)), as swiftc"
            + " printed above: Swift 6 or later is needed", exitCode: 70,
          details: result.errorText.trimmingTrailingNewlines)
      }
    }
    try write("", to: staging + "/complete")
    try place(staging, at: directory) { FileManager.default.fileExists(atPath: directory + "/complete") }
    return directory
  }

  /// Moves the build in `staging` to `directory`, unless another la-sim (started at the same time on the
  /// same cache) put a complete one there first: that one is kept, as that la-sim may be using it. A
  /// directory there that is not complete is a build that stopped half way, and is replaced.
  func place(_ staging: String, at directory: String, isComplete: () -> Bool) throws(WidgetHostError) {
    if isComplete() {
      try? FileManager.default.removeItem(atPath: staging)
      return
    }
    try? FileManager.default.removeItem(atPath: directory)
    guard rename(staging, directory) == 0 || isComplete() else {
      throw WidgetHostError("cannot move a build into \(directory)", exitCode: 73)
    }
    try? FileManager.default.removeItem(atPath: staging)
  }

  /// The compiler's path: `swiftc` itself when it has a slash, else the first on `PATH`.
  func resolvedCompiler() throws(WidgetHostError) -> String {
    if swiftc.contains("/") {
      guard FileManager.default.isExecutableFile(atPath: swiftc) else { throw .noToolchain(swiftc) }
      return swiftc
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/\(swiftc)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw .noToolchain(swiftc)
  }

  private func run(_ arguments: [String], what: String) throws(WidgetHostError) -> ChildRun.Result {
    guard let result = ChildRun.run(arguments, timeout: compileTimeout) else {
      throw WidgetHostError("cannot start \(arguments[0]) (\(what))", exitCode: 69)
    }
    if result.timedOut {
      throw WidgetHostError(
        "\(what) took longer than \(Int(compileTimeout)) s and was stopped", exitCode: 70)
    }
    return result
  }

  private func fresh(_ directory: String) throws(WidgetHostError) -> String {
    try? FileManager.default.removeItem(atPath: directory)
    try makeDirectory(directory)
    return directory
  }

  private func makeDirectory(_ directory: String) throws(WidgetHostError) {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw WidgetHostError("cannot create \(directory) for the widget host's build", exitCode: 73)
    }
  }

  private func write(_ text: String, to path: String) throws(WidgetHostError) {
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
      throw WidgetHostError("cannot write \(path) for the widget host's build", exitCode: 73)
    }
  }
}

extension ChildRun.Result {
  var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
}

extension String {
  var trimmingTrailingNewlines: String {
    var text = self
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  var firstLine: String { String(split(separator: "\n").first ?? "") }
}

extension WidgetHostBuild {
  /// Kills the compilers and hosts running now, in any thread: a simulator that quits mid-compile leaves no
  /// compiler behind and does not wait for it.
  public static func stopRunning() {
    ChildRun.killRunning()
  }
}
