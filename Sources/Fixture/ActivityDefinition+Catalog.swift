import Formatting
import StringCatalogs
import Views

/// A text a catalog has no translation of in the language asked for: the phone shows the source language's.
public struct MissingTranslation: Equatable, Sendable {
  /// The catalog key (`%lld min away`).
  public var key: String
  /// The language asked for.
  public var language: String
  /// Where the text is: `layouts.lockScreen`.
  public var place: String
}

extension ActivityDefinition {
  /// The definition as the app shows it in `language` with `catalog`'s strings: every literal text of its
  /// layouts (and their accessibility labels) looked up by the key Xcode extracts for it (`Order #%@`,
  /// `%lld min away`), with iOS's fallback (the localizations the phone reads for the language, the
  /// catalog's source language, the key); plural variations choose by the number's CLDR category at each
  /// frame. A right-to-left language lays out mirrored and draws each text in visual order. Also returns the
  /// texts the language has no translation of. Numbers, date styles and `.dateTime` formats are written in
  /// the language too (`LocaleFormats.lookup`: en's for a language the tables do not have). When the app has
  /// no translation in the language at all, iOS runs it in its source language (QA1828), and so does this:
  /// direction, plurals and formats are the source language's, and every text is missing.
  /// Applied once, when the fixture loads.
  public func localized(_ catalog: StringCatalog, language asked: String) -> (
    ActivityDefinition, [MissingTranslation]
  ) {
    var missing: [MissingTranslation] = []
    var definition = self
    let match = catalog.match(asked)
    // The language the app runs in: the one asked for, or its source language when it has none of it.
    let language = match.isAbsent ? catalog.sourceLanguage : asked
    let rightToLeft = BidiOrder.isRightToLeft(language)
    func translate(_ template: TextTemplate, place: String) -> TextTemplate {
      let hasLiteral = template.segments.contains {
        if case .literal(let text) = $0 { !text.isEmpty } else { false }
      }
      guard hasLiteral else { return template }
      let key = catalogKey(template)
      guard let (pieces, isMissing) = catalog.lookup(key, in: match) else {
        if !match.readsSourceLanguage {
          missing.append(MissingTranslation(key: key, language: asked, place: place))
        }
        return Self.visualOrderIfRightToLeft(template)
      }
      if isMissing { missing.append(MissingTranslation(key: key, language: asked, place: place)) }
      let translated = TextTemplate(
        segments: Self.segments(pieces, template.placeholders, language: language))
      return Self.visualOrderIfRightToLeft(translated)
    }
    func sentences(place: String) -> ([LayoutNode], ViewStyle) -> LayoutNode? {
      { parts, style in
        switch Self.translatedSentence(parts, style, catalog: catalog, match: match) {
        case .translated(let node): return node
        case .missing(let key):
          if !match.readsSourceLanguage {
            missing.append(MissingTranslation(key: key, language: asked, place: place))
          }
          return .concatenation(parts, style)
        case nil: return nil
        }
      }
    }
    // Slot by slot in `LayoutSlot`'s order, not the dictionaries': their order changes from run to run, and
    // so did the order of the texts named missing (`check` and `render` printed them shuffled).
    for slot in LayoutSlot.allCases {
      guard let node = layouts.fresh[slot] else { continue }
      definition.layouts.fresh[slot] = node.mapTemplates(
        sentences: sentences(place: "layouts.\(slot.fixtureKey)")
      ) {
        translate($0, place: "layouts.\(slot.fixtureKey)")
      }.dateTimeFormats(in: language)
    }
    for slot in LayoutSlot.allCases {
      guard let node = layouts.stale[slot] else { continue }
      definition.layouts.stale[slot] = node.mapTemplates(
        sentences: sentences(place: "staleLayouts.\(slot.fixtureKey)")
      ) {
        translate($0, place: "staleLayouts.\(slot.fixtureKey)")
      }.dateTimeFormats(in: language)
    }
    definition.layouts.standBy = layouts.standBy?.mapTemplates(
      sentences: sentences(place: "layouts.standBy")
    ) {
      translate($0, place: "layouts.standBy")
    }.dateTimeFormats(in: language)
    if rightToLeft { definition.layouts.layoutDirection = .rightToLeft }
    for key in catalog.entries.keys {
      guard let (pieces, _) = catalog.lookup(key, in: match) else { continue }
      definition.alertFormats[key] = Self.format(pieces)
    }
    definition.layouts.locale = language
    var seen = Set<String>()
    return (definition, missing.filter { seen.insert($0.key + "\u{0}" + $0.place).inserted })
  }

