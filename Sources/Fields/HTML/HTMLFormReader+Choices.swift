// MARK: - Choices

extension HTMLFormReader {
  /// One option as read: the title a person sees and the value a browser submits.
  struct Option {
    var title: String
    var value: String
    var isDefault: Bool
    var element: Int
  }

  /// A `<select>`: a choice, a multiple choice with `multiple`.
  ///
  /// An option's title is its `label` attribute or its text, its value its `value` attribute
  /// or its text. An option with an empty value is "nothing chosen" (the first, HTML's
  /// placeholder, silently; another with a warning), and a disabled one cannot be chosen: both
  /// are left out. With no option marked `selected`, a single choice starts at its first
  /// option, as a browser shows and submits it.
  mutating func select(_ index: Int, name: String) -> FieldSpec? {
    let element = page.elements[index]
    var field = FieldSpec(name: name, kind: .choice)
    field.multiple = element.has("multiple")
    field.label = label(of: index).flatMap { $0 == name ? nil : $0 }
    field.required = element.has("required")
    field.disabled = page.isDisabled(index)
    var options: [Option] = []
    var first = true
    var firstIsDefault = false
    for option in page.descendants(of: index) where page.elements[option].tag == "option" {
      let optionElement = page.elements[option]
      let text = page.text(of: option)
      let title = nonEmpty(optionElement["label"]).map(HTMLPage.collapsed) ?? text
      let value = optionElement["value"] ?? text
      defer { first = false }
      if value.isEmpty {
        if !first || field.multiple {
          warn(
            option,
            "The option \(quoted(title)) of \(quoted(name)) submits an empty value, which a form spec reads as no choice; it is left out."
          )
        }
        continue
      }
      let group = page.ancestor(of: option, tag: "optgroup")
      if optionElement.has("disabled") || group.map({ page.elements[$0].has("disabled") }) == true {
        warn(
          option,
          "The option \(quoted(title)) of \(quoted(name)) is disabled, so it cannot be chosen; it is left out."
        )
        continue
      }
      if first { firstIsDefault = true }
      options.append(
        Option(
          title: title.isEmpty ? value : title, value: value,
          isDefault: optionElement.has("selected"), element: option))
    }
    if !field.multiple, firstIsDefault, !options.contains(where: \.isDefault) {
      options[0].isDefault = true
    }
    return choice(index, field: field, options: options)
  }

  /// Radio buttons or checkboxes of one name: a choice, or a multiple choice.
  ///
  /// Each box is an option: its label the title, its `value` (`on` without one) the value
  /// submitted. A disabled box cannot be ticked and is left out, unless all are, which makes
  /// the field disabled. `required` on a radio button asks for a choice; on a checkbox of a
  /// group it asks for that box to be ticked, which a choice cannot say, so it is warned.
  mutating func group(_ members: [Int], name: String, multiple: Bool) -> FieldSpec? {
    var field = FieldSpec(name: name, kind: .choice)
    field.multiple = multiple
    field.label = groupLabel(members).flatMap { $0 == name ? nil : $0 }
    let allDisabled = members.allSatisfy(page.isDisabled)
    field.disabled = allDisabled
    var options: [Option] = []
    for member in members {
      let element = page.elements[member]
      let value = element["value"] ?? "on"
      let title = label(of: member) ?? value
      if element.has("required") {
        if multiple {
          warn(
            member,
            "The checkbox \(quoted(title)) of \(quoted(name)) is required, which asks for that box to be ticked; a multiple choice cannot say so, and the spec leaves it out."
          )
        } else {
          field.required = true
        }
      }
      if !allDisabled, page.isDisabled(member) {
        warn(
          member,
          "The option \(quoted(title)) of \(quoted(name)) is disabled, so it cannot be chosen; it is left out."
        )
        continue
      }
      options.append(
        Option(title: title, value: value, isDefault: element.has("checked"), element: member))
    }
    // Radio buttons: checking one unchecks the others as the page is parsed, so the last wins.
    if !multiple, let last = options.lastIndex(where: \.isDefault) {
      for number in options.indices where number != last { options[number].isDefault = false }
    }
    return choice(members[0], field: field, options: options)
  }

