extension StarterFiles {
  /// `--template sports`: a match between two teams, the score and the period; the final whistle ends it.
  var sportsFixture: String {
    """
    {
      "$comment": "A match as a Live Activity for la-sim: '\(name)'. Rename the fields to your ActivityAttributes' own, then draw each presentation as your widget's SwiftUI does. Check it with: la-sim check \(name).json --device all",
      "name": "\(name)",
      "displayName": "\(displayName)",
      "bundleIdentifier": "\(bundleIdentifier)",
      "attributesType": "\(typePrefix)Attributes",
      "attributes": { "homeTeam": "String", "awayTeam": "String" },
      "attributeValues": { "homeTeam": "HOM", "awayTeam": "AWY" },
      "contentState": { "homeScore": "Int", "awayScore": "Int", "period": "String" },
      "staleAfter": "+15m",
      "pipeline": [
        { "name": "kickOff", "contentState": { "homeScore": 0, "awayScore": 0, "period": "1st half" } },
        {
          "$comment": "An update the app (or a push) sends: alerting, so the phone lights up for a goal.",
          "name": "goal",
          "contentState": { "homeScore": 1, "awayScore": 0, "period": "1st half" },
          "alert": { "title": "Goal", "body": "HOM 1–0 AWY" }
        },
        {
          "name": "fullTime",
          "contentState": { "homeScore": 2, "awayScore": 1, "period": "Full time" },
          "end": { "dismissalPolicy": { "after": "+30m" } }
        }
      ],
      "end": { "dismissalPolicy": "default" },
      "activityBackgroundTint": "black.opacity(0.8)",
      "layouts": {
        "lockScreen": {
          "hstack": [
            {
              "vstack": [
                { "text": "{homeTeam}", "font": "caption", "color": "gray" },
                { "text": "{homeScore}", "font": "title", "bold": true, "monospacedDigit": true, "color": "white" }
              ]
            },
            { "spacer": true },
            { "text": "{period}", "font": "subheadline", "color": "white" },
            { "spacer": true },
            {
              "vstack": [
                { "text": "{awayTeam}", "font": "caption", "color": "gray" },
                { "text": "{awayScore}", "font": "title", "bold": true, "monospacedDigit": true, "color": "white" }
              ]
            }
          ],
          "padding": 16
        },
        "compactLeading": { "text": "{homeScore}", "font": "caption", "bold": true, "monospacedDigit": true },
        "compactTrailing": { "text": "{awayScore}", "font": "caption", "bold": true, "monospacedDigit": true },
        "minimal": { "text": "{homeScore}–{awayScore}", "font": "caption2", "bold": true },
        "expanded": {
          "leading": { "text": "{homeTeam} {homeScore}", "font": "headline", "monospacedDigit": true },
          "trailing": { "text": "{awayScore} {awayTeam}", "font": "headline", "monospacedDigit": true },
          "bottom": { "text": "{period}", "font": "subheadline", "color": "gray" }
        }
      }
    }

    """
  }

  var sportsPayload: String {
    payload(update: #"{ "homeScore": 1, "awayScore": 0, "period": "1st half" }"#)
  }

  var sportsScenario: String {
    story(
      first: "kick-off", pushed: "goal", last: "full-time", shows: "1",
      note: "# The score as your server sends it, decoded as the phone decodes it.")
  }
}
