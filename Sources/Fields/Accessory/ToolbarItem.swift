/// An item of the bar shown above the focused field, with its label in the form's language and
/// whether it can be tapped now.
///
/// ```swift
/// try form.focus("email")
/// form.toolbar?.map(\.description)   // ["[Zurück]", "[Weiter]", "<space>", "[Fertig]"]
/// ```
public struct ToolbarItem: Sendable, Hashable, CustomStringConvertible {
  /// The item as the spec gives it.
  public let item: AccessoryBar.Item
  /// What the item shows: a label's or a button's title; empty for a space.
  public let title: String
  /// Whether a tap does something: a button that can act now.
  public let isEnabled: Bool

  /// The button, if the item is one.
  public var button: AccessoryBar.Button? {
    if case .button(let button, _) = item { return button }
    return nil
  }

  /// How `show toolbar` writes the item: `[Fertig]` an enabled button, `(Zurück)` a disabled
  /// one, `<space>` a flexible space, and a label in single quotes.
  public var description: String {
    switch item {
    case .flexibleSpace: return "<space>"
    case .label: return quoted(title)
    case .button: return isEnabled ? "[\(title)]" : "(\(title))"
    }
  }
}
