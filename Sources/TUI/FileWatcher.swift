import Dispatch
import JSON

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Tells when watched files are saved, from the kernel's file notifications (inotify), with no polling.
///
/// Each file is watched through its directory, so a save that replaces the file (write a copy, rename it over
/// the original, as Vim, VS Code and most editors do) is seen as well as one that writes it in place. A
/// watched directory reports any file created, written, renamed or removed in it. Events that arrive within
/// `latency` of each other are reported together, once: an editor's save is several events.
public final class FileWatcher: @unchecked Sendable {
  /// The events that mean "saved": written and closed, renamed into place, created, removed.
  static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)

  private let descriptor: Int32
  private let queue: DispatchQueue
  private let latency: DispatchTimeInterval
  private let onChange: @Sendable (Set<String>) -> Void
  /// Per watch descriptor: the directory, the watched names in it (as given), and whether it is watched whole.
  private var watches: [Int32: (directory: String, files: [String: String], whole: String?)] = [:]
  private var source: (any DispatchSourceRead)?
  private var pending: Set<String> = []
  private var scheduled = false

  /// Watches `files` (each reported by the path given) and `directories` (reported by their path when anything
  /// in them changes), calling `onChange` on `queue` with the paths that changed. Throws, naming the path, when
  /// a directory cannot be watched.
  public init(
    files: [String], directories: [String] = [], queue: DispatchQueue = .main,
    latency: DispatchTimeInterval = .milliseconds(60),
    onChange: @escaping @Sendable (Set<String>) -> Void
  ) throws(FileWatcherError) {
    descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else {
      throw FileWatcherError(message: "cannot watch files: \(String(cString: strerror(errno)))")
    }
    self.queue = queue
    self.latency = latency
    self.onChange = onChange
    do {
      for file in files {
        let directory = file.deletingLastPathComponent
        let watch = try add(directory.isEmpty ? "." : directory, for: file)
        watches[watch]?.files[file.lastPathComponent] = file
      }
      for directory in directories {
        let watch = try add(directory, for: directory)
        watches[watch]?.whole = directory
      }
    } catch {
      close(descriptor)
      throw error
    }
    let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
    source.setEventHandler { [unowned self] in self.drain() }
    let descriptor = descriptor
    source.setCancelHandler { close(descriptor) }
    self.source = source
    source.resume()
  }

  deinit { cancel() }

  /// Stops watching; no further `onChange` calls.
  public func cancel() {
    source?.cancel()
    source = nil
  }

  private func add(_ directory: String, for path: String) throws(FileWatcherError) -> Int32 {
    let watch = inotify_add_watch(descriptor, directory, Self.mask)
    guard watch >= 0 else {
      let reason = String(cString: strerror(errno))
      throw FileWatcherError(message: "\(path): cannot watch \(directory) for changes (\(reason))")
    }
    if watches[watch] == nil { watches[watch] = (directory, [:], nil) }
    return watch
  }

  /// Reads every queued event; remembers the watched paths they touch and reports them after `latency`.
  private func drain() {
    var buffer = [UInt8](repeating: 0, count: 8192)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      parse(buffer[..<count])
    }
    guard !pending.isEmpty, !scheduled else { return }
    scheduled = true
    queue.asyncAfter(deadline: .now() + latency) { [weak self] in self?.flush() }
  }

  /// `struct inotify_event { int wd; uint32_t mask, cookie, len; char name[len]; }`, one after another.
  private func parse(_ bytes: ArraySlice<UInt8>) {
    let header = MemoryLayout<inotify_event>.size
    var offset = bytes.startIndex
    while offset + header <= bytes.endIndex {
      let (watch, length) = bytes.withUnsafeBytes { raw in
        let base = offset - bytes.startIndex
        return (
          raw.loadUnaligned(fromByteOffset: base, as: Int32.self),
          Int(raw.loadUnaligned(fromByteOffset: base + 12, as: UInt32.self))
        )
      }
      let nameBytes = bytes[(offset + header)..<min(offset + header + length, bytes.endIndex)]
      let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
      offset += header + length
      guard let entry = watches[watch] else { continue }
      if let file = entry.files[name] { pending.insert(file) }
      if let whole = entry.whole { pending.insert(whole) }
    }
  }

  private func flush() {
    scheduled = false
    guard source != nil, !pending.isEmpty else { return }
    let changed = pending
    pending = []
    onChange(changed)
  }
}

/// A file or directory that cannot be watched, in one line.
public struct FileWatcherError: Error, Equatable, Sendable {
  /// What went wrong, naming the path.
  public var message: String
}
