import FoundationEssentials

/// A form as its JSON file describes it: a title, a locale and its fields.
///
/// ```swift
/// let spec = try FormSpec(contentsOf: "Examples/signup.json")
/// spec.fields.map(\.name)   // ["email", "website", "age", ...]
/// ```
///
/// Decoding is strict: a key no form knows (`requried`) is an error that suggests the nearest
/// known key, a value of the wrong type names what was expected, and every error carries the
/// file, line and column. `docs/form-spec.md` in the repository describes every key, kind,
/// default and error.
public struct FormSpec: Sendable, Hashable {
  /// The form's title.
  public var title: String?
  /// The locale the form is filled in, or `nil` for the user's choice.
  public var locale: String?
  /// The URL path of the form, for path configuration.
  public var path: String?
  /// The fields, in order.
  public var fields: [FieldSpec]
  /// The bar above each field's keyboard or input view, unless the field has its own; `nil`
  /// for the default toolbar.
  public var accessory: AccessoryBar?
  /// Names and values the form sends without asking for them, in order.
  ///
  /// A page's hidden inputs (a Rails `authenticity_token`, a `_method`) and its named submit
  /// button. `check` accepts these names with any value, since a token changes with every
  /// page; `html` writes them as hidden inputs. No person fills them, so `fill` and a session
  /// never show them.
  public var hidden: [HiddenValue] = []

  /// Reads and decodes a form spec file.
  ///
  /// - Parameter path: The file.
  /// - Throws: ``FormSpecError``, also for a file that cannot be read or is not UTF-8.
  public init(contentsOf path: String) throws(FormSpecError) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FormSpecError(
        file: path, at: .init(line: 1, column: 1),
        "The file cannot be read; check the path and that it is a file.")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw FormSpecError(
        file: path, at: .init(line: 1, column: 1), "The file is not UTF-8; save it as UTF-8.")
    }
    try self.init(json: text, file: path)
  }

  /// Decodes a form spec from JSON text.
  ///
  /// - Parameters:
  ///   - json: The text.
  ///   - file: The name errors give the text.
  /// - Throws: ``FormSpecError``.
  public init(json: String, file: String = "form.json") throws(FormSpecError) {
    self = try FormSpec(
      decoding: try JSONValue.parse(json, file: file), source: JSONSource(file: file, text: json))
  }

  init(
    title: String?, locale: String?, path: String?, fields: [FieldSpec],
    accessory: AccessoryBar? = nil, hidden: [HiddenValue] = []
  ) {
    self.title = title
    self.locale = locale
    self.path = path
    self.fields = fields
    self.accessory = accessory
    self.hidden = hidden
  }
}
