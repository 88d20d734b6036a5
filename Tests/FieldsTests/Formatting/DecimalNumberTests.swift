import Fields
import Testing

struct DecimalNumberTests {
  @Test(arguments: [
    ("1234.5", "1234.5"), ("-1234.50", "-1234.5"), ("+7", "7"), (".25", "0.25"), ("5.", "5"),
    ("0007.0700", "7.07"), ("-0", "0"), ("0.000", "0"), ("6.02e23", "602000000000000000000000"),
    ("1E-7", "0.0000001"), ("-1.5e+3", "-1500"), ("123e-2", "1.23"),
  ])
  func init_plainDecimal_isWrittenWithoutExponentOrTrailingZeros(text: String, expected: String)
    throws
  {
    #expect(try DecimalNumber(text).description == expected)
  }

  @Test(arguments: [
    "", "-", ".", "1,234", "1 234", "12abc", "1e", "1e+", "--1", "NaN", "inf", "0x10", "1.2.3",
    "１２", "1e1000000", " 1", "1 ",
  ])
  func init_anythingElse_throwsInvalidNumber(text: String) {
    #expect(throws: FormattingError.invalidNumber(text)) { try DecimalNumber(text) }
  }

  @Test func doubleValue_isTheNearestDouble() throws {
    #expect(try DecimalNumber("0.1").doubleValue == 0.1)
    #expect(try DecimalNumber("-2.5e3").doubleValue == -2500)
  }
}
