// MARK: - Patterns for people

extension DateFormat {
  /// The format's pattern as a person who reads the locale's language writes it on a form:
  /// the day, month and year letters replaced by the initials of the locale's names for them.
  ///
  /// ```swift
  /// try DateFormat(locale: "de_DE", layout: .pattern("dd.MM.yyyy")).readablePattern()
  /// // "TT.MM.JJJJ" (Tag, Monat, Jahr); "JJ/MM/AAAA" in French, "ДД.ММ.ГГГГ" in Russian
  /// ```
  ///
  /// CLDR's names of the date fields give the initials, upper-cased. A locale whose names
  /// have no upper case (Japanese 年, Arabic) shows English's `Y`, `M` and `D`, which forms
  /// there print too. Other letters (hours `HH`, minutes `mm`) and quoted literals stay as
  /// ICU writes them.
  ///
  /// ICU's localized patterns (`udat_toPattern` with localized characters) would say the same
  /// if CLDR still had its localized pattern characters; it has not had them for years, and
  /// ICU 72 gives `dd.MM.yyyy` for German.
  ///
  /// - Throws: ``FormattingError/icuFailure(context:code:)`` when ICU has no names.
  public func readablePattern() throws(FormattingError) -> String {
    let year = try initial(of: .year, english: "Y")
    let month = try initial(of: .month, english: "M")
    let day = try initial(of: .day, english: "D")
    var result = ""
    var quoted = false
    for character in pattern {
      if character == "'" {
        quoted.toggle()
        continue
      }
      guard !quoted else {
        result.append(character)
        continue
      }
      switch character {
      case "y", "Y", "u": result.append(year)
      case "M", "L": result.append(month)
      case "d": result.append(day)
      default: result.append(character)
      }
    }
    return result
  }

  private func initial(of field: ICU.DateFormatter.DateField, english: Character)
    throws(FormattingError) -> Character
  {
    let name = try ICU.text(
      ICU.DateFormatter.fieldName(field, locale: locale.identifier),
      "read the name of a date field")
    guard let first = name.first, first.isLetter, first.isCased else { return english }
    return first.uppercased().first ?? english
  }
}
