import ArgumentParser
import Fields

#if canImport(Glibc)
import Glibc
#endif

/// The `fieldcli` root command.
@main
struct FieldCLI: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fieldcli",
    abstract: "Validates, formats and parses form input with ICU and libphonenumber.",
    discussion: """
      Results go to stdout, one per input line; diagnostics go to stderr. Exit codes: 0 when \
      every value was valid, 1 when some input was invalid, 2 for bad usage. See README.md \
      and docs/ in the repository; 'man -l docs/man/fieldcli.1' shows every command.
      """,
    version: asksForVersion ? versionText : "",
    subcommands: [
      Validate.self, Check.self, Format.self, Parse.self, Session.self, Fill.self, Lint.self,
      Route.self, HTML.self, Spec.self,
    ]
  )

  /// Whether the command line may show the version.
  ///
  /// That is `--version`, or help, which lists the flag. Reading the versions opens ICU's CLDR
  /// data and asks the loader where libphonenumber is, which every other command would pay for
  /// at start-up.
  private static var asksForVersion: Bool {
    CommandLine.arguments.dropFirst().contains {
      $0 == "--version" || $0 == "--help" || $0 == "-h" || $0 == "help"
    }
  }

  /// The text of `fieldcli --version`.
  private static var versionText: String {
    let versions = LibraryVersions.current
    return
      "fieldcli 0.1.0 (ICU \(versions.icu), Unicode \(versions.unicode), CLDR \(versions.cldr), "
      + "libphonenumber \(versions.libphonenumber))"
  }

  /// Runs the command with the exit codes of Fields' contract: argument-parser's usage errors
  /// exit 2, not 64, and every diagnostic is one line on stderr.
  static func main() {
    // Past a file size limit (`ulimit -f`) the kernel would kill the process with SIGXFSZ,
    // leaving a half-written file without a word; ignored, the write fails with EFBIG and is
    // reported as any failed write is, exit 2.
    signal(SIGXFSZ, SIG_IGN)
    refuseHelpForUnknownSubcommand()
    // The error is turned into an ending and released before the process exits. Exiting from
    // inside `catch` kept it alive through exit(), where LeakSanitizer, which cannot follow the
    // pointers Swift packs with enum tags in argument-parser's errors, reported what they hold
    // as leaked.
    switch runCommand() {
    case .finished:
      return
    case .exit(let code):
      Glibc.exit(code)
    case .help(let text):
      // --help and --version arrive as errors that print to stdout.
      OutputBuffer.writeAll(text)
      Glibc.exit(0)
    case .failure(let message):
      Diagnostics.fail(message)
    }
  }

  /// How a run ends, once its error is gone.
  private enum Ending {
    case finished
    case exit(Int32)
    case help(String)
    case failure(String)
  }

  /// Parses the arguments and runs the command, and says how the process must end.
  private static func runCommand() -> Ending {
    do {
      let arguments = CommandLineArguments.checked
      // Most runs validate: read without argument-parser's reflection, two thirds of start-up.
      if let validate = ValidateCommandLine.settings(from: arguments) {
        if let refusal = notUTF8Refusal(among: arguments, allowed: validate.source.values) {
          return refusal
        }
        try validate.run()
        return .finished
      }
      var command: any ParsableCommand
      do {
        command = try parsedCommand(CommandLineArguments.prepare(arguments))
      } catch {
        // A stand-in for an argument that is not UTF-8 is named as that, not as what it broke.
        if let refusal = notUTF8Refusal(among: arguments, allowed: []) { return refusal }
        throw error
      }
      // The values a command reads are refused one by one, as the same lines on stdin are;
      // every other argument must be UTF-8.
      let values = (command as? any ValueReadingCommand)?.input.values ?? []
      if let refusal = notUTF8Refusal(among: arguments, allowed: values) { return refusal }
      try command.run()
      return .finished
    } catch let code as ExitCode {
      return .exit(code.rawValue)
    } catch let error as FormattingError {
      return .failure(error.description)
    } catch let error as PhoneNumberError {
      return .failure(error.description)
    } catch {
      let code = exitCode(for: error)
      if code == .success { return .help(fullMessage(for: error) + "\n") }
      // argument-parser lists choices on lines of their own; the contract wants one line.
      let lines = Self.message(for: error).split(separator: "\n").map {
        $0.drop(while: { $0 == " " }).trimmingPrefix("- ")
      }
      var message = String(lines.first ?? "").replacingFirstPrefix("Error: ", with: "")
      if lines.count > 1 {
        message += " " + lines.dropFirst().joined(separator: ", ")
      }
      if let last = message.last, !".!?".contains(last) { message += "." }
      if message.hasPrefix("Unknown option '-"), !message.hasPrefix("Unknown option '--") {
        message += " To give a value that starts with '-', put '--' before the values."
      }
      return .failure(message + " See '\(commandPath()) --help' for usage.")
    }
  }

  /// The command argument-parser reads from `prepared`, with the values taken out of its hands
  /// given back.
  static func parsedCommand(_ prepared: CommandLineArguments.Prepared) throws
    -> any ParsableCommand
  {
    let command = try parseAsRoot(prepared.arguments)
    if let values = prepared.values, var reading = command as? any ValueReadingCommand {
      reading.input.values = values
      return reading
    }
    return command
  }

  /// The usage error for the first argument that is not UTF-8 and is not one of `allowed`.
  private static func notUTF8Refusal(among arguments: [String], allowed: [String]) -> Ending? {
    guard !CommandLineArguments.notUTF8.isEmpty else { return nil }
    var allowance: [String: Int] = [:]
    for value in allowed where CommandLineArguments.bytes(standingInFor: value) != nil {
      allowance[value, default: 0] += 1
    }
    for argument in arguments {
      guard let bytes = CommandLineArguments.bytes(standingInFor: argument) else { continue }
      if let left = allowance[argument], left > 0 {
        allowance[argument] = left - 1
        continue
      }
      return .failure(CommandLineArguments.notUTF8Message(for: bytes))
    }
    return nil
  }

  /// `fieldcli help NAME…` with a name that is no subcommand: argument-parser would print the
  /// top-level help and exit 0, hiding the typo from a script.
  private static func refuseHelpForUnknownSubcommand() {
    let arguments = CommandLine.arguments.dropFirst()
    guard arguments.first == "help" else { return }
    var commands: [any ParsableCommand.Type] = configuration.subcommands
    var path = ["fieldcli"]
    for name in arguments.dropFirst() where !name.hasPrefix("-") {
      guard let match = commands.first(where: { $0._commandName == name }) else {
        var known: [String] = []
        for command in commands { known.append(command._commandName) }
        Diagnostics.fail(
          "Unknown subcommand \(QuotedText.quoted(name)) for "
            + "'\(path.joined(separator: " "))'. Please use one of: "
            + known.joined(separator: ", ") + ".")
      }
      path.append(name)
      commands = match.configuration.subcommands
    }
  }

  /// The subcommand the user typed, such as "fieldcli format date", for pointing at its help.
  private static func commandPath() -> String {
    var path = ["fieldcli"]
    var commands: [any ParsableCommand.Type] = configuration.subcommands
    for argument in CommandLine.arguments.dropFirst() {
      guard let match = commands.first(where: { $0._commandName == argument }) else { break }
      path.append(argument)
      commands = match.configuration.subcommands
    }
    return path.joined(separator: " ")
  }
}

extension String {
  fileprivate func replacingFirstPrefix(_ prefix: String, with replacement: String) -> String {
    hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
  }
}
