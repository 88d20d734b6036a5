/// One field of a form spec: its kind, constraints, input view settings and overrides.
public struct FieldSpec: Sendable, Hashable {
  /// The name values are reported under; unique in the form.
  public var name: String
  /// What the field holds, which picks its keyboard or input view.
  public var kind: FieldKind
  /// The label shown, or `nil` to show the name.
  public var label: String?
  /// Whether an empty value is invalid.
  public var required = false
  /// Whether the field is shown but skipped by focus.
  public var disabled = false
  /// Whether the field's value is shown and submitted but cannot be edited: HTML's `readonly`.
  ///
  /// Text-like kinds only: not choices or booleans, where HTML ignores it.
  /// A readonly field takes focus without a keyboard or input view, refuses typing, pasting
  /// and deleting, is never asked by `fill`, and is barred from constraint validation:
  /// it is always valid, and its value (its default) is submitted.
  public var readOnly = false
  /// Length limits, in user-perceived characters (or UTF-16 with ``lengthUnit``).
  public var minLength: Int?
  /// The most characters; typing stops there and a paste is cut.
  public var maxLength: Int?
  /// How lengths count.
  public var lengthUnit: TextConstraints.LengthUnit = .graphemes
  /// A regular expression the whole value must match: JavaScript's, with the `v` flag.
  public var pattern: String?
  /// Numbers, dates and times: the smallest value, as written in the spec.
  public var min: String?
  /// Numbers, dates and times: the largest value.
  public var max: String?
  /// Numbers, dates and times: the step, or `any`.
  public var step: String?
  /// URLs: the schemes allowed.
  public var schemes: [String] = []
  /// Whether the field takes several values.
  ///
  /// E-mail: a comma-separated list. Choice: a list of options to tick, with ``min`` and
  /// ``max`` counting the selections.
  public var multiple = false
  /// Phones: the region of national numbers.
  public var region: String?
  /// The value the field starts with; a boolean field's is `true` or `false`.
  public var defaultValue: String?
  /// Multiple-choice fields: the titles ticked to start with.
  public var defaultChoices: [String]?
  /// Date, time and datetime fields: the picker's settings.
  public var picker: DatePickerSpec?
  /// Choice fields: the options.
  public var options: ChoiceOptions?
  /// Choice fields: the value a submission gives for each option that has one of its own, by
  /// the option's title; an option not listed submits its title (see `FieldSpec+Submitted`).
  public var optionValues: [String: String] = [:]
  /// Boolean fields: the value a ticked checkbox submits, `on` when `nil`, as HTML's.
  public var checkboxValue: String?
  /// Choice fields: the choice field whose value picks this one's options.
  public var dependsOn: String?
  /// A keyboard instead of the kind's own.
  public var keyboard: KeyboardType?
  /// Whether the field shows no keyboard when it has focus: HTML's `inputmode=none`.
  ///
  /// A spec writes it `"keyboard": "none"`. Keys still reach the field, as from a hardware
  /// keyboard or the page's own keypad, and then any character types. ``keyboard`` is `nil`
  /// when this is set.
  public var hidesKeyboard = false
  /// Overrides of the keyboard's text input traits.
  public var traits: TraitOverrides = TraitOverrides()
  /// Whether Return types a line break (a text area).
  public var multiline = false
  /// The bar above the field's keyboard or input view, instead of the form's; `nil` for the
  /// form's.
  public var accessory: AccessoryBar?

  /// Makes a field spec.
  ///
  /// - Parameters:
  ///   - name: The field's name.
  ///   - kind: The field's kind.
  public init(name: String, kind: FieldKind) {
    self.name = name
    self.kind = kind
  }

  /// The options of a choice field.
  public enum ChoiceOptions: Sendable, Hashable {
    /// The same titles whatever else is chosen.
    case list([String])
    /// Titles for each title of the field named by ``FieldSpec/dependsOn``.
    case byParent([String: [String]])
  }

  /// Trait overrides; `nil` keeps the keyboard's default.
  public struct TraitOverrides: Sendable, Hashable {
    public var contentType: TextContentType?
    public var autocapitalization: TextInputTraits.Autocapitalization?
    public var autocorrection: TextInputTraits.Setting?
    public var spellChecking: TextInputTraits.Setting?
    public var smartQuotes: TextInputTraits.Setting?
    public var smartDashes: TextInputTraits.Setting?
    public var secure: Bool?
    public var returnKey: TextInputTraits.ReturnKey?

    /// No overrides.
    public init() {}
  }
}

/// A date field's picker settings, as UIDatePicker's properties.
public struct DatePickerSpec: Sendable, Hashable {
  /// The picker's mode; by default the field kind's.
  public var mode: DatePickerModel.Mode?
  /// The earliest value, in the field kind's ISO form.
  public var min: String?
  /// The latest value, in the field kind's ISO form.
  public var max: String?
  /// The step of the minute wheel.
  public var minuteInterval: Int?
  /// Whether values set in code move to the nearest minute step.
  public var roundsToMinuteInterval: Bool?
  /// A calendar instead of the locale's own.
  public var calendar: CalendarSystem?
  /// The time zone the wheels show; UTC by default.
  public var timeZone: String?

  /// No settings.
  public init() {}
}
