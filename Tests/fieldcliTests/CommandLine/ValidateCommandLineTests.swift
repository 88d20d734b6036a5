import ArgumentParser
import Testing

@testable import fieldcli

/// `ValidateCommandLine` against argument-parser: for every command line it either declines or
/// builds the command argument-parser parses, property by property.
struct ValidateCommandLineTests {
  /// One command line, and whether the fast reader must take it.
  struct Case: CustomTestStringConvertible, Sendable {
    var id: String
    var arguments: [String]
    var accepted: Bool
    var testDescription: String { id }
  }

  static let notUTF8 = CommandLineArguments.standInPrefix + "3"

  /// Command lines the reader must read itself.
  static let accepted: [Case] = [
    ("one value", ["validate", "email", "a@b.c"]),
    ("no value", ["validate", "email"]),
    ("stdin", ["validate", "text", "--stdin"]),
    ("several values", ["validate", "email", "a@b.c", "b", "c", "d"]),
    (
      "every flag",
      ["validate", "email", "--stdin", "--show-codepoints", "--required", "--multiple"]
    ),
    ("only invalid", ["validate", "text", "--only-invalid", "x"]),
    ("repeated flags", ["validate", "email", "--required", "--required", "--stdin", "--stdin"]),
    ("jobs spaced", ["validate", "text", "--stdin", "--jobs", "2"]),
    ("jobs joined", ["validate", "text", "--stdin", "--jobs=64"]),
    ("jobs with plus", ["validate", "text", "--jobs", "+3", "a"]),
    ("repeated option keeps last", ["validate", "email", "--locale", "de", "--locale=fr", "x"]),
    (
      "every string option",
      [
        "validate", "url", "--locale", "de_DE", "--pattern", "a.*", "--schemes", "https,mailto",
        "--base", "https://example.com/", "--min-length", "1", "--max-length", "99",
        "--count", "utf16", "--format", "jsonl", "x",
      ]
    ),
    ("range options", ["validate", "number", "--min", "1", "--max", "9", "--step", "any", "5"]),
    ("negative range values", ["validate", "number", "--min", "-5", "--max=-1", "-3", "-.5"]),
    ("negative min length", ["validate", "text", "--min-length", "-5", "abc"]),
    ("phone region", ["validate", "phone", "--region", "US", "6502530000"]),
    ("csv", ["validate", "email", "--csv", "-", "--column", "a"]),
    ("csv column number", ["validate", "email", "--csv=f.csv", "--column=2"]),
    ("empty value joined", ["validate", "email", "--locale=", "a"]),
    ("empty value spaced", ["validate", "email", "--locale", "", "a"]),
    ("value with equals", ["validate", "text", "--pattern=a=b", "--pattern==", "a"]),
    ("dash value", ["validate", "email", "--locale", "-", "a"]),
    ("value named help", ["validate", "email", "--locale", "help", "help"]),
    ("option value looks like help", ["validate", "email", "--locale=--help", "a"]),
    ("options after values", ["validate", "email", "a", "--stdin", "b", "--jobs", "1", "c"]),
    ("double dash", ["validate", "email", "--", "-x", "--help", "--", "-5", "a"]),
    ("double dash first", ["validate", "text", "--", "--version"]),
    ("negative values", ["validate", "integer", "-1", "-2", "-3", "-4"]),
    ("empty values", ["validate", "text", "", ""]),
    ("not UTF-8 value", ["validate", "text", notUTF8, "ok"]),
    ("not UTF-8 option value", ["validate", "text", "--pattern", notUTF8, "ok"]),
    ("every kind", ["validate", "datetime", "--min", "2024-01-01T00:00", "2024-05-05T10:00"]),
  ].map { Case(id: $0.0, arguments: $0.1, accepted: true) }

