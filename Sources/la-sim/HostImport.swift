import Arguments
import Fixture
import FixtureJSON
import FrameFormats
import JSON
import Layout
import Lifecycle
import Rendering
import Views
import WidgetHost

/// `la-sim import`: the fixture the app's own code describes, read from the compiled widget host. The model is
/// what the app's `Decodable` types ask for; the steps are the `#Preview`s' content states (or a
/// `--pipeline` fixture's); the layouts are what the code drew for each step, fresh and stale, merged into
/// one tree that names the fields (`LayoutMerge`). Before it is printed, the fixture is drawn at every step,
/// fresh and stale, on every device, and compared frame by frame with what the code draws: a difference is
/// reported, never hidden.
enum HostImport {
  /// The fixture, and what it could not say as the code does.
  struct Result {
    var fixture: JSONValue
    var issues: [String]
  }

  /// `withoutPreviews` is what code with no Live Activity preview is told to do instead: `import` takes
  /// `--pipeline`, `init --from-swift` does not.
  static func fixture(
    files: [String], pipeline: String?, swiftc: String?,
    withoutPreviews: String = "give the attribute values and content states with --pipeline FIXTURE.json"
  ) throws(CLIError) -> Result {
    let (host, sources) = try AppSwift.built(files: files, swiftc: swiftc)
    let models: [SwiftModel]
    var base: JSONValue
    do {
      models = try host.models(sources: sources)
      if let pipeline {
        guard let bytes = CheckCommand.source(of: pipeline).bytes else {
          throw WidgetHostError("cannot read the fixture \(pipeline)", exitCode: 66)
        }
        base = try JSONParser.parse(bytes: bytes)
      } else {
        guard
          let json = PreviewFixture.json(
            previews: try host.previews(), names: sources.activityPreviews,
            widget: sources.bundle ?? sources.widgets.first ?? "widget")
        else {
          throw WidgetHostError(
            "\(files.joined(separator: " ")) has no Live Activity #Preview with contentStates: "
              + withoutPreviews, exitCode: 64)
        }
        base = json
      }
    } catch let error as WidgetHostError {
      throw CLIError(error)
    } catch {
      throw CLIError(message: "\(pipeline ?? files[0]): invalid JSON: \(error)", code: ExitCode.dataError)
    }
    let attributesType = base["attributesType"].flatMap {
      if case .string(let name) = $0 { name } else { nil }
    }
    let model = models.first { $0.attributesType == attributesType } ?? models[0]
    base = withModel(base, model)
    let definition = try decode(base, file: "the fixture for \(files[0])")
    let steps = definition.pipeline.indices.filter { definition.pipeline[$0].endsWith == nil }
    let fresh = steps.map { LiveActivity.prepared(definition, step: $0, state: nil, elapsed: 0) }
    let stale = steps.map { LiveActivity.prepared(definition, step: $0, state: .stale, elapsed: 0) }
    let answers: [[UInt8]]
    do {
      answers = try host.answers(for: fresh + stale)
    } catch {
      throw CLIError(error)
    }
    let parsed = answers.map { (try? JSONParser.parse(bytes: $0)).map(HostLayoutDecoder.withoutSites) }
    // A first pass finds the fractions the code shows (`ProgressView(value: state.fractionComplete)`), so
    // that the second can name them in texts too.
    var probe = LayoutMerge(fields: fields(definition, fresh), enums: definition.enums)
    _ = layouts(parsed.prefix(fresh.count).map { $0?["layouts"] }, &probe, stale: false)
    var merge = LayoutMerge(fields: fields(definition, fresh), enums: definition.enums)
    merge.derived = probe.derived
    merge.addDerivedFields()
    let freshLayouts = layouts(parsed.prefix(fresh.count).map { $0?["layouts"] }, &merge, stale: false)
    let staleLayouts = layouts(parsed.suffix(stale.count).map { $0?["layouts"] }, &merge, stale: true)
    var fixture = base
    fixture = replacing(
      fixture, "layouts", with: freshLayouts, contentMargins: parsed.first??["contentMargins"])
    // The regions the code draws differently when stale; the others are drawn dimmed, as the code's are.
    if case .object(let freshMembers) = freshLayouts, case .object(var staleMembers) = staleLayouts {
      // A region the code leaves out when stale is drawn empty, not as the fresh one.
      let empty = JSONValue.object([JSONMember(key: "vstack", value: .array([]))])
      for member in freshMembers where member.key != "contentMargins" {
        guard let index = staleMembers.firstIndex(where: { $0.key == member.key }) else {
          staleMembers.append(JSONMember(key: member.key, value: empty))
          continue
        }
        guard member.key == "expanded", case .object(let regions) = member.value,
          case .object(var staleRegions) = staleMembers[index].value
        else { continue }
        for region in regions
        where region.key != "priority" && !staleRegions.contains(where: { $0.key == region.key }) {
          staleRegions.append(JSONMember(key: region.key, value: empty))
        }
        // Only the regions that change: the others are the fresh ones, dimmed.
        staleRegions.removeAll { region in
          regions.first { $0.key == region.key }?.value.serialized(pretty: false)
            == region.value.serialized(pretty: false)
        }
        staleMembers[index] = JSONMember(key: member.key, value: .object(staleRegions))
      }
      let changed = staleMembers.filter { member in
        freshMembers.first { $0.key == member.key }?.value.serialized(pretty: false)
          != member.value.serialized(pretty: false)
      }
      fixture = replacing(fixture, "staleLayouts", with: changed.isEmpty ? nil : .object(changed))
    }
    // StandBy's own view, where the code reads `isActivityFullscreen`: the host sends it only for a step
    // whose StandBy view differs from its card, so another step's is its card.
    let standBys = parsed.prefix(fresh.count).map { $0?["standBy"] ?? $0?["layouts"]?["lockScreen"] }
    if parsed.prefix(fresh.count).contains(where: { $0?["standBy"] != nil }),
      let standBy = merge.merge(standBys, at: "layouts.standBy"),
      case .object(var members) = fixture, let index = members.firstIndex(where: { $0.key == "layouts" }),
      case .object(var layouts) = members[index].value
    {
      layouts.insert(
        JSONMember(key: "standBy", value: standBy),
        at: layouts.firstIndex { $0.key == "contentMargins" } ?? layouts.endIndex)
      members[index] = JSONMember(key: "layouts", value: .object(layouts))
      fixture = .object(members)
    }
    for key in ["activityBackgroundTint", "activitySystemActionForegroundColor", "keylineTint"] {
      fixture = replacing(fixture, key, with: parsed.first??[key])
    }
    if !merge.derived.isEmpty {
      fixture = replacing(
        fixture, "derived",
        with: .object(
          merge.derived.map { item in
            JSONMember(
              key: item.name,
              value: .object([
                JSONMember(
                  key: "fraction", value: .array([.string(item.numerator), .string(item.denominator)]))
              ]))
          }))
    }
    if case .object(let members) = fixture, !members.contains(where: { $0.key == "$schema" }) {
      fixture = .object([JSONMember(key: "$schema", value: .string("../la-sim.schema.json"))] + members)
    }
    var issues = merge.issues
    issues += try verify(fixture, against: answers, fresh: fresh, stale: stale, file: files[0])
    issues += environmentIssues(
      answers.reduce(into: []) { $0.formUnion(HostLayoutDecoder.reads($1)) }, files: files)
    return Result(fixture: fixture, issues: issues)
  }

