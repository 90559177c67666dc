import Diagnostics
import SwiftParsing

/// Every type the files declare, by qualified name (`DeliveryAttributes.ContentState`), with the members of
/// its extensions merged in, each member knowing its file.
struct SwiftTypeTable {
  struct Member {
    var declaration: SwiftDeclaration
    var file: String
  }

  struct Entry {
    var name: String
    var declaration: SwiftTypeDeclaration
    var file: String
    var position: SourcePosition
    var members: [Member]
    var inherits: [String]
  }

  /// Types by qualified name, and their order of declaration.
  private(set) var entries: [String: Entry] = [:]
  private(set) var order: [String] = []
  /// Top-level declarations that are not types, by file.
  private(set) var topLevel: [(file: String, declaration: SwiftDeclaration)] = []
  private var extensions:
    [(file: String, scope: String, declaration: SwiftDeclaration, type: SwiftTypeDeclaration)] =
      []

  init(files: [(file: String, declarations: [SwiftDeclaration])]) {
    for (file, declarations) in files {
      for declaration in declarations { add(declaration, file: file, scope: "") }
    }
    for pending in extensions {
      guard let name = resolve(pending.type.name, from: pending.scope) else { continue }
      entries[name]?.inherits += pending.type.inherits
      for member in pending.type.members {
        entries[name]?.members.append(Member(declaration: member, file: pending.file))
        add(member, file: pending.file, scope: name)
      }
    }
  }

  private mutating func add(_ declaration: SwiftDeclaration, file: String, scope: String) {
    guard case .type(let type) = declaration.kind else {
      if scope.isEmpty { topLevel.append((file, declaration)) }
      return
    }
    if type.keyword == "extension" {
      extensions.append((file, scope, declaration, type))
      return
    }
    let name = scope.isEmpty ? type.name : scope + "." + type.name
    guard entries[name] == nil else { return }
    entries[name] = Entry(
      name: name, declaration: type, file: file, position: declaration.position,
      members: type.members.map { Member(declaration: $0, file: file) }, inherits: type.inherits)
    order.append(name)
    for member in type.members { add(member, file: file, scope: name) }
  }

  /// The qualified name `written` refers to from inside `scope`: the innermost enclosing scope that has it.
  func resolve(_ written: String, from scope: String) -> String? {
    var scope = scope
    while true {
      let candidate = scope.isEmpty ? written : scope + "." + written
      if entries[candidate] != nil { return candidate }
      guard !scope.isEmpty else { return nil }
      scope = scope.split(separator: ".").dropLast().joined(separator: ".")
    }
  }

  subscript(name: String) -> Entry? { entries[name] }

  /// Every declaration in the files, walked depth-first with its file (types' members included).
  func allDeclarations() -> [(file: String, declaration: SwiftDeclaration)] {
    var result = topLevel
    for name in order {
      guard let entry = entries[name] else { continue }
      result += entry.members.map { ($0.file, $0.declaration) }
    }
    return result
  }
}
