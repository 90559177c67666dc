import Views

/// A `String`-backed Swift enum of the content state, with what the layouts show for each case.
public struct EnumDefinition: Equatable, Sendable {
  /// The Swift type name, e.g. `DeliveryStatus`.
  public var name: String
  /// The cases in declaration order; the order is the pipeline step a tracker shows.
  public var cases: [EnumCase]

  /// An enum.
  public init(name: String, cases: [EnumCase]) {
    self.name = name
    self.cases = cases
  }

  /// The index of the case whose raw value is `rawValue`.
  public func index(ofRawValue rawValue: String) -> Int? {
    cases.firstIndex { $0.rawValue == rawValue }
  }
}

/// One case of a `String`-backed enum.
public struct EnumCase: Equatable, Sendable {
  /// The Swift case name, e.g. `outForDelivery`.
  public var name: String
  /// The raw value, which is what JSON carries, e.g. `Out for Delivery`.
  public var rawValue: String
  /// An emoji shown with the case, if any.
  public var emoji: String?
  /// An SF Symbol name shown with the case, if any.
  public var icon: String?
  /// A colour the layouts may use for the case.
  public var color: NamedColor?

  /// A case.
  public init(
    name: String, rawValue: String, emoji: String? = nil, icon: String? = nil, color: NamedColor? = nil
  ) {
    self.name = name
    self.rawValue = rawValue
    self.emoji = emoji
    self.icon = icon
    self.color = color
  }
}
