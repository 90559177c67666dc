extension StarterFiles {
  /// `--template ride`: a driver on the way to the pickup, a countdown to it, then the trip's end.
  var rideFixture: String {
    """
    {
      "$comment": "A ride as a Live Activity for la-sim: '\(name)'. Rename the fields to your ActivityAttributes' own, then draw each presentation as your widget's SwiftUI does. Check it with: la-sim check \(name).json --device all",
      "name": "\(name)",
      "displayName": "\(displayName)",
      "bundleIdentifier": "\(bundleIdentifier)",
      "attributesType": "\(typePrefix)Attributes",
      "attributes": { "pickup": "String" },
      "attributeValues": { "pickup": "Main St" },
      "contentState": { "status": "String", "driver": "String", "plate": "String", "pickupAt": "Date" },
      "staleAfter": "+15m",
      "pipeline": [
        {
          "name": "assigned",
          "contentState": { "status": "On the way", "driver": "Maria", "plate": "7XYZ123", "pickupAt": "+8m" }
        },
        {
          "name": "arriving",
          "contentState": { "status": "Arriving", "driver": "Maria", "plate": "7XYZ123", "pickupAt": "+2m" },
          "alert": { "title": "Ride", "body": "Maria is almost here" }
        },
        {
          "name": "dropOff",
          "contentState": { "status": "Arrived", "driver": "Maria", "plate": "7XYZ123", "pickupAt": "now" },
          "end": { "dismissalPolicy": { "after": "+5m" } }
        }
      ],
      "end": { "dismissalPolicy": "default" },
      "activityBackgroundTint": "black.opacity(0.8)",
      "layouts": {
        "lockScreen": {
          "hstack": [
            { "icon": "car.fill", "font": "title2", "color": "yellow" },
            {
              "vstack": [
                { "text": "{status}", "font": "headline", "color": "white" },
                { "text": "{driver} · {plate}", "font": "caption", "color": "gray" }
              ],
              "alignment": "leading",
              "spacing": 2
            },
            { "spacer": true },
            {
              "timerInterval": { "start": "pickupAt-10m", "end": "pickupAt" },
              "countsDown": true, "font": "title3", "bold": true, "monospacedDigit": true, "color": "yellow"
            }
          ],
          "padding": 16
        },
        "compactLeading": { "icon": "car.fill", "color": "yellow" },
        "compactTrailing": {
          "timerInterval": { "start": "pickupAt-10m", "end": "pickupAt" },
          "countsDown": true, "font": "caption", "monospacedDigit": true, "color": "yellow"
        },
        "minimal": { "icon": "car.fill", "color": "yellow" },
        "expanded": {
          "leading": { "icon": "car.fill", "font": "title2", "color": "yellow" },
          "trailing": {
            "timerInterval": { "start": "pickupAt-10m", "end": "pickupAt" },
            "countsDown": true, "font": "headline", "monospacedDigit": true, "color": "yellow"
          },
          "bottom": { "text": "{driver} · {plate}", "font": "subheadline", "color": "white" }
        }
      }
    }

    """
  }

  var ridePayload: String {
    // 817639620 is 2026-11-29 10:07 UTC in seconds since 2001-01-01, as ActivityKit reads a Date.
    payload(
      update: #"{ "status": "Arriving", "driver": "Maria", "plate": "7XYZ123", "pickupAt": 817639620 }"#)
  }

  var rideScenario: String {
    story(
      first: "assigned", pushed: "arriving", last: "arrived", shows: "Arriving",
      note: "# Seconds since 2001-01-01 for the pickup, as ActivityKit decodes a Date.")
  }
}
