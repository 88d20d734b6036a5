import Fields
import Foundation
import Testing

/// `ValidationResult.message(for:in:)` gives what `fieldcli validate` prints.
struct ValidateMessageAgreementTests {
  @Test(arguments: ["en", "de_DE", "ru", "ar"])
  func validateText_message_isTheResultsMessageInTheLocale(locale: String) throws {
    let values = ["ab", "abcdefgh", "a"]
    let result = try FieldCLIProcess.run(
      ["validate", "text", "--min-length", "3", "--max-length", "6", "--locale", locale]
        + values)
    let validator = try TextValidator(
      constraints: TextConstraints(minimumLength: 3, maximumLength: 6))
    let expected = try values.map { value in
      let validation = validator.validate(value)
      return "invalid\t\(validation.state)\t"
        + (try validation.message(for: .text, locale: locale))
    }
    #expect(result.stdoutLines == expected)
    #expect(result.exitCode == 1)
  }
}
