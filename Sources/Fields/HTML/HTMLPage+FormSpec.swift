// MARK: - A form as a spec

extension HTMLPage {
  /// A page's form read as a form spec: the spec, its JSON, and what was left out.
  public struct Reading: Sendable {
    /// The form read.
    public let form: FormInfo
    /// The spec, as decoding ``json`` gives it.
    public let spec: FormSpec
    /// The spec as a form spec file holds it (`fieldcli spec` prints it).
    public let json: String
    /// What the spec leaves out or changes, in the page's order.
    public let warnings: [HTMLFormWarning]
  }

  /// Reads a form of the page as a form spec.
  ///
  /// Controls become fields by name, in tree order (`docs/html.md`, "HTML pages in", has the
  /// whole mapping): input types give the kind, attributes the constraints, `<label>`s and
  /// `aria-label` the label, `inputmode`, `enterkeyhint` and `autocomplete` the keyboard and its
  /// traits. A control the spec cannot model is left out with a warning, never silently.
  ///
  /// The spec is the one its ``Reading/json`` decodes to, so that `fieldcli spec`'s output and
  /// a `load` of the page are the same spec.
  ///
  /// - Parameter name: The form's id or name; `nil` when the page has one form.
  /// - Returns: The spec, its JSON and the warnings.
  /// - Throws: ``HTMLPageError`` when the form cannot be chosen, has no field, or gives a spec
  ///   Fields refuses.
  public func formSpec(_ name: String?) throws(HTMLPageError) -> Reading {
    let form = try self.form(name)
    var reader = HTMLFormReader(page: self, form: form)
    let locale = reader.locale()
    reader.formLocale = locale ?? "en_US"
    let fields = reader.fields()
    guard !fields.isEmpty else {
      throw .noFields(file: file, form: form.name, warnings: Self.inPageOrder(reader.warnings))
    }
    let built = FormSpec(
      title: reader.title(), locale: locale, path: reader.path(), fields: fields,
      hidden: reader.hidden)
    let json = built.pageJSON
    let spec: FormSpec
    do {
      spec = try FormSpec(json: json, file: file)
    } catch {
      throw .refusedSpec(file: file, form: form.name, message: error.message)
    }
    return Reading(form: form, spec: spec, json: json, warnings: Self.inPageOrder(reader.warnings))
  }

  /// Warnings in the page's order, as a compiler lists its diagnostics; those of one place in
  /// the order they were made.
  static func inPageOrder(_ warnings: [HTMLFormWarning]) -> [HTMLFormWarning] {
    warnings.enumerated().sorted {
      ($0.element.line, $0.element.column, $0.offset) < (
        $1.element.line, $1.element.column, $1.offset
      )
    }.map(\.element)
  }
}

/// Reads one form of a page as fields, collecting warnings as it goes.
struct HTMLFormReader {
  let page: HTMLPage
  let form: HTMLPage.FormInfo
  var warnings: [HTMLFormWarning] = []
  /// The locale constraints and defaults are read in: the page's, else a form's default.
  var formLocale = "en_US"
  /// What the form sends without asking: hidden inputs and a named submit button.
  var hidden: [FormSpec.HiddenValue] = []
  /// The names in ``hidden``.
  var hiddenNames: Set<String> = []
  /// The text of each element an `aria-labelledby` names, read once.
  var texts: [Int: String] = [:]
  /// The text of each `<label>` and `<legend>` read as a label, read once.
  var labelTexts: [Int: String] = [:]

  /// The input types whose controls are not fields a person fills: not asked, not warned.
  static let notAsked: Set<String> = ["hidden", "submit", "reset", "button"]
  /// The input types the spec has no kind for, with what a browser shows instead.
  static let unsupported: [String: String] = [
    "file": "a file picker", "color": "a colour well", "range": "a slider",
    "month": "a month picker", "week": "a week picker", "image": "an image submit button",
  ]
  /// The input types that become one field each, and their kind.
  static let kinds: [String: FieldKind] = [
    "text": .text, "search": .text, "password": .text, "email": .email, "url": .url,
    "tel": .phone, "number": .number, "date": .date, "time": .time, "datetime-local": .datetime,
  ]

  init(page: HTMLPage, form: HTMLPage.FormInfo) {
    self.page = page
    self.form = form
  }