  /// What the fixture cannot say of views that read the phone's settings (`HostLayoutDecoder.reads`): a
  /// fixture's layouts do not branch on the text size or the appearance, so it holds what the code draws at
  /// large text in dark appearance. `files` are the app's Swift as given, for the command that checks them.
  static func environmentIssues(_ reads: Set<EnvironmentSetting>, files: [String]) -> [String] {
    let code = files.joined(separator: " ")
    var issues: [String] = []
    if reads.contains(.dynamicTypeSize) {
      issues.append(
        "the views read @Environment(\\.dynamicTypeSize): the fixture holds what they draw at large text;"
          + " check the Swift itself at every size (la-sim check \(code) --dynamic-type all)")
    }
    if reads.contains(.colorScheme) {
      issues.append(
        "the views read @Environment(\\.colorScheme): the fixture holds what they draw in dark appearance;"
          + " check the Swift itself in both (la-sim check \(code) --appearance all)")
    }
    return issues
  }

  /// `base` with the model the app's types ask for: attributes, content state and enums (a case's emoji,
  /// icon and colour kept where `base` gives them).
  static func withModel(_ base: JSONValue, _ model: SwiftModel) -> JSONValue {
    func schema(_ fields: [SwiftField]) -> JSONValue {
      .object(fields.map { JSONMember(key: $0.key, value: .string($0.type + ($0.isOptional ? "?" : ""))) })
    }
    var result = base
    result = replacing(result, "attributesType", with: .string(model.attributesType))
    result = replacing(result, "attributes", with: schema(model.attributes))
    result = replacing(result, "contentState", with: schema(model.contentState))
    var enums: [JSONMember] = []
    for enumeration in model.enums {
      let given = base["enums"]?[enumeration.name]
      enums.append(
        JSONMember(
          key: enumeration.name,
          value: .array(
            enumeration.cases.map { item in
              var members = [
                JSONMember(key: "case", value: .string(item.name)),
                JSONMember(key: "rawValue", value: .string(item.rawValue)),
              ]
              if case .array(let cases)? = given,
                case .object(let own)? = cases.first(where: { $0["case"] == .string(item.name) })
              {
                members += own.filter { !["case", "rawValue"].contains($0.key) }
              }
              return .object(members)
            })))
    }
    return replacing(result, "enums", with: .object(enums))
  }

