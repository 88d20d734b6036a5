import Fields
import Testing

/// Every problem `lint` reports, pinned with its exact text and position: a problem is never a
/// rule skipped in silence, and one problem does not hide the next.
struct PathConfigurationLintTests {
  /// The problems in `json`, as `fieldcli lint` prints them for a file named `paths.json`.
  static func lint(_ json: String) throws -> [String] {
    try PathConfiguration.lint(.json(json, name: "paths.json")).map(\.description)
  }

  // MARK: - The file

  @Test(arguments: [
    (
      "syntaxOutsideRules", #"{"settings": {"a": tru}, "rules": []}"#,
      "paths.json:1:23: error: Expected 'true', found '}'."
    ),
    (
      "syntaxInSecondRule",
      "{\"rules\": [\n  {\"patterns\": [\"/a\"], \"properties\": {}},\n  {\"patterns\": [\"/b\"] \"properties\": {}}]}",
      "paths.json:3:23: error: rule 1: Expected ',' or '}' after the value of 'patterns', found '\"'."
    ),
    (
      "syntaxAfterBracketsInStrings",
      #"{"rules": [{"patterns": ["a\"{[,"], "properties": {"x": [1, {"y": "]"}]}}, {"patterns": [1 2]}]}"#,
      "paths.json:1:92: error: rule 1: Expected ',' or ']' after an element, found '2'."
    ),
    (
      "syntaxInSettingsNamedRules", #"{"rules": [], "settings": {"rules": [1 2]}}"#,
      "paths.json:1:40: error: Expected ',' or ']' after an element, found '2'."
    ),
    (
      "duplicateKeyInRule", #"{"rules": [{"patterns": [], "patterns": []}]}"#,
      "paths.json:1:29: error: rule 0: The key 'patterns' appears twice in this object."
    ),
    (
      "notAnObject", "[]",
      "paths.json:1:1: error: Expected the path configuration to be an object with 'rules', found an array."
    ),
    (
      "noRules", #"{"settings": {}}"#,
      "paths.json:1:1: error: Expected a 'rules' array in the path configuration."
    ),
    (
      "rulesNotAnArray", #"{"rules": {}}"#,
      "paths.json:1:11: error: Expected 'rules' to be an array of rules, found an object."
    ),
    (
      "settingsNotAnObject", #"{"settings": true, "rules": []}"#,
      "paths.json:1:14: error: Expected 'settings' to be an object, found true or false."
    ),
    (
      "unknownKeyNearRules", #"{"rule": [], "rules": []}"#,
      "paths.json:1:2: warning: Unknown key 'rule' in the path configuration; it is ignored. Did you mean 'rules'?"
    ),
    (
      "unknownKeyFarFromAny", #"{"version": 2, "rules": []}"#,
      "paths.json:1:2: warning: Unknown key 'version' in the path configuration; it is ignored."
    ),
  ])
  func lint_file_reportsTheProblem(id: String, json: String, expected: String) throws {
    #expect(try Self.lint(json) == [expected], "\(id)")
  }

  // MARK: - Trailing commas

  static let trailing =
    "Trailing comma before ']': JSON allows no comma after the last item. "
    + "Please remove it."
  static let trailingInObject =
    "Trailing comma before '}': JSON allows no comma after the last item. Please remove it."

  /// The parser stops at the bracket after a trailing comma, which may be lines below and, in
  /// `rules`, inside a rule that does not exist; the problem is the comma, where it is.
  @Test(arguments: [
    (
      "afterTheLastRule",
      "{\"rules\": [\n  {\"patterns\": [\"/a\"], \"properties\": {}},\n]}",
      "paths.json:2:41: error: " + trailing
    ),
    (
      "afterTheSecondRule",
      "{\"rules\": [\n  {\"patterns\": [\"/a\"], \"properties\": {}},\n"
        + "  {\"patterns\": [\"/b\"], \"properties\": {}}  ,  \n\n  ]\n}",
      "paths.json:3:43: error: " + trailing
    ),
    (
      "inPatterns",
      "{\"rules\": [\n  {\"patterns\": [\"/a\",\n  ], \"properties\": {}}\n]}",
      "paths.json:2:21: error: rule 0: " + trailing
    ),
    (
      "inPatternsOfTheSecondRule",
      "{\"rules\": [{\"patterns\": [\"/a\"], \"properties\": {}},\n"
        + "  {\"patterns\": [\"/b\", ], \"properties\": {}}]}",
      "paths.json:2:21: error: rule 1: " + trailing
    ),
    (
      "inProperties",
      "{\"rules\": [{\"patterns\": [\"/a\"], \"properties\": {\"context\": \"modal\",\n}}]}",
      "paths.json:1:66: error: rule 0: " + trailingInObject
    ),
    (
      "inARule", "{\"rules\": [{\"patterns\": [\"/a\"], \"properties\": {},}]}",
      "paths.json:1:49: error: rule 0: " + trailingInObject
    ),
    (
      "inSettings", "{\"settings\": {\"a\": [1, 2,],}, \"rules\": []}",
      "paths.json:1:25: error: " + trailing
    ),
    (
      "afterRules", "{\"rules\": [],\n}",
      "paths.json:1:13: error: " + trailingInObject
    ),
    (
      "commaInAStringBeforeTheBracket", #"{"rules": [{"patterns": ["/a,"], "properties": {}}, ]}"#,
      "paths.json:1:51: error: " + trailing
    ),
  ])
  func lint_trailingComma_isReportedAtTheComma(id: String, json: String, expected: String)
    throws
  {
    #expect(try Self.lint(json) == [expected], "\(id)")
  }

