import Fields
import Foundation
import Testing

/// The code samples of the DocC articles in `Sources/Fields/Fields.docc`, run as written, so
/// that an article never shows code that no longer compiles or prints what it says.
struct DocSamplesTests {
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples")

  static func example(_ name: String) -> String {
    examples.appendingPathComponent(name).path
  }

  // MARK: - ValidatingASubmission.md

  @Test func validatingASubmission_checksEveryFieldWithMessagesInTheLocale() throws {
    let spec = try FormSpec(contentsOf: Self.example("signup.json"))
    let checker = try SubmissionChecker(spec: spec, locale: "en")

    let posted = #"{"email": "jo@", "age": "12", "nick": "jo"}"#
    let result = checker.check(posted)
    #expect(!result.isValid)
    guard case .invalid(let problems) = result else { return }
    #expect(problems.map(\.field) == ["email", "age", "nick"])
    #expect(problems[1].states == [.rangeUnderflow])
    #expect(problems[1].message == "Enter 13 or more.")
    #expect(problems[2].states == [.unknownField])
    #expect(
      result.json
        == #"{"email":{"state":["typeMismatch"],"message":"Enter an e-mail address such as name@example.com."},"age":{"state":["rangeUnderflow"],"message":"Enter 13 or more."},"nick":{"state":["unknownField"],"message":"The form has no field 'nick'."}}"#
    )

