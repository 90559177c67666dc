import Fixture
import Layout
import Lifecycle
import Rendering

/// What an `expect` line checks. A false expectation stops the scenario with exit status 1.
public enum ScenarioExpectation: Equatable, Sendable {
  /// What became of a push, as `expect verdict` names it.
  public enum Verdict: String, CaseIterable, Equatable, Sendable {
    /// It changed the activity.
    case applied
    /// The device dropped it: an older timestamp, after the end.
    case ignored
    /// It did not decode, or could not be applied (the events say `refused`).
    case rejected

    /// The verdict of a logged outcome.
    init(_ outcome: EventOutcome) {
      switch outcome {
      case .applied: self = .applied
      case .ignored: self = .ignored
      case .refused: self = .rejected
      }
    }
  }

  /// A presentation and one of its regions, e.g. `compact/trailing`.
  public struct Place: Equatable, Sendable, CustomStringConvertible {
    /// The presentation.
    public var presentation: Presentation
    /// The region, as truncation reports name it: `content`, `leading`, `trailing`, `center`, `bottom`.
    public var region: String

    /// A place.
    public init(presentation: Presentation, region: String) {
      self.presentation = presentation
      self.region = region
    }

    /// `compact/trailing`.
    public var description: String { "\(presentation.rawValue)/\(region)" }

    /// Every place a clip can be reported at.
    public static let all: [Place] = [
      Place(presentation: .lockScreen, region: "content"),
      Place(presentation: .compact, region: "leading"), Place(presentation: .compact, region: "trailing"),
      Place(presentation: .minimal, region: "content"),
      Place(presentation: .expanded, region: "leading"), Place(presentation: .expanded, region: "trailing"),
      Place(presentation: .expanded, region: "center"), Place(presentation: .expanded, region: "bottom"),
      Place(presentation: .small, region: "content"),
    ]
  }

  /// `expect verdict applied|ignored|rejected`: the most recent `push` or `press l`.
  case verdict(Verdict)
  /// `expect state active|stale|ended|dismissed`: the activity's lifecycle state now.
  case state(ActivityState)
  /// `expect clipped none` (nil) or `expect clipped PRESENTATION/REGION`: what the phone cuts now.
  case clipped(Place?)
  /// `expect text PRESENTATION "…"`: a row of that presentation's frame contains the text.
  case text(Presentation, String)
}
