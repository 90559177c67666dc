/// Text in a right-to-left language put in the order a terminal shows it left to right, which has no
/// bidirectional algorithm of its own: the Unicode algorithm's result for a right-to-left paragraph, reduced
/// to runs. Runs of strong left-to-right characters (Latin letters) and of digits keep their order inside
/// (numbers stay `12:34`); everything else (Arabic, Hebrew, spaces and punctuation between them) is reversed,
/// and the runs are laid out from the right.
public enum BidiOrder {
  /// Whether `language` is written right to left (Arabic, Hebrew, Persian, Urdu, and their relatives).
  public static func isRightToLeft(_ language: String) -> Bool {
    ["ar", "he", "fa", "ur", "ps", "yi", "dv", "ug", "ckb"].contains(PluralCategory.baseLanguage(language))
  }

  /// `text` (one line of a right-to-left paragraph) in visual order, left to right.
  public static func visual(_ text: String) -> String {
    var runs: [(isLeftToRight: Bool, characters: [Character])] = []
    for character in text {
      let ltr = isLeftToRight(character)
      // A space or a sign between two left-to-right characters belongs to their run (`12:34`, `New York`).
      if let last = runs.last, last.isLeftToRight == ltr {
        runs[runs.count - 1].characters.append(character)
      } else {
        runs.append((ltr, [character]))
      }
    }
    // Neutrals between two left-to-right runs join them.
    var merged: [(isLeftToRight: Bool, characters: [Character])] = []
    var index = 0
    while index < runs.count {
      let run = runs[index]
      if run.isLeftToRight, index + 2 < runs.count, runs[index + 2].isLeftToRight,
        runs[index + 1].characters.allSatisfy({ isNeutral($0) })
      {
        runs[index + 2].characters = run.characters + runs[index + 1].characters + runs[index + 2].characters
        index += 2
        continue
      }
      merged.append(run)
      index += 1
    }
    return merged.reversed().map { run in
      String(run.isLeftToRight ? run.characters : run.characters.reversed())
    }.joined()
  }

  /// Whether `character` is a digit or a strong left-to-right letter.
  public static func isLeftToRight(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    if ("0"..."9").contains(scalar) || ("٠"..."٩").contains(scalar) { return true }
    let value = scalar.value
    // Hebrew, Arabic, Syriac, Thaana, NKo … and their presentation forms are right to left.
    if (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value)
      || (0xFE70...0xFEFF).contains(value)
    {
      return false
    }
    return scalar.properties.isAlphabetic
  }

  static func isNeutral(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy { scalar in
      !scalar.properties.isAlphabetic && !("0"..."9").contains(scalar)
    }
  }
}
