extension StarterFiles {
  /// `--template timer`: a countdown and what it counts; it ends when the time is up.
  var timerFixture: String {
    """
    {
      "$comment": "A countdown as a Live Activity for la-sim: '\(name)'. Rename the fields to your ActivityAttributes' own, then draw each presentation as your widget's SwiftUI does. Check it with: la-sim check \(name).json --device all",
      "name": "\(name)",
      "displayName": "\(displayName)",
      "bundleIdentifier": "\(bundleIdentifier)",
      "attributesType": "\(typePrefix)Attributes",
      "attributes": { "label": "String" },
      "attributeValues": { "label": "Pasta" },
      "contentState": { "status": "String", "endsAt": "Date" },
      "pipeline": [
        { "name": "running", "contentState": { "status": "Cooking", "endsAt": "+10m" } },
        { "name": "almostDone", "contentState": { "status": "Almost done", "endsAt": "+2m" } },
        {
          "name": "done",
          "contentState": { "status": "Done", "endsAt": "now" },
          "end": { "dismissalPolicy": { "after": "+5m" } }
        }
      ],
      "end": { "dismissalPolicy": "default" },
      "activityBackgroundTint": "black.opacity(0.8)",
      "layouts": {
        "lockScreen": {
          "hstack": [
            { "icon": "timer", "font": "title2", "color": "orange" },
            {
              "vstack": [
                { "text": "{label}", "font": "headline", "color": "white" },
                { "text": "{status}", "font": "caption", "color": "gray" }
              ],
              "alignment": "leading",
              "spacing": 2
            },
            { "spacer": true },
            {
              "timerInterval": { "start": "endsAt-10m", "end": "endsAt" },
              "countsDown": true, "font": "title2", "bold": true, "monospacedDigit": true, "color": "orange"
            }
          ],
          "padding": 16
        },
        "compactLeading": { "icon": "timer", "color": "orange" },
        "compactTrailing": {
          "timerInterval": { "start": "endsAt-10m", "end": "endsAt" },
          "countsDown": true, "font": "caption", "monospacedDigit": true, "color": "orange"
        },
        "minimal": { "icon": "timer", "color": "orange" },
        "expanded": {
          "leading": { "icon": "timer", "font": "title2", "color": "orange" },
          "trailing": {
            "timerInterval": { "start": "endsAt-10m", "end": "endsAt" },
            "countsDown": true, "font": "headline", "monospacedDigit": true, "color": "orange"
          },
          "bottom": { "text": "{label} · {status}", "font": "subheadline", "color": "white" }
        }
      }
    }

    """
  }

  var timerPayload: String {
    // 817639620 is 2026-11-29 10:07 UTC in seconds since 2001-01-01, as ActivityKit reads a Date.
    payload(update: #"{ "status": "Almost done", "endsAt": 817639620 }"#)
  }

  var timerScenario: String {
    story(
      first: "running", pushed: "almost-done", last: "done", shows: "Almost done",
      note: "# The new end as seconds since 2001-01-01, as ActivityKit decodes a Date.")
  }
}