  // MARK: - Rules

  @Test(arguments: [
    (
      "ruleNotAnObject", #"{"rules": ["/new$"]}"#,
      [
        "paths.json:1:12: error: rule 0: Expected a rule to be an object with 'patterns' and 'properties', found a string."
      ]
    ),
    (
      "noPatterns", #"{"rules": [{"properties": {}}]}"#,
      ["paths.json:1:12: error: rule 0: Expected a 'patterns' array in the rule."]
    ),
    (
      "noProperties", #"{"rules": [{"patterns": ["/a"]}]}"#,
      ["paths.json:1:12: error: rule 0: Expected a 'properties' object in the rule."]
    ),
    (
      "misspelledPatterns", #"{"rules": [{"pattern": ["/a"], "properties": {}}]}"#,
      [
        "paths.json:1:12: error: rule 0: Expected a 'patterns' array in the rule.",
        "paths.json:1:13: warning: rule 0: Unknown key 'pattern' in the rule; it is ignored. Did you mean 'patterns'?",
      ]
    ),
    (
      "patternsAString", #"{"rules": [{"patterns": "/a", "properties": {}}]}"#,
      [
        "paths.json:1:25: error: rule 0: Expected 'patterns' to be an array of strings, found a string."
      ]
    ),
    (
      "patternANumber", #"{"rules": [{"patterns": ["/a", 1], "properties": {}}]}"#,
      ["paths.json:1:32: error: rule 0: Expected each pattern to be a string, found a number."]
    ),
    (
      "noPatternInTheArray", #"{"rules": [{"patterns": [], "properties": {}}]}"#,
      ["paths.json:1:25: warning: rule 0: 'patterns' is empty, so the rule matches no path."]
    ),
    (
      "emptyPattern", #"{"rules": [{"patterns": [""], "properties": {}}]}"#,
      [
        "paths.json:1:26: error: rule 0: The pattern is empty, which NSRegularExpression refuses, so the app would skip it. Please write '.*' to match every path."
      ]
    ),
    (
      "unpairedParenthesis", #"{"rules": [{"patterns": ["/(new"], "properties": {}}]}"#,
      [
        "paths.json:1:26: error: rule 0: The pattern '/(new' does not compile: its parentheses do not pair up at character 5."
      ]
    ),
    (
      "unknownProperty", #"{"rules": [{"patterns": ["/[[:alpha:]"], "properties": {}}]}"#,
      [
        "paths.json:1:26: error: rule 0: The pattern '/[[:alpha:]' does not compile: a set has no closing ']' at character 11."
      ]
    ),
    (
      "propertiesAnArray", #"{"rules": [{"patterns": ["/a"], "properties": []}]}"#,
      ["paths.json:1:47: error: rule 0: Expected 'properties' to be an object, found an array."]
    ),
    (
      "commentIsAllowed", #"{"rules": [{"patterns": ["/a"], "properties": {}, "comment": "x"}]}"#,
      []
    ),
  ])
  func lint_rule_reportsEachProblem(id: String, json: String, expected: [String]) throws {
    #expect(try Self.lint(json) == expected, "\(id)")
  }

