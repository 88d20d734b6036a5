import Foundation
import Testing

/// `fill`, `session` and `check` run whole on answers they once changed or lost without a
/// word: each is asked again or judged by one rule in all three.
@Suite(.serialized) struct AnswerRulesCommandTests {
  static let signup = FillCommandTests.examples.appendingPathComponent("signup.json").path

  static let form = """
    {"locale": "en_US", "fields": [
      {"name": "id", "kind": "text", "disabled": true, "required": true, "default": "A-1"},
      {"name": "country", "kind": "choice", "options": ["Germany", "France"]},
      {"name": "city", "kind": "choice", "dependsOn": "country",
       "options": {"Germany": ["Berlin", "Hamburg"], "France": ["Paris", "Lyon"]}},
      {"name": "terms", "kind": "boolean", "required": true},
      {"name": "toppings", "kind": "choice", "multiple": true, "options": ["Cheese", "Olives"]}]}
    """

  static let fourTexts = """
    {"fields": [{"name": "a", "kind": "text"}, {"name": "b", "kind": "text"},
      {"name": "c", "kind": "text"}, {"name": "d", "kind": "text"}]}
    """

  // MARK: - A picker's minute interval

  @Test func fill_timeBetweenThePickersMinutes_reasksNamingTheNearestInsteadOfRounding() throws {
    let result = try FieldCLIProcess.run(
      ["fill", Self.signup],
      lines: ["jo@example.com", "", "", "", "", "13:31", "13:45", "", "", ""])
    expectRun(
      result,
      stdout: #"{"email":"jo@example.com","website":null,"age":null,"phone":null,"#
        + #""birthday":"2000-01-31","call":"13:45","country":null,"city":null,"bio":null}"#
        + "\n",
      stderr: """
        E-Mail:
        website:
        age:
        phone (030 123456):
        birthday (TT.MM.JJJJ) [31.01.2000]:
        call (HH:mm):
        Gib einen gültigen Wert ein: die nächsten sind 13:30 und 13:45.
        call (HH:mm):
          1) Deutschland  2) France
        country:
        city:
        bio:

        """, exitCode: 0)
  }

  @Test func check_timeBetweenThePickersMinutes_isStepMismatch() throws {
    let result = try FieldCLIProcess.run(
      ["check", Self.signup, "--stdin"],
      lines: [
        #"{"email": "jo@example.com", "call": "13:52"}"#,
        #"{"email": "jo@example.com", "call": "13:45"}"#,
      ])
    expectRun(
      result,
      stdout: "invalid\t"
        + #"{"call":{"state":["stepMismatch"],"message":"Gib einen gültigen Wert ein: die nächsten sind 13:45 und 14:00."}}"#
        + "\nok\t"
        + #"{"email":"jo@example.com","website":null,"age":null,"phone":null,"birthday":null,"call":"13:45","country":null,"city":null,"bio":null}"#
        + "\n", exitCode: 1)
  }

  // MARK: - Keeping an answer after :prev

  @Test func fill_emptyAnswerAfterPreviousThenResumed_keepsTheEarlierAnswer() throws {
    let folder = try FillCommandTests.Folder(form: Self.fourTexts)
    let arguments = ["fill", folder.path("form.json"), "--draft", folder.path("d.json")]
    let stopped = try FieldCLIProcess.run(arguments, lines: ["1", "2", ":prev", ""])
    #expect(stopped.exitCode == 1)
    let resumed = try FieldCLIProcess.run(arguments, lines: ["3", "4"])
    expectRun(
      resumed, stdout: #"{"a":"1","b":"2","c":"3","d":"4"}"# + "\n",
      stderr: "Resumed 2 answers from '\(folder.path("d.json"))'; going on at 'c'.\nc:\nd:\n",
      exitCode: 0)
  }

  // MARK: - Dependent choices

