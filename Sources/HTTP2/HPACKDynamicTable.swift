/// The dynamic table of RFC 7541 §2.3.2 and §4: a first-in, first-out list of fields whose sizes (name and
/// value octets plus 32) add up to at most `maxSize`.
struct HPACKDynamicTable: Sendable {
  /// One field and its size as RFC 7541 §4.1 counts it.
  struct Entry: Equatable, Sendable {
    /// The field.
    var field: HTTP2Header
    /// The octet length of the name as it was received.
    var nameOctets: Int
    /// The octet lengths of name and value plus 32. Kept rather than recomputed, because the octets may
    /// not be UTF-8 and a `String` made of them would count differently.
    var size: Int
  }

  /// Entries oldest first; `storage[oldest...]` are live, the ones before are evicted and await compaction.
  private var storage: [Entry] = []
  private var oldest = 0
  /// The sum of the live entries' sizes.
  private(set) var size = 0
  /// The current maximum size, set by dynamic table size updates (§6.3).
  private(set) var maxSize: Int

  init(maxSize: Int = 4_096) {
    self.maxSize = maxSize
  }

  /// The number of live entries.
  var count: Int { storage.count - oldest }

  /// The entry at dynamic `index` (1 is the newest), or nil when there is no such entry.
  func entry(at index: Int) -> Entry? {
    guard index >= 1, index <= count else { return nil }
    return storage[storage.count - index]
  }

  /// The live entries newest first, as RFC 7541 Appendix C lists them.
  var entries: [Entry] { Array(storage[oldest...].reversed()) }

  /// Adds a field, evicting the oldest entries to make room; an entry larger than the table empties it and
  /// is not added (§4.4).
  mutating func insert(_ entry: Entry) {
    evict(toFit: maxSize - entry.size)
    guard entry.size <= maxSize else { return }
    storage.append(entry)
    size += entry.size
  }

  /// Changes the maximum size, evicting entries that no longer fit (§4.3).
  mutating func setMaxSize(_ newMaxSize: Int) {
    maxSize = newMaxSize
    evict(toFit: newMaxSize)
  }

  private mutating func evict(toFit limit: Int) {
    while size > limit, oldest < storage.count {
      size -= storage[oldest].size
      oldest += 1
    }
    if oldest == storage.count {
      storage.removeAll(keepingCapacity: true)
      oldest = 0
    } else if oldest >= 32, oldest * 2 >= storage.count {
      // Compacting only once half the storage is dead keeps eviction O(1) amortized.
      storage.removeFirst(oldest)
      oldest = 0
    }
  }
}
