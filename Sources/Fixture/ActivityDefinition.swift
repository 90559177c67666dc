import Views

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An activity as a fixture describes it: its attributes, content-state schema, pipeline and layouts.
public struct ActivityDefinition: Equatable, Sendable {
  /// The fixture's name, e.g. `pizza-planet`.
  public var name: String
  /// The app's name as shown to people, e.g. `Pizza Planet`.
  public var displayName: String
  /// The app's bundle identifier; push topics are `<bundleIdentifier>.push-type.liveactivity`.
  public var bundleIdentifier: String
  /// The Swift type of the attributes (push-to-start's `attributes-type`), e.g. `DeliveryAttributes`.
  public var attributesType: String
  /// The attributes' stored properties.
  public var attributesSchema: [FieldSchema]
  /// The attributes' values.
  public var attributes: [String: Value]
  /// Other attribute values the same app starts activities with (`instances`): each holds the attributes it
  /// changes; `a` in the simulator starts the next.
  public var instances: [[String: Value]] = []
  /// The `ContentState`'s stored properties, in declaration order.
  public var contentSchema: [FieldSchema]
  /// The `String`-backed enums the schemas use, by name.
  public var enums: [String: EnumDefinition]
  /// Computed properties of the content state.
  public var derived: [DerivedField]
  /// Fields that must not show on the Lock Screen (it is visible without unlocking).
  public var privateFields: Set<String>
  /// The app's String Catalogs the fixture names (`strings`), as written: relative to the fixture file.
  public var stringsFiles: [String] = []
  /// In a language (`localized(_:language:)`), each catalog key's text there as a format with `%N$@`
  /// arguments: what an alert's `loc-key` shows, as the device looks it up in the app's strings.
  public var alertFormats: [String: String] = [:]
  /// The pipeline; step 0 is the content the activity starts with.
  public var pipeline: [PipelineStep]
  /// How `end` ends the activity by default.
  public var end: EndTemplate
  /// How the app cancels, if it can.
  public var cancel: EndTemplate?
  /// Default relevance score (ActivityKit's default is 0).
  public var relevanceScore: Double
  /// The Lock Screen card's `activityBackgroundTint` (`.black.opacity(0.8)`); nil is the system's own
  /// background, dark or light with the phone's appearance.
  public var activityBackgroundTint: StyleColor?
  /// `.activitySystemActionForegroundColor(...)`: the colour of the system's own controls on the card.
  public var activitySystemActionForegroundColor: NamedColor?
  /// The Dynamic Island's `keylineTint`, if any.
  public var keylineTint: NamedColor?
  /// Every presentation's layout.
  public var layouts: Layouts
  /// How the app receives pushes (the fixture's `"push"`): frequent updates, token rotation.
  public var push = PushSettings()

  /// A definition.
  public init(
    name: String, displayName: String, bundleIdentifier: String, attributesType: String,
    attributesSchema: [FieldSchema], attributes: [String: Value], contentSchema: [FieldSchema],
    enums: [String: EnumDefinition], derived: [DerivedField], privateFields: Set<String>,
    pipeline: [PipelineStep], end: EndTemplate, cancel: EndTemplate?, relevanceScore: Double,
    activityBackgroundTint: StyleColor?, keylineTint: NamedColor?, layouts: Layouts,
    activitySystemActionForegroundColor: NamedColor? = nil
  ) {
    self.name = name
    self.displayName = displayName
    self.bundleIdentifier = bundleIdentifier
    self.attributesType = attributesType
    self.attributesSchema = attributesSchema
    self.attributes = attributes
    self.contentSchema = contentSchema
    self.enums = enums
    self.derived = derived
    self.privateFields = privateFields
    self.pipeline = pipeline
    self.end = end
    self.cancel = cancel
    self.relevanceScore = relevanceScore
    self.activityBackgroundTint = activityBackgroundTint
    self.keylineTint = keylineTint
    self.activitySystemActionForegroundColor = activitySystemActionForegroundColor
    self.layouts = layouts
  }

  /// The pipeline step called `name`, or at index `name` when it is a number.
  public func stepIndex(named name: String) -> Int? {
    if let index = Int(name) { return pipeline.indices.contains(index) ? index : nil }
    return pipeline.firstIndex { $0.name == name }
  }

  /// The type of a field readable by layouts: an attribute, a content-state field or a derived field.
  public func fieldType(of name: String) -> FieldType? {
    if let field = attributesSchema.first(where: { $0.name == name }) { return field.type }
    if let field = contentSchema.first(where: { $0.name == name }) { return field.type }
    if derived.contains(where: { $0.name == name }) { return .double }
    return LiteralField.value(name).flatMap(LiteralField.type)
  }

  /// Whether `name` is an optional attribute or content-state field.
  public func isOptional(_ name: String) -> Bool {
    (attributesSchema.first { $0.name == name } ?? contentSchema.first { $0.name == name })?.isOptional
      ?? false
  }

  /// Every name a layout may read, in declaration order.
  public var readableFieldNames: [String] {
    attributesSchema.map(\.name) + contentSchema.map(\.name) + derived.map(\.name)
  }
}
