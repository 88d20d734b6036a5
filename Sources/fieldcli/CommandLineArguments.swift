import ArgumentParser

/// Prepares the command line for argument-parser: values that look like negative numbers, and
/// long lists of values, which fieldcli hands to the command itself.
///
/// Three things argument-parser does not do well for fieldcli:
/// - It reads every token that starts with `-` as an option, so `fieldcli format number -0.5`
///   would fail as "Unknown option" and `--min -5` as "Missing value". No option of fieldcli is
///   a dash followed by a digit or a point, so such a token is a value: the option's, joined to
///   it as `--min=-5`, when it follows an option that takes one.
/// - It reads `--pattern=` as an option without a value, where `--pattern ''` gives an empty
///   one; the scan splits `--name=` into the option and an empty value, so both spellings are
///   read alike for every option.
/// - It stores each value of an array argument by copying the values before it, so the time
///   grows with the square of their number (`validate email $(seq 40000)` took 47 s). A
///   command's values are taken out of its hands: it parses the subcommand, the options and the
///   first value (so its checks and error messages stay the same) and the command gets every
///   value afterwards, through ``ValueReadingCommand``.
///
/// The scan is linear in the number of tokens.
enum CommandLineArguments {
  /// Options that take no value; every other `--name` without `=` takes the next token.
  ///
  /// A test compares this with every subcommand's help, so an added flag cannot be missed.
  static let flags: Set<String> = [
    "--stdin", "--show-codepoints", "--only-invalid", "--help", "-h", "--version", "--required",
    "--multiple", "--ordinal",
    "--strict", "--accessible", "--match-query-strings", "--no-match-query-strings",
  ]

  /// The subcommands whose values fieldcli reads itself; each has one more name after it (the
  /// kind, such as `email`, or the type, such as `date`) before its values.
  static let valueCommands: Set<String> = ["validate", "format", "parse"]

  /// What argument-parser is given, and the values the command gets afterwards.
  struct Prepared: Equatable {
    /// The tokens for argument-parser.
    var arguments: [String]
    /// Every value, in order, when they were taken out of `arguments`; `nil` otherwise.
    var values: [String]?
  }

  static func prepare(_ arguments: [String]) -> Prepared {
    let scan = Scan(arguments)
    let positionals = scan.positionals
    if let command = positionals.first, valueCommands.contains(command), positionals.count > 3 {
      let values = Array(positionals.dropFirst(2))
      return Prepared(
        arguments: Array(positionals.prefix(2)) + scan.options + ["--", values[0]],
        values: values)
    }
    guard scan.movedNegativeNumber || scan.joinedNegativeValue || scan.splitEmptyValue else {
      return Prepared(arguments: arguments, values: nil)
    }
    // Subcommand names are positionals to this scan; they lead, so they stay in front.
    let commandCount = positionals.prefix { !looksLikeNegativeNumber($0) && isCommandName($0) }
      .count
    return Prepared(
      arguments: Array(positionals.prefix(commandCount)) + scan.options + ["--"]
        + positionals.dropFirst(commandCount),
      values: nil)
  }

  /// The tokens sorted into options (each with its value) and positionals, in order.
  struct Scan {
    var options: [String] = []
    var positionals: [String] = []
    /// Whether a token that looks like a negative number was taken as a positional.
    var movedNegativeNumber = false
    /// Whether an option's value that looks like a negative number was joined to it with `=`.
    var joinedNegativeValue = false
    /// Whether an option given as `--name=` was split into the option and an empty value.
    var splitEmptyValue = false

    init(_ arguments: [String]) {
      var index = 0
      while index < arguments.count {
        let token = arguments[index]
        if token == "--" {
          positionals.append(contentsOf: arguments[(index + 1)...])
          break
        }
        if looksLikeNegativeNumber(token) {
          positionals.append(token)
          movedNegativeNumber = true
        } else if token.hasPrefix("--"), token.utf8.count > 3, token.utf8.last == UInt8(ascii: "="),
          !flags.contains(String(token.dropLast())),
          token.utf8.dropLast().firstIndex(of: UInt8(ascii: "=")) == nil
        {
          // argument-parser reads `--pattern=` as a missing value; it is an empty one, as
          // `--pattern ''` is.
          options += [String(token.dropLast()), ""]
          splitEmptyValue = true
        } else if token.hasPrefix("-") {
          if !token.contains("=" as Character), !flags.contains(token), index + 1 < arguments.count
          {
            index += 1
            let value = arguments[index]
            if looksLikeNegativeNumber(value) {
              // argument-parser would take `-5` for an option and say the value is missing.
              options.append(token + "=" + value)
              joinedNegativeValue = true
            } else {
              options += [token, value]
            }
          } else {
            options.append(token)
          }
        } else {
          positionals.append(token)
        }
        index += 1
      }
    }
  }

  static func looksLikeNegativeNumber(_ token: String) -> Bool {
    let scalars = token.unicodeScalars
    guard scalars.count >= 2, scalars.first == "-" else { return false }
    let second = scalars[scalars.index(after: scalars.startIndex)]
    return ("0"..."9").contains(second) || second == "."
  }

  static func isCommandName(_ token: String) -> Bool {
    [
      "format", "parse", "validate", "date", "number", "phone", "text", "email", "url", "integer",
      "decimal", "time", "datetime", "session", "check", "fill", "relative", "list", "unit",
      "date-range", "number-range", "plural", "name",
    ]
    .contains(token)
  }
}

/// A command whose values fieldcli may hand over after argument-parser has parsed the rest.
protocol ValueReadingCommand: ParsableCommand {
  /// The values and how they are read.
  var input: ValueInput { get set }
}
