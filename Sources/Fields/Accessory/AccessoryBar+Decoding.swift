// MARK: - Decoding

extension AccessoryBar {
  /// Decodes `"default"`, `"none"` or `{"items": [...]}`.
  ///
  /// - Parameters:
  ///   - value: The `accessory` member's value.
  ///   - source: The text the bar is in, for the places of errors.
  ///   - owner: Whose bar it is, for messages: "the form", "the field 'x'".
  /// - Returns: The bar, and where its `today` button is, if it has one.
  /// - Throws: ``FormSpecError`` naming the first problem and where it is.
  static func decode(
    _ value: JSONValue, source: JSONSource, owner: String
  ) throws(FormSpecError) -> (bar: AccessoryBar, today: Int?) {
    switch value.kind {
    case .string(let text):
      switch text {
      case "default": return (.default, nil)
      case "none": return (.none, nil)
      default:
        var message = "Unknown accessory \(quoted(text)) in \(owner)."
        let limit = max(2, text.count / 3)
        if let nearest = Suggestion.nearest(
          to: text, in: ["default", "none"], within: limit)
        {
          message += " Did you mean \(quoted(nearest))?"
        } else {
          message += " Give 'default', 'none' or {\"items\": [...]}."
        }
        throw FormSpecError(in: source, at: value.offset, message)
      }
    case .object:
      let context = "the accessory of \(owner)"
      var reader = try JSONObjectReader(value, source: source, context: context)
      let itemsValue = reader.value("items")
      try reader.finish()
      guard let itemsValue else {
        throw reader.error(
          at: value.offset,
          "Expected 'items' in \(context), an array such as [{\"button\": \"done\"}].")
      }
      guard case .array(let elements) = itemsValue.kind else {
        throw reader.mismatch("items", itemsValue, "an array of items")
      }
      var items: [Item] = []
      var today: Int?
      for (index, element) in elements.enumerated() {
        let item = try Item(
          decoding: element, source: source, context: "item \(index + 1) of \(context)")
        if case .button(.today, _) = item, today == nil { today = element.offset }
        items.append(item)
      }
      return (.custom(items), today)
    default:
      throw FormSpecError(
        in: source, at: value.offset,
        "Expected the accessory of \(owner) as 'default', 'none' or {\"items\": [...]}, found \(value.kindName)."
      )
    }
  }
}

extension AccessoryBar.Item {
  init(decoding value: JSONValue, source: JSONSource, context: String) throws(FormSpecError) {
    var reader = try JSONObjectReader(value, source: source, context: context)
    let title = try reader.string("title")
    let space = try reader.string("space")
    let buttonMember = reader.member("button")
    try reader.finish()
    switch (buttonMember, space, title) {
    case (let member?, nil, _):
      guard case .string(let name) = member.value.kind else {
        throw reader.mismatch("button", member.value, "a string")
      }
      guard let button = AccessoryBar.Button(rawValue: name) else {
        let names = AccessoryBar.Button.allCases.map(\.rawValue)
        var message = "Unknown button \(quoted(name)) in \(context)."
        if let nearest = Suggestion.nearest(
          to: name, in: names, within: max(2, name.count / 3))
        {
          message += " Did you mean \(quoted(nearest))?"
        } else {
          message += " Buttons are " + names.map { "'\($0)'" }.joined(separator: ", ") + "."
        }
        throw reader.error(at: member.value.offset, message)
      }
      self = .button(button, title: title)
    case (nil, let space?, nil):
      guard space == "flexible" else {
        let place = reader.members.first { $0.key == "space" }?.value.offset ?? value.offset
        throw reader.error(
          at: place, "Unknown space \(quoted(space)) in \(context); the one space is 'flexible'.")
      }
      self = .flexibleSpace
    case (nil, nil, let title?):
      self = .label(title)
    case (nil, nil, nil):
      throw reader.error(
        at: value.offset,
        "Expected 'title', 'space' or 'button' in \(context), such as {\"button\": \"done\"}.")
    default:
      throw reader.error(
        at: value.offset,
        "An item is a label, a space or a button, not two of them; split \(context) into two items."
      )
    }
  }
}
