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
      \(countdownLayouts(
        icon: "timer", color: "orange", title: "{label}", subtitle: "{status}", date: "endsAt",
        timerFont: "title2", bottom: "{label} · {status}"))
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
