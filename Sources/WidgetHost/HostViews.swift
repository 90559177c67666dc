import Fixture
import FixtureJSON
import JSON
import Lifecycle
import Views

/// The app's views for each activity as it is now, asked of the widget host once per distinct question and
/// kept: `la-sim run` and `la-sim play` draw every frame with them. A question is the request line itself
/// (attribute values, content state, whether it is stale, the phone's appearance and text size), so a
/// frame that changes only the clock asks nothing: the host's answer holds the instants, and the timers
/// count from them as the frames are drawn. Safe to use from any thread; a new host (the code saved and
/// compiled again) drops every answer.
public final class HostViews: Sendable {
  /// What the host answered for one question: the activity's definition with the code's views, or why
  /// there are none.
  public typealias Answer = Result<ActivityDefinition, WidgetHostError>

  private struct State {
    var host: WidgetHost
    var answers: [String: Answer] = [:]
    var batches = 0
    var unreported: [WidgetHostError] = []
    var sites: [String: String] = [:]
    var reads: Set<EnvironmentSetting> = []
  }

  private let state: Guarded<State>
  private let file: String
  private let localizing: Bool

  /// Views from `host`; `file` names the app's code in errors (its first file). With `localizing`, each
  /// localized text is a template of its key and values (`HostLayoutDecoder.apply`), for a language or a
  /// pseudolanguage.
  public init(host: WidgetHost, file: String, localizing: Bool = false) {
    state = Guarded(State(host: host))
    self.file = file
    self.localizing = localizing
  }

  /// How many batches the host has been asked (each a run of the host program).
  public var batches: Int { state.withLock { $0.batches } }

  /// Puts `host` in place of the one in use and forgets every answer: the next frames ask it.
  public func replace(_ host: WidgetHost) {
    state.withLock {
      $0.host = host
      $0.answers = [:]
    }
  }

  /// The errors not yet taken, each once, in the order they happened (a view's body that crashed, a layout
  /// la-sim cannot read): the simulator writes them to its log.
  public func takeErrors() -> [String] {
    takeFailures().map(\.message)
  }

  /// The errors not yet taken, whole: with what the code printed before it crashed (`details`) and the exit
  /// status, for a command that stops on the first.
  public func takeFailures() -> [WidgetHostError] {
    state.withLock { state in
      defer { state.unreported = [] }
      return state.unreported
    }
  }

  /// `activity`'s definition with the views the code gives it as it is now, in `environment`.
  public func answer(
    for activity: LiveActivity, environment: WidgetHostRequest.Environment = WidgetHostRequest.Environment()
  ) -> Answer {
    let key = WidgetHostRequest.line(for: activity, environment: environment)
    let file = file
    let localizing = localizing
    // The lock is held while the host runs: two threads asking the same question run it once.
    return state.withLock { state in
      if let known = state.answers[key] { return known }
      state.batches += 1
      let answer: Answer
      do throws(WidgetHostError) {
        let line = try state.host.answers(for: [activity], environment: environment)[0]
        do throws(FixtureError) {
          answer = .success(
            try HostLayoutDecoder.apply(
              line, file: "the views of \(file)", to: activity.definition, localizing: localizing))
          state.reads.formUnion(HostLayoutDecoder.reads(line))
        } catch {
          answer = .failure(WidgetHostError("\(error.file): \(error.message)", exitCode: 65))
        }
      } catch {
        answer = .failure(error)
      }
      if case .failure(let error) = answer { state.unreported.append(error) }
      state.answers[key] = answer
      return answer
    }
  }

  /// Each activity's answer, in order: the questions not asked before go to the host in one batch (one run
  /// of the host program for them all), so that `la-sim check` runs the code once for its whole sweep.
  public func answers(
    for activities: [LiveActivity],
    environment: WidgetHostRequest.Environment = WidgetHostRequest.Environment()
  ) -> [Answer] {
    let keys = activities.map { WidgetHostRequest.line(for: $0, environment: environment) }
    let file = file
    let localizing = localizing
    return state.withLock { state in
      var missing: [Int] = []
      for (index, key) in keys.enumerated()
      where state.answers[key] == nil && !missing.contains(where: { keys[$0] == key }) {
        missing.append(index)
      }
      if !missing.isEmpty {
        state.batches += 1
        let lines: Result<[[UInt8]], WidgetHostError>
        do throws(WidgetHostError) {
          lines = .success(
            try state.host.answers(for: missing.map { activities[$0] }, environment: environment))
        } catch {
          lines = .failure(error)
          state.unreported.append(error)
        }
        for (position, index) in missing.enumerated() {
          let answer: Answer
          switch lines {
          case .failure(let error): answer = .failure(error)
          case .success(let lines):
            do throws(FixtureError) {
              answer = .success(
                try HostLayoutDecoder.apply(
                  lines[position], file: "the views of \(file)", to: activities[index].definition,
                  localizing: localizing))
              HostLayoutDecoder.merge(HostLayoutDecoder.sites(lines[position]), into: &state.sites)
              state.reads.formUnion(HostLayoutDecoder.reads(lines[position]))
            } catch {
              answer = .failure(WidgetHostError("\(error.file): \(error.message)", exitCode: 65))
            }
          }
          state.answers[keys[index]] = answer
        }
      }
      return keys.map { state.answers[$0]! }
    }
  }

  /// Where the app's Swift wrote each text of the answers so far (`HostLayoutDecoder.sites`): the text as
  /// drawn, and `File.swift:line:column`; the first site of a text wins.
  public var sites: [String: String] { state.withLock { $0.sites } }

  /// The phone's settings the code's views read in the answers so far (`colorScheme`, `dynamicTypeSize`):
  /// views that read one may draw otherwise at another value of it.
  public var reads: Set<EnvironmentSetting> { state.withLock { $0.reads } }

  /// `activity` drawn with the code's views; with the fixture's own when the code gives none (the error is
  /// kept for `takeErrors`).
  public func drawn(
    _ activity: LiveActivity,
    environment: WidgetHostRequest.Environment = WidgetHostRequest.Environment()
  ) -> ActivityDefinition {
    (try? answer(for: activity, environment: environment).get()) ?? activity.definition
  }
}
