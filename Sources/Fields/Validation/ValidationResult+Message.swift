// MARK: - Message

extension ValidationResult {
  /// The message for the first constraint the value breaks, in a catalog's language: the
  /// text `fieldcli validate` prints for this result.
  ///
  /// ```swift
  /// let result = TextValidator(constraints: try TextConstraints(minimumLength: 8)).validate("abc")
  /// try result.message(for: .text, in: MessageCatalog(locale: "de_DE"))
  /// // "Verwende mindestens 8 Zeichen (jetzt 3)."
  /// ```
  ///
  /// The same as ``MessageCatalog/message(for:kind:)``, which says which constraint is named.
  ///
  /// - Parameters:
  ///   - kind: The kind of field the value was validated for; some messages name it.
  ///   - catalog: The messages of a locale, such as `try MessageCatalog(locale: "fr_FR")`.
  /// - Returns: The message.
  /// - Throws: ``FormattingError/noMessageForValidValue(_:)`` when the result is valid, or
  ///   another ``FormattingError`` when a catalog pattern cannot be formatted.
  public func message(for kind: FieldKind, in catalog: MessageCatalog) throws(FormattingError)
    -> String
  {
    try catalog.message(for: self, kind: kind)
  }

  /// The message for the first constraint the value breaks, in a locale's language.
  ///
  /// ```swift
  /// try result.message(for: .email, locale: "fr_FR")
  /// ```
  ///
  /// - Parameters:
  ///   - kind: The kind of field the value was validated for; some messages name it.
  ///   - locale: An ICU identifier or BCP 47 tag.
  /// - Returns: The message, as ``message(for:in:)`` gives it.
  /// - Throws: ``FormattingError/unknownLocale(_:reason:suggestion:)`` for a locale ICU does not know,
  ///   else what ``message(for:in:)`` throws.
  public func message(for kind: FieldKind, locale: String) throws(FormattingError) -> String {
    try message(for: kind, in: MessageCatalog(locale: locale))
  }
}