  @Test func fill_parentChanged_asksTheDependentAfreshWithoutTheOldRow() throws {
    let folder = try FillCommandTests.Folder(form: Self.form)
    let arguments = ["fill", folder.path("form.json"), "--draft", folder.path("d.json")]
    let stopped = try FieldCLIProcess.run(arguments, lines: ["1", "2", ":prev", ":prev", "2"])
    #expect(stopped.exitCode == 1)
    #expect(
      stopped.stderr.hasSuffix(
        """
          1) Germany  2) France
        country [Germany]:
          1) Paris  2) Lyon
        city:
        fieldcli: The form is incomplete: 'city' has no answer. Its answers are saved in '\(folder.path("d.json"))'; run again to go on.

        """), "\(stopped.stderr)")
    #expect(folder.read("d.json")?.contains(#""answers":{"country":"2"}"#) == true)
    let resumed = try FieldCLIProcess.run(arguments, lines: ["", "yes", ""])
    expectRun(
      resumed,
      stdout: #"{"id":null,"country":"France","city":null,"terms":true,"toppings":[]}"# + "\n",
      stderr: """
        Resumed 1 answer from '\(folder.path("d.json"))'; going on at 'city'.
          1) Paris  2) Lyon
        city:
        terms (yes/no):
          1) Cheese  2) Olives
        toppings (numbers such as 1,3):

        """, exitCode: 0)
  }

  @Test func session_parentPicked_emptiesTheDependentUntilItsPickerIsShown() throws {
    let folder = try FillCommandTests.Folder(form: Self.form)
    let result = try FieldCLIProcess.run(
      ["session"],
      lines: [
        "load \(folder.path("form.json"))", "focus country", "pick 0 0", "focus city",
        "pick 0 1", "focus country", "pick 0 1", "values", "focus city", "values",
      ])
    expectRun(
      result,
      stdout: """
        loaded the form: 5 fields in en_US
        focus country: picker
        country: Germany
        focus city: picker
        city: Hamburg
        focus country: picker
        country: France
        {"id":null,"country":"France","city":null,"terms":null,"toppings":[]}
        focus city: picker
        {"id":null,"country":"France","city":"Paris","terms":null,"toppings":[]}

        """, exitCode: 0)
  }

  // MARK: - Disabled fields

  @Test func fillSessionAndCheck_disabledFieldWithADefault_areNullAndValid() throws {
    let folder = try FillCommandTests.Folder(form: Self.form)
    let form = folder.path("form.json")
    let filled = try FieldCLIProcess.run(["fill", form], lines: ["1", "1", "yes", ""])
    #expect(filled.exitCode == 0)
    #expect(
      filled.stdout
        == #"{"id":null,"country":"Germany","city":"Berlin","terms":true,"toppings":[]}"# + "\n")
    let session = try FieldCLIProcess.run(
      ["session"], lines: ["load \(form)", "values", "show validity"])
    expectRun(
      session,
      stdout: """
        loaded the form: 5 fields in en_US
        {"id":null,"country":null,"city":null,"terms":null,"toppings":[]}
        id: valid (disabled, barred from validation)
        country: valid
        city: valid
        terms: invalid valueMissing: Check this box if you want to go on.
        toppings: valid

        """, exitCode: 0)
    let checked = try FieldCLIProcess.run(
      ["check", form, "--stdin"], lines: [#"{"id": "A-1", "terms": true}"#])
    expectRun(
      checked,
      stdout: "ok\t"
        + #"{"id":null,"country":null,"city":null,"terms":true,"toppings":[]}"# + "\n",
      exitCode: 0)
  }

  // MARK: - Required switches and repeated options

  @Test func fill_requiredSwitchAnsweredNo_reasksUntilItIsOn() throws {
    let folder = try FillCommandTests.Folder(form: Self.form)
    let result = try FieldCLIProcess.run(
      ["fill", folder.path("form.json")], lines: ["", "", "no", "yes", ""])
    expectRun(
      result,
      stdout: #"{"id":null,"country":null,"city":null,"terms":true,"toppings":[]}"# + "\n",
      stderr: """
          1) Germany  2) France
        country:
        city:
        terms (yes/no):
        Check this box if you want to go on.
        terms (yes/no):
          1) Cheese  2) Olives
        toppings (numbers such as 1,3):

        """, exitCode: 0)
  }

  @Test func fillAndCheck_optionNamedTwice_areRefusedWithOneMessage() throws {
    let folder = try FillCommandTests.Folder(form: Self.form)
    let form = folder.path("form.json")
    let message = "The option 'Cheese' is chosen more than once; choose each option at most once."
    let filled = try FieldCLIProcess.run(
      ["fill", form, "--strict"], lines: ["", "", "yes", "1,1"])
    expectRun(
      filled, stdout: "",
      stderr: """
          1) Germany  2) France
        country:
        city:
        terms (yes/no):
          1) Cheese  2) Olives
        toppings (numbers such as 1,3):
        fieldcli: The answer to 'toppings' is not valid: \(message)

        """, exitCode: 1)
    let checked = try FieldCLIProcess.run(
      ["check", form, "--stdin"],
      lines: [#"{"terms": true, "toppings": ["Cheese", "Cheese"]}"#])
    expectRun(
      checked,
      stdout: "invalid\t" + #"{"toppings":{"state":["typeMismatch"],"message":"\#(message)"}}"#
        + "\n", exitCode: 1)
  }
}
