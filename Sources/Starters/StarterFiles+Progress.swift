extension StarterFiles {
  /// `--template progress`: a long task, its fraction done and its phase; it ends when done.
  var progressFixture: String {
    """
    {
      "$comment": "A long task as a Live Activity for la-sim: '\(name)'. Rename the fields to your ActivityAttributes' own, then draw each presentation as your widget's SwiftUI does. Check it with: la-sim check \(name).json --device all",
      "name": "\(name)",
      "displayName": "\(displayName)",
      "bundleIdentifier": "\(bundleIdentifier)",
      "attributesType": "\(typePrefix)Attributes",
      "attributes": { "title": "String" },
      "attributeValues": { "title": "Backup" },
      "contentState": { "fraction": "Double", "phase": "String" },
      "staleAfter": "+10m",
      "pipeline": [
        { "name": "started", "contentState": { "fraction": 0.1, "phase": "Copying" } },
        { "name": "halfway", "contentState": { "fraction": 0.5, "phase": "Copying" } },
        {
          "name": "finished",
          "contentState": { "fraction": 1.0, "phase": "Done" },
          "end": { "dismissalPolicy": { "after": "+5m" } }
        }
      ],
      "end": { "dismissalPolicy": "default" },
      "activityBackgroundTint": "black.opacity(0.8)",
      "layouts": {
        "lockScreen": {
          "vstack": [
            { "text": "{title}", "font": "headline", "color": "white" },
            { "progress": "fraction", "tint": "blue" },
            {
              "hstack": [
                { "text": "{phase}", "font": "caption", "color": "gray" },
                { "spacer": true },
                { "percent": "fraction", "font": "caption", "monospacedDigit": true, "color": "white" }
              ]
            }
          ],
          "alignment": "leading",
          "spacing": 8,
          "padding": 16
        },
        "compactLeading": { "icon": "arrow.down.circle", "color": "blue" },
        "compactTrailing": { "percent": "fraction", "font": "caption", "monospacedDigit": true },
        "minimal": { "icon": "arrow.down.circle", "color": "blue" },
        "expanded": {
          "leading": { "icon": "arrow.down.circle", "font": "title2", "color": "blue" },
          "trailing": { "percent": "fraction", "font": "headline", "monospacedDigit": true },
          "bottom": { "progress": "fraction", "tint": "blue" }
        }
      }
    }

    """
  }

  var progressPayload: String {
    payload(update: #"{ "fraction": 0.5, "phase": "Copying" }"#)
  }

  var progressScenario: String {
    story(
      first: "started", pushed: "halfway", last: "finished", shows: "50%",
      note: "# The fraction done as your server sends it, decoded as the phone decodes it.")
  }
}
