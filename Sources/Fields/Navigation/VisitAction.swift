/// The action of a visit proposal, as Turbo gives it.
///
/// The raw value is Turbo's spelling.
public enum VisitAction: String, Sendable, Hashable, CaseIterable {
  /// A new visit, as a tapped link makes.
  case advance
  /// A visit that replaces the current page, as a redirect or `Turbo.visit(url, {action: "replace"})`.
  case replace
  /// A visit back to a page in the history.
  case restore
}