  /// The choice field of its options: titles that differ, each with its value when that is
  /// not the title, and the defaults.
  mutating func choice(_ index: Int, field: FieldSpec, options: [Option]) -> FieldSpec? {
    var field = field
    var titles: [String] = []
    var seenTitles: Set<String> = []
    var seenValues: Set<String> = []
    var defaults: [String] = []
    for option in options {
      guard !seenTitles.contains(option.title), !seenValues.contains(option.value) else {
        warn(
          option.element,
          "The option \(quoted(option.title)) of \(quoted(field.name)) repeats the title or value of an earlier option; a person could not tell them apart, so it is left out."
        )
        continue
      }
      seenTitles.insert(option.title)
      seenValues.insert(option.value)
      titles.append(option.title)
      if option.value != option.title { field.optionValues[option.title] = option.value }
      if option.isDefault { defaults.append(option.title) }
    }
    guard !titles.isEmpty else {
      warn(index, "\(describe(index)) has no option a person can choose; it is left out.")
      return nil
    }
    field.options = .list(titles)
    if field.multiple {
      field.defaultChoices = defaults.isEmpty ? nil : defaults
    } else {
      field.defaultValue = defaults.last
    }
    return field
  }

  // MARK: - Labels

  /// The longest label kept, in characters: a label is read once for each control it names,
  /// so a page's labels must not make a spec many times the page's size.
  static let maximumLabelLength = 1_000

  /// A control's label, as a screen reader names it: `aria-labelledby`'s elements, else
  /// `aria-label`, else its `<label for>`, else the `<label>` around it, else `title`.
  ///
  /// A label's text leaves out the controls inside it (a `<select>`'s options are no part of
  /// its label) and an element of the class `required`, the mark `fieldcli html` writes
  /// after a required field's label, so that a page it wrote reads back to its spec. A label
  /// longer than ``maximumLabelLength`` is cut there, with a warning.
  mutating func label(of index: Int) -> String? {
    let element = page.elements[index]
    var found: String?
    if let named = labelledBy(element) {
      found = named
    } else if let id = element["id"], !id.isEmpty, let label = page.labels[id],
      case let text = labelText(label), !text.isEmpty
    {
      found = text
    } else if let wrapping = page.ancestor(of: index, tag: "label"),
      page.elements[wrapping]["for"] == nil, case let text = labelText(wrapping), !text.isEmpty
    {
      found = text
    } else {
      found = nonEmpty(element["title"]).map(HTMLPage.collapsed)
    }
    return found.map { capped($0, index) }
  }

  /// The label cut at ``maximumLabelLength`` characters, warned.
  mutating func capped(_ label: String, _ index: Int) -> String {
    let limit = Self.maximumLabelLength
    guard let end = label.index(label.startIndex, offsetBy: limit, limitedBy: label.endIndex),
      end < label.endIndex
    else { return label }
    warn(
      index,
      "\(describe(index)) has a label longer than \(limit) characters; the spec keeps its first "
        + "\(limit).")
    return String(label[..<end])
  }

  /// The name `aria-labelledby` or `aria-label` gives an element, if any.
  ///
  /// Each element's text is read once (``texts``), and the names joined only up to a little
  /// past ``maximumLabelLength``, so that many ids naming one long element cost no more.
  mutating func labelledBy(_ element: HTMLPage.Element) -> String? {
    if let ids = element["aria-labelledby"] {
      var joined = ""
      for id in ids.split(whereSeparator: { $0.isWhitespace }) {
        guard let target = page.ids[String(id)] else { continue }
        let text = elementText(target)
        guard !text.isEmpty else { continue }
        joined += joined.isEmpty ? text : " " + text
        if joined.utf8.count > 4 * Self.maximumLabelLength { break }
      }
      if !joined.isEmpty { return joined }
    }
    return nonEmpty(element["aria-label"]).map(HTMLPage.collapsed)
  }

