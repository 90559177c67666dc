import Foundation

/// The repository's checkout, found from this file's path: where the shipped fixtures, payloads, scenarios
/// and goldens are.
public enum Repository {
  /// The repository's root directory.
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The path of `relative` (e.g. `fixtures/payloads/pizza-planet`) in the repository.
  public static func path(_ relative: String) -> String {
    root.appendingPathComponent(relative).path
  }
}
