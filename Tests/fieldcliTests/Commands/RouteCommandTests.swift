import Foundation
import Testing

/// `fieldcli route` run whole: one JSON line per path, bad lines, bad configurations and usage.
struct RouteCommandTests {
  static let fixture = LintCommandTests.fixture("test-configuration.json")
  static let examples = LintCommandTests.example("paths.json")

  static func route(_ arguments: [String], config: String = fixture) throws -> CLIResult {
    try FieldCLIProcess.run(["route", "--config", config] + arguments)
  }

  @Test func route_hotwireFixture_printsPropertiesRulesAndDecision() throws {
    let result = try Self.route([
      "/", "/posts/new", "https://app.test/posts/1/edit/#top", "/missing",
      "http://turbo.test/sample.pdf?open_in_external_browser=true",
    ])
    expectRun(
      result,
      stdout: """
        {"path":"/","searched":"/","properties":{"page":"root"},"rules":[0],"decision":{"steps":[{"step":"push","stack":"main","path":"/"}]},"stacks":{"main":["/"],"modal":[]}}
        {"path":"/posts/new","searched":"/posts/new","properties":{"background_color":"black","context":"modal"},"rules":[1,2],"decision":{"steps":[{"step":"present","stack":"modal","path":"/posts/new"}]},"stacks":{"main":[],"modal":["/posts/new"]}}
        {"path":"https://app.test/posts/1/edit/#top","searched":"/posts/1/edit","properties":{"background_color":"white","context":"modal"},"rules":[1,3],"decision":{"steps":[{"step":"present","stack":"modal","path":"/posts/1/edit/"}]},"stacks":{"main":[],"modal":["/posts/1/edit/"]}}
        {"path":"/missing","searched":"/missing","properties":{},"rules":[],"decision":{"steps":[{"step":"push","stack":"main","path":"/missing"}]},"stacks":{"main":["/missing"],"modal":[]}}
        {"path":"http://turbo.test/sample.pdf?open_in_external_browser=true","searched":"/sample.pdf?open_in_external_browser=true","properties":{"open_in_external_browser":true},"rules":[4],"decision":{"steps":[{"step":"push","stack":"main","path":"/sample.pdf?open_in_external_browser=true"}]},"stacks":{"main":["/sample.pdf?open_in_external_browser=true"],"modal":[]}}

        """, exitCode: 0)
  }

  @Test func route_noMatchQueryStrings_searchesThePathAlone() throws {
    let result = try Self.route([
      "--no-match-query-strings", "/sample.pdf?open_in_external_browser=true",
    ])
    expectRun(
      result,
      stdout: """
        {"path":"/sample.pdf?open_in_external_browser=true","searched":"/sample.pdf","properties":{},"rules":[],"decision":{"steps":[{"step":"push","stack":"main","path":"/sample.pdf?open_in_external_browser=true"}]},"stacks":{"main":["/sample.pdf?open_in_external_browser=true"],"modal":[]}}

        """, exitCode: 0)
  }

  @Test func route_historicalLocations_areBuiltInAndOverridable() throws {
    let builtIn = try Self.route(["/resume_historical_location"])
    expectRun(
      builtIn,
      stdout: """
        {"path":"/resume_historical_location","searched":"/resume_historical_location","properties":{"context":"default","historical_location":true,"presentation":"none"},"rules":["builtin:resume"],"decision":{"steps":[]},"stacks":{"main":[],"modal":[]}}

        """, exitCode: 0)
    let overridden = try Self.route(
      ["/refresh_historical_location"],
      config: LintCommandTests.fixture("test-configuration-historical-locations.json"))
    expectRun(
      overridden,
      stdout: """
        {"path":"/refresh_historical_location","searched":"/refresh_historical_location","properties":{"context":"modal","historical_location":true,"presentation":"pop"},"rules":["builtin:refresh",2],"decision":{"steps":[]},"stacks":{"main":[],"modal":[]}}

        """, exitCode: 0)
  }

  @Test func route_stdin_answersEachLineAndMarksBadOnes() throws {
    let result = try FieldCLIProcess.run(
      ["route", "--config", Self.examples, "--stdin"],
      stdin: Data("/signin\nsignin\n\u{FF}\n/posts/new\r\n".utf8) + Data([0xFF, 0x0A]))
    expectRun(
      result,
      stdout: """
        {"path":"/signin","searched":"/signin","properties":{"context":"modal","default_toolbar":false,"pull_to_refresh_enabled":true},"rules":[0,2],"decision":{"steps":[{"step":"present","stack":"modal","path":"/signin"}]},"stacks":{"main":[],"modal":["/signin"]}}
        {"path":"signin","error":"'signin' is not a path or a URL. Please give a path that starts with '/', such as '/signin', or a URL such as 'https://example.com/signin'."}
        {"path":"ÿ","error":"'ÿ' is not a path or a URL. Please give a path that starts with '/', such as '/signin', or a URL such as 'https://example.com/signin'."}
        {"path":"/posts/new","searched":"/posts/new","properties":{"context":"modal","pull_to_refresh_enabled":false},"rules":[0,1],"decision":{"steps":[{"step":"present","stack":"modal","path":"/posts/new"}]},"stacks":{"main":[],"modal":["/posts/new"]}}
        {"path":"\u{FFFD}","error":"The line is not valid UTF-8; please convert it to UTF-8."}

        """, exitCode: 1)
  }

