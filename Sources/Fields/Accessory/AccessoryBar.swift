/// The bar above a field's keyboard or input view (UIKit's `inputAccessoryView`), as the form
/// spec chooses it.
///
/// ```json
/// "accessory": "default"
/// "accessory": "none"
/// "accessory": {"items": [{"button": "cancel"}, {"space": "flexible"},
///                         {"title": "Betrag"}, {"space": "flexible"}, {"button": "done"}]}
/// ```
///
/// The form's `accessory` applies to every field without one of its own. ``default`` is iOS's
/// form toolbar: Previous, Next, a flexible space and Done. ``none`` is Turbo Native's removal
/// of the toolbar. A custom bar lists its items in order; see ``Item``.
public enum AccessoryBar: Sendable, Hashable {
  /// Previous, Next, a flexible space, Done.
  case `default`
  /// No bar.
  case none
  /// The items given, in order.
  case custom([Item])

  /// The items of the bar, in order; empty for ``none``.
  public var items: [Item] {
    switch self {
    case .default:
      return [
        .button(.previous, title: nil), .button(.next, title: nil), .flexibleSpace,
        .button(.done, title: nil),
      ]
    case .none: return []
    case .custom(let items): return items
    }
  }
}
