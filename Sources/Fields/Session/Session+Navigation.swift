import FoundationEssentials

// MARK: - Path configuration and the navigator

extension Session {
  /// `config FILE`: loads a path configuration after those loaded before; the last one is
  /// used, as an app uses a server copy over its bundled file.
  ///
  /// The file's warnings (a property a typo away from a known one) follow the confirmation,
  /// one a line as `fieldcli lint` prints them: the file loads, but probably not as meant.
  func config(_ path: String) throws(SessionError) -> [String] {
    let resolved = path.hasPrefix("/") ? path : directory + "/" + path
    let sources = pathSources + [.file(resolved)]
    let configuration: PathConfiguration
    do {
      configuration = try PathConfiguration(sources: sources)
    } catch {
      // Name the file as the user wrote it; one line, the first error, however many there are.
      var message: String
      switch error {
      case .invalid(let problems):
        let errors = problems.filter { $0.severity == .error }
        message = errors.first?.description ?? error.description
        if errors.count > 1 {
          message += " (and \(errors.count - 1) more; 'fieldcli lint \(path)' lists them all)"
        }
      default:
        message = error.description
      }
      throw SessionError(message.replacing(resolved, with: path))
    }
    pathSources = sources
    screen.pathConfiguration = configuration
    let count = configuration.rules.count
    // The configuration's warnings are every source's; those of the files loaded before were
    // printed when they were, so this file's own are read again from it alone.
    let warnings = ((try? PathConfiguration.lint(.file(resolved))) ?? []).filter {
      $0.severity == .warning
    }
    return ["loaded path configuration \(quoted(path)): \(count) rule\(count == 1 ? "" : "s")"]
      + warnings.map {
        // Named as the user wrote it, as the errors above are.
        QuotedText.escapingControls(path + $0.description.dropFirst(resolved.count))
      }
  }

  /// `visit PATH [KEY=VALUE...]`: performs the visit and prints what happened, then the form
  /// of the screen on top when it changed (`form: 'TITLE'` or `form: none`).
  func visit(_ words: [String]) throws(SessionError) -> [String] {
    let (proposal, _) = try proposal(words, for: "visit")
    _ = try sessionNavigator()
    let shown = form
    let decision = try onScreen { () throws(PhoneScreenError) in try screen.visit(proposal) }
    guard form !== shown else { return [decision.description] }
    guard let form else { return [decision.description, "form: none"] }
    return [decision.description, "form: " + (form.spec.title.map { quoted($0) } ?? "untitled")]
  }

  /// `route PATH [KEY=VALUE...]`: the merged properties and the decision, stacks untouched.
  func route(_ words: [String]) throws(SessionError) -> [String] {
    let (proposal, properties) = try proposal(words, for: "route")
    let decision: NavigationDecision
    do {
      decision = try sessionNavigator().route(proposal)
    } catch let error as NavigatorError {
      throw SessionError(error.description)
    } catch let error as SessionError {
      throw error
    } catch {
      throw SessionError("\(error)")
    }
    var json = ""
    PathPropertyValue.write(properties, to: &json)
    return ["properties: " + json, "decision: " + decision.description]
  }

  /// `stacks`: the main stack's line, then the modal stack's.
  func stacks() throws(SessionError) -> [String] {
    try sessionNavigator().stackLines()
  }

  /// The configuration visits are matched against: the loaded one, else the built-in rules.
  func pathConfiguration() throws(SessionError) -> PathConfiguration {
    if let paths = screen.pathConfiguration { return paths }
    do {
      return try PhoneScreen.noRules()
    } catch {
      throw SessionError(error.description)
    }
  }

  /// The screen's navigator, made on first use with empty stacks; paths are on `example.com`.
  func sessionNavigator() throws(SessionError) -> Navigator {
    if let navigator = screen.navigator { return navigator }
    do {
      let made = Navigator(
        configuration: try Navigator.Configuration(startLocation: "https://example.com/"))
      screen.navigator = made
      return made
    } catch {
      throw SessionError(error.description)
    }
  }

  /// Reads `PATH [KEY=VALUE...]`: the configuration's properties for the path, the given ones
  /// over them, and `action`, which is the visit's rather than a property.
  private func proposal(_ words: [String], for command: String) throws(SessionError) -> (
    VisitProposal, [String: PathPropertyValue]
  ) {
    let example = "'\(command) /posts/new context=modal'"
    guard let location = words.first else {
      throw SessionError("\(quoted(command)) needs a path, as in \(example).")
    }
    let match: PathConfiguration.Match
    do {
      match = try pathConfiguration().match(location)
    } catch let error as PathConfigurationError {
      throw SessionError(error.description)
    } catch let error as SessionError {
      throw error
    } catch {
      throw SessionError("\(error)")
    }
    var properties = match.properties.values
    var action = VisitAction.advance
    for word in words.dropFirst() {
      guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
        throw SessionError(
          "\(quoted(command)) takes properties as KEY=VALUE, as in \(example), not \(quoted(word))."
        )
      }
      let key = String(word[..<equals])
      let text = String(word[word.index(after: equals)...])
      if key == "action" {
        guard let given = VisitAction(rawValue: text) else {
          throw SessionError(
            "Unknown action \(quoted(text)). Please use 'action=advance', 'action=replace' or 'action=restore'."
          )
        }
        action = given
        continue
      }
      properties[key] = try Self.propertyValue(text, key: key)
    }
    do {
      let proposal = try VisitProposal(url: match.url, action: action, pathProperties: properties)
      return (proposal, properties)
    } catch {
      throw SessionError(error.description)
    }
  }

  /// A property's value as typed: `true`, `false` and `null` as JSON reads them, anything else
  /// a string; a known property's value must have its type and one of its spellings.
  static func propertyValue(_ text: String, key: String) throws(SessionError) -> PathPropertyValue {
    let value: PathPropertyValue =
      switch text {
      case "true": .bool(true)
      case "false": .bool(false)
      case "null": .null
      default: .string(text)
      }
    guard let known = PathProperty(rawValue: key), value != .null else { return value }
    switch known.valueType {
    case .bool:
      guard value.boolValue != nil else {
        throw SessionError(
          "\(quoted(key)) takes true or false, as in '\(key)=false', not \(quoted(text)).")
      }
    case .string:
      if let allowed = known.allowedValues, !allowed.contains(text) {
        let choices = allowed.map { "'\(key)=\($0)'" }
        let listed =
          choices.count > 1
          ? choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "")
          : choices.joined()
        throw SessionError("Unknown \(key) \(quoted(text)). Please use \(listed).")
      }
    }
    return value
  }
}
