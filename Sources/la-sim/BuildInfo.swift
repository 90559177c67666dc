/// What `la-sim --version` says. A plain `swift build` compiles this file as it is: the version, and no
/// commit (`la-sim 0.1.0 (development build)`). `scripts/release.sh` builds from a copy of the tree in which
/// it rewrites the two constants with the release's version and commit, so the binary never runs git.
enum BuildInfo {
  static let version = "0.1.0"
  static let commit: String? = nil

  /// `la-sim 0.1.0 (6390b7a)`, or `la-sim 0.1.0 (development build)`.
  static var versionLine: String { "la-sim \(version) (\(commit ?? "development build"))" }
}
