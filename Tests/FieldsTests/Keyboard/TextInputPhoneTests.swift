import Fields
import Testing

/// A phone input formats as it is typed, and keeps formatting through edits in the middle.
struct TextInputPhoneTests {
  func phoneInput() throws -> TextInput {
    try TextInput(name: "phone", keyboard: .phonePad, locale: "en_US", phoneRegion: "US")
  }

  func show(_ input: TextInput) -> String {
    var text = input.buffer.value.text
    let cursor = text.index(text.startIndex, offsetBy: input.buffer.value.cursor)
    text.insert("|", at: cursor)
    return text
  }

  @Test func type_digits_areFormattedAsYouType() throws {
    let input = try phoneInput()
    var steps: [String] = []
    for digit in "6502530000" {
      input.type(digit)
      steps.append(show(input))
    }
    #expect(steps.last == "(650) 253-0000|")
    #expect(steps[2] == "650|")
  }

  @Test func deleteBackward_digitInTheMiddle_reformatsAndKeepsTheCursorAfterTheSameDigit() throws {
    let input = try phoneInput()
    input.paste("6502530000")
    // Put the cursor after "253" and delete the 3.
    input.adjustTextPosition(byCharacterOffset: -5)
    #expect(show(input) == "(650) 253|-0000")
    input.deleteBackward()
    #expect(show(input) == "(650) 25|0-000")
  }

  @Test func deleteBackward_overFormatting_deletesTheDigitBeforeIt() throws {
    let input = try phoneInput()
    input.paste("6502530000")
    input.select(from: 5, length: 0)  // after "(650)"
    input.deleteBackward()
    #expect(show(input) == "(65|2) 530-000")
  }

  @Test func type_digitInTheMiddle_reformatsWithTheCursorAfterIt() throws {
    let input = try phoneInput()
    input.paste("650253000")
    input.select(from: 0, length: 0)
    input.type("1")
    #expect(show(input) == "1| (650) 253-000")
  }

  @Test func paste_formattedNumber_keepsOnlyWhatCanBeDialled() throws {
    let input = try phoneInput()
    input.paste("tel +1 (650) 253-0000")
    #expect(show(input) == "+1 650-253-0000|")
    #expect(input.type("x") == .notDialable)
  }

  /// The 64th character used to hang: the formatter's text no longer fit its first buffer, and
  /// each retry fed the character again.
  @Test(arguments: [64, 100])
  func type_digitsOneByOnePastWhatTheFormatterFormats_terminatesWithEveryDigit(count: Int) throws {
    let input = try phoneInput()
    let digits = String(repeating: "6502530000", count: count / 10 + 1).prefix(count)
    for digit in digits { input.type(digit) }
    let buffer = input.buffer.value
    #expect(buffer.text.filter(\.isWholeNumber) == String(digits))
    #expect(buffer.cursor == buffer.count)
  }

  @Test func typeAndPaste_tenThousandDigits_showThemUnformatted() throws {
    let digits = String(repeating: "6502530000", count: 1_000)
    let typed = try phoneInput()
    _ = typed.type(Array(digits))
    #expect(show(typed) == digits + "|")
    let pasted = try phoneInput()
    pasted.paste(digits)
    #expect(show(pasted) == digits + "|")
  }

  @Test func type_pastTheFormattedLength_showsTheDigitsAsTyped() throws {
    let input = try phoneInput()
    let digits = String(repeating: "6502530000", count: 26)
    input.paste(String(digits.prefix(10)))
    #expect(show(input) == "(650) 253-0000|")
    input.paste(String(digits.dropFirst(10)))
    #expect(show(input) == digits + "|")
    // Deleting back to a phone number's length formats it again.
    input.select(from: 10, length: 250)
    input.deleteBackward()
    #expect(show(input) == "(650) 253-0000|")
  }
}