  @Test func lint_patternNestedTooDeep_namesTheLimit() throws {
    let pattern = String(repeating: "(", count: 65) + "a" + String(repeating: ")", count: 65)
    #expect(
      try Self.lint(#"{"rules": [{"patterns": [""# + pattern + #""], "properties": {}}]}"#) == [
        "paths.json:1:26: error: rule 0: The pattern '((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((…' (131 characters) nests groups and sets 65 deep. Please nest them at most 64 deep."
      ])
  }

  // MARK: - Properties

  @Test(arguments: [
    (
      "contextMisspelled", #""context": "modl""#,
      "paths.json:1:59: error: rule 0: Unknown context 'modl'; expected one of 'default', 'modal'. Did you mean 'modal'?"
    ),
    (
      "presentationCamelCase", #""presentation": "clearAll""#,
      "paths.json:1:64: error: rule 0: Unknown presentation 'clearAll'; expected one of 'default', 'push', 'replace', 'pop', 'refresh', 'clear_all', 'replace_root', 'none'. Did you mean 'clear_all'?"
    ),
    (
      "presentationModal", #""presentation": "modal""#,
      "paths.json:1:64: error: rule 0: Unknown presentation 'modal'; expected one of 'default', 'push', 'replace', 'pop', 'refresh', 'clear_all', 'replace_root', 'none'. 'modal' is a context: write \"context\": \"modal\"."
    ),
    (
      "modalStyleUnknown", #""modal_style": "sheet""#,
      "paths.json:1:63: error: rule 0: Unknown modal_style 'sheet'; expected one of 'medium', 'large', 'full', 'page_sheet', 'form_sheet'."
    ),
    (
      "contextNotAString", #""context": 1"#,
      "paths.json:1:59: error: rule 0: Expected a string for 'context', found a number."
    ),
    (
      "viewControllerNull", #""view_controller": null"#,
      "paths.json:1:67: error: rule 0: Expected a string for 'view_controller', found null."
    ),
    (
      "defaultToolbarAString", #""default_toolbar": "false""#,
      "paths.json:1:67: error: rule 0: Expected true or false for 'default_toolbar', found a string."
    ),
    (
      "animatedANumber", #""animated": 0"#,
      "paths.json:1:60: error: rule 0: Expected true or false for 'animated', found a number."
    ),
    (
      "seed001Typo", #""prsentation": "refresh""#,
      "paths.json:1:48: warning: rule 0: Unknown property 'prsentation'. Did you mean 'presentation'?"
    ),
    (
      "otherCase", #""Context": "modal""#,
      "paths.json:1:48: warning: rule 0: Unknown property 'Context'. Did you mean 'context'?"
    ),
    (
      "twoEditsAway", #""pull_to_refresh_enable": false"#,
      "paths.json:1:48: warning: rule 0: Unknown property 'pull_to_refresh_enable'. Did you mean 'pull_to_refresh_enabled'?"
    ),
  ])
  func lint_property_reportsTheProblem(id: String, member: String, expected: String) throws {
    let json = #"{"rules": [{"patterns": ["/a"], "properties": {"# + member + "}}]}"
    #expect(try Self.lint(json) == [expected], "\(id)")
  }

  @Test(arguments: [
    #""controller": "new_session""#, #""modalPresentationStyle": "full_screen""#,
    #""isModalNavigationBarHidden": true"#, #""background_color": "black""#,
    #""open_in_external_browser": true"#, #""title": {"en": "New", "de": null}"#,
  ])
  func lint_customProperty_farFromKnownKeys_isFine(member: String) throws {
    #expect(
      try Self.lint(#"{"rules": [{"patterns": ["/a"], "properties": {"# + member + "}}]}") == [])
  }

  // MARK: - Every problem

  @Test func lint_manyProblems_reportsEveryOneInOrder() throws {
    let json = """
      {
        "rules": [
          {"patterns": ["/new$", "/edi$"], "properties": {"context": "modal"}},
          {"patterns": ["/refresh_historical_location"], "properties": {"prsentation": "refresh"}},
          {"patterns": ["(", ")"], "properties": {"context": "popover", "animated": "no"}},
          {"patterns": ["/ok$"], "properties": {"presentation": "replace"}}
        ]
      }
      """
    #expect(
      try Self.lint(json) == [
        "paths.json:4:67: warning: rule 1: Unknown property 'prsentation'. Did you mean 'presentation'?",
        "paths.json:5:19: error: rule 2: The pattern '(' does not compile: its parentheses do not pair up at character 1.",
        "paths.json:5:24: error: rule 2: The pattern ')' does not compile: its parentheses do not pair up at character 1.",
        "paths.json:5:56: error: rule 2: Unknown context 'popover'; expected one of 'default', 'modal'.",
        "paths.json:5:79: error: rule 2: Expected true or false for 'animated', found a string.",
      ])
    #expect(throws: PathConfigurationError.self) { try PathConfiguration(json: json, name: "p") }
  }

  @Test func lint_warningsOnly_stillLoads() throws {
    let json = #"{"rules": [{"patterns": ["/a$"], "properties": {"prsentation": "pop"}}]}"#
    #expect(try Self.lint(json).count == 1)
    let configuration = try PathConfiguration(json: json, name: "paths.json")
    #expect(
      configuration.warnings.map(\.description) == [
        "paths.json:1:49: warning: rule 0: Unknown property 'prsentation'. Did you mean 'presentation'?"
      ])
    #expect(try configuration.properties(for: "/a")["prsentation"] == .string("pop"))
    #expect(try configuration.properties(for: "/a").presentation == .default)
  }

  @Test func invalid_description_listsTheErrorsOnly() throws {
    let json = #"{"bogus": 1, "rules": [{"patterns": ["("], "properties": {}}]}"#
    do {
      _ = try PathConfiguration(json: json, name: "paths.json")
      Issue.record("A configuration with an error loaded.")
    } catch {
      #expect(
        error.description
          == "paths.json:1:38: error: rule 0: The pattern '(' does not compile: its parentheses do not pair up at character 1."
      )
      guard case .invalid(let problems) = error else { throw error }
      #expect(problems.map(\.severity) == [.warning, .error])
    }
  }
}
