import Views

extension PointsSVG {
  /// What a picture in points defines once and refers to: the silhouette filter of each colour an emoji is
  /// drawn in, and each presentation's clip. Ids follow the order of first use, so the bytes never depend
  /// on hashing.
  struct Definitions {
    /// The `<filter>` and `<clipPath>` elements, in order.
    var filters: [String] = []
    /// The silhouette filters made so far, by colour and opacity.
    var silhouettes: [String] = []
    /// How many clips so far.
    var clips = 0

    /// ` filter="url(#…)"` when `text` holds a colour emoji: the filter floods the glyphs' shape with
    /// `color`, so the emoji is drawn as a silhouette in its text's colour, never in its own colours.
    /// Empty when it holds none.
    mutating func silhouette(_ text: String, _ color: ResolvedColor, opacity: Double = 1) -> String {
      guard text.contains(where: PointsSVG.isEmoji) else { return "" }
      let alpha = color.alpha * min(1, max(0, opacity.isFinite ? opacity : 1))
      let key = "\(color.hex.dropFirst())-\(Int((alpha * 100).rounded()))"
      if !silhouettes.contains(key) {
        silhouettes.append(key)
        filters.append(
          "<filter id=\"silhouette-\(key)\" class=\"silhouette\"><feFlood flood-color=\"\(color.hex)\""
            + " flood-opacity=\"\(FrameSVG.number(alpha))\"/>"
            + "<feComposite in2=\"SourceAlpha\" operator=\"in\"/></filter>")
      }
      return " filter=\"url(#silhouette-\(key))\""
    }

    /// A clip to a rounded rectangle at the origin; returns its id.
    mutating func clip(width: Double, height: Double, radius: Double) -> String {
      clips += 1
      let id = "clip-\(clips)"
      filters.append(
        "<clipPath id=\"\(id)\"><rect width=\"\(FrameSVG.number(width))\" height=\"\(FrameSVG.number(height))\""
          + " rx=\"\(FrameSVG.number(radius))\"/></clipPath>")
      return id
    }
  }

  /// Whether a grapheme is drawn as a colour emoji by default: an emoji-presentation scalar, an emoji
  /// pictograph from U+1F000 on (only colour fonts have 🛍 or 🗑, though their default is text), or one
  /// turned into an emoji by U+FE0F.
  static func isEmoji(_ grapheme: Character) -> Bool {
    let scalars = grapheme.unicodeScalars
    if scalars.contains(where: {
      $0.properties.isEmojiPresentation || ($0.properties.isEmoji && $0.value >= 0x1F000)
    }) {
      return true
    }
    return scalars.contains("\u{FE0F}") && scalars.contains(where: { $0.properties.isEmoji })
  }
}
