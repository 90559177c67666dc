extension StarterFiles {
  /// The layouts of an activity that counts down to `date` (the ride's pickup, the timer's end): an icon,
  /// a title over a subtitle, and `Text(timerInterval: date-10m...date)` on the Lock Screen; the icon and
  /// the countdown in the island; `bottom` under the expanded island. The `"layouts"` member, indented to
  /// sit in a fixture's top-level object.
  func countdownLayouts(
    icon: String, color: String, title: String, subtitle: String, date: String, timerFont: String,
    bottom: String
  ) -> String {
    let interval = #""timerInterval": { "start": "\#(date)-10m", "end": "\#(date)" }"#
    let block = """
      "layouts": {
        "lockScreen": {
          "hstack": [
            { "icon": "\(icon)", "font": "title2", "color": "\(color)" },
            {
              "vstack": [
                { "text": "\(title)", "font": "headline", "color": "white" },
                { "text": "\(subtitle)", "font": "caption", "color": "gray" }
              ],
              "alignment": "leading",
              "spacing": 2
            },
            { "spacer": true },
            {
              \(interval),
              "countsDown": true, "font": "\(timerFont)", "bold": true, "monospacedDigit": true, "color": "\(color)"
            }
          ],
          "padding": 16
        },
        "compactLeading": { "icon": "\(icon)", "color": "\(color)" },
        "compactTrailing": {
          \(interval),
          "countsDown": true, "font": "caption", "monospacedDigit": true, "color": "\(color)"
        },
        "minimal": { "icon": "\(icon)", "color": "\(color)" },
        "expanded": {
          "leading": { "icon": "\(icon)", "font": "title2", "color": "\(color)" },
          "trailing": {
            \(interval),
            "countsDown": true, "font": "headline", "monospacedDigit": true, "color": "\(color)"
          },
          "bottom": { "text": "\(bottom)", "font": "subheadline", "color": "white" }
        }
      }
      """
    return block.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
  }
}
