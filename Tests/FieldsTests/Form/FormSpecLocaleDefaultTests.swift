import Fields
import Testing

/// A field's default is read as its form's locale writes it, while its limits are machine
/// values: the spec is checked without opening the locale's formats unless a default needs them.
struct FormSpecLocaleDefaultTests {
  static func spec(_ field: String, locale: String = "de_DE") -> String {
    #"{"locale": "\#(locale)", "fields": [\#(field)]}"#
  }

  @Test(arguments: ["31.01.2000", "2000-01-31", "31. Januar 2000"])
  func load_dateDefaultInTheLocaleOrISO_isValid(value: String) throws {
    let spec = try FormSpec(
      json: Self.spec(
        #"{"name": "d", "kind": "date", "min": "1900-01-01", "default": "\#(value)"}"#))
    #expect(spec.fields.first?.defaultValue == value)
  }

  /// The error a spec gives, as a user reads it.
  static func error(_ json: String) -> String? {
    do {
      _ = try FormSpec(json: json)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func load_dateDefaultNeitherISONorTheLocales_isAnError() {
    #expect(
      Self.error(Self.spec(#"{"name": "d", "kind": "date", "default": "32.01.2000"}"#))
        == "form.json:1:73: The default '32.01.2000' of 'd' is not valid (badInput); give a valid value or none."
    )
  }

  @Test func load_dateDefaultBeforeTheMinimum_isAnErrorInEitherForm() {
    for value in ["1899-12-31", "31.12.1899"] {
      #expect(throws: FormSpecError.self) {
        _ = try FormSpec(
          json: Self.spec(
            #"{"name": "d", "kind": "date", "min": "1900-01-01", "default": "\#(value)"}"#))
      }
    }
  }

  @Test func load_integerDefaultWithTheLocalesGrouping_isReadTheLocalesWay() throws {
    // "1.234" is 1234 in German; read as a machine value it would be no whole number.
    let spec = try FormSpec(
      json: Self.spec(#"{"name": "n", "kind": "integer", "default": "1.234"}"#))
    #expect(spec.fields.first?.defaultValue == "1.234")
    #expect(throws: FormSpecError.self) {
      _ = try FormSpec(
        json: Self.spec(#"{"name": "n", "kind": "integer", "default": "1.234"}"#, locale: "en_US"))
    }
  }

  @Test func load_badLimitInALocale_namesTheOption() {
    #expect(
      Self.error(Self.spec(#"{"name": "n", "kind": "integer", "min": "x"}"#))
        == "form.json:1:32: The field 'n' has a bad option: Invalid minimum 'x'. Please give a plain decimal number such as '10' or '-2.5'."
    )
  }

}
