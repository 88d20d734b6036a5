import FoundationEssentials

// MARK: - The screen drawn as text

extension PhoneScreenText {
  /// The phone as a person sees it, within the device's width (one column for
  /// eight points): the form's title, each field with its value (`>` at the focused one, `|` at
  /// its cursor), then from the bottom up what the keyboard brings: the docked bar, the accessory
  /// bar, and the keyboard's rows of keys or the input view's wheels.
  ///
  /// - Returns: The box's lines, the top border first.
  public func drawing() -> [String] {
    let size = screen.device.screenSize(screen.orientation)
    var sketch = ScreenSketch(width: size.width)
    guard let form = screen.form else {
      sketch.centered("no form loaded")
      drawBottom(on: &sketch)
      return sketch.drawing
    }
    sketch.centered(QuotedText.escapingControls(form.spec.title ?? "Form"))
    sketch.rule()
    let labels = form.fields.map { QuotedText.escapingControls($0.spec.label ?? $0.name) }
    let labelWidth = min(labels.map(ScreenSketch.width(of:)).max() ?? 0, sketch.room / 3)
    for (field, label) in zip(form.fields, labels) {
      let focused = field === form.focusedField
      let shownLabel = ScreenSketch.fit(label, width: labelWidth)
      let padding = String(
        repeating: " ", count: labelWidth - ScreenSketch.width(of: shownLabel) + 1)
      let lead = (focused ? "> " : "  ") + shownLabel + padding
      let room = sketch.room - ScreenSketch.width(of: lead)
      sketch.text(lead + screenValue(of: field, focused: focused, room: room))
    }
    drawBottom(on: &sketch)
    return sketch.drawing
  }

  /// A field's value as the screen shows it, within `room` columns: the focused field's text
  /// with its cursor, cut so that the cursor stays in sight.
  private func screenValue(of field: Field, focused: Bool, room: Int) -> String {
    if field.spec.kind == .boolean { return field.isOn == true ? "on" : "off" }
    guard let input = field.input else {
      return ScreenSketch.fit(QuotedText.escapingControls(field.text.value), width: room)
    }
    guard focused, screen.form?.router.textInputProxy == nil else {
      // Only the start shows: escaping and measuring the rest would cost the whole text.
      let start = Self.shownPrefix(input.buffer.value, characters: room + 1)
      return ScreenSketch.fit(QuotedText.escapingControls(start), width: room)
    }
    return cursorWindow(input, room: room)
  }

  /// An input's text with its cursor, cut to `room` columns so that the cursor shows.
  private func cursorWindow(_ input: TextInput, room: Int) -> String {
    let (marked, mark) = Self.marked(input)
    let end =
      marked.index(marked.startIndex, offsetBy: mark + 1, limitedBy: marked.endIndex)
      ?? marked.endIndex
    let upToMark = QuotedText.escapingControls(String(marked[..<end]))
    guard ScreenSketch.width(of: upToMark) > room else {
      return ScreenSketch.fit(QuotedText.escapingControls(marked), width: room)
    }
    return ScreenSketch.fitEnd(upToMark, width: room)
  }

  /// The docked bar, the accessory bar and the keyboard or wheels, top to bottom.
  private func drawBottom(on sketch: inout ScreenSketch) {
    let docked = screen.docked
    if docked.isVisible {
      sketch.rule()
      let lines = docked.visibleLines.map(QuotedText.escapingControls)
      for line in lines.dropLast() { sketch.text(line) }
      let last = lines.last ?? ""
      let room = sketch.room - 6
      sketch.spread([ScreenSketch.fitEnd(last, width: room), "Send"])
    }
    guard let owner = screen.firstResponder, let form = screen.form,
      let field = form.focusedField
    else { return }
    if owner.showsAccessoryBar, let items = form.toolbar {
      sketch.rule()
      sketch.spread(toolbarGroups(items))
    }
    sketch.rule()
    switch owner.input {
    case .keyboard:
      if let proxy = form.router.textInputProxy {
        let room = sketch.room - 2
        sketch.text("[" + cursorWindow(proxy, room: room - 1) + "]")
      }
      guard let input = field.input, let keySet = input.keySet else { return }
      for keys in keySet.rows(returnKey: field.traits?.returnKey ?? .default) {
        sketch.row(keys.map(QuotedText.escapingControls))
      }
    case .datePicker, .picker:
      drawWheels(Self.pickerColumns(field), on: &sketch)
    }
  }

  /// The toolbar's items in groups between its flexible spaces, each group on its own side.
  private func toolbarGroups(_ items: [ToolbarItem]) -> [String] {
    var groups: [[String]] = [[]]
    for item in items {
      switch item.item {
      case .flexibleSpace: groups.append([])
      case .label: groups[groups.count - 1].append(QuotedText.escapingControls(item.title))
      case .button: groups[groups.count - 1].append(QuotedText.escapingControls(item.description))
      }
    }
    return groups.map { $0.joined(separator: " ") }
  }

  /// The wheels side by side: the row above, the selected row in brackets, the row below.
  private func drawWheels(
    _ columns: [(above: String?, selected: String, below: String?)],
    on sketch: inout ScreenSketch
  ) {
    let cells = columns.map { column in
      [column.above ?? "", "[" + column.selected + "]", column.below ?? ""]
        .map(QuotedText.escapingControls)
    }
    let widths = cells.map { $0.map(ScreenSketch.width(of:)).max() ?? 0 }
    for row in 0..<3 {
      let line = zip(cells, widths).map { cell, width in
        let text = cell[row]
        let free = width - ScreenSketch.width(of: text)
        return String(repeating: " ", count: free / 2) + text
          + String(repeating: " ", count: free - free / 2)
      }
      sketch.centered(line.joined(separator: "  "))
    }
  }
}
