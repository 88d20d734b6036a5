import Fields
import Foundation
import Testing

/// Path configurations: Hotwire Native's fixtures give the properties its own tests expect;
/// merging, query strings, the historical-location rules and the typed accessors.
struct PathConfigurationTests {
  /// `Tests/Conformance/navigation/`, where the fixtures are copied unchanged.
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Navigation
    .deletingLastPathComponent()  // FieldsTests
    .deletingLastPathComponent()  // Tests
    .appendingPathComponent("Conformance/navigation")

  static func fixture(_ name: String) throws -> PathConfiguration {
    try PathConfiguration(sources: [.file(fixtures.appendingPathComponent(name).path)])
  }

  static func configuration(_ rules: String) throws -> PathConfiguration {
    try PathConfiguration(json: #"{"rules": ["# + rules + "]}")
  }

  // MARK: - Hotwire Native's test-configuration.json

  @Test func fixture_testConfiguration_loadsTwoSettingsAndFiveRules() throws {
    let configuration = try Self.fixture("test-configuration.json")
    #expect(
      configuration.settings == ["server": .string("beta"), "some-feature-enabled": .bool(true)])
    #expect(configuration.rules.count == 5)
    #expect(configuration.rules.map(\.origin) == (0..<5).map { .file($0) })
    #expect(configuration.rules[1].patterns == ["/new$", "/edit$"])
  }

  @Test(arguments: [
    ("/", ["page": PathPropertyValue.string("root")]),
    ("/new", ["context": .string("modal"), "background_color": .string("black")]),
    ("/edit", ["context": .string("modal"), "background_color": .string("white")]),
    ("/missing", [:]),
    ("/sample.pdf?open_in_external_browser=true", ["open_in_external_browser": .bool(true)]),
  ])
  func fixture_testConfiguration_givesHotwireNativesProperties(
    path: String, expected: [String: PathPropertyValue]
  ) throws {
    let configuration = try Self.fixture("test-configuration.json")
    #expect(try configuration.properties(for: path).values == expected)
    #expect(try configuration.match(searchingIn: path).properties.values == expected)
  }