  @Test func route_stdinWithJobs_answersEveryPathAsOneJobDoesInOrder() throws {
    // Over a mebibyte, so that workers split blocks between them.
    let paths = ["/signin", "/posts/new", "posts", "/posts/1/edit?draft=1", "https://app.test/x"]
    let lines = (0..<60_000).map { paths[$0 % paths.count] + "/\($0)" }
    let arguments = ["route", "--config", Self.examples, "--stdin"]
    let one = try FieldCLIProcess.run(arguments + ["--jobs", "1"], lines: lines)
    #expect(one.exitCode == 1)
    #expect(one.stdout.split(separator: "\n").count == lines.count)
    for jobs in ["2", "3"] {
      let many = try FieldCLIProcess.run(arguments + ["--jobs", jobs], lines: lines)
      #expect(many.exitCode == one.exitCode)
      #expect(many.stdout == one.stdout, "--jobs \(jobs)")
    }
  }

  @Test func route_startLocation_sendsOtherHostsOutside() throws {
    let result = try Self.route([
      "--start-location", "https://app.test/", "https://app.test/new", "https://other.test/new",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdoutLines.map { $0.components(separatedBy: #""decision":"#).last ?? "" } == [
        #"{"steps":[{"step":"present","stack":"modal","path":"/new"}]},"stacks":{"main":[],"modal":["/new"]}}"#,
        #"{"steps":[{"step":"open_externally","url":"https://other.test/new"}]},"stacks":{"main":[],"modal":[]}}"#,
      ])
  }

  @Test func route_twoConfigs_usesTheLast() throws {
    let result = try FieldCLIProcess.run([
      "route", "--config", Self.fixture, "--config", Self.examples, "/",
    ])
    expectRun(
      result,
      stdout: """
        {"path":"/","searched":"/","properties":{"context":"default","pull_to_refresh_enabled":true},"rules":[0],"decision":{"steps":[{"step":"push","stack":"main","path":"/"}]},"stacks":{"main":["/"],"modal":[]}}

        """, exitCode: 0)
  }

  @Test func route_configWithErrors_listsEveryProblemOnStderrAndExits2() throws {
    let file = LintCommandTests.example("paths-mistakes.json")
    let result = try Self.route(["/new"], config: file)
    expectRun(
      result, stdout: "",
      stderr: """
        fieldcli: \(file):9:22: warning: rule 1: Unknown property 'prsentation'. Did you mean 'presentation'?
        fieldcli: \(file):12:20: error: rule 2: The pattern '/archive/(\\d+$' does not compile: its parentheses do not pair up at character 14.
        fieldcli: \(file):13:38: error: rule 2: Unknown presentation 'modal'; expected one of 'default', 'push', 'replace', 'pop', 'refresh', 'clear_all', 'replace_root', 'none'. 'modal' is a context: write "context": "modal".

        """, exitCode: 2)
  }

  @Test func route_configWithWarningsOnly_routesAndWarnsOnStderr() throws {
    let folder = try LintCommandTests.Folder()
    let file = try folder.write(
      Data(#"{"rules": [{"patterns": ["/a$"], "properties": {"animate": false}}]}"#.utf8),
      to: "paths.json")
    let result = try Self.route(["/a"], config: file)
    expectRun(
      result,
      stdout: """
        {"path":"/a","searched":"/a","properties":{"animate":false},"rules":[0],"decision":{"steps":[{"step":"push","stack":"main","path":"/a"}]},"stacks":{"main":["/a"],"modal":[]}}

        """,
      stderr:
        "fieldcli: \(file):1:49: warning: rule 0: Unknown property 'animate'. Did you mean 'animated'?\n",
      exitCode: 0)
  }

  @Test(arguments: [
    (
      ["route", "/new"],
      "No '--config' given. Please name a path configuration, such as 'fieldcli route --config paths.json /signin'."
    ),
    (
      ["route", "--config", "x.json"],
      "No paths given. Please pass paths as arguments, or '--stdin' to read one per line."
    ),
    (
      ["route", "--config", "x.json", "--stdin", "/new"],
      "Paths were given both as arguments and with '--stdin'. Please use one of them."
    ),
    (
      ["route", "--config", "/no/such.json", "/new"],
      "The file '/no/such.json' cannot be read; check the path and that it is a file."
    ),
    (
      ["route", "--config", fixture, "--stdin", "--jobs", "0"],
      "Invalid '--jobs' value '0'. Please give a number from 1 to 64."
    ),
    (
      ["route", "--config", fixture, "--start-location", "/app", "/new"],
      "Invalid start location '/app'. Please give a full http or https URL such as 'https://app.example.com/'."
    ),
  ])
  func route_badUsage_exits2WithOneLine(arguments: [String], message: String) throws {
    expectUsageError(try FieldCLIProcess.run(arguments), containing: message)
  }
}
