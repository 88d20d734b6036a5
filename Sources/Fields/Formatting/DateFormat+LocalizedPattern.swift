internal import CICU

// MARK: - Patterns for people

extension DateFormat {
  /// The format's pattern in its locale's own pattern letters, as a hint of what to type.
  ///
  /// ```swift
  /// try DateFormat(locale: "de_DE", layout: .pattern("dd.MM.yyyy")).localizedPattern
  /// // "TT.MM.JJJJ"
  /// ```
  ///
  /// German writes a day `T` (Tag) and a year `J` (Jahr); ICU's localized pattern characters
  /// come from CLDR. A locale without its own letters keeps ICU's (`dd/MM/yyyy`).
  ///
  /// - Throws: ``FormattingError/icuFailure(context:code:)`` when ICU cannot localize it.
  public func localizedPattern() throws(FormattingError) -> String {
    let identifier = locale.identifier
    var pattern = self.pattern
    let result = pattern.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        ICU.string { out, capacity, status in
          cicu_date_pattern_localized(
            identifier, chars.baseAddress, Int32(chars.count), out, capacity, &status)
        }
      }
    }
    switch result {
    case .success(let text): return text
    case .failure(let status):
      throw .icuFailure(
        context: "localize the date pattern '\(self.pattern)'", code: ICU.name(of: status.code))
    }
  }
}
