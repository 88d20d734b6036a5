import Foundation
import Testing

/// `fieldcli session`: `show toolbar` and `tap`.
struct SessionToolbarCommandTests {
  @Test func session_paymentScript_showsAndTapsEachKindOfBar() throws {
    let result = try FieldCLIProcess.run([
      "session", SessionCommandTests.examples.appendingPathComponent("payment.session").path,
    ])
    expectRun(
      result,
      stdout: """
        loaded 'Payment': 6 fields in de_DE
        focus name: default keyboard
        toolbar: (Zurück) [Weiter] <space> [Fertig]
        name: Jo|
        focus amount: decimalPad keyboard
        toolbar: [Löschen] [Zurück] [Weiter]
        amount: 12,5|
        amount: |
        focus name: default keyboard
        focus amount: decimalPad keyboard
        focus day: date picker
        toolbar: [Heute] <space> [Fertig]
        day: 04.01.2000
        day: 01.01.2000
        focus note: default keyboard
        toolbar: none
        focus terms: switch, off
        toolbar: [Abbrechen] <space> 'Zahlung' <space> [OK]
        terms: on
        terms: off
        focus: none
        focus name: default keyboard
        name: Johannes|
        focus: none
        {"name":"Johannes","skip":null,"amount":null,"day":"2000-01-01","note":null,"terms":null}

        """, exitCode: 0)
  }

  @Test func session_tapAbsentDisabledOrWithoutBar_saysSoInTheFormsLanguage() throws {
    let payment = SessionCommandTests.examples.appendingPathComponent("payment.json").path
    let result = try FieldCLIProcess.run(
      ["session", "--locale", "ja_JP"],
      lines: [
        "load \(payment)", "show toolbar", "focus name", "show toolbar", "tap previous",
        "tap Zahlung", "tap nope", "tap", "focus note", "tap done", "focus terms", "tap zahlung",
        "focus day", "tap next", "tap 今日",
      ])
    expectRun(
      result,
      stdout: """
        loaded 'Payment': 6 fields in ja_JP
        focus name: default keyboard
        toolbar: (前へ) [次へ] <space> [完了]
        focus note: default keyboard
        focus terms: switch, off
        focus day: date picker
        day: 2000/01/01

        """,
      stderr: """
        fieldcli: line 2: No field has focus; use 'focus NAME' first.
        fieldcli: line 5: '前へ' is disabled in the toolbar of 'name' now.
        fieldcli: line 6: The toolbar of 'name' has no 'Zahlung'; it has (前へ) [次へ] <space> [完了].
        fieldcli: line 7: The toolbar of 'name' has no 'nope'; it has (前へ) [次へ] <space> [完了].
        fieldcli: line 8: 'tap' needs an argument, as in 'tap done'.
        fieldcli: line 10: The field 'note' has no toolbar (its accessory is 'none'); use 'done' or 'next' instead.
        fieldcli: line 12: 'zahlung' is a label in the toolbar of 'terms'; only buttons can be tapped.
        fieldcli: line 14: The toolbar of 'day' has no 'next'; it has [今日] <space> [完了].

        """, exitCode: 1)
  }
}
