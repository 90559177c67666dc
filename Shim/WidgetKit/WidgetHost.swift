import Foundation
import SwiftUI

/// la-sim's widget host: the program la-sim compiles with the app's files. It reads one request a line on
/// standard input (`{"attributesType", "attributes", "state", "isStale"}`, the values as the app's `Codable`
/// types decode them) and answers each with one line: `{"layouts": …}` in la-sim's layout vocabulary, or
/// `{"error": "…"}`.
public enum _WidgetHost {
  struct Head: Decodable {
    var attributesType: String
    /// `contentState` or `attributes`: decode the request's `value` only (a push's payload), draw nothing.
    var decode: String?
  }

  /// Serves the Live Activities of `widgets`, the app's Live Activity `#Preview`s when asked for them
  /// (`{"previews":true}`), and the data each activity encodes (`{"models":true}`).
  public static func main(
    widgets: [any Widget], previews: [_ActivityPreview] = [], models: [_LaSimModel] = []
  ) {
    // The answers get standard output to themselves: the app's own `print` (a debugging line in a
    // view's body) goes to standard error, as it goes to Xcode's console, rather than among the
    // answers, where it read as a host that answered wrongly.
    let answers = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
    dup2(STDERR_FILENO, STDOUT_FILENO)
    let configurations = widgets.flatMap { $0.body._activityConfigurations() }
    while let line = readLine(strippingNewline: true) {
      let answer =
        switch line {
        case #"{"previews":true}"#: NodeValue.object([("previews", .array(previews.map(\.value)))]).json
        case #"{"models":true}"#:
          // Every configuration's, then those of attribute types no configuration uses.
          NodeValue.object([
            (
              "models",
              .array(
                configurations.map { .raw($0._model) }
                  + models.filter { model in !configurations.contains { $0._attributesName == model.name } }
                  .map { .raw($0.model()) })
            )
          ]).json
        default: respond(to: Data(line.utf8), configurations: configurations)
        }
      answers.write(Data((answer + "\n").utf8))
    }
  }

  /// Serves the Live Activities of a `@main` bundle.
  public static func main<Bundle: WidgetBundle>(
    bundle: Bundle, previews: [_ActivityPreview] = [], models: [_LaSimModel] = []
  ) {
    main(widgets: [bundle.body], previews: previews, models: models)
  }

  static func respond(to line: Data, configurations: [any _ActivityEvaluating]) -> String {
    func failure(_ message: String) -> String { NodeValue.object([("error", .string(message))]).json }
    var decodingValue = false
    do {
      let head = try JSONDecoder().decode(Head.self, from: line)
      decodingValue = head.decode != nil
      let name = head.attributesType
      let matching = configurations.filter { $0._attributesName == name }
      guard let configuration = matching.first ?? (configurations.count == 1 ? configurations.first : nil)
      else {
        let names = configurations.map(\._attributesName).joined(separator: ", ")
        return failure(
          "no ActivityConfiguration(for: \(name).self) in the app's code"
            + (names.isEmpty ? " (it declares no Live Activity)" : " (it declares \(names))"))
      }
      if let part = head.decode { return try configuration._decode(line, part: part) }
      _LaSimAssets.missing = []
      let answer = try configuration._evaluate(line)
      if let missing = _LaSimAssets.missing.first {
        return failure(missing)
      }
      return answer
    } catch let unsupported as UnsupportedView {
      return failure(unsupported.message)
    } catch let decoding as DecodingError where decodingValue {
      // A push's value: the path inside it, as the app's type sees it.
      return failure(describe(decoding, within: "value"))
    } catch let decoding as DecodingError {
      return failure("the app's Codable types did not decode the request: \(describe(decoding))")
    } catch {
      return failure("\(error)")
    }
  }

  static func describe(_ error: DecodingError, within container: String? = nil) -> String {
    func path(_ context: DecodingError.Context) -> String {
      var keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      if let container, keys.first == container { keys.removeFirst() }
      return keys.joined(separator: ".")
    }
    func member(_ parent: String, _ key: String) -> String { parent.isEmpty ? key : "\(parent).\(key)" }
    switch error {
    case .keyNotFound(let key, let context): return "no value for \(member(path(context), key.stringValue))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      return "\(path(context)): \(context.debugDescription)"
    @unknown default: return "\(error)"
    }
  }
}
