/// The second half of the catalogue (`PushTrap+Catalogue.swift` has the first).
extension PushTrap {
  var laterExplanation: PushTrapExplanation {
    switch self {
    case .afterEnd:
      PushTrapExplanation(
        trap: self, title: "An update or end after the activity ended",
        symptom: "Nothing changes.",
        cause:
          "An ended activity never updates again; the Lock Screen keeps its final content until dismissal.",
        report: "ignored, saying when and by what it ended.",
        fix: "Stop sending once you end it; start a new activity for a new story.",
        source: "Activity.update docs; PUSH")
    case .rotatedToken:
      PushTrapExplanation(
        trap: self, title: "Sent to a token that rotated",
        symptom: "APNs answers 200, yet nothing changes.",
        cause:
          "The system can issue a new push token during an activity (pushTokenUpdates); the old one stops working. (About 10 % of lost pushes in one production breakdown.)",
        report:
          "ignored, \"lost\", naming the activity's current token; la-sim logs every token as pushTokenUpdates emits it.",
        fix: "Observe pushTokenUpdates for the whole activity and send each new token to the server.",
        source: "PUSH")
    case .endedToken:
      PushTrapExplanation(
        trap: self, title: "Sent to the token of an ended activity",
        symptom: "Nothing changes; APNs may answer 410 Unregistered.",
        cause: "A token dies with its activity.",
        report: "ignored, \"lost\".",
        fix: "Forget an activity's token when it ends.",
        source: "PUSH")
    case .badDeviceToken:
      PushTrapExplanation(
        trap: self, title: "A token that is malformed or unknown",
        symptom: "APNs answers 400 BadDeviceToken.",
        cause:
          "The token is not hex, or APNs never issued it (a development token sent to production, or the reverse, also gives BadDeviceToken).",
        report: "rejected, listing the tokens the phone has.",
        fix:
          "Send the token hex-encoded, to the environment (api.sandbox.push.apple.com or api.push.apple.com) that issued it.",
        source: "APNs error reasons table")
    case .noSuchActivity:
      PushTrapExplanation(
        trap: self, title: "No such activity or app on the phone",
        symptom: "Nothing changes.",
        cause: "The envelope names an activity, or the topic an app, that the phone does not have.",
        report: "rejected, saying what the phone has (\"no activity for topic X on the phone; it has …\").",
        fix: "Address the activity the app reported, with its own app's topic.",
        source: "la-sim's routing (DLD)")
    case .throttled:
      PushTrapExplanation(
        trap: self, title: "The priority-10 budget is spent",
        symptom: "Updates stop arriving for a while, then resume; APNs answers 200.",
        cause:
          "Priority-10 updates spend from an hourly per-app budget. Apple publishes no figures; la-sim assumes 15 an hour, 180 with NSSupportsLiveActivitiesFrequentUpdates, counted over the last hour.",
        report: "ignored, \"throttled\", saying when the next is delivered.",
        fix:
          "Send routine updates with apns-priority 5; keep 10 for what must show now; set NSSupportsLiveActivitiesFrequentUpdates if the app truly needs frequent updates.",
        source: "pushward.app/docs/limits (~15/hour); voltra issue 119")
    case .lowPriority:
      PushTrapExplanation(
        trap: self, title: "Priority 5 is opportunistic",
        symptom: "The update may show some time after it was sent.",
        cause: "Priority 5 costs no budget, and iOS delivers it when it sees fit (power, network).",
        report: "applied, with a note; la-sim applies it on arrival and never throttles it.",
        fix: "Use 5 for routine progress; 10 for what the person must see now.",
        source: "PUSH; WWDC23 \"Update Live Activities with push notifications\"")
    case .equalContent:
      PushTrapExplanation(
        trap: self, title: "A content state equal to the one shown",
        symptom: "Nothing changes on screen.",
        cause:
          "The push carries the same content state (and no alert, stale date or relevance change): there is nothing to re-render.",
        report: "applied, with a note.",
        fix: "Send a push only when something changed.",
        source: "developer reports (DECISIONS.md, push traps)")
    case .futureTimestamp:
      PushTrapExplanation(
        trap: self, title: "A timestamp far in the future",
        symptom: "The push applies, but every later push with a correct timestamp is ignored as older.",
        cause:
          "A clock error or a wrong unit on the server gives a timestamp ahead of now. la-sim cannot know \"now\" on your server, so it warns when a timestamp is more than 24 hours after the phone's clock.",
        report: "warning.",
        fix: "Stamp pushes with the current Unix time in seconds.",
        source: "Apple forum thread 776165")
    case .ignoredKey:
      PushTrapExplanation(
        trap: self, title: "A key the device ignores",
        symptom: "The key has no effect.",
        cause:
          "An unknown aps, envelope, header or alert key, or custom data beside \"aps\", is not read by the device.",
        report: "warning, suggesting the key meant.",
        fix: "Rename or remove it.",
        source: "PUSH")
    case .dismissalDate:
      PushTrapExplanation(
        trap: self, title: "dismissal-date misplaced or too late",
        symptom: "The ended activity stays longer (or shorter) than meant.",
        cause:
          "\"dismissal-date\" works only on \"end\", and the system removes an ended activity 4 hours after the end at the latest.",
        report: "warning, with the instant the system uses.",
        fix: "Send it with \"event\": \"end\", within 4 hours.",
        source: "DLD (ActivityUIDismissalPolicy)")
    case .apnsDate:
      PushTrapExplanation(
        trap: self, title: "An APNs date in the wrong unit",
        symptom: "The activity never goes stale, or is stale at once.",
        cause:
          "stale-date and dismissal-date are seconds since 1970: milliseconds, seconds since 2001 or a string are wrong; a stale date at or before the timestamp makes the activity stale at once.",
        report: "warning or rejected, with the value to send.",
        fix: "Send Unix seconds, after the timestamp.",
        source: "PUSH")
    case .startRefused:
      PushTrapExplanation(
        trap: self, title: "A start refused by Activity.request",
        symptom: "No activity starts.",
        cause:
          "The app already has its maximum of activities (targetMaximumExceeded, 5 observed), the attributes and content exceed 4 KB, or the envelope's name is taken.",
        report: "rejected, with ActivityKit's error.",
        fix: "End activities the person no longer needs; keep attributes small.",
        source: "ActivityKit ActivityAuthorizationError")
    case .noUpdateToken:
      PushTrapExplanation(
        trap: self, title: "A push-to-start without input-push-token",
        symptom: "The activity starts, but the server cannot update or end it.",
        cause:
          "Without \"input-push-token\": 1 the system issues the new activity no update token unless the app runs and observes pushTokenUpdates.",
        report: "warning on the start; la-sim gives the activity no token.",
        fix: "Add \"input-push-token\": 1 to the start push (iOS 18).",
        source: "PUSH (iOS 18 start options)")
    case .expiration:
      PushTrapExplanation(
        trap: self, title: "apns-expiration 0 or malformed",
        symptom: "The push is lost whenever the device is asleep or offline at that moment.",
        cause:
          "0 means \"deliver now or never\": APNs does not store it; a value that is not a number gives 400 BadExpirationDate.",
        report: "warning (0) or rejected (not a number).",
        fix: "Send a Unix time a few minutes ahead for updates that must arrive.",
        source: "APNs \"Sending notification requests to APNs\"")
    case .collapseID:
      PushTrapExplanation(
        trap: self, title: "apns-collapse-id too long",
        symptom: "APNs answers 400 BadCollapseId.",
        cause:
          "A collapse id is at most 64 bytes; pushes sharing one replace each other, so duplicate starts sharing one show once.",
        report: "rejected over 64 bytes.",
        fix: "Keep it short; give each start its own.",
        source: "APNs")
    case .messageID:
      PushTrapExplanation(
        trap: self, title: "apns-id is not a UUID",
        symptom: "APNs answers 400 BadMessageId.",
        cause: "apns-id must be a canonical UUID.",
        report: "rejected.",
        fix: "Leave it out (APNs makes one) or send a UUID.",
        source: "APNs")
    case .alert:
      PushTrapExplanation(
        trap: self, title: "An alert the person sees incomplete",
        symptom: "The alert shows without a title or body, or shows its localization key.",
        cause: "An alert needs \"title\" and \"body\"; a localized text needs \"loc-key\".",
        report: "warning (an error on a start push, LP020).",
        fix: "Send both texts.",
        source: "PUSH; APNs payload keys")
    case .relevanceScore:
      PushTrapExplanation(
        trap: self, title: "relevance-score is not a number",
        symptom: "Nothing changes.",
        cause: "\"relevance-score\" must be a JSON number.",
        report: "rejected, with the number to send.",
        fix: "Send the number without quotes.",
        source: "PUSH")
    case .contentTooLarge:
      PushTrapExplanation(
        trap: self, title: "Attributes and content state over 4 KB",
        symptom: "The update is refused.",
        cause: "ActivityKit limits attributes plus content state to 4 KB, JSON-encoded.",
        report: "rejected by the activity.",
        fix: "Send less; keep long texts out of the content state.",
        source: "DLD")
    case .wrongTokenKind:
      PushTrapExplanation(
        trap: self,
        title: "A start sent to an update token or a channel, or an update to a push-to-start token",
        symptom: "Nothing changes.",
        cause:
          "Update tokens (pushTokenUpdates) address one activity; the push-to-start token (pushToStartTokenUpdates) starts new ones; a broadcast channel (apns-channel-id) updates and ends the activities that joined it and starts none.",
        report: "ignored, \"lost\", naming the right token.",
        fix:
          "Send starts to the push-to-start token (with input-push-channel to join a channel), updates to the activity's token or its channel.",
        source: "PUSH")
    case .channel:
      PushTrapExplanation(
        trap: self, title: "A broadcast to a channel no activity subscribed to",
        symptom: "Nothing changes, on any phone.",
        cause:
          "A broadcast push (apns-channel-id, iOS 18) reaches every activity that joined the channel (a start push's input-push-channel, or the app's Activity.request with pushType .channel(id)), and only those; a start without input-push-channel, or another channel id, joins none.",
        report:
          "rejected, listing the channels the phone's activities joined; a broadcast that reaches several activities is applied to each, and the verdict names them all.",
        fix: "Start the activity with \"input-push-channel\": <channel id>, and broadcast to that id.",
        source: "PUSH (broadcast push notifications, iOS 18)")
    case .providerToken:
      PushTrapExplanation(
        trap: self, title: "The provider token (JWT) is malformed or expired",
        symptom:
          "APNs answers 403 ExpiredProviderToken, InvalidProviderToken or MissingProviderToken; nothing is delivered.",
        cause:
          "Token authentication needs \"authorization: bearer <JWT>\" signed with ES256; APNs refuses a JWT whose iat is more than an hour old, and one refreshed more often than every 20 minutes (TooManyProviderTokenUpdates).",
        report:
          "rejected at $.headers.authorization, when the envelope carries one: la-sim reads iat against the push's timestamp; it cannot check the signature or the key.",
        fix: "Cache the JWT and renew it every 20 to 60 minutes.",
        source: "APNs \"Establishing a token-based connection to APNs\"; APNs error reasons table")
    case .duplicateStart:
      PushTrapExplanation(
        trap: self, title: "A start push repeated with the same apns-collapse-id",
        symptom: "One activity starts, not two.",
        cause:
          "Pushes with the same apns-collapse-id replace each other; a server that retries a start gives each retry the same id so that the person sees one activity. Without one, a retried start starts a second activity.",
        report:
          "ignored, naming the activity the first start began (la-sim's reading of collapse ids for starts; Apple documents none).",
        fix: "Give each start its own collapse id, and retries of one start the same id.",
        source: "APNs \"Sending notification requests to APNs\" (apns-collapse-id)")
    case .environment:
      PushTrapExplanation(
        trap: self, title: "A token sent to the other APNs environment",
        symptom: "APNs answers 400 BadDeviceToken, though the token is current.",
        cause:
          "A debug build (aps-environment development) gets tokens of api.sandbox.push.apple.com, a TestFlight or App Store build (production) tokens of api.push.apple.com; each server refuses the other's.",
        report:
          "rejected when the envelope's \"environment\" differs from the fixture's \"push\": {\"aps-environment\"} (default development); --emit curl uses the fixture's host.",
        fix: "Keep the environment with each stored token, and send to that server.",
        source: "APNs \"Sending notification requests to APNs\"; APNs error reasons table")
    case .pastTimestamp:
      PushTrapExplanation(
        trap: self, title: "A timestamp in the distant past",
        symptom:
          "The push applies only while the activity has had no push stamped with the real time; after its start push or any update, it is ignored as older.",
        cause:
          "The device orders a Live Activity's pushes by timestamp, seconds since 1970. A timestamp at or before 0, before 2001-09-09 (1e9: often seconds since 2001, or an unset clock), or more than a day before the activity started is older than any push stamped with the real time.",
        report:
          "warning when applied (la-sim compares a push only with the pushes before it, so the first applies); ignored as older (LP011) after a later one.",
        fix: "Stamp pushes with the current Unix time in seconds.",
        source: "PUSH (\"the system shows the most recent update\") (la-sim's rule, as LP011)")
    default:
      PushTrapExplanation(trap: self, title: "", symptom: "", cause: "", report: "", fix: "", source: "")
    }
  }
}
