extension AccessoryBar {
  /// One item of a bar: a label, a flexible space, or a button.
  ///
  /// In JSON, `{"title": "Betrag"}`, `{"space": "flexible"}`, or
  /// `{"button": "next", "title": "Weiter zur Zahlung"}` (the title is optional; a button
  /// without one shows the catalog's label in the form's language).
  public enum Item: Sendable, Hashable {
    /// Text that cannot be tapped.
    case label(String)
    /// Space that pushes the items after it to the far end.
    case flexibleSpace
    /// A button, with its own title or `nil` for the catalog's.
    case button(Button, title: String?)
  }
}