  /// Command lines the reader must leave to argument-parser.
  static let declined: [Case] = [
    ("help", ["validate", "email", "--help"]),
    ("short help", ["validate", "email", "a", "-h"]),
    ("version", ["validate", "email", "--version"]),
    ("help subcommand", ["help", "validate"]),
    ("completion script", ["validate", "email", "--generate-completion-script", "bash"]),
    ("completion request", ["validate", "email", "---completion", "--", "validate"]),
    ("dump help", ["validate", "email", "--experimental-dump-help"]),
    ("other command", ["format", "number", "1"]),
    ("no kind", ["validate"]),
    ("unknown kind", ["validate", "bogus", "a"]),
    ("kind in capitals", ["validate", "Email", "a"]),
    ("option before kind", ["validate", "--stdin", "email"]),
    ("not UTF-8 kind", ["validate", notUTF8, "a"]),
    ("unknown option", ["validate", "email", "--bogus", "a"]),
    ("unknown joined option", ["validate", "email", "--bogus=1", "a"]),
    ("short option", ["validate", "email", "-x", "a"]),
    ("single-dash long option", ["validate", "email", "-stdin", "a"]),
    ("lone dash", ["validate", "email", "a", "-", "b"]),
    ("empty option name", ["validate", "email", "--=x", "a"]),
    ("missing value", ["validate", "email", "a", "--jobs"]),
    ("option as value", ["validate", "email", "--locale", "--stdin"]),
    ("double dash as value", ["validate", "email", "--locale", "--", "a"]),
    ("flag with value", ["validate", "email", "--stdin=true"]),
    ("flag with empty value", ["validate", "email", "--stdin=", "a"]),
    ("bad jobs", ["validate", "email", "--jobs", "x", "a"]),
    ("jobs out of range", ["validate", "email", "--jobs", "0", "a"]),
    ("negative jobs", ["validate", "email", "--jobs", "-1", "a"]),
    ("empty jobs", ["validate", "email", "--jobs=", "a"]),
    ("jobs in hex", ["validate", "email", "--jobs", "0x2", "a"]),
    ("not UTF-8 jobs", ["validate", "email", "--jobs", notUTF8, "a"]),
    ("bad format", ["validate", "email", "--format", "xml", "a"]),
    ("bad count", ["validate", "text", "--count", "bytes", "a"]),
    ("fractional length", ["validate", "text", "--max-length", "1.5", "a"]),
    ("multiple on text", ["validate", "text", "--multiple", "a"]),
    ("range on email", ["validate", "email", "--min", "1", "a"]),
    ("schemes on email", ["validate", "email", "--schemes", "https", "a"]),
    ("region on text", ["validate", "text", "--region", "US", "a"]),
    ("column without csv", ["validate", "email", "--column", "c", "a"]),
    ("csv without column", ["validate", "email", "--csv", "f.csv"]),
    ("csv with stdin", ["validate", "email", "--csv", "f", "--column", "a", "--stdin"]),
    ("csv column zero", ["validate", "email", "--csv", "f", "--column", "0"]),
    ("only invalid as jsonl", ["validate", "email", "--only-invalid", "--format", "jsonl", "a"]),
    ("prefix of an option", ["validate", "email", "--loc", "de", "a"]),
  ].map { Case(id: $0.0, arguments: $0.1, accepted: false) }

  @Test(arguments: accepted + declined)
  func commandLine_readsAsArgumentParserDoesOrDeclines(_ example: Case) throws {
    let fast = ValidateCommandLine.settings(from: example.arguments)
    #expect((fast != nil) == example.accepted)
    guard let fast else { return }
    let parsed = try FieldCLI.parsedCommand(CommandLineArguments.prepare(example.arguments))
    let full = try #require(parsed as? FieldCLI.Validate)
    // Every stored property, by its description.
    #expect(String(describing: fast) == String(describing: full.settings))
  }

  /// The settings hold every option of `validate`, by its name: an option added to `validate`
  /// without a property of the same name in the settings fails here.
  @Test func settings_holdEveryOptionOfValidate() throws {
    let parsed = try FieldCLI.parsedCommand(
      CommandLineArguments.prepare(["validate", "text", "a"]))
    let command = try #require(parsed as? FieldCLI.Validate)
    // argument-parser's property wrappers are stored as `_name`.
    func names(_ value: Any, prefix: String = "", dropping: Int = 0) -> Set<String> {
      Set(
        Mirror(reflecting: value).children.compactMap {
          $0.label.map { prefix + $0.dropFirst(dropping) }
        })
    }
    let options = names(command, dropping: 1).subtracting(["input"])
      .union(names(command.input, prefix: "source.", dropping: 1))
    let settings = command.settings
    let held = names(settings).subtracting(["source"])
      .union(names(settings.source, prefix: "source."))
    #expect(options.count == 22)  // the kind, 17 options and flags, and the 4 of ValueInput
    #expect(held == options)
  }

  /// Every option and flag in `validate --help` is one the reader knows.
  @Test func help_namesOnlyOptionsTheReaderKnows() {
    let help = FieldCLI.helpMessage(for: FieldCLI.Validate.self, columns: 200)
    let names = help.split(separator: "\n").compactMap { line -> String? in
      guard let match = line.firstMatch(of: /^  (?:-\w, )?(--[a-z-]+)(\s+<[^>]+>)?/) else {
        return nil
      }
      return String(match.output.1)
    }
    #expect(names.count == 21)  // 20 options and --help
    // A kind and a value each option accepts, so that `validate()` passes.
    let kinds = ["--multiple": "email", "--schemes": "url", "--base": "url", "--region": "phone"]
    let partners = ["--csv": ["--column", "a"], "--column": ["--csv", "f.csv"]]
    let values = ["--format": "tsv", "--count": "utf16"]
    for name in names where name != "--help" && name != "--version" {
      let arguments =
        ["validate", kinds[name] ?? "number"] + (partners[name] ?? []) + [
          name, values[name] ?? "1",
        ]
      #expect(ValidateCommandLine.settings(from: arguments) != nil, "\(name)")
    }
  }
}
