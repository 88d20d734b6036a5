extension SubmissionChecker {
  /// How one field of the spec reads and checks its submitted value.
  ///
  /// A class, so that walking the rules for each submission does not copy a field's spec.
  final class Rule: Sendable {
    let spec: FieldSpec
    let validator: FieldValidator
    /// The field's name as a JSON key with its colon, written before its value.
    let key: String
    /// The same as UTF-8.
    let keyBytes: [UInt8]
    /// A choice field's submitted values in option order (its titles, unless options have
    /// values of their own), or empty.
    let titles: [String]
    /// A choice field's submitted values, or `nil`.
    let options: OptionTitles?
    /// A dependent choice's submitted values for each title of its parent.
    let optionsByParent: [String: OptionTitles]?
    /// The title of each option submitted by a value of its own; empty when none has one.
    let titleByValue: [String: String]
    /// What a ticked checkbox of a boolean field submits in a form body.
    let checkboxValue: String
    /// The index of the field a dependent choice follows.
    let parent: Int?
    /// A multiple choice's rules for the titles ticked.
    let selectionRules: SelectionRules?
    /// Whether the field takes a number, as a JSON number or a string.
    let isNumeric: Bool

    /// Makes a field's rule.
    ///
    /// - Parameters:
    ///   - spec: The field.
    ///   - formLocale: The spec's locale, for the region of phone fields without one.
    ///   - messageLocale: The locale messages write limits in, or `nil` for machine forms.
    ///   - index: The index of an earlier field by name.
    /// - Throws: ``ValidationError`` or ``FormattingError`` for options the field cannot use,
    ///   ``FormSpecError`` for selection limits that are no counts.
    init(
      spec: FieldSpec, formLocale: String?, messageLocale: String?, index: (String) -> Int?
    ) throws {
      self.spec = spec
      isNumeric = [.integer, .decimal, .number].contains(spec.kind)
      // Submitted values are machine values: numbers and dates are read without a locale.
      validator = try spec.makeValidator(
        locale: spec.kind == .phone ? formLocale : nil, messageLocale: messageLocale)
      key = JSONText.string(spec.name) + ":"
      keyBytes = Array(key.utf8)
      checkboxValue = spec.submittedCheckboxValue
      titleByValue = Dictionary(
        spec.optionValues.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
      switch spec.options {
      case .list(let titles)?:
        self.titles = titles.map(spec.submittedValue(ofOption:))
        options = OptionTitles(self.titles)
        optionsByParent = nil
      case .byParent(let byParent)?:
        titles = []
        options = nil
        optionsByParent = byParent.mapValues {
          OptionTitles($0.map(spec.submittedValue(ofOption:)))
        }
      case nil:
        titles = []
        options = nil
        optionsByParent = nil
      }
      parent = spec.dependsOn.flatMap(index)
      if spec.kind == .choice, spec.multiple {
        let name = spec.name
        let (minimum, maximum) = try spec.selectionLimits { _, message in
          FormSpecError(file: name, at: .init(line: 1, column: 1), message)
        }
        selectionRules = SelectionRules(
          required: spec.required, minimum: minimum, maximum: maximum)
      } else {
        selectionRules = nil
      }
    }

    /// What a rule says of a submitted value.
    enum Verdict {
      /// The value is valid: its JSON, and its title when the field is a choice.
      case valid(ValidValue, title: String?)
      /// The value breaks constraints; a message of its own replaces the catalog's for the
      /// first state when there is one.
      case invalid(ValidationResult, message: OwnMessage?)
      /// The value's JSON type is not one the field takes.
      case wrongType(expected: String, found: String)
    }

    /// A valid value as the values' JSON writes it.
    enum ValidValue {
      /// No value: `null`.
      case null
      /// JSON as it is: a number, `true` or `false`, or an array of titles.
      case json(String)
      /// A text, written as a JSON string.
      case text(String)
    }

    /// A message a rule gives instead of the catalog's message for the first state.
    struct OwnMessage: Equatable, Sendable {
      var key: String
      var arguments: [String: MessageArgument]
    }

    /// Checks a submitted value.
    ///
    /// - Parameters:
    ///   - value: The value, or `nil` when the field was not submitted.
    ///   - parentTitle: For a dependent choice, the title its parent was given.
    ///   - fromForm: Whether the value came from a form body (urlencoded or multipart), where
    ///     a boolean is a checkbox's value.
    ///   - budget: The pattern-matching work the submission may still do.
    /// - Returns: The value's JSON, or what is wrong with it.
    func check(
      _ value: JSONValue?, parentTitle: String?, fromForm: Bool = false,
      budget: inout PatternBudget
    ) -> Verdict {
      // A browser never submits a disabled field, and bars it from constraint validation: a
      // value sent for one did not come from the form, and is ignored.
      if spec.disabled { return .valid(.null, title: nil) }
      if let selectionRules { return checkSelection(value, rules: selectionRules) }
      let text: String
      switch value?.kind {
      case nil, .null?:
        text = ""
      case .string(let string)? where spec.kind == .boolean && fromForm:
        guard string == checkboxValue else { return checkboxMismatch(string) }
        text = "true"
      case .string(let string)? where spec.kind != .boolean:
        text = string
      case .number(let number)? where isNumeric:
        text = number
      case .bool(let flag)? where spec.kind == .boolean:
        text = flag ? "true" : "false"
      case let other?:
        return .wrongType(expected: expectedType, found: Self.typeName(other))
      }
      var result = validator.validate(text, budget: &budget)
      // A readonly field is barred from constraint validation but submitted: its value is
      // normalized when it is valid, else given as it came.
      if spec.readOnly, !result.state.isValid {
        return .valid(text.isEmpty ? .null : .text(text), title: nil)
      }
      if spec.kind == .choice, !result.value.isEmpty {
        let titles = options ?? parentTitle.flatMap { optionsByParent?[$0] }
        if titles?.contains(result.value) != true { result = Self.notAnOption(result) }
      }
      guard result.state.isValid else { return .invalid(result, message: nil) }
      guard !result.value.isEmpty else { return .valid(.null, title: nil) }
      let normalized = result.normalized ?? result.value
      return .valid(
        isNumeric || spec.kind == .boolean ? .json(normalized) : .text(normalized),
        title: spec.kind == .choice ? titleByValue[normalized] ?? normalized : nil)
    }

    /// The word the catalogs' `submission.wrongType` selects on for the JSON type the field
    /// takes.
    var expectedType: String {
      if selectionRules != nil { return "array" }
      if isNumeric { return "number" }
      return spec.kind == .boolean ? "boolean" : "text"
    }

    /// The word the catalogs' `submission.wrongType` selects on for a JSON value's type.
    static func typeName(_ kind: JSONValue.Kind) -> String {
      switch kind {
      case .object: return "object"
      case .array: return "array"
      case .string: return "text"
      case .number: return "number"
      case .bool: return "boolean"
      case .null: return "null"
      }
    }

    /// A result with `typeMismatch` added: the value is no option of the field.
    static func notAnOption(_ result: ValidationResult) -> ValidationResult {
      var state = result.state
      state.insert(.typeMismatch)
      return ValidationResult(
        value: result.value, state: state, normalized: nil, reason: "not an option",
        arguments: result.arguments)
    }
  }
}

extension JSONValue {
  /// Whether the value is `null`.
  var isNull: Bool {
    if case .null = kind { return true }
    return false
  }
}
