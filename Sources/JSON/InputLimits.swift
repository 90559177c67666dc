/// The largest inputs la-sim accepts, each refused with a one-line error that names the limit.
///
/// A fixture, a payload or a scenario is data a person or a CI job hands la-sim; a file far larger than any
/// real one is a mistake (or an attack) and must fail quickly, in bounded memory, with a message, never by
/// exhausting memory or the stack. The figures are documented in docs/limits.md.
public enum InputLimits {
  /// The largest fixture file: 4 MiB. The shipped fixtures are under 8 KB.
  public static let fixtureBytes = 4 * 1024 * 1024
  /// The largest push payload file: 64 KiB, sixteen times the 4 KB APNs accepts for a Live Activity.
  public static let payloadBytes = 64 * 1024
  /// The largest scenario file: 1 MiB.
  public static let scenarioBytes = 1024 * 1024
  /// The deepest JSON nesting of arrays and objects. A layout ten levels deep is already unusual.
  public static let jsonDepth = 64
  /// The most `snapshot` lines a scenario may hold.
  public static let scenarioSnapshots = 1_000
  /// The most commands a scenario may hold, each key of a `press` line counted as one.
  public static let scenarioSteps = 10_000
  /// The longest single `wait` or `end after` delay: 12 hours, the longest an activity can live (8 hours
  /// active, then 4 on the Lock Screen).
  public static let scenarioWaitSeconds: Double = 12 * 3600
  /// How far the simulated clock of a scenario may run from its start: 7 days.
  public static let scenarioClockSeconds: Double = 7 * 24 * 3600

  /// The most steps a fixture's pipeline may hold: the shipped fixtures have four to six, and `check` draws
  /// every step at every size on every device, so its time grows with steps × sizes × devices.
  public static let pipelineSteps = 100
  /// The most `instances` a fixture may list: each is another activity `a` starts in the simulator, and
  /// a phone shows a handful of activities of one app at most.
  public static let instances = 32
  /// The most views one region's layout may draw (a `forEach` counts its content once per case): the
  /// shipped fixtures draw at most a few dozen, and `check` lays every region out hundreds of times (every
  /// step, state, date form and device), so its time grows with views × frames.
  public static let layoutViews = 500
  /// The longest `staleAfter` or dismissal delay a fixture may give, either way: 12 hours, the longest an
  /// activity can live, so a later stale date or dismissal could never take effect.
  public static let activityLifetimeSeconds: Double = 12 * 3600
  /// The longest offset of a relative date in a fixture (`"+3d"` for a date field, a timer's `pickupAt-10m`),
  /// either way: 36,525 days, a century. Dates beyond it are not a Live Activity's; the bound also keeps
  /// every date la-sim computes far inside what a clock or `Int` conversion can show.
  public static let relativeDateSeconds: Double = 36_525 * 86_400

  /// A bound on a relative time written in a fixture, with the sentence that explains it.
  public enum Duration: Sendable {
    /// `staleAfter`, `dismissalPolicy.after`: `activityLifetimeSeconds`.
    case activityLifetime
    /// A date field's value, a timer's offset, `tokenRotation`: `relativeDateSeconds`.
    case relativeDate

    /// The bound, in seconds either way.
    public var seconds: Double {
      switch self {
      case .activityLifetime: InputLimits.activityLifetimeSeconds
      case .relativeDate: InputLimits.relativeDateSeconds
      }
    }

    /// The bound as the error names it, with why it is there.
    public var text: String {
      switch self {
      case .activityLifetime:
        "the 12h limit either way (an activity lives at most 12 hours: 8 active, then 4 on the Lock Screen)"
      case .relativeDate: "the 36525d (a century) limit either way on a relative date in a fixture"
      }
    }
  }

  /// The kinds of input file, each with its size limit.
  public enum File: String, Sendable, CaseIterable {
    /// A fixture (`la-sim render FIXTURE.json`).
    case fixture
    /// A push payload (`la-sim push`, a scenario's `push`).
    case payload
    /// A scenario (`la-sim play`).
    case scenario

    /// The largest file of this kind, in bytes.
    public var maximumBytes: Int {
      switch self {
      case .fixture: InputLimits.fixtureBytes
      case .payload: InputLimits.payloadBytes
      case .scenario: InputLimits.scenarioBytes
      }
    }

    /// The limit as people write it: `4 MiB`, `64 KiB`.
    public var limitText: String {
      let bytes = maximumBytes
      return bytes % (1024 * 1024) == 0 ? "\(bytes / (1024 * 1024)) MiB" : "\(bytes / 1024) KiB"
    }
  }

  /// Refuses `byteCount` bytes of `file` (named `path` in the message) when it is over the limit for its
  /// kind: `big.json: 5000000 bytes, more than the 4 MiB limit on a fixture file`.
  public static func check(byteCount: Int, of file: File, path: String) throws(InputLimitError) {
    guard byteCount > file.maximumBytes else { return }
    throw InputLimitError(path: path, byteCount: byteCount, file: file)
  }
}