  @Test func fixture_queryStringsOff_urlWithMatchingQueryGetsNothing() throws {
    var configuration = try Self.fixture("test-configuration.json")
    let url = "http://turbo.test/sample.pdf?open_in_external_browser=true"
    #expect(
      try configuration.properties(for: url).values == ["open_in_external_browser": .bool(true)])
    configuration.matchQueryStrings = false
    #expect(try configuration.properties(for: url).values == [:])
    #expect(try configuration.match(url).searched == "/sample.pdf")
  }

  @Test func match_pathMatchingTwoRules_listsBothInOrder() throws {
    let match = try Self.fixture("test-configuration.json").match("/posts/new")
    #expect(match.rules == [.file(1), .file(2)])
    #expect(match.searched == "/posts/new")
  }

  // MARK: - Hotwire Native's test-modal-styles-configuration.json

  @Test(arguments: [
    ("/new", ModalStyle.large, false), ("/newMedium", .medium, true), ("/newLarge", .large, true),
    ("/newFull", .full, true), ("/newPageSheet", .pageSheet, true),
    ("/newFormSheet", .formSheet, true), ("/unknown", .large, true),
  ])
  func fixture_modalStyles_giveStyleAndDismissGesture(
    path: String, style: ModalStyle, dismissGesture: Bool
  ) throws {
    let properties = try Self.fixture("test-modal-styles-configuration.json").properties(for: path)
    #expect(properties.modalStyle == style)
    #expect(properties.modalDismissGestureEnabled == dismissGesture)
  }

  // MARK: - Historical locations

  @Test(arguments: [
    ("/recede_historical_location", "recede", NavigationPresentation.pop),
    ("/resume_historical_location", "resume", .none),
    ("/refresh_historical_location", "refresh", .refresh),
  ])
  func historicalLocation_withoutRules_isBuiltIn(
    path: String, name: String, presentation: NavigationPresentation
  ) throws {
    let match = try Self.configuration("").match("https://example.com" + path)
    #expect(match.rules.map(\.description) == ["builtin:" + name])
    #expect(match.properties.presentation == presentation)
    #expect(match.properties.context == .default)
    #expect(match.properties.isHistoricalLocation)
  }

  @Test(arguments: [
    ("/recede_historical_location", "recede", NavigationPresentation.pop, 0),
    ("/resume_historical_location", "resume", .refresh, 1),
    ("/refresh_historical_location", "refresh", .pop, 2),
  ])
  func historicalLocation_fixtureRules_overrideTheBuiltIns(
    path: String, name: String, presentation: NavigationPresentation, rule: Int
  ) throws {
    let match = try Self.fixture("test-configuration-historical-locations.json").match(path)
    #expect(match.rules.map(\.description) == ["builtin:" + name, String(rule)])
    #expect(match.properties.presentation == presentation)
    #expect(match.properties.context == .modal)
    // What the file does not set stays as the built-in rule set it.
    #expect(match.properties.isHistoricalLocation)
  }

  // MARK: - Merging

  @Test func merge_laterRuleWins_eachPropertyOnItsOwn() throws {
    let configuration = try Self.configuration(
      """
      {"patterns": [".*"], "properties": {"context": "default", "pull_to_refresh_enabled": true}},
      {"patterns": ["/new$"], "properties": {"context": "modal", "pull_to_refresh_enabled": false}},
      {"patterns": ["/posts/"], "properties": {"context": "default", "animated": false}}
      """)
    let match = try configuration.match("/posts/new")
    #expect(match.rules == [.file(0), .file(1), .file(2)])
    #expect(match.properties.context == .default)
    #expect(match.properties.pullToRefreshEnabled == false)
    #expect(match.properties.animated == false)
    #expect(try configuration.match("/new").properties.context == .modal)
  }

  @Test func sources_lastOneReplacesTheOthersWhole() throws {
    let bundled =
      #"{"settings": {"a": 1}, "rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}"#
    let server = #"{"rules": [{"patterns": ["/edit$"], "properties": {"context": "modal"}}]}"#
    let configuration = try PathConfiguration(sources: [
      .json(bundled, name: "bundled.json"), .json(server, name: "server.json"),
    ])
    #expect(configuration.settings == [:])
    #expect(try configuration.properties(for: "/new").context == .default)
    #expect(try configuration.properties(for: "/edit").context == .modal)
  }

  @Test func sources_none_leaveTheBuiltInRules() throws {
    let configuration = try PathConfiguration(sources: [])
    #expect(configuration.rules.isEmpty && configuration.settings.isEmpty)
    #expect(try configuration.match("/recede_historical_location").rules == [.builtin(.recede)])
  }

  @Test func sources_anInvalidEarlierSource_isStillAnError() throws {
    let good = #"{"rules": []}"#
    #expect(throws: PathConfigurationError.self) {
      try PathConfiguration(sources: [.json("{", name: "bundled.json"), .json(good, name: "b")])
    }
  }

  /// Each pattern is compiled once, on its own: through the shared cache of form patterns,
  /// which searches its entries on each insertion once they are all in use, 10,000 rules took
  /// five minutes.
  @Test func load_tenThousandRules_loadsAndMatchesTheLast() throws {
    let rules = (0..<10_000).map { index in
      #"{"patterns": ["^/s\#(index)/items/\\d+$"], "properties": {"n": \#(index)}}"#
    }
    let configuration = try Self.configuration(rules.joined(separator: ","))
    #expect(try configuration.match("/s9999/items/12").rules == [.file(9999)])
  }

  // MARK: - Patterns

  @Test(arguments: [
    ("/new$", "/posts/new", true), ("/new$", "/posts/new/1", false),
    ("^/new$", "/posts/new", false),
    ("new", "/renewal", true), (#"/posts/\d+$"#, "/posts/12", true), (#"\q"#, "/q", true),
    ("(?i)/NEW$", "/new", true), (#"/caf\u00e9$"#, "/café", true),
  ])
  func pattern_isSearchedNotAnchored(pattern: String, path: String, matches: Bool) throws {
    let configuration = try Self.configuration(
      #"{"patterns": [\#(PathPropertyValue.string(pattern).jsonText)], "properties": {"page": "x"}}"#
    )
    #expect(try configuration.match(path).rules == (matches ? [.file(0)] : []))
  }

  @Test(arguments: [
    ("https://example.com/posts/new/", "/posts/new"), ("https://example.com/", "/"),
    ("https://example.com/caf%C3%A9?q=%C3%A9", "/café?q=%C3%A9"),
    ("https://example.com/a/../b/./c#top", "/b/c"), ("/a b?x=1 2", "/a b?x=1%202"),
    ("/%FF", "/%FF"), ("//example.org/x", "/x"),
  ])
  func location_readAsTheAppReadsURLPath(location: String, searched: String) throws {
    #expect(try Self.configuration("").match(location).searched == searched)
  }

  @Test(arguments: ["signin", "", "example.com/signin", "http://[::1"])
  func location_notAPathOrURL_isAnError(location: String) throws {
    #expect(throws: PathConfigurationError.notALocation(location)) {
      try Self.configuration("").match(location)
    }
  }

  @Test func location_notAPathOrURL_saysWhatToGive() {
    #expect(
      PathConfigurationError.notALocation("signin").description
        == "'signin' is not a path or a URL. Please give a path that starts with '/', such as '/signin', or a URL such as 'https://example.com/signin'."
    )
  }

  @Test func search_thatBacktracksWithoutEnd_isTooCostlyNotAMismatch() throws {
    let configuration = try Self.configuration(
      #"{"patterns": ["(a+)+$"], "properties": {"page": "x"}}"#)
    let path = "/" + String(repeating: "a", count: 30) + "!"
    #expect(
      throws: PathConfigurationError.searchTooCostly(
        location: path, pattern: "(a+)+$", rule: .file(0))
    ) { try configuration.match(path) }
  }

  // MARK: - Typed and custom properties

  @Test func typed_noRuleMatches_givesTheNativeDefaults() throws {
    let properties = try Self.configuration("").properties(for: "/")
    #expect(properties.context == .default)
    #expect(properties.presentation == .default)
    #expect(properties.modalStyle == .large)
    #expect(properties.modalDismissGestureEnabled)
    #expect(properties.pullToRefreshEnabled)
    #expect(properties.animated)
    #expect(properties.viewController == nil)
    #expect(properties.defaultToolbar)
    #expect(!properties.isHistoricalLocation)
  }

  @Test func typed_everyKnownProperty_isRead() throws {
    let configuration = try Self.configuration(
      """
      {"patterns": ["/signin$"], "properties": {"context": "modal", "presentation": "replace_root",
        "modal_style": "page_sheet", "modal_dismiss_gesture_enabled": false,
        "pull_to_refresh_enabled": false, "animated": false, "view_controller": "sign_in",
        "default_toolbar": false}}
      """)
    let properties = try configuration.properties(for: "/signin")
    #expect(properties.context == .modal)
    #expect(properties.presentation == .replaceRoot)
    #expect(properties.modalStyle == .pageSheet)
    #expect(!properties.modalDismissGestureEnabled)
    #expect(!properties.pullToRefreshEnabled)
    #expect(!properties.animated)
    #expect(properties.viewController == "sign_in")
    #expect(!properties.defaultToolbar)
  }

  @Test func custom_cookbookProperties_passThroughByKey() throws {
    let configuration = try Self.configuration(
      """
      {"patterns": ["/users/sign_in"], "properties": {"context": "modal",
        "controller": "new_session", "modalPresentationStyle": "full_screen",
        "isModalNavigationBarHidden": true, "badge": {"count": 2, "colors": ["red", null]}},
       "comment": "Present the login screen in a full-screen modal that cannot be dismissed"}
      """)
    let properties = try configuration.properties(for: "/users/sign_in")
    #expect(properties.string("controller") == "new_session")
    #expect(properties.string("modalPresentationStyle") == "full_screen")
    #expect(properties.bool("isModalNavigationBarHidden") == true)
    #expect(properties.bool("controller") == nil)
    #expect(properties["badge"]?.jsonText == #"{"colors":["red",null],"count":2}"#)
  }

  @Test func json_numbersKeepTheirText_andKeysAreSorted() {
    let value = PathPropertyValue.object([
      "é": .number("1.50"), "b": .array([.bool(false), .null]), "a": .string("x\"\n"),
    ])
    #expect(value.jsonText == #"{"a":"x\"\n","b":[false,null],"é":1.50}"#)
  }

  // MARK: - The decision from empty stacks

  @Test(arguments: [
    ("/", nil, "push / on main"), ("/posts/new", nil, "present modal with /posts/new"),
    ("/recede_historical_location", nil, "nothing"),
    ("/refresh_historical_location", nil, "nothing"),
    ("/a b?c d", nil, "push /a%20b?c%20d on main"),
    ("https://other.test/new", nil, "present modal with /new"),
    ("https://other.test/new", "https://app.test/", "open https://other.test/new externally"),
    ("mailto:jo@example.com", nil, "open mailto:jo@example.com externally"),
  ])
  func decision_fromEmptyStacks_followsTheMatchedProperties(
    location: String, start: String?, expected: String
  ) throws {
    let match = try Self.fixture("test-configuration.json").match(location)
    #expect(try match.decisionFromEmptyStacks(startLocation: start).description == expected)
  }

  @Test func proposal_carriesContextPresentationAndEveryProperty() throws {
    let match = try Self.fixture("test-configuration.json").match("https://app.test/posts/edit/")
    let proposal = match.visitProposal(action: .replace)
    #expect(proposal.url == "https://app.test/posts/edit/")
    #expect(proposal.action == .replace)
    #expect(proposal.context == .modal)
    #expect(proposal.presentation == .default)
    #expect(proposal.properties == ["context": "modal", "background_color": "white"])
  }

  // MARK: - A stream worker's own patterns

  /// A worker's copy, its patterns compiled anew, matches every location as the original does,
  /// the built-in historical-location rules included, from two threads at once.
  @Test func withOwnICUObjects_matchesEveryLocationAsTheOriginal() async throws {
    let configuration = try Self.fixture("test-configuration.json")
    let locations = [
      "/", "/new", "/edit", "/posts/new", "/posts/1/edit?draft=1", "/custom/path",
      "/recede_historical_location", "/refresh_historical_location", "/resume_historical_location",
      "https://app.test/new?x=1", "/nothing/here",
    ]
    let expected = try locations.map { try configuration.match($0) }
    let matches = try await withThrowingTaskGroup(of: [PathConfiguration.Match].self) { group in
      for _ in 0..<2 {
        let own = configuration.withOwnICUObjects()
        group.addTask {
          var last: [PathConfiguration.Match] = []
          for _ in 0..<200 { last = try locations.map { try own.match($0) } }
          return last
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(matches == [expected, expected])
    #expect(expected.contains { !$0.rules.isEmpty })
  }
}
