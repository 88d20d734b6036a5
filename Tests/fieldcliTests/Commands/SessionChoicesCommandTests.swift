import Foundation
import Testing

/// `fieldcli session` on boolean and multiple-choice fields.
struct SessionChoicesCommandTests {
  @Test func session_orderScript_ticksTogglesAndPrintsTypedValues() throws {
    let result = try FieldCLIProcess.run([
      "session", SessionCommandTests.examples.appendingPathComponent("order.session").path,
    ])
    expectRun(
      result,
      stdout: """
        loaded 'Order': 4 fields in de_DE
        {"name":null,"toppings":["Oliven"],"newsletter":true,"terms":null}
        focus toppings: list of 3 options
        0 [ ] Käse
        1 [ ] Schinken
        2 [x] Oliven
        toppings: Käse, Oliven
        toppings: Käse, Schinken, Oliven
        name: invalid valueMissing: Fülle dieses Feld aus.
        toppings: invalid rangeOverflow: Wähle höchstens 2 Optionen.
        newsletter: valid
        terms: invalid valueMissing: Setze das Häkchen, wenn du fortfahren möchtest.
        toppings: Käse, Schinken
        focus terms: switch, off
        terms: on
        terms: off
        {"name":null,"toppings":["Käse","Schinken"],"newsletter":true,"terms":false}

        """, exitCode: 0)
  }

  @Test func session_wrongCommandsOnSwitchAndList_sayWhatToUse() throws {
    let order = SessionCommandTests.examples.appendingPathComponent("order.json").path
    let result = try FieldCLIProcess.run(
      ["session", "--locale", "ja_JP"],
      lines: [
        "load \(order)", "focus terms", "type ja", "pick 0 1", "tick 0", "focus toppings",
        "toggle", "tick 3", "untick x", "show keyboard", "show picker", "values",
      ])
    expectRun(
      result,
      stdout: """
        loaded 'Order': 4 fields in ja_JP
        focus terms: switch, off
        focus toppings: list of 3 options
        0 [ ] Käse
        1 [ ] Schinken
        2 [x] Oliven
        {"name":null,"toppings":["Oliven"],"newsletter":true,"terms":null}

        """,
      stderr: """
        fieldcli: line 3: The field 'terms' shows a switch, not a keyboard; use 'toggle'.
        fieldcli: line 4: The field 'terms' shows a switch, not a keyboard; use 'toggle'.
        fieldcli: line 5: The field 'terms' has no list of options to tick; 'tick' works on a multiple-choice field.
        fieldcli: line 7: The field 'toppings' has no switch; 'toggle' flips a boolean field.
        fieldcli: line 8: There is no option 3; the list has options 0 to 2.
        fieldcli: line 9: 'untick' takes a whole number such as 'untick 0', not 'x'.
        fieldcli: line 10: The field 'toppings' shows a list of options, not a keyboard; use 'show choices'.

        """, exitCode: 1)
  }
}
