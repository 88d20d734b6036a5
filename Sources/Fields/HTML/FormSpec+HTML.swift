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
  /// `enterkeyhint` and `autocomplete` of its keyboard (`inputmode="none"` for no keyboard),
  /// and `disabled` and `readonly` when the spec says so.
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
  /// - Throws: ``FormattingError/unknownLocale(_:reason:suggestion:)`` for a locale ICU has no data for.
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

extension FormSpec {
  /// The page of ``html(locale:action:)`` filled in with what a person sent, and a message
  /// beside each field whose answer was refused: what a server answers a post that did not
  /// pass, so that the form works without a script.
  ///
  /// ```swift
  /// let submission = try Submission(body: body, contentType: contentType)
  /// if case .invalid(let problems) = checker.check(submission) {
  ///   let page = try spec.html(
  ///     locale: "de_DE", action: "/", values: submission.formEntries ?? [],
  ///     messages: problems.map { ($0.field, $0.message) })
  ///   // … <input id="field-email" … aria-describedby="field-email-error" aria-invalid="true"
  ///   // value="jo@"> <span id="field-email-error" class="error">Gib eine E-Mail-Adresse ein.</span>
  /// }
  /// ```
  ///
  /// Each field shows its answers instead of the spec's default: an input or text area its
  /// first value, a choice the option whose submitted value was sent, a checkbox is ticked when
  /// its name was sent, and a multiple choice each option whose value was sent. A field
  /// nothing was sent for is shown empty, as a browser sends nothing for an unticked box. A
  /// message for a field follows its control (`class="error"`, named by the control's
  /// `aria-describedby`, which is then `aria-invalid`); a message for a name the form has no
  /// field for stands above the fields. Everything is escaped.
  ///
  /// - Parameters:
  ///   - locale: The page's language, as in ``html(locale:action:)``.
  ///   - action: The URL the form posts to, or `nil` for the page's own.
  ///   - values: The names and values sent, in order, as ``Submission/formEntries`` gives them.
  ///   - messages: A message by field name, such as ``SubmissionProblem/message``; the first of
  ///     a name is shown.
  /// - Returns: The page, ending in a line feed.
  /// - Throws: ``FormattingError/unknownLocale(_:reason:suggestion:)`` for a locale ICU has no data for.
  public func html(
    locale: String? = nil, action: String? = nil, values: [(name: String, value: String)],
    messages: [(field: String, message: String)]
  ) throws(FormattingError) -> String {
    let pageLocale = try LocaleIdentifier(locale ?? self.locale ?? "en_US")
    var writer = HTMLFormWriter(
      spec: self, catalog: try MessageCatalog(locale: pageLocale.identifier),
      formLocale: self.locale ?? "en_US")
    writer.answers = Dictionary(values.map { ($0.name, [$0.value]) }, uniquingKeysWith: +)
    writer.messages = Dictionary(messages, uniquingKeysWith: { first, _ in first })
    return try writer.page(locale: pageLocale, action: action)
  }
}
