import Fixture
import JSON

extension FixtureDecoder {
  /// The fixture's `"push"` object: `{"NSSupportsLiveActivitiesFrequentUpdates": true, "tokenRotation": "30m"}`,
  /// `{"channel": "dHpDHrp7EfCS8Q=="}`.
  static func decodePushSettings(_ cursor: JSONCursor?) throws(FixtureError) -> PushSettings {
    guard let cursor else { return PushSettings() }
    let keys = try cursor.members(of: FixtureFormat.push)
    var settings = PushSettings()
    if let flag = keys["NSSupportsLiveActivitiesFrequentUpdates"] {
      settings.frequentUpdates = try flag.bool()
    }
    if let rotation = keys["tokenRotation"] {
      let seconds = try duration(rotation, limit: .relativeDate)
      guard seconds >= 1 else { throw rotation.error("expected a duration of at least 1s, e.g. \"30m\"") }
      settings.tokenRotation = seconds
    }
    if let environment = keys["aps-environment"] {
      let name = try environment.string()
      guard PushSettings.environments.contains(name) else {
        throw environment.error(
          "expected \"development\" or \"production\" (the aps-environment entitlement)")
      }
      settings.apsEnvironment = name
    }
    if let channel = keys["channel"] {
      let id = try channel.string()
      guard PushSettings.isChannelID(id) else {
        throw channel.error(
          "expected a channel id in base64, as the channel management API gives it (\"dHpDHrp7EfCS8Q==\"),"
            + " found \"\(id.abbreviated)\"")
      }
      settings.channel = id
    }
    return settings
  }
}
