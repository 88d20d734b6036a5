import ArgumentParser
import Fields

extension FieldCLI {
  /// `fieldcli route`.
  struct Route: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "route",
      abstract: "Shows how a path configuration routes paths, one JSON line per path.",
      discussion: """
        Each PATH is a path that starts with '/' (query allowed) or an absolute URL, read as \
        the app reads it. Each line is an object with, in this order: 'path', 'searched' (the \
        text the patterns were searched in), 'properties' (merged, keys sorted), 'rules' (the \
        matching rules: indexes from 0, and the built-in historical-location rules), 'decision' \
        (what the visit does to a navigator whose stacks are those of --stack, empty without \
        it) and 'stacks' (the stacks after the decision). Each path is routed from the given \
        stacks on its own, not from the stacks the path before it left. With several --config \
        files the last one is used, as the app uses a server copy over the bundled file; all are \
        checked. Exit 0 when every path was routed; 1 when a line was not a path or URL; 2 for \
        bad usage or a configuration with errors, which are listed on stderr. See \
        docs/navigation.md.
        """
    )

    @Option(
      help: ArgumentHelp(
        "A path configuration (JSON); repeat it for a bundled file, then a server copy.",
        valueName: "file"))
    var config: [String] = []

    @Argument(
      help: "Paths such as '/posts/new', or URLs. Put '--' before values that start with '-'.")
    var path: [String] = []

    @Flag(help: "Read one path per line from standard input, streaming.")
    var stdin = false

    @Option(help: "How many threads work on '--stdin' at once; the number of cores by default.")
    var jobs: Int?

    @Option(
      help: ArgumentHelp(
        """
        The app's start location: URLs on other hosts open outside the app. By default a URL's \
        own origin, so only schemes other than http and https do.
        """, valueName: "url"))
    var startLocation: String?

    @Option(
      help: ArgumentHelp(
        """
        The navigator's stacks to route from, as JSON: lists of paths, root first, such as \
        '{"main":["/one","/two"],"modal":["/new"]}'. A modal is presented when its list is not \
        empty; a missing key is an empty stack. By default both stacks are empty.
        """, valueName: "state"))
    var stack: String?

    @Option(
      help: ArgumentHelp(
        "The visit's action, 'advance' (a tapped link) or 'replace' (a redirect).",
        valueName: "action"))
    var action = "advance"

    @Flag(
      inversion: .prefixedNo,
      help: "Search the patterns in 'path?query', as Hotwire Native does by default.")
    var matchQueryStrings = true

    func validate() throws {
      try ValueInput.checkJobs(jobs)
      if config.isEmpty {
        throw ValidationError(
          "No '--config' given. Please name a path configuration, such as "
            + "'fieldcli route --config paths.json /signin'.")
      }
    }

    func run() throws {
      // Checked here rather than in `validate()`, which runs before unknown options are named:
      // in `--stdin --jobs 2` the `2` would be taken for a path.
      if !path.isEmpty, stdin {
        throw ValidationError(
          "Paths were given both as arguments and with '--stdin'. Please use one of them.")
      }
      if path.isEmpty, !stdin {
        throw ValidationError(
          "No paths given. Please pass paths as arguments, or '--stdin' to read one per line.")
      }
      let stacks = try Self.stacks(stack)
      let visitAction = try Self.visitAction(action)
      var configuration: PathConfiguration
      do {
        configuration = try PathConfiguration(sources: config.map { .file($0) })
        for warning in configuration.warnings { Diagnostics.report(warning.description) }
      } catch .invalid(let problems) {
        for problem in problems { Diagnostics.report(problem.description) }
        throw ExitCode(2)
      } catch {
        Diagnostics.fail(error.description)
      }
      configuration.matchQueryStrings = matchQueryStrings
      if let startLocation {
        do {
          _ = try Navigator.Configuration(startLocation: startLocation)
        } catch {
          throw ValidationError(error.description)
        }
      }
      let start = startLocation
      // The runner reads its values through `ValueInput`, whose help speaks of values; route's
      // own arguments are parsed into one.
      var input = try ValueInput.parse(stdin ? ["--stdin"] : [])
      input.values = path
      input.jobs = jobs
      var runner = LineRunner(input: input)
      runner.writeRefusal = { value, message, buffer in
        buffer.write(#"{"path":"# + JSONText.string(value) + #","error":"#)
        buffer.write(JSONText.string(message) + "}")
      }
      var workers = 0
      try runner.run { () throws(Never) in
        // Every worker but the first routes through patterns compiled for it alone: threads
        // sharing them took turns on each pattern's matcher pool.
        workers += 1
        let routing = workers == 1 ? configuration : configuration.withOwnICUObjects()
        return { line, text, sink in
          let location = text ?? String(decoding: line, as: UTF8.self)
          do {
            let match = try routing.match(location)
            // A navigator per path: each is routed from the given stacks, as "what happens if
            // I visit this from here" asks, not from where the path before it left them.
            let navigator = try match.navigator(from: stacks, startLocation: start)
            let decision = try navigator.perform(match.visitProposal(action: visitAction))
            sink.buffer.write(Self.line(for: match, decision: decision, stacks: navigator.stacks))
            return .valid
          } catch let error as PathConfigurationError {
            return .refused(error.description)
          } catch {
            return .refused(String(describing: error))
          }
        }
      }
    }

    /// The stacks `--stack` gives, empty without it.
    static func stacks(_ state: String?) throws -> NavigationStacks {
      guard let state else { return NavigationStacks() }
      do {
        return try NavigationStacks(json: state)
      } catch {
        throw ValidationError(
          "Invalid --stack \(QuotedText.quoted(state)): \(error.problem). Please write it as in "
            + "--stack '\(NavigationStacks.jsonExample)'.")
      }
    }

    /// The visit action `--action` names, `advance` or `replace`.
    ///
    /// Not `restore`: Turbo starts its history (back and forward) visits itself rather than
    /// proposing them to the app.
    static func visitAction(_ name: String) throws -> VisitAction {
      guard let action = VisitAction(rawValue: name), action != .restore else {
        throw ValidationError(
          "Unknown action \(QuotedText.quoted(name)). Please use '--action advance' or "
            + "'--action replace'.")
      }
      return action
    }

    /// The JSON line for one match, keys in the documented order.
    static func line(
      for match: PathConfiguration.Match, decision: NavigationDecision, stacks: NavigationStacks
    ) -> String {
      var line = #"{"path":"# + JSONText.string(match.location)
      line += #","searched":"# + JSONText.string(match.searched)
      line += #","properties":"# + PathPropertyValue.object(match.properties.values).jsonText
      line += #","rules":["#
      line += match.rules.map { origin in
        switch origin {
        case .file(let index): return String(index)
        case .builtin: return JSONText.string(origin.description)
        }
      }.joined(separator: ",")
      return line + #"],"decision":"# + decision.jsonText + #","stacks":"# + stacks.jsonText + "}"
    }
  }
}
