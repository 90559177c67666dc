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
      \(countdownLayouts(
        icon: "car.fill", color: "yellow", title: "{status}", subtitle: "{driver} · {plate}", date: "pickupAt",
        timerFont: "title3", bottom: "{driver} · {plate}"))
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
