import ArgumentParser

/// Where a command's values come from, and how results are shown.
struct ValueInput: ParsableArguments {
  @Argument(help: "Values to read. Put '--' before values that start with '-'.")
  var values: [String] = []

  @Flag(help: "Read one value per line from standard input, streaming.")
  var stdin = false

  @Flag(help: "Write spaces other than U+0020 and invisible characters as U+XXXX.")
  var showCodepoints = false

  @Option(help: "How many threads work on '--stdin' at once; the number of cores by default.")
  var jobs: Int?

  func validate() throws {
    try Self.checkJobs(jobs)
  }

  /// The same settings as plain values.
  var source: ValueSource {
    ValueSource(values: values, stdin: stdin, showCodepoints: showCodepoints, jobs: jobs)
  }

  /// Refuses a run with nothing to read, or with values both as arguments and from stdin.
  func requireValues() throws {
    try source.requireValues()
  }

  /// Refuses a `--jobs` count outside 1...64; shared by every command that takes one.
  static func checkJobs(_ jobs: Int?) throws {
    if let jobs, !(1...64).contains(jobs) {
      throw ValidationError("Invalid '--jobs' value '\(jobs)'. Please give a number from 1 to 64.")
    }
  }
}

/// ``ValueInput``'s settings as plain values, for code that runs without argument-parser's
/// property wrappers: `validate` read by ``ValidateCommandLine`` at start-up, where making the
/// wrappers' generic types alone cost a tenth of a run.
struct ValueSource {
  var values: [String] = []
  var stdin = false
  var showCodepoints = false
  var jobs: Int?

  /// Refuses a run with nothing to read, or with values both as arguments and from stdin.
  ///
  /// This is checked when the command runs, not in `validate()`, which argument-parser calls
  /// before it reports unknown options: `validate text -x` must say that `-x` is unknown, and so
  /// must `validate text --stdin --bogus 2`, where `2` would otherwise be a value.
  func requireValues() throws {
    if !values.isEmpty, stdin {
      throw ValidationError(
        "Values were given both as arguments and with '--stdin'. Please use one of them.")
    }
    if values.isEmpty, !stdin {
      throw ValidationError(
        "No values given. Please pass values as arguments (put '--' before values that start "
          + "with '-'), or '--stdin' to read lines.")
    }
  }
}