  /// The text of a label or legend, without the controls in it and the required mark; read
  /// once for each element (``labelTexts``), however many controls it names.
  mutating func labelText(_ index: Int) -> String {
    if let text = labelTexts[index] { return text }
    let text = Self.kept(
      page.text(of: index) { element in
        HTMLPage.controlTags.contains(element.tag) || ["script", "style"].contains(element.tag)
          || (element["class"] ?? "").split(separator: " ").contains("required")
      })
    labelTexts[index] = text
    return text
  }

  /// The text of an element `aria-labelledby` names; read once for each (``texts``).
  mutating func elementText(_ index: Int) -> String {
    if let text = texts[index] { return text }
    let text = Self.kept(page.text(of: index))
    texts[index] = text
    return text
  }

  /// A text as a cache keeps it: no longer than a label is kept, and a character more, so that
  /// a cut is still seen.
  ///
  /// The caches are filled in place, never through a method that reads the whole reader while
  /// one of them is changed: that copies the cache at every label, n² for n labels.
  static func kept(_ text: String) -> String {
    String(text.prefix(maximumLabelLength + 1))
  }

  /// The label of radio buttons or checkboxes: the `<legend>` (or ARIA name) of the nearest
  /// `<fieldset>` around all of them.
  ///
  /// The fieldset is found climbing from the first member's as each member needs, so that
  /// it costs the members plus the depth, not their product.
  mutating func groupLabel(_ members: [Int]) -> String? {
    var current = page.ancestor(of: members[0], tag: "fieldset")
    for member in members.dropFirst() {
      while let fieldset = current, !page.isInside(member, fieldset) {
        current = page.ancestor(of: fieldset, tag: "fieldset")
      }
    }
    guard let fieldset = current else { return nil }
    if let named = labelledBy(page.elements[fieldset]) { return capped(named, members[0]) }
    guard let legend = page.firstLegends[fieldset] else { return nil }
    let text = labelText(legend)
    return text.isEmpty ? nil : capped(text, members[0])
  }

  // MARK: - The form

  /// The spec's title: the form's ARIA name, else the page's `<title>`, else the first heading
  /// in the form.
  mutating func title() -> String? {
    if let named = labelledBy(page.elements[form.element]) { return named }
    if let title = page.elements.indices.first(where: { page.elements[$0].tag == "title" }) {
      let text = page.text(of: title)
      if !text.isEmpty { return text }
    }
    let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]
    for index in page.descendants(of: form.element)
    where headings.contains(page.elements[index].tag) {
      let text = page.text(of: index)
      if !text.isEmpty { return text }
    }
    return nil
  }

  /// The spec's locale: `<html lang>` as an ICU identifier (`de-DE` is `de_DE`), or `nil`
  /// without one; a language ICU has no data for is warned and left out.
  mutating func locale() -> String? {
    guard let root = page.elements.indices.first(where: { page.elements[$0].tag == "html" }),
      let lang = nonEmpty(page.elements[root]["lang"])
    else { return nil }
    let identifier = lang.replacing("-", with: "_")
    do {
      _ = try LocaleIdentifier(identifier)
      return identifier
    } catch {
      warn(
        root,
        "The page's language \(quoted(lang)) is no locale Fields knows (\(error)); the spec has no locale."
      )
      return nil
    }
  }

  /// The spec's path: the path of the form's `action` when it is an absolute path
  /// (`/signin`) or an http(s) URL, without its query and fragment; `nil` for a relative or
  /// missing action, whose path depends on the page's own URL, which a file does not know.
  func path() -> String? {
    guard let action = nonEmpty(page.elements[form.element]["action"]) else { return nil }
    var rest = Substring(action)
    for scheme in ["https://", "http://"] where action.lowercased().hasPrefix(scheme) {
      rest = rest.dropFirst(scheme.count)
      guard let slash = rest.firstIndex(where: { "/?#".contains($0) }) else { return "/" }
      rest = rest[slash...]
    }
    guard rest.hasPrefix("/"), !rest.hasPrefix("//") else { return nil }
    let path = rest.prefix { $0 != "?" && $0 != "#" }
    return String(path)
  }
}