  /// `value` with member `key` set (added at the end when absent), or removed when `new` is nil.
  static func replacing(
    _ value: JSONValue, _ key: String, with new: JSONValue?, contentMargins: JSONValue? = nil
  ) -> JSONValue {
    guard case .object(var members) = value else { return value }
    var replacement = new
    if let margins = contentMargins, case .object(var layouts)? = new {
      layouts.append(JSONMember(key: "contentMargins", value: margins))
      replacement = .object(layouts)
    }
    if let index = members.firstIndex(where: { $0.key == key }) {
      if let replacement {
        members[index] = JSONMember(key: key, value: replacement)
      } else {
        members.remove(at: index)
      }
    } else if let replacement {
      members.append(JSONMember(key: key, value: replacement))
    }
    return .object(members)
  }

  /// Every field's value at each step: the content state's, then the attributes'.
  static func fields(_ definition: ActivityDefinition, _ activities: [LiveActivity]) -> [LayoutMerge.Field] {
    definition.contentSchema.map { field in
      LayoutMerge.Field(
        name: field.name, values: activities.map { $0.content.values[field.name] ?? .null }, isContent: true)
    }
      + definition.attributesSchema.map { field in
        LayoutMerge.Field(
          name: field.name, values: activities.map { $0.attributes[field.name] ?? .null }, isContent: false)
      }
  }

  /// The steps' `layouts` objects merged slot by slot (an expanded island region by region).
  static func layouts(_ steps: [JSONValue?], _ merge: inout LayoutMerge, stale: Bool) -> JSONValue {
    var keys: [String] = []
    for case .object(let members)? in steps {
      for member in members where !keys.contains(member.key) { keys.append(member.key) }
    }
    var merged: [JSONMember] = []
    for key in keys {
      let place = (stale ? "staleLayouts." : "layouts.") + key
      if key == "expanded" {
        let regions = layouts(steps.map { $0?["expanded"] }, &merge, stale: stale)
        merged.append(JSONMember(key: key, value: regions))
      } else if let value = merge.merge(steps.map { $0?[key] }, at: place) {
        merged.append(JSONMember(key: key, value: value))
      }
    }
    return .object(merged)
  }

  static func decode(_ fixture: JSONValue, file: String) throws(CLIError) -> ActivityDefinition {
    do {
      return try FixtureDecoder.decode(bytes: Array(fixture.serialized(pretty: true).utf8), file: file)
    } catch {
      throw CLIError(message: "\(error.file): \(error.message)", code: ExitCode.dataError)
    }
  }

  /// Where the fixture, drawn at each step fresh and stale on every device, differs from what the code
  /// draws: one sentence per step, state and presentation.
  static func verify(
    _ fixture: JSONValue, against answers: [[UInt8]], fresh: [LiveActivity], stale: [LiveActivity],
    file: String
  ) throws(CLIError) -> [String] {
    let imported = try decode(fixture, file: "the imported fixture")
    var issues: [String] = []
    for (index, activity) in (fresh + stale).enumerated() {
      guard
        let drawn = try? HostLayoutDecoder.apply(answers[index], file: file, to: activity.definition)
      else { continue }
      let state: ActivityState? = index < fresh.count ? nil : .stale
      let step = activity.stepIndex ?? 0
      let mine = LiveActivity.prepared(imported, step: step, state: state, elapsed: 0)
      let theirs = LiveActivity.prepared(drawn, step: step, state: state, elapsed: 0)
      var differing: [String] = []
      for device in DeviceProfile.all {
        let left = Renderer.renderAll(mine, device: device, now: mine.now)
        let right = Renderer.renderAll(theirs, device: device, now: theirs.now)
        for (a, b) in zip(left, right) where a.frame.rows != b.frame.rows && !differing.contains(a.title) {
          differing.append(a.title)
        }
        if left.count != right.count, !differing.contains("the presentations") {
          differing.append("the presentations")
        }
      }
      if !differing.isEmpty {
        let name = imported.pipeline[step].name
        issues.append(
          "step \(name)\(state == nil ? "" : " (stale)"): the fixture draws \(differing.joined(separator: ", "))"
            + " differently from the code")
      }
    }
    return issues
  }
}