  /// A `Text("Updated \(date, style: .relative)")`: one text whose words surround dates drawn in a style,
  /// which la-sim holds as a `Text + Text` of its parts (words, then each date), none styled apart. Xcode
  /// extracts one key for it, the words with each date as `%@` (`Updated %@`); when `catalog` translates that
  /// key, the parts are made again in the translation's order (`%1$@ mis à jour`), the dates kept as they
  /// are. When the catalog has neither that key nor any of the words' own, the sentence's key is the one
  /// missing. Nil when the parts are not such a sentence, or the catalog has a key of their words alone:
  /// each part is then looked up on its own, as a `Text("Updated ") + Text(date, style: .relative)` is.
  static func translatedSentence(
    _ parts: [LayoutNode], _ style: ViewStyle, catalog: StringCatalog, match: LanguageMatch
  ) -> Sentence? {
    var key = ""
    var dates: [LayoutNode] = []
    var hasWords = false
    for part in parts {
      switch part {
      case .text(let template, let partStyle) where partStyle == ViewStyle():
        for segment in template.segments {
          guard case .literal(let text) = segment else { return nil }
          key += text.replacing("%", with: "%%")
          hasWords = hasWords || !text.isEmpty
        }
      case .date(_, _, let partStyle) where partStyle == ViewStyle():
        key += "%@"
        dates.append(part)
      default: return nil
      }
    }
    guard hasWords, !dates.isEmpty else { return nil }
    guard let (pieces, _) = catalog.lookup(key, in: match) else {
      let wordsHaveKeys = parts.contains { part in
        guard case .text(let template, _) = part else { return false }
        let words = template.segments.map { segment -> String in
          guard case .literal(let text) = segment else { return "" }
          return text.replacing("%", with: "%%")
        }
        return catalog.lookup(words.joined(), in: match) != nil
      }
      return wordsHaveKeys ? nil : .missing(key)
    }
    var translated: [LayoutNode] = []
    for piece in pieces {
      switch piece {
      case .literal(let text):
        translated.append(.text(TextTemplate(segments: [.literal(text)]), ViewStyle()))
      case .argument(let index, _):
        guard dates.indices.contains(index) else { return nil }
        translated.append(dates[index])
      case .plural: return nil
      }
    }
    let words = translated.compactMap { part -> TextTemplate.Segment? in
      guard case .text(let template, _) = part else { return nil }
      return template.segments.first
    }
    if firstLetterIsRightToLeft(words) == true {
      // Visual order, as a translated template is drawn: the pieces from the right, each word's letters in
      // visual order, a date in its own.
      translated = translated.reversed().map { part in
        guard case .text(let template, let partStyle) = part else { return part }
        return .text(visualOrder(template), partStyle)
      }
    }
    return .translated(.concatenation(translated, style))
  }

  /// What a catalog makes of a sentence of words and dates.
  enum Sentence {
    /// Its parts in the translation's order.
    case translated(LayoutNode)
    /// Untranslated: the catalog has no key of it, which is this one.
    case missing(String)
  }

  /// A translation as a format string whose arguments are all strings (`%1$@`), as an alert's `loc-args` are;
  /// a plural choice shows its `other` form.
  static func format(_ pieces: [CatalogPiece]) -> String {
    pieces.map { piece in
      switch piece {
      case .literal(let text): text.replacing("%", with: "%%")
      case .argument(let index, _): "%\(index + 1)$@"
      case .plural(_, let forms): format(forms[.other] ?? [])
      }
    }.joined()
  }

  /// The key Xcode extracts for a `Text` with this template: its literal text (`%` doubled) with each
  /// interpolation as its format specifier: `%@` for strings, enums, dates and formatted values, `%lld` for
  /// an `Int`, `%lf` for a `Double`, the specifier itself for `specifier:`.
  public func catalogKey(_ template: TextTemplate) -> String {
    template.segments.map { segment in
      switch segment {
      case .literal(let text): text.replacing("%", with: "%%")
      case .placeholder(let placeholder), .plural(let placeholder, _, _):
        switch placeholder.style {
        case .format: "%@"
        case .specifier(let specifier): Self.specifierText(specifier)
        case .plain:
          switch fieldType(of: placeholder.field) {
          case .int: "%lld"
          case .double: "%lf"
          default: "%@"
          }
        }
      }
    }.joined()
  }

  static func specifierText(_ specifier: FormatSpecifier) -> String {
    var text = "%"
    if let precision = specifier.precision { text += ".\(precision)" }
    return text + specifier.conversion.rawValue
  }

  /// A translation's pieces as template segments: each argument is the source template's placeholder at
  /// that position; a plural choice chooses by it.
  static func segments(
    _ pieces: [CatalogPiece], _ placeholders: [TextTemplate.Placeholder], language: String
  ) -> [TextTemplate.Segment] {
    pieces.map { piece in
      switch piece {
      case .literal(let text): return .literal(text)
      case .argument(let index, _):
        return placeholders.indices.contains(index) ? .placeholder(placeholders[index]) : .literal("")
      case .plural(let index, let forms):
        guard placeholders.indices.contains(index) else { return .literal("") }
        return .plural(
          placeholders[index], forms.mapValues { segments($0, placeholders, language: language) },
          language: language)
      }
    }
  }

