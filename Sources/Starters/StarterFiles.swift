import Diagnostics
import JSON
import Scenarios

#if canImport(Glibc)
  import Glibc
#endif

/// The files `la-sim init NAME` writes: a fixture, a payload and a scenario for a new activity, each with
/// notes saying what to change, and each checking clean as written.
package struct StarterFiles {
  /// The fixture's name, e.g. `my-order`.
  package let name: String
  /// The kind of activity drawn.
  package var template: StarterTemplate = .delivery
  /// The files of an activity imported from the app's Swift (`--from-swift`), instead of a template's.
  package var imported: SwiftStarter?

  package init(name: String, template: StarterTemplate = .delivery) {
    self.name = name
    self.template = template
  }

  /// `My Order` for `my-order`.
  var displayName: String {
    name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
  }

  /// `MyOrder` for `my-order`: the Swift type names start with it.
  var typePrefix: String { displayName.filter { $0 != " " } }

  /// `com.example.myorder`.
  var bundleIdentifier: String { "com.example." + name.filter { $0 != "-" } }

  /// Every file, by its path relative to the directory written.
  package var files: [(path: String, text: String)] {
    if let imported { return imported.files }
    return switch template {
    case .delivery:
      [("\(name).json", fixture), (payloadPath, payload), ("\(name).scenario", scenario)]
    case .sports:
      [("\(name).json", sportsFixture), (payloadPath, sportsPayload), ("\(name).scenario", sportsScenario)]
    case .ride:
      [("\(name).json", rideFixture), (payloadPath, ridePayload), ("\(name).scenario", rideScenario)]
    case .timer:
      [("\(name).json", timerFixture), (payloadPath, timerPayload), ("\(name).scenario", timerScenario)]
    case .progress:
      [
        ("\(name).json", progressFixture), (payloadPath, progressPayload),
        ("\(name).scenario", progressScenario),
      ]
    }
  }

  /// The update push, by its path in the directory written.
  var payloadPath: String {
    template == .delivery ? "payloads/update-on-the-way.json" : "payloads/update.json"
  }

  /// An update push whose content state is `state` (JSON), sent at 10:05 UTC, stale at 10:35.
  func payload(update state: String) -> String {
    """
    {
      "headers": {
        "apns-push-type": "liveactivity",
        "apns-topic": "\(bundleIdentifier).push-type.liveactivity",
        "apns-priority": "10"
      },
      "body": {
        "aps": {
          "timestamp": 1795946700,
          "event": "update",
          "content-state": \(state),
          "stale-date": 1795948500
        }
      }
    }

    """
  }

  /// The story every template tells: the first step, the update push five minutes in, then the app's own
  /// pipeline to its end; a snapshot at each stage.
  func story(first: String, pushed: String, last: String, shows text: String, note: String) -> String {
    """
    # \(name): a first story. Play it with
    #   la-sim play \(name).json \(name).scenario
    # and, once the frames look right, keep them as goldens for CI:
    #   la-sim play \(name).json \(name).scenario --record golden
    #   la-sim play \(name).json \(name).scenario --verify golden

    expect state active
    snapshot \(first) lock-screen compact

    wait 5m
    \(note)
    push \(payloadPath)
    expect verdict applied
    expect text lock-screen "\(text)"
    expect clipped none
    snapshot \(pushed)

    wait 10m
    press n n                                        # the app's own pipeline: its last step ends it
    expect state ended
    snapshot \(last) lock-screen

    """
  }

  var fixture: String {
    """
    {
      "$comment": "A Live Activity for la-sim: '\(name)'. Rename the fields to your ActivityAttributes' own (same names, types and raw values, so that your server's pushes decode here as on a phone), then draw each presentation as your widget's SwiftUI does. Check it with: la-sim check \(name).json --device all",
      "name": "\(name)",
      "displayName": "\(displayName)",
      "bundleIdentifier": "\(bundleIdentifier)",
      "attributesType": "\(typePrefix)Attributes",
      "enums": {
        "OrderStatus": [
          { "case": "ordered", "rawValue": "Ordered", "icon": "bag.fill" },
          { "case": "onTheWay", "rawValue": "On the Way", "icon": "bicycle" },
          { "case": "delivered", "rawValue": "Delivered", "icon": "checkmark.circle.fill" }
        ]
      },
      "attributes": { "orderNumber": "String" },
      "attributeValues": { "orderNumber": "1042" },
      "contentState": { "status": "OrderStatus", "estimatedArrival": "Date" },
      "staleAfter": "+30m",
      "pipeline": [
        {
          "$comment": "What Activity.request starts with; each later step is an update the app (or a push) sends. Dates are relative to the moment a step is applied.",
          "name": "ordered",
          "contentState": { "status": "Ordered", "estimatedArrival": "+25m" }
        },
        { "name": "onTheWay", "contentState": { "status": "On the Way", "estimatedArrival": "+10m" } },
        {
          "$comment": "Activity.end(content, dismissalPolicy:): one call, the final content, no update before it.",
          "name": "delivered",
          "contentState": { "status": "Delivered", "estimatedArrival": "now" },
          "end": { "dismissalPolicy": { "after": "+5m" } }
        }
      ],
      "end": { "dismissalPolicy": "default" },
      "activityBackgroundTint": "black.opacity(0.8)",
      "layouts": {
        "$comment": "ActivityConfiguration's Lock Screen view and DynamicIsland's regions; la-sim draws each in its real size in points.",
        "lockScreen": {
          "hstack": [
            { "icon": "{status.icon}", "font": "title2", "color": "green" },
            {
              "vstack": [
                { "text": "{status}", "font": "headline", "color": "white" },
                { "text": "Order #{orderNumber}", "font": "caption", "color": "gray" }
              ],
              "alignment": "leading",
              "spacing": 2
            },
            { "spacer": true },
            {
              "timerInterval": { "start": "estimatedArrival-25m", "end": "estimatedArrival" },
              "countsDown": true, "font": "title3", "bold": true, "monospacedDigit": true, "color": "green"
            }
          ],
          "padding": 16
        },
        "compactLeading": { "icon": "{status.icon}", "color": "green" },
        "compactTrailing": {
          "$comment": "Text(timerInterval: start...end, countsDown: true): as wide as its widest value, so it fits where a .timer (as wide as 11:59:59 can be) would be cut.",
          "timerInterval": { "start": "estimatedArrival-25m", "end": "estimatedArrival" },
          "countsDown": true, "font": "caption", "monospacedDigit": true, "color": "green"
        },
        "minimal": { "icon": "{status.icon}", "color": "green" },
        "expanded": {
          "leading": { "icon": "{status.icon}", "font": "title2", "color": "green" },
          "trailing": {
            "timerInterval": { "start": "estimatedArrival-25m", "end": "estimatedArrival" },
            "countsDown": true, "font": "headline", "monospacedDigit": true, "color": "green"
          },
          "bottom": { "text": "Order #{orderNumber} · {status}", "font": "subheadline", "color": "white" }
        }
      }
    }

    """
  }

  var payload: String {
    payload(update: #"{ "status": "On the Way", "estimatedArrival": 817640100 }"#)
  }

  var scenario: String {
    """
    # \(name): a first story. Play it with
    #   la-sim play \(name).json \(name).scenario
    # and, once the frames look right, keep them as goldens for CI:
    #   la-sim play \(name).json \(name).scenario --record golden
    #   la-sim play \(name).json \(name).scenario --verify golden

    expect state active
    snapshot ordered lock-screen compact

    wait 5m
    # What your server sends, decoded as the phone decodes it. ActivityKit reads a Date in the content
    # state as seconds since 2001-01-01 (JSONDecoder's default): 817640100 is 2026-11-29 10:15 UTC.
    push payloads/update-on-the-way.json
    expect verdict applied
    expect text lock-screen "On the Way"
    expect clipped none
    snapshot on-the-way

    wait 10m
    press n n                                        # the app's own pipeline: delivered ends it
    expect state ended
    snapshot delivered lock-screen

    """
  }
}

extension StarterFiles {
  /// Writes every file into `directory`, all or nothing. Every path is checked before the first write: a
  /// file already there, or anything but a real directory where `payloads/` goes (a symbolic link would
  /// lead the write out of DIR), is refused. The files are then created with `O_EXCL | O_NOFOLLOW`, so a
  /// file or link that appears meanwhile is refused too, and a write that fails removes what was
  /// written and the directories made for it. DIR itself is where the user asked: a link there is
  /// followed.
  package func write(into named: String) throws(Diagnostic) {
    var directory = named
    while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
    let paths = files.map { directory.appendingPathComponent($0.path) }
    var missingDirectories: [String] = []
    var prefix = directory
    while !prefix.isEmpty, FileAccess.kind(prefix) == .missing {
      missingDirectories.insert(prefix, at: 0)
      let parent = prefix.deletingLastPathComponent
      prefix = parent == prefix ? "" : parent
    }
    if !missingDirectories.contains(directory), !isDirectory(directory) {
      throw Diagnostic(
        file: "", message: "\(directory): is not a directory; nothing written", kind: .cannotCreate)
    }
    for path in paths {
      let parent = path.deletingLastPathComponent
      if parent != directory, !missingDirectories.contains(parent) {
        switch FileAccess.kind(parent) {
        case .missing: missingDirectories.append(parent)
        case .directory: break
        case .symbolicLink:
          throw Diagnostic(
            file: "",
            message:
              "\(parent): is a symbolic link; init writes only inside \(directory) and never follows one;"
              + " nothing written", kind: .cannotCreate)
        case .regular, .other:
          throw Diagnostic(
            file: "", message: "\(parent): is not a directory; nothing written", kind: .cannotCreate)
        }
      }
      if FileAccess.kind(path) != .missing {
        throw Diagnostic(file: "", message: "\(path): already exists; nothing written", kind: .cannotCreate)
      }
    }
    var created: [String] = []
    var written: [String] = []
    do {
      for path in missingDirectories {
        try FileAccess.createDirectory(path)
        created.append(path)
      }
      for (path, file) in zip(paths, files) {
        try FileAccess.createNew(file.text, at: path)
        written.append(path)
      }
    } catch {
      for path in written { try? FileAccess.remove(path) }
      for path in created.reversed() { FileAccess.removeEmptyDirectory(path) }
      throw Diagnostic(
        file: "", message: "\(error.path): \(error.problem); nothing written", kind: .cannotCreate)
    }
  }

  /// Whether `path` is a directory, following a link (DIR as the user named it).
  private func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }
}
