import Arguments
import BuiltinFixtures
import Dispatch
import Formatting
import TUI

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `la-sim render … --watch`: the frames again each time a fixture file is saved.
extension RenderCommand {
  /// Prints the frames, then watches FIXTURE (and every `--with` fixture that is a file) and prints them again
  /// under a rule naming the file each time one is saved; a save that does not load prints its error and
  /// the next good save renders again. Runs until interrupted (Ctrl-C).
  static func watch(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
    var once = arguments
    once.flags.remove("watch")
    let references =
      [arguments.positional.first ?? BuiltinFixtures.defaultName]
      + (arguments.options["with"] ?? []).map { FixtureReference.split($0).fixture }
    let files = references.filter { BuiltinFixtures.bytes(named: $0) == nil }
    guard !files.isEmpty else {
      throw CLIError.usage(
        "--watch needs a fixture file: \(references[0]) is built in (copy it out of fixtures/activities/ first)"
      )
    }
    // The first rendering fails as `render` does: a broken file is an error before anything is watched.
    _ = try run(once)
    let watcher: FileWatcher
    do {
      watcher = try FileWatcher(files: files) { changed in
        MainActor.assumeIsolated { rerender(once, changed: changed) }
      }
    } catch {
      throw CLIError(message: error.message, code: ExitCode.noInput)
    }
    Output.err("la-sim render: watching \(files.joined(separator: ", ")); Ctrl-C stops")
    withExtendedLifetime(watcher) { dispatchMain() }
  }

  @MainActor
  private static func rerender(_ arguments: ParsedArguments, changed: Set<String>) {
    // The file names are the user's, and a name may hold any byte but `/`: escaped, as every quoted text is.
    let names = changed.sorted().map(\.terminalSafe).joined(separator: ", ")
    Output.out("── \(names) saved at \(ClockText.iso(Date())) " + String(repeating: "─", count: 20))
    do {
      _ = try run(arguments)
    } catch {
      Output.err("la-sim render: \(error.message)")
    }
  }
}