  /// The template in visual order when its first letter is right to left (the paragraph direction the
  /// Unicode algorithm gives it); an English fallback stays as it is, even in a right-to-left layout.
  static func visualOrderIfRightToLeft(_ template: TextTemplate) -> TextTemplate {
    firstLetterIsRightToLeft(template.segments) == true ? visualOrder(template) : template
  }

  /// Whether the first letter of the literal text is right to left (a plural choice's `other` form counts);
  /// nil when there is no letter.
  static func firstLetterIsRightToLeft(_ segments: [TextTemplate.Segment]) -> Bool? {
    for segment in segments {
      switch segment {
      case .literal(let text):
        if let letter = text.first(where: \.isLetter) { return !BidiOrder.isLeftToRight(letter) }
      case .plural(_, let forms, _):
        if let found = firstLetterIsRightToLeft(forms[.other] ?? []) { return found }
      case .placeholder:
        continue
      }
    }
    return nil
  }

  /// A template in right-to-left visual order: its pieces from the right, each literal's characters in
  /// `BidiOrder.visual` order; a value keeps its own order, as numbers do inside right-to-left text.
  static func visualOrder(_ template: TextTemplate) -> TextTemplate {
    TextTemplate(
      segments: template.segments.reversed().map { segment in
        switch segment {
        case .literal(let text): .literal(BidiOrder.visual(text))
        case .placeholder: segment
        case .plural(let placeholder, let forms, let language):
          .plural(
            placeholder, forms.mapValues { visualOrder(TextTemplate(segments: $0)).segments },
            language: language)
        }
      })
  }
}

extension LayoutNode {
  /// The node with `transform` applied to every text template: each `Text`, each part of a `Text + Text`, a
  /// label's title, and accessibility labels.
  /// `sentences` may first make a `Text + Text` anew from its parts (a translated sentence); its templates
  /// are then left as it made them.
  public func mapTemplates(
    sentences: (([LayoutNode], ViewStyle) -> LayoutNode?)? = nil, _ transform: (TextTemplate) -> TextTemplate
  ) -> LayoutNode {
    func mapped(_ node: LayoutNode) -> LayoutNode { node.mapTemplates(sentences: sentences, transform) }
    func style(_ style: ViewStyle) -> ViewStyle {
      guard let label = style.accessibilityLabel else { return style }
      var style = style
      style.accessibilityLabel = transform(label)
      return style
    }
    switch self {
    case .text(let template, let viewStyle): return .text(transform(template), style(viewStyle))
    case .concatenation(let parts, let viewStyle):
      if let sentence = sentences?(parts, viewStyle) {
        guard case .concatenation(let made, let madeStyle) = sentence else { return sentence }
        return .concatenation(made, style(madeStyle))
      }
      return .concatenation(parts.map(mapped), style(viewStyle))
    case .stack(let axis, let children, let spacing, let viewStyle):
      return .stack(axis, children.map(mapped), spacing: spacing, style(viewStyle))
    case .conditional(let condition, let then, let otherwise):
      return .conditional(
        condition, then: mapped(then), otherwise: otherwise.map(mapped))
    case .forEach(let enumName, let content):
      return .forEach(enumName: enumName, content.map(mapped))
    case .label(let title, let icon, let viewStyle):
      return .label(title: mapped(title), icon: icon, style(viewStyle))
    case .viewThatFits(let children, let horizontal, let vertical, let viewStyle):
      return .viewThatFits(
        children.map(mapped), horizontal: horizontal, vertical: vertical,
        style(viewStyle))
    case .zStack(let children, let sizedBy, let viewStyle):
      return .zStack(children.map(mapped), sizedBy: sizedBy, style(viewStyle))
    case .divider(let viewStyle): return .divider(style(viewStyle))
    case .image(let asset, let viewStyle): return .image(asset, style(viewStyle))
    case .icon(let source, let viewStyle): return .icon(source, style(viewStyle))
    case .date(let dateStyle, let field, let viewStyle):
      return .date(dateStyle, field: field, style(viewStyle))
    case .percent(let field, let viewStyle): return .percent(field: field, style(viewStyle))
    case .progress(let field, let viewStyle): return .progress(field: field, style(viewStyle))
    case .steps(let field, let stepsStyle, let viewStyle):
      return .steps(field: field, stepsStyle, style(viewStyle))
    case .shape(let kind, let viewStyle): return .shape(kind, style(viewStyle))
    case .timerInterval(let interval, let viewStyle): return .timerInterval(interval, style(viewStyle))
    case .progressInterval(let interval, let viewStyle): return .progressInterval(interval, style(viewStyle))
    case .dateFormat(let format, let field, let viewStyle):
      return .dateFormat(format, field: field, style(viewStyle))
    case .spacer: return self
    }
  }
}
