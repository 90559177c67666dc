import ActivityKit
import Foundation
import SwiftUI

/// The data ActivityKit encodes for a Live Activity, read from the app's own `Decodable` types without a
/// value: each type is decoded from a decoder that answers every question with a value of the type asked
/// for and writes down what was asked. A synthesized `init(from:)` (or the app's own) asks for each JSON key
/// in turn, with its type, and with `decodeIfPresent` for an optional: the keys, `CodingKeys` renames
/// included, exactly as a payload must carry them.
enum _ModelProbe {
  /// The attributes' and the `ContentState`'s keys, types and enums, as one JSON object.
  static func model<Attributes: ActivityAttributes>(of type: Attributes.Type) -> String {
    NodeValue.object([
      ("attributesType", .string(String(describing: type))),
      ("attributes", describe(Attributes.self)),
      ("contentState", describe(Attributes.ContentState.self)),
    ]).json
  }

  /// One key the type decodes.
  struct Field {
    var key: String
    var type: String
    var isOptional: Bool
  }

  /// What a probe found.
  final class Record {
    var fields: [Field] = []
    var enums: [(name: String, cases: [(String, String)])] = []

    func add(_ key: String, _ type: Any.Type, optional: Bool) {
      guard !fields.contains(where: { $0.key == key }) else { return }
      fields.append(Field(key: key, type: name(of: type), isOptional: optional))
    }

    /// A type in la-sim's fixture vocabulary; an enum's cases are written down as it is met.
    func name(of type: Any.Type) -> String {
      switch type {
      case is Date.Type: return "Date"
      case is String.Type, is Substring.Type: return "String"
      case is Bool.Type: return "Bool"
      case is Double.Type, is Float.Type: return "Double"
      case is any BinaryInteger.Type: return "Int"
      default: break
      }
      let name = String(describing: type)
      if let iterable = type as? any (CaseIterable & RawRepresentable).Type {
        let cases = _ModelProbe.cases(iterable)
        if !enums.contains(where: { $0.name == name }) { enums.append((name, cases)) }
      }
      return name
    }
  }

  static func cases<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> [(String, String)] {
    type.allCases.map { (String(describing: $0), "\($0.rawValue)") }
  }

