/// One of la-sim's stand-ins for Apple's frameworks (`SwiftUI`, `WidgetKit`, …): its Swift sources, which
/// la-sim carries in its binary and compiles, once per toolchain, beside the app's code.
struct ShimModule: Sendable {
  /// The module's name, as the app imports it.
  var name: String
  /// The shim modules it imports.
  var imports: [String]
  /// Its files.
  var files: [ShimFile]
}

/// A source file of a shim module.
struct ShimFile: Sendable {
  /// The file's name.
  var name: String
  /// Its text.
  var text: String
}
