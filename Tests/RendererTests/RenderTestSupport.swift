import BuiltinFixtures
import Fixture
import FixtureJSON
import Foundation
import JSON
import Lifecycle
import Rendering
import TestSupport

/// Builds small fixtures in code for renderer tests.
enum RenderTestSupport {
  /// A one-field activity whose compact trailing shows `{label}` (or a layout given as JSON).
  static func labelActivity(_ label: String, compactTrailing: String = "{ \"text\": \"{label}\" }") throws
    -> LiveActivity
  {
    let json = """
      {
        "name": "label", "attributesType": "LabelAttributes",
        "attributes": {}, "attributeValues": {},
        "contentState": { "label": "String", "due": "Date" },
        "pipeline": [ { "name": "start", "contentState": { "label": \(JSONValue.quote(label)), "due": "+30m" } } ],
        "end": { "dismissalPolicy": "default" },
        "layouts": {
          "lockScreen": { "text": "{label}" },
          "compactLeading": { "icon": "shippingbox.fill" },
          "compactTrailing": \(compactTrailing),
          "minimal": { "icon": "shippingbox.fill" },
          "expanded": { "center": { "text": "{label}" } }
        }
      }
      """
    let definition = try FixtureDecoder.decode(bytes: Array(json.utf8), file: "label.json")
    return LiveActivity(definition: definition, startingAt: LiveActivity.referenceStart)
  }
}
