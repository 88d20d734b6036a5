// MARK: - JSON

extension FormSpec {
  /// The spec as the JSON a form spec file holds, one field a line so that a diff shows which
  /// field changed.
  ///
  /// It writes the keys a page's form gives (see ``HTMLPage/formSpec(_:)``): dependent options,
  /// date pickers and accessory bars have no HTML and are not written. Numbers (`min`, `max`,
  /// `step`) are written as strings, exactly as the page wrote them; a spec reads either.
  var pageJSON: String {
    var lines = ["{"]
    var members: [String] = []
    if let title { members.append("  \"title\": " + JSONText.string(title)) }
    if let locale { members.append("  \"locale\": " + JSONText.string(locale)) }
    if let path { members.append("  \"path\": " + JSONText.string(path)) }
    if !hidden.isEmpty {
      let pairs = hidden.map { JSONText.string($0.name) + ": " + JSONText.string($0.value) }
      members.append("  \"hidden\": {" + pairs.joined(separator: ", ") + "}")
    }
    let fieldLines = fields.map { "    " + $0.pageJSON }
    members.append("  \"fields\": [\n" + fieldLines.joined(separator: ",\n") + "\n  ]")
    lines.append(members.joined(separator: ",\n"))
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }
}

extension FieldSpec {
  /// The field as one JSON object on one line, keys in the order docs/form-spec.md lists them.
  var pageJSON: String {
    var members: [(String, String)] = [
      ("name", JSONText.string(name)), ("kind", JSONText.string(kind.rawValue)),
    ]
    func add(_ key: String, _ text: String?) {
      if let text { members.append((key, JSONText.string(text))) }
    }
    func flag(_ key: String, _ value: Bool) {
      if value { members.append((key, "true")) }
    }
    add("label", label)
    flag("required", required)
    flag("disabled", disabled)
    flag("readonly", readOnly)
    if let minLength { members.append(("minLength", String(minLength))) }
    if let maxLength { members.append(("maxLength", String(maxLength))) }
    if lengthUnit != .graphemes { add("count", lengthUnit.rawValue) }
    add("pattern", pattern)
    add("min", min)
    add("max", max)
    add("step", step)
    if !schemes.isEmpty {
      members.append(("schemes", "[" + schemes.map(JSONText.string).joined(separator: ", ") + "]"))
    }
    flag("multiple", multiple)
    add("region", region)
    if kind == .boolean, let defaultValue {
      members.append(("default", defaultValue == "true" ? "true" : "false"))
    } else if let defaultChoices {
      members.append(
        ("default", "[" + defaultChoices.map(JSONText.string).joined(separator: ", ") + "]"))
    } else {
      add("default", defaultValue)
    }
    if case .list(let titles)? = options {
      let written = titles.map { title in
        guard let value = optionValues[title], value != title else {
          return JSONText.string(title)
        }
        return "{\"title\": " + JSONText.string(title) + ", \"value\": " + JSONText.string(value)
          + "}"
      }
      members.append(("options", "[" + written.joined(separator: ", ") + "]"))
    }
    add("value", checkboxValue)
    add("keyboard", hidesKeyboard ? "none" : keyboard?.rawValue)
    flag("multiline", multiline)
    var traitMembers: [(String, String)] = []
    func trait(_ key: String, _ text: String?) {
      if let text { traitMembers.append((key, JSONText.string(text))) }
    }
    trait("contentType", traits.contentType?.rawValue)
    trait("autocapitalization", traits.autocapitalization?.rawValue)
    trait("autocorrection", traits.autocorrection?.rawValue)
    trait("spellChecking", traits.spellChecking?.rawValue)
    trait("smartQuotes", traits.smartQuotes?.rawValue)
    trait("smartDashes", traits.smartDashes?.rawValue)
    if let secure = traits.secure { traitMembers.append(("secure", secure ? "true" : "false")) }
    trait("returnKey", traits.returnKey?.rawValue)
    if !traitMembers.isEmpty {
      members.append(
        ("traits", "{" + traitMembers.map { "\"\($0)\": \($1)" }.joined(separator: ", ") + "}"))
    }
    return "{" + members.map { "\"\($0)\": \($1)" }.joined(separator: ", ") + "}"
  }
}