  mutating func warn(_ index: Int, _ message: String) {
    let element = page.elements[index]
    warnings.append(
      HTMLFormWarning(file: page.file, line: element.line, column: element.column, message: message)
    )
  }

  /// How a control is shown in a warning: `'name' (<input type=file>)`.
  func describe(_ index: Int) -> String {
    let element = page.elements[index]
    let tag = element.tag == "input" ? "<input type=\(inputType(index))>" : "<\(element.tag)>"
    guard let name = element["name"], !name.isEmpty else { return "The control \(tag)" }
    return "The control \(quoted(name)) (\(tag))"
  }

  /// An input's type as HTML reads it: lower case, and `text` for a missing or unknown one.
  func inputType(_ index: Int) -> String {
    let type = (page.elements[index]["type"] ?? "").lowercased()
    return Self.kinds[type] != nil || Self.notAsked.contains(type)
      || Self.unsupported[type] != nil || type == "checkbox" || type == "radio" ? type : "text"
  }

  // MARK: - Fields

  /// A field to be: one control, or the radio buttons or checkboxes of one name.
  ///
  /// The members are a stored array, not an enum's payload, so that a group grows in place: a
  /// payload is copied to be changed, which made a name of n radio buttons cost n² steps.
  struct Entry {
    enum Kind {
      case single
      case radios
      case checkboxes
    }
    var kind: Kind
    /// The controls in tree order; one for a single control.
    var members: [Int]
  }

  /// Records what a control that is not asked sends, as the spec's `hidden`.
  ///
  /// A hidden input's name and value, and a named submit button's (a Rails form's `commit`),
  /// which a browser sends with the rest; the first of a name is kept. Reset and plain
  /// buttons send nothing.
  mutating func noteHidden(_ index: Int, type: String) {
    let element = page.elements[index]
    let buttonType = (element["type"] ?? "submit").lowercased()
    let sends =
      type == "hidden" || type == "submit"
      || (element.tag == "button" && buttonType != "reset" && buttonType != "button")
    guard sends, let name = element["name"], !name.isEmpty, hiddenNames.insert(name).inserted
    else { return }
    hidden.append(FormSpec.HiddenValue(name: name, value: element["value"] ?? ""))
  }

  /// The form's fields, in the order of each name's first control.
  mutating func fields() -> [FieldSpec] {
    var entries: [(name: String, entry: Entry)] = []
    var places: [String: Int] = [:]
    for index in page.controls(of: form) {
      let element = page.elements[index]
      let type = element.tag == "input" ? inputType(index) : element.tag
      if element.tag == "button" || Self.notAsked.contains(type) {
        noteHidden(index, type: type)
        continue
      }
      if let shown = Self.unsupported[type] {
        warn(
          index, "\(describe(index)) is \(shown), which a form spec cannot model; it is left out.")
        continue
      }
      guard let name = element["name"], !name.isEmpty else {
        warn(
          index,
          "\(describe(index)) has no name, so a browser never submits it; it is left out.")
        continue
      }
      if let place = places[name] {
        let kind = entries[place].entry.kind
        if type == "radio", kind == .radios {
          entries[place].entry.members.append(index)
          continue
        }
        if type == "checkbox" {
          if kind == .checkboxes {
            entries[place].entry.members.append(index)
            continue
          }
          // A second checkbox of a name makes the first one's boolean a multiple choice.
          let first = entries[place].entry.members[0]
          if kind == .single, page.elements[first].tag == "input", inputType(first) == "checkbox" {
            entries[place].entry = Entry(kind: .checkboxes, members: [first, index])
            continue
          }
        }
        warn(
          index,
          "\(describe(index)) has the name of an earlier control; a form spec's names differ, "
            + "so it is left out.")
        continue
      }
      places[name] = entries.count
      entries.append((name, Entry(kind: type == "radio" ? .radios : .single, members: [index])))
    }
    // A hidden name that is also a field's is the field's; the spec cannot hold both.
    hidden.removeAll { places[$0.name] != nil }
    var fields: [FieldSpec] = []
    for (name, entry) in entries {
      let field: FieldSpec?
      switch entry.kind {
      case .single: field = single(entry.members[0], name: name)
      case .radios: field = group(entry.members, name: name, multiple: false)
      case .checkboxes: field = group(entry.members, name: name, multiple: true)
      }
      if let field { fields.append(field) }
    }
    return fields
  }
}
