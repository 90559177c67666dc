#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files one command reads and the files it is about to write, so that no output replaces an input,
/// a golden or another output. Paths are compared by what they name, not how they are spelled: an
/// existing file by its device and inode (`stat`, following links, so `./fx.json`, `d/../fx.json`, a hard
/// link and a symbolic link to it are one file); a path that does not exist yet by its nearest existing
/// directory's device and inode and the rest of the path, so `g/a.txt` and `./g/../g/a.txt` are one
/// output. Every command that writes a file it was told to write checks here first, before it writes
/// anything.
public struct OutputPaths: Sendable {
  /// A file a command reads or writes, and what it is to the command (`the fixture`, `--report`).
  public struct Entry: Equatable, Sendable {
    /// What the file is to the command, as the error names it: `the scenario`, `--junit`.
    public var role: String
    /// The path as it was given or derived.
    public var path: String

    /// A file and its role.
    public init(role: String, path: String) {
      self.role = role
      self.path = path
    }
  }

  /// What a path names, comparable across spellings.
  enum Location: Hashable {
    /// An existing file (or directory): its device and inode.
    case file(device: UInt64, inode: UInt64)
    /// A path not there yet: the device and inode of its nearest existing directory, and the rest.
    case entry(device: UInt64, inode: UInt64, rest: String)
  }

  /// The files read (inputs and goldens), in the order they were named.
  public private(set) var inputs: [Entry] = []
  /// The files to be written, in the order they were named.
  public private(set) var outputs: [Entry] = []

  /// No files yet.
  public init() {}

  /// Names a file the command reads: it must not be written.
  public mutating func read(_ path: String, as role: String) {
    inputs.append(Entry(role: role, path: path))
  }

  /// Names a file the command writes: it must be none of the inputs and no other output.
  public mutating func write(_ path: String, as role: String) {
    outputs.append(Entry(role: role, path: path))
  }

  /// Throws, naming both, for the first output that is an input or an earlier output. An output whose
  /// place cannot be worked out (a parent that is a file, a loop of links) is left for the write itself
  /// to refuse with its own error.
  public func check() throws(OutputPathError) {
    var taken: [Location: Entry] = [:]
    for input in inputs {
      guard let location = Self.location(of: input.path), taken[location] == nil else { continue }
      taken[location] = input
    }
    for output in outputs {
      guard let location = Self.location(of: output.path) else { continue }
      if let earlier = taken[location] {
        throw OutputPathError(output: output, existing: earlier, isInput: inputs.contains(earlier))
      }
      taken[location] = output
    }
  }

  /// Where `path` is, or nil when no directory on its way can be found.
  static func location(of path: String) -> Location? {
    var info = stat()
    if stat(path, &info) == 0 {
      return .file(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
    // Walk up to the nearest directory on the path that exists. What follows it is created later as real
    // directories, so a ".." after a missing part cancels that part; one left over applies to the directory.
    let absolute = path.hasPrefix("/")
    var parts = path.split(separator: "/").map(String.init).filter { $0 != "." }
    var rest: [String] = []
    var up = 0
    while let last = parts.popLast() {
      if last == ".." {
        up += 1
      } else if up > 0 {
        up -= 1
      } else {
        rest.insert(last, at: 0)
      }
      let parent = (absolute ? "/" : "") + (parts + Array(repeating: "..", count: up)).joined(separator: "/")
      guard stat(parent.isEmpty ? "." : parent, &info) == 0 else { continue }
      guard info.st_mode & S_IFMT == S_IFDIR else { return nil }
      return .entry(
        device: UInt64(info.st_dev), inode: UInt64(info.st_ino), rest: rest.joined(separator: "/"))
    }
    return nil
  }
}
