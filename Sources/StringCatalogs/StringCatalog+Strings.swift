import Diagnostics
import Formatting
import JSON

extension StringCatalog {
  /// A `.strings` file: a property list of `"key" = "value";` pairs, read as Foundation reads one
  /// (`PropertyList.read`: old-style text, or XML; UTF-8, UTF-16 or UTF-32), whose every value is a
  /// string. Its language is its folder's, `de.lproj/Localizable.strings` → `de`; the keys are taken to be
  /// written in English, the source language.
  static func decodeStrings(bytes: [UInt8], file: String) throws(CatalogError) -> StringCatalog {
    let language = try lprojLanguage(of: file, kind: ".strings")
    var entries: [String: Entry] = [:]
    for (key, value, place) in try stringsTable(bytes: bytes, file: file) {
      let pieces = CatalogPiece.parse(value)
      let (keyArguments, arguments) = (
        CatalogPiece.arguments(CatalogPiece.parse(key)), CatalogPiece.arguments(pieces)
      )
      if !Self.agree(keyArguments, arguments) {
        throw CatalogError(
          file, at: place,
          "the key \"\(key.abbreviated)\" has \(describe(keyArguments)), its translation \(describe(arguments))"
        )
      }
      entries[key] = Entry(localizations: [language: pieces])
    }
    return StringCatalog(file: file, sourceLanguage: "en", entries: entries)
  }

  /// A `.strings` file's pairs in the order they are first written, each with where its key is; a key
  /// written twice has its last value, as Foundation's dictionary does.
  static func stringsTable(bytes: [UInt8], file: String) throws(CatalogError) -> [(
    String, String, SourcePosition
  )] {
    let list = try PropertyList.read(bytes: bytes, file: file)
    guard let members = list.members else {
      throw CatalogError(
        file, at: list.position, "expected \"key\" = \"value\"; pairs, found \(list.kind) alone")
    }
    var table: [(String, String, SourcePosition)] = []
    for member in members {
      guard let value = member.value.string else {
        throw CatalogError(
          file, at: member.value.position,
          "expected a string as the value of \"\(member.key.abbreviated)\", found \(member.value.kind)")
      }
      table.append((member.key, value, member.keyPosition))
    }
    return table
  }

  /// The language of a file in `LANG.lproj/` (`de` of `app/de.lproj/Localizable.strings`), which `.strings`
  /// and `.stringsdict` files take from their folder.
  static func lprojLanguage(of file: String, kind: String) throws(CatalogError) -> String {
    let folders = file.split(separator: "/").dropLast()
    guard let folder = folders.last, folder.hasSuffix(".lproj"), folder.count > 6 else {
      throw CatalogError(file, "a \(kind) file's language is its folder's: expected it inside LANG.lproj/")
    }
    let language = String(folder.dropLast(6))
    // Base.lproj holds the development language's strings (Base internationalization), which la-sim takes to
    // be English, as it takes a `.strings` file's keys to be.
    return language == "Base" ? "en" : language
  }
}
