import FoundationEssentials

// MARK: - The accessory bar

extension Form {
  /// The bar a field shows above its keyboard or input view: its own, else the form's, else
  /// the default toolbar.
  ///
  /// - Parameter field: A field of this form.
  /// - Returns: The bar.
  public func accessoryBar(of field: Field) -> AccessoryBar {
    field.spec.accessory ?? spec.accessory ?? .default
  }

  /// The focused field's bar, item by item, with labels in the form's language and whether
  /// each can be tapped; `nil` when no field has focus or the bar is ``AccessoryBar/none``.
  ///
  /// Previous is disabled on the first enabled field and Next on the last; Done, Cancel and
  /// Clear are always enabled, and so is Today.
  public var toolbar: [ToolbarItem]? {
    guard let field = focusedField else { return nil }
    let bar = accessoryBar(of: field)
    guard bar != .none else { return nil }
    return bar.items.map { item in
      switch item {
      case .label(let title):
        return ToolbarItem(item: item, title: title, isEnabled: false)
      case .flexibleSpace:
        return ToolbarItem(item: item, title: "", isEnabled: false)
      case .button(let button, let title):
        return ToolbarItem(
          item: item, title: title ?? label(of: button), isEnabled: isEnabled(button))
      }
    }
  }

  /// Taps a button of the focused field's bar.
  ///
  /// - Parameter button: The button.
  /// - Throws: ``FormError/noFocus``, ``FormError/noToolbarItem(_:field:)`` when the bar has no
  ///   such button, ``FormError/toolbarItemDisabled(_:field:)`` when it cannot act now.
  public func tap(_ button: AccessoryBar.Button) throws(FormError) {
    guard let field = focusedField else { throw .noFocus }
    let items = toolbar ?? []
    guard let item = items.first(where: { $0.button == button }) else {
      throw .noToolbarItem(button.rawValue, field: field.name)
    }
    guard item.isEnabled else { throw .toolbarItemDisabled(item.title, field: field.name) }
    switch button {
    case .previous: focusPrevious()
    case .next: focusNext()
    case .done: resignFocus()
    case .cancel:
      if let snapshot = focusSnapshot.withTSanVisibleLock({ $0 }) { field.restore(snapshot) }
      resignFocus()
    case .clear: field.clear()
    case .today:
      field.datePicker?.date.value = now
      field.showInputView()
    }
  }

  /// A button's label in the form's language.
  func label(of button: AccessoryBar.Button) -> String {
    // Every catalog has every toolbar key (a test checks), so the raw name is never shown.
    (try? catalog.message(button.catalogKey)) ?? button.rawValue
  }

  private func isEnabled(_ button: AccessoryBar.Button) -> Bool {
    switch button {
    case .previous: return hasPrevious
    case .next: return hasNext
    case .done, .cancel, .clear, .today: return true
    }
  }
}
