// MARK: - HTML

extension FormSpec {
  /// A standalone, accessible HTML page with this form: one `<form method="post">` whose
  /// controls carry the spec's constraints, so a browser checks what the spec asks for.
  ///
  /// ```swift
  /// let spec = try FormSpec(contentsOf: "Examples/signup.json")
  /// let page = try spec.html(locale: "de_DE", action: "/signup")
  /// // <!DOCTYPE html> … <input id="field-email" name="email" type="email" required …>
  /// ```
  ///
  /// Each field becomes its control (`docs/html.md` has the table): text, e-mail, URL and
  /// phone fields an `<input>` of that type (multiline text a `<textarea>`), numbers
  /// `type="number"`, dates and times `date`, `time` and `datetime-local`, a choice a
  /// `<select>`, a multiple choice a `<fieldset>` of checkboxes, a boolean a checkbox. Each has
  /// a `<label>`, its constraints (`required`, `min`, `max`, `step` with a picker's minute
  /// interval, `minlength`, `maxlength`, `pattern`, `multiple`), the `inputmode`,
  /// `enterkeyhint` and `autocomplete` of its keyboard, and `disabled` when the spec says so.
  /// The spec's labels and options are written as they are; the page's own words (the submit
  /// button, "required", a hint) come from the message catalogs in `locale`.
  ///
  /// Everything from the spec is escaped, in text and in attributes.
  ///
  /// - Parameters:
  ///   - locale: The page's language: its `lang`, its direction and its own words; the
  ///     form's locale by default, else `en_US`.
  ///   - action: The URL the form posts to, or `nil` for the page's own.
  /// - Returns: The page, ending in a line feed.
  /// - Throws: ``FormattingError/unknownLocale(_:reason:)`` for a locale ICU has no data for.
  public func html(locale: String? = nil, action: String? = nil) throws(FormattingError)
    -> String
  {
    let pageLocale = try LocaleIdentifier(locale ?? self.locale ?? "en_US")
    let writer = HTMLFormWriter(
      spec: self, catalog: try MessageCatalog(locale: pageLocale.identifier),
      formLocale: self.locale ?? "en_US")
    return try writer.page(locale: pageLocale, action: action)
  }
}
