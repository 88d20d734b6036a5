import ArgumentParser
import Fields

/// Reads a well-formed `fieldcli validate KIND [options] [values]` command line without
/// argument-parser, or declines it.
///
/// ```swift
/// if let settings = ValidateCommandLine.settings(from: ["validate", "email", "a@b.c"]) {
///   try settings.run()  // kind .email, values ["a@b.c"], every option at its default
/// }
/// ```
///
/// argument-parser finds a command's options by reflection (`Mirror`, protocol-conformance
/// look-ups), and before it parses it looks for a completion-script request the same way: 20 M
/// of the 31.6 M instructions `fieldcli validate email a@b.c` took, about two thirds of its
/// start-up. This reader knows `validate`'s options as a table, builds the settings
/// argument-parser's ``FieldCLI/Validate`` would hold (``FieldCLI/Validate/Settings``, plain
/// values: making the property wrappers' generic types costs a tenth of the run), and runs both
/// `validate()` checks.
///
/// ## Declining
///
/// It returns `nil`, and argument-parser reads the command line as before, for anything it does
/// not read exactly as argument-parser and ``CommandLineArguments/prepare(_:)`` do: help and
/// version flags, completion requests, an unknown option or subcommand, a missing or bad
/// value, a flag given a value, options before the kind, and a command that either `validate()`
/// refuses. So help, completion scripts and every usage error keep their text and exit code,
/// because argument-parser still writes them. `ValidateCommandLineTests` holds each command line
/// it accepts to what argument-parser parses.
///
/// ## What it reads as argument-parser does
///
/// - `--name value` and `--name=value` (split at the first `=`; `--name=` is an empty value);
///   a value that starts with `-` only when it is `-` or looks like a negative number.
/// - A repeated option keeps its last value; a repeated flag stays set.
/// - Every token after `--`, and every other token that does not start with `-` or that looks
///   like a negative number, is a value. Values keep their order.
/// - Values are parsed with the same `init(argument:)` argument-parser calls.
/// - An argument that is not UTF-8 arrives as its stand-in (``CommandLineArguments/checked``)
///   and is read as any other text; the caller refuses it as the full path does.
///
/// The reader is linear in the number of arguments.
enum ValidateCommandLine {
  /// The settings `arguments` (without the program name) give, with `validate()` passed, or
  /// `nil` to leave them to argument-parser.
  static func settings(from arguments: [String]) -> FieldCLI.Validate.Settings? {
    guard arguments.count >= 2, arguments[0] == "validate",
      let kind = FieldCLI.Validate.Kind(argument: arguments[1])
    else { return nil }
    var settings = FieldCLI.Validate.Settings(kind: kind)
    var index = 2
    while index < arguments.count {
      let token = arguments[index]
      index += 1
      if token == "--" {
        settings.source.values += arguments[index...]
        break
      }
      guard token.utf8.first == UInt8(ascii: "-"),
        !CommandLineArguments.looksLikeNegativeNumber(token)
      else {
        settings.source.values.append(token)
        continue
      }
      guard token.utf8.count > 2, token.hasPrefix("--") else { return nil }
      if let equals = token.firstIndex(of: "=") {
        let name = token[..<equals]
        guard settings.setOption(name, to: String(token[token.index(after: equals)...])) else {
          return nil
        }
      } else if !settings.setFlag(token[...]) {
        guard index < arguments.count, isOptionValue(arguments[index]),
          settings.setOption(token[...], to: arguments[index])
        else { return nil }
        index += 1
      }
    }
    do {
      // argument-parser calls both while parsing; a refusal is left to it to word.
      try ValueInput.checkJobs(settings.source.jobs)
      try settings.validate()
    } catch {
      return nil
    }
    return settings
  }

  /// Whether argument-parser takes `token`, following an option, as that option's value.
  ///
  /// It takes a token starting with `-` for an option, and so reports the value missing,
  /// except `-` alone; ``CommandLineArguments/prepare(_:)`` joins a negative number to the
  /// option before argument-parser sees it.
  private static func isOptionValue(_ token: String) -> Bool {
    token.utf8.first != UInt8(ascii: "-") || token == "-"
      || CommandLineArguments.looksLikeNegativeNumber(token)
  }
}

// MARK: - The options

extension FieldCLI.Validate.Settings {
  /// Sets the flag `name`, or returns `false` when `validate` has no such flag.
  fileprivate mutating func setFlag(_ name: Substring) -> Bool {
    switch name {
    case "--stdin": source.stdin = true
    case "--show-codepoints": source.showCodepoints = true
    case "--only-invalid": onlyInvalid = true
    case "--required": required = true
    case "--multiple": multiple = true
    default: return false
    }
    return true
  }

  /// Sets the option `name` to `value`, or returns `false` when `validate` has no such option
  /// or `value` is not one argument-parser accepts for it.
  fileprivate mutating func setOption(_ name: Substring, to value: String) -> Bool {
    switch name {
    case "--jobs": return Self.parse(value, into: &source.jobs)
    case "--csv": csv = value
    case "--column": column = value
    case "--locale": locale = value
    case "--format": return Self.parse(value, into: &format)
    case "--min-length": return Self.parse(value, into: &minLength)
    case "--max-length": return Self.parse(value, into: &maxLength)
    case "--pattern": pattern = value
    case "--count": return Self.parse(value, into: &count)
    case "--schemes": schemes = value
    case "--base": base = value
    case "--min": min = value
    case "--max": max = value
    case "--step": step = value
    case "--region": region = value
    default: return false
    }
    return true
  }

  private static func parse<Value: ExpressibleByArgument>(
    _ argument: String, into value: inout Value
  ) -> Bool {
    guard let parsed = Value(argument: argument) else { return false }
    value = parsed
    return true
  }

  private static func parse<Value: ExpressibleByArgument>(
    _ argument: String, into value: inout Value?
  ) -> Bool {
    guard let parsed = Value(argument: argument) else { return false }
    value = parsed
    return true
  }
}
