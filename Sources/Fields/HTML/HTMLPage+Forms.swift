// MARK: - Forms

extension HTMLPage {
  /// A form of the page: its id and name, and where its start tag is.
  public struct FormInfo: Sendable, Hashable {
    /// The form's `id`, if it has one.
    public let id: String?
    /// The form's `name` attribute, if it has one.
    public let nameAttribute: String?
    /// Its place among the page's forms, from 1.
    public let number: Int
    /// The line of `<form`, from 1.
    public let line: Int
    /// The column of `<form`, from 1.
    public let column: Int
    /// The element.
    let element: Int

    /// What `--form` (or `load PAGE ID`) names it by: its id, else its name, else its number.
    public var name: String { id ?? nameAttribute ?? String(number) }
  }

  /// The page's forms in tree order.
  ///
  /// A `<form>` inside another is not among them: HTML's parser drops its start tag, as every
  /// browser does, so its controls are the outer form's.
  public var forms: [FormInfo] {
    var forms: [FormInfo] = []
    for (index, element) in elements.enumerated() where element.tag == "form" {
      forms.append(
        FormInfo(
          id: element["id"].flatMap { $0.isEmpty ? nil : $0 },
          nameAttribute: element["name"].flatMap { $0.isEmpty ? nil : $0 },
          number: forms.count + 1, line: element.line, column: element.column, element: index))
    }
    return forms
  }

  /// The form a user named, or the only one.
  ///
  /// - Parameter name: Its id or name (or its number, from 1, for a form with neither); `nil`
  ///   when the page has one form.
  /// - Returns: The form.
  /// - Throws: ``HTMLPageError`` when the page has no form, several and no name, or none of
  ///   that name.
  public func form(_ name: String?) throws(HTMLPageError) -> FormInfo {
    let forms = self.forms
    guard let first = forms.first else { throw .noForm(file: file) }
    guard let name else {
      guard forms.count == 1 else { throw .severalForms(file: file, forms: forms.map(\.name)) }
      return first
    }
    let found =
      forms.first { $0.id == name } ?? forms.first { $0.nameAttribute == name }
      ?? forms.first { $0.name == name }
    guard let found else {
      throw .unknownForm(file: file, form: name, forms: forms.map(\.name))
    }
    return found
  }

  // MARK: - Controls

  /// The tags of HTML's listed elements that a form owns and Fields reads.
  static let controlTags: Set<String> = ["input", "select", "textarea", "button"]

  /// The controls a form owns, in tree order: those inside it without a `form` attribute, and
  /// those anywhere with `form` naming its id (HTML's form owner).
  ///
  /// A control whose `form` attribute names no form belongs to none, as in HTML, even inside a
  /// `<form>`.
  func controls(of form: FormInfo) -> [Int] {
    let formID = elements[form.element]["id"]
    var controls: [Int] = []
    for (index, element) in elements.enumerated() where Self.controlTags.contains(element.tag) {
      if let owner = element["form"] {
        guard formID != nil, ids[owner] == form.element else { continue }
        controls.append(index)
      } else if ancestor(of: index, tag: "form") == form.element {
        controls.append(index)
      }
    }
    return controls
  }

  /// Whether a control is disabled: by its own `disabled`, or inside a disabled `<fieldset>`
  /// but not inside that fieldset's first `<legend>` (HTML's rule).
  ///
  /// The walk up is at most ``maximumDepth`` steps.
  func isDisabled(_ index: Int) -> Bool {
    if elements[index].has("disabled") { return true }
    var child = index
    var current = elements[index].parent
    while let parent = current {
      if elements[parent].tag == "fieldset", elements[parent].has("disabled"),
        child != firstLegends[parent]
      {
        return true
      }
      child = parent
      current = elements[parent].parent
    }
    return false
  }
}