  /// A value of `type`, decoded from the probe; what its top level asks for goes to `record`.
  static func value<T: Decodable>(_ type: T.Type, record: Record?) throws -> T {
    if let iterable = type as? any CaseIterable.Type, let first = firstCase(iterable) as? T {
      return first
    }
    do {
      return try T(from: ProbeDecoder(record: record, codingPath: []))
    } catch DecodingError.dataCorrupted(let context) where type is any RawRepresentable.Type {
      // A raw-value enum whose cases cannot be listed: no value the probe makes is one of them. Its
      // name goes beside the error, so that la-sim names the line that declares it.
      unlisted = String(describing: type)
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: context.codingPath,
          debugDescription:
            "\(String(describing: type)) is an enum that is not CaseIterable, so la-sim cannot list its cases;"
            + " declare it CaseIterable (enum \(String(describing: type)): String, Codable, CaseIterable)"))
    }
  }

  static func firstCase<T: CaseIterable>(_ type: T.Type) -> Any? { type.allCases.first }

  /// The enum whose cases could not be listed, by the last `value` that failed on one (the host
  /// answers one request at a time).
  nonisolated(unsafe) static var unlisted: String?

  /// The fields of `type` and the enums they use, as one answer line's object: `{"fields": [{"key",
  /// "type", "optional", "name"}], "enums": {…}}`, or `{"error": …}` when the type cannot be decoded from
  /// plausible values (an enum that is not `CaseIterable`, a custom `init(from:)` that rejects them).
  static func describe<T: Decodable>(_ type: T.Type) -> NodeValue {
    let record = Record()
    let value: T
    unlisted = nil
    do {
      value = try Self.value(type, record: record)
    } catch {
      var members: [(String, NodeValue)] = [
        ("error", .string("\(String(describing: type)): \(describe(error))"))
      ]
      if let name = unlisted { members.append(("enum", .string(name))) }
      return .object(members)
    }
    // The stored properties' Swift names, in declaration order, beside the keys a synthesized
    // `init(from:)` asks for in that same order.
    let names = Mirror(reflecting: value).children.compactMap { child in
      child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }
    }
    let fields = record.fields.enumerated().map { index, field -> NodeValue in
      var members: [(String, NodeValue)] = [
        ("key", .string(field.key)), ("type", .string(field.type)), ("optional", .bool(field.isOptional)),
      ]
      if names.count == record.fields.count { members.append(("name", .string(names[index]))) }
      return .object(members)
    }
    return .object([
      ("fields", .array(fields)),
      (
        "enums",
        .object(
          record.enums.map { item in
            (
              item.name,
              .array(item.cases.map { .object([("case", .string($0.0)), ("rawValue", .string($0.1))]) })
            )
          })
      ),
    ])
  }

  static func describe(_ error: Error) -> String {
    guard let decoding = error as? DecodingError else { return "\(error)" }
    switch decoding {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
      .dataCorrupted(let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return (path.isEmpty ? "" : path + ": ") + context.debugDescription
    @unknown default: return "\(error)"
    }
  }

  struct ProbeDecoder: Decoder {
    let record: Record?
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
      KeyedDecodingContainer(Keyed<Key>(record: record, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
      Unkeyed(codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
      Single(codingPath: codingPath)
    }
  }

  /// A value for a key; at the top level (`record` set) the key is written down.
  struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let record: Record?
    var codingPath: [any CodingKey]
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { false }

    func decode<T: Decodable>(_ key: Key, _ type: T.Type) throws -> T {
      record?.add(key.stringValue, type, optional: false)
      return try _ModelProbe.value(type, record: nil)
    }

    func optional<T: Decodable>(_ key: Key, _ type: T.Type) throws -> T? {
      record?.add(key.stringValue, type, optional: true)
      return try _ModelProbe.value(type, record: nil)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decode(key, type) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
      try optional(key, type)
    }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(key, type) }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optional(key, type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode(key, type) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try optional(key, type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(key, type) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optional(key, type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(key, type) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try optional(key, type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(key, type) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optional(key, type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(key, type) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optional(key, type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(key, type) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optional(key, type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(key, type) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optional(key, type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(key, type) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optional(key, type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(key, type) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optional(key, type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(key, type) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optional(key, type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(key, type) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optional(key, type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(key, type) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optional(key, type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(key, type) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optional(key, type) }

    func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
      KeyedDecodingContainer(Keyed<NestedKey>(record: nil, codingPath: codingPath + [key]))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      Unkeyed(codingPath: codingPath + [key])
    }

    func superDecoder() throws -> any Decoder { ProbeDecoder(record: nil, codingPath: codingPath) }
    func superDecoder(forKey key: Key) throws -> any Decoder {
      ProbeDecoder(record: nil, codingPath: codingPath + [key])
    }
  }

  /// An empty array.
  struct Unkeyed: UnkeyedDecodingContainer {
    var codingPath: [any CodingKey]
    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }

    mutating func decodeNil() throws -> Bool { true }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
      throw DecodingError.valueNotFound(
        type, DecodingError.Context(codingPath: codingPath, debugDescription: "an empty array"))
    }
    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
      KeyedDecodingContainer(Keyed<NestedKey>(record: nil, codingPath: codingPath))
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { self }
    mutating func superDecoder() throws -> any Decoder { ProbeDecoder(record: nil, codingPath: codingPath) }
  }

  /// A zero, an empty string, false.
  struct Single: SingleValueDecodingContainer {
    var codingPath: [any CodingKey]

    func decodeNil() -> Bool { false }
    func decode(_ type: Bool.Type) throws -> Bool { false }
    func decode(_ type: String.Type) throws -> String { "" }
    func decode(_ type: Double.Type) throws -> Double { 0 }
    func decode(_ type: Float.Type) throws -> Float { 0 }
    func decode(_ type: Int.Type) throws -> Int { 0 }
    func decode(_ type: Int8.Type) throws -> Int8 { 0 }
    func decode(_ type: Int16.Type) throws -> Int16 { 0 }
    func decode(_ type: Int32.Type) throws -> Int32 { 0 }
    func decode(_ type: Int64.Type) throws -> Int64 { 0 }
    func decode(_ type: UInt.Type) throws -> UInt { 0 }
    func decode(_ type: UInt8.Type) throws -> UInt8 { 0 }
    func decode(_ type: UInt16.Type) throws -> UInt16 { 0 }
    func decode(_ type: UInt32.Type) throws -> UInt32 { 0 }
    func decode(_ type: UInt64.Type) throws -> UInt64 { 0 }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try _ModelProbe.value(type, record: nil) }
  }
}

/// An `ActivityAttributes` type the app's files declare, for its model when no `ActivityConfiguration` uses
/// it (a model file checked on its own).
public struct _LaSimModel {
  let name: String
  let model: () -> String

  /// The model of `type`.
  public init<Attributes: ActivityAttributes>(_ type: Attributes.Type) {
    name = String(describing: type)
    model = { _ModelProbe.model(of: type) }
  }
}
