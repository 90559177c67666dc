/// The values a view reads with `@Environment`: la-sim sets them for each presentation it evaluates.
public struct EnvironmentValues: @unchecked Sendable {
  var storage: [ObjectIdentifier: Any] = [:]

  /// Default values.
  public init() {}

  /// The value stored for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  /// The environment of the view being evaluated (views are evaluated one at a time, depth first).
  nonisolated(unsafe) package static var current = EnvironmentValues()

  /// Runs `body` with `change` applied to the current environment, then restores it.
  package static func with<T>(_ change: (inout EnvironmentValues) -> Void, _ body: () throws -> T) rethrows
    -> T
  {
    let saved = current
    change(&current)
    defer { current = saved }
    return try body()
  }
}

/// A key for a value of `EnvironmentValues`.
public protocol EnvironmentKey {
  /// The value's type.
  associatedtype Value
  /// The value when nothing sets it.
  static var defaultValue: Value { get }
}

/// Reads a value of the environment the view is evaluated in.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>

  /// Reads `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// The current value.
  public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// A stored property a view reads its state from.
public protocol DynamicProperty {}

/// The colour scheme the phone is in.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// Light.
  case light
  /// Dark.
  case dark
}

struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.dark
}

extension EnvironmentValues {
  /// The phone's appearance.
  public var colorScheme: ColorScheme {
    get {
      _LaSimEnvironmentRead.colorScheme = true
      return self[ColorSchemeKey.self]
    }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

extension View {
  /// Sets an environment value for this view and the views in it.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    _EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
  }
}

struct _EnvironmentWriter<Content: View>: View {
  let content: Content
  let change: (inout EnvironmentValues) -> Void

  var body: Never { fatalError("primitive") }
  func _node() -> _ViewNode { EnvironmentValues.with(change) { content._node() } }
}