    let good = checker.check(#"{"email": "jo@example.com", "age": 42, "country": "France"}"#)
    #expect(
      good
        == .valid(
          valuesJSON:
            #"{"email":"jo@example.com","website":null,"age":42,"phone":null,"birthday":null,"call":null,"country":"France","city":null,"bio":null}"#
        ))
  }

  @Test func validatingASubmission_aCopyPerThread() async throws {
    let spec = try FormSpec(contentsOf: Self.example("signup.json"))
    let checker = try SubmissionChecker(spec: spec, locale: "de_DE")
    let bodies = [#"{"email": "jo@example.com"}"#, #"{"email": "jo@"}"#]
    let verdicts = await withTaskGroup(of: Bool.self) { group in
      for body in bodies {
        group.addTask { checker.check(body).isValid }
      }
      return await group.reduce(into: 0) { count, valid in count += valid ? 1 : 0 }
    }
    #expect(verdicts == 1)
  }

  @Test func validatingASubmission_oneValueWithAValidator() throws {
    let age = try FieldValidator(kind: .integer, locale: "de_DE", minimum: "13", maximum: "130")
    let result = age.validate("12")
    #expect(result.state.flags == [.rangeUnderflow])
    let german = try MessageCatalog(locale: "de_DE")
    #expect(try german.message(for: result, kind: .integer) == "Gib 13 oder mehr ein.")
    #expect(age.validate("1.234").state.isValid == false)
    #expect(age.validate("42").normalized == "42")
  }

  // MARK: - FormattingForALocale.md

  @Test func formattingForALocale_relativeTimesAndLists() throws {
    #expect(try RelativeTimeFormat(locale: "de_DE").format(-1, unit: .day) == "gestern")
    #expect(try ListFormat(locale: "de_DE").format(["a", "b", "c"]) == "a, b und c")
  }

  @Test func formattingForALocale_datesNumbersAndPhones() throws {
    let date = try DateFormat(
      locale: "de_DE", layout: .styles(date: .full, time: .short), timeZone: "Europe/Berlin")
    let instant = Date(timeIntervalSince1970: 1_726_318_800)
    #expect(date.format(instant) == "Samstag, 14. September 2024 um 15:00")
    #expect(try date.parse("Samstag, 14. September 2024 um 15:00") == instant)

    let skeleton = try DateFormat(locale: "ja_JP", layout: .skeleton("yMMMd"))
    #expect(skeleton.format(instant) == "2024年9月14日")

    let number = try NumberFormat(locale: "de_DE")
    #expect(number.format(try DecimalNumber("1234.5678")) == "1.234,568")
    #expect(try number.parse("1.234,5") == DecimalNumber("1234.5"))
    #expect(throws: FormattingError.self) { try number.parse("1,2,3") }

    let euros = try NumberFormat(locale: "de_DE", style: .currency)
    #expect(euros.format(12.5) == "12,50\u{A0}€")

    let phone = try PhoneFormat(region: "US", style: .international)
    #expect(try phone.format("(650) 253-0000") == "+1 650-253-0000")

    let typing = try AsYouTypePhoneFormatter(region: "DE")
    var shown = ""
    for digit in "030123456" { shown = typing.input(digit) }
    #expect(shown == "030 123456")

    let arabic = try LocaleInfo(locale: "ar_EG")
    #expect(arabic.digits.first == "٠")
    #expect(arabic.decimalSeparator == "٫")

    #expect(throws: FormattingError.self) { try DateFormat(locale: "xx_YY") }
  }

  // MARK: - PickersAndBindings.md

  @Test func pickersAndBindings_dependentColumnsAndBindings() throws {
    let places = DependentPickerSource(
      parents: ["Deutschland", "France"],
      children: ["Deutschland": ["Berlin", "Hamburg"], "France": ["Paris", "Lyon"]])
    let picker = PickerModel(places)
    try picker.selectRow(1, inComponent: 0)
    #expect(picker.title(forRow: 0, inComponent: 1) == "Paris")

    let city = ObservableProperty<String?>(nil)
    let token = picker.titleBinding(component: 1).connect(to: city.binding)
    #expect(city.value == "Paris")
    try picker.turn(component: 1, by: 1)
    #expect(city.value == "Lyon")
    token.cancel()

    let country = ObservableProperty("France")
    let options = ["Deutschland", "France"]
    let row = country.binding.map(get: { options.firstIndex(of: $0) ?? 0 }, set: { options[$0] })
    #expect(row.value == 1)
    row.value = 0
    #expect(country.value == "Deutschland")
  }

  @Test func pickersAndBindings_aFormsDatePicker() throws {
    let form = try Form(spec: FormSpec(contentsOf: Self.example("signup.json")))
    try form.focus("birthday")
    let birthday = try form.field(named: "birthday")
    let picker = try #require(birthday.datePicker)
    try picker.turn(component: 0, by: 1)  // de_DE: day, month, year; the day goes to 1
    #expect(birthday.text.value == "01.01.2000")
    #expect(birthday.jsonValue == #""2000-01-01""#)

    let seen = ObservableProperty<[String]>([])
    let token = birthday.text.observe { text in seen.update { $0.append(text) } }
    try picker.turn(component: 1, by: 1)
    #expect(seen.value == ["01.02.2000"])
    token.cancel()

    #expect(form.answer("zwölf", to: try form.field(named: "age")) != .accepted)
    #expect(form.answer("42", to: try form.field(named: "age")) == .accepted)
    #expect(form.answer("france", to: try form.field(named: "country")) == .accepted)
    #expect(try form.field(named: "city").picker?.title(forRow: 0, inComponent: 0) == "Paris")
  }

  // MARK: - TurboNativeNavigation.md

  @Test func turboNativeNavigation_matchesAndDecisions() throws {
    let paths = try PathConfiguration(sources: [.file(Self.example("paths.json"))])
    let match = try paths.match("https://example.com/signin")
    #expect(match.properties.context == .modal)
    #expect(match.properties.defaultToolbar == false)
    #expect(match.rules == [.file(0), .file(2)])
    #expect(try match.decisionFromEmptyStacks().description == "present modal with /signin")

    let navigator = Navigator(configuration: try .init(startLocation: "https://example.com/"))
    let posts = try navigator.perform(VisitProposal(url: "/posts"))
    #expect(posts.description == "push /posts on main")
    let modal = try paths.match("/posts/new").visitProposal()
    #expect(try navigator.perform(modal).description == "present modal with /posts/new")
    #expect(navigator.stackLines() == ["main: /posts", "modal: /posts/new"])
    #expect(
      try navigator.route(VisitProposal(url: "/posts/1")).description
        == "dismiss modal, push /posts/1 on main")
    #expect(
      try navigator.route(VisitProposal(url: "https://elsewhere.example/")).description
        == "open https://elsewhere.example/ externally")

    let stacks = try NavigationStacks(json: #"{"main":["/posts","/posts/1"],"modal":["/signin"]}"#)
    let recede = try paths.match("/recede_historical_location")
    let from = try recede.navigator(from: stacks)
    #expect(try from.perform(recede.visitProposal()).description == "dismiss modal, pop main")
    #expect(from.stacks.jsonText == #"{"main":["/posts"],"modal":[]}"#)

    let problems = try PathConfiguration.lint(.file(Self.example("paths-mistakes.json")))
    #expect(problems.map(\.severity) == [.warning, .error, .error])
    #expect(
      problems[0].description.hasSuffix(
        "paths-mistakes.json:9:22: warning: rule 1: Unknown property 'prsentation'. Did you mean 'presentation'?"
      ))
  }
}
