extension PathConfiguration {
  /// Walks one configuration file and collects every problem in it, rather than stopping at
  /// the first: each rule is checked whole, and the rules after a bad one still are.
  ///
  /// Linear in the text, apart from compiling the patterns (linear in each pattern).
  struct Decoder {
    let file: String
    /// The text being walked, which places the diagnostics.
    private var source: JSONSource
    private(set) var diagnostics: [PathConfigurationDiagnostic] = []
    /// The errors among ``diagnostics``, counted as they come: counting them for each rule
    /// would cost time in the square of the rules.
    private var errorCount = 0

    init(file: String) {
      self.file = file
      source = JSONSource(file: file, text: "")
    }

    /// Decodes the text, noting every problem in ``diagnostics``.
    ///
    /// - Returns: The settings and rules when the file has no error; `nil` otherwise.
    mutating func decode(_ text: String) -> Contents? {
      let contents = walk(text)
      // A rule's missing key is noticed after its other keys: the list reads top to bottom.
      diagnostics = diagnostics.enumerated().sorted { left, right in
        let (a, b) = (left.element, right.element)
        if (a.line, a.column) != (b.line, b.column) {
          return (a.line, a.column) < (b.line, b.column)
        }
        return left.offset < right.offset
      }.map(\.element)
      return contents
    }

    private mutating func walk(_ text: String) -> Contents? {
      let top: JSONValue
      source = JSONSource(file: file, text: text)
      do {
        top = try JSONValue.parse(text, file: file)
      } catch {
        let place = PathConfiguration.syntaxErrorPlace(
          in: text, at: JSONValue.Position(line: error.line, column: error.column))
        report(.error, at: place.position, rule: place.rule, place.message ?? error.message)
        return nil
      }
      guard case .object(let members) = top.kind else {
        report(
          .error, at: top.offset, rule: nil,
          "Expected the path configuration to be an object with 'rules', found \(top.kindName).")
        return nil
      }
      var settings: [String: PathPropertyValue] = [:]
      var rulesValue: JSONValue?
      for member in members {
        switch member.key {
        case "settings":
          if case .object = member.value.kind,
            case .object(let object) = PathPropertyValue(member.value)
          {
            settings = object
          } else {
            report(
              .error, at: member.value.offset, rule: nil,
              "Expected 'settings' to be an object, found \(member.value.kindName).")
          }
        case "rules":
          rulesValue = member.value
        default:
          reportUnknownKey(
            member, in: "the path configuration", known: ["settings", "rules"],
            rule: nil)
        }
      }
      guard let rulesValue else {
        report(
          .error, at: top.offset, rule: nil,
          "Expected a 'rules' array in the path configuration.")
        return nil
      }
      guard case .array(let elements) = rulesValue.kind else {
        report(
          .error, at: rulesValue.offset, rule: nil,
          "Expected 'rules' to be an array of rules, found \(rulesValue.kindName).")
        return nil
      }
      var rules: [PathRule] = []
      for (index, element) in elements.enumerated() {
        if let rule = decodeRule(element, index: index) { rules.append(rule) }
      }
      guard errorCount == 0 else { return nil }
      return Contents(settings: settings, rules: rules)
    }

    // MARK: - Rules

    private mutating func decodeRule(_ value: JSONValue, index: Int) -> PathRule? {
      guard case .object(let members) = value.kind else {
        report(
          .error, at: value.offset, rule: index,
          "Expected a rule to be an object with 'patterns' and 'properties', found \(value.kindName)."
        )
        return nil
      }
      let errorsBefore = errorCount
      var patterns: [PathPattern]?
      var properties: PathProperties?
      for member in members {
        switch member.key {
        case "patterns":
          patterns = decodePatterns(member.value, rule: index)
        case "properties":
          properties = decodeProperties(member.value, rule: index)
        case "comment":
          break
        default:
          reportUnknownKey(
            member, in: "the rule", known: ["patterns", "properties", "comment"],
            rule: index)
        }
      }
      if !members.contains(where: { $0.key == "patterns" }) {
        report(.error, at: value.offset, rule: index, "Expected a 'patterns' array in the rule.")
      }
      if !members.contains(where: { $0.key == "properties" }) {
        report(
          .error, at: value.offset, rule: index,
          "Expected a 'properties' object in the rule.")
      }
      guard errorCount == errorsBefore, let patterns, let properties else { return nil }
      return PathRule(origin: .file(index), patterns: patterns, properties: properties)
    }

    private mutating func decodePatterns(_ value: JSONValue, rule: Int) -> [PathPattern]? {
      guard case .array(let elements) = value.kind else {
        report(
          .error, at: value.offset, rule: rule,
          "Expected 'patterns' to be an array of strings, found \(value.kindName).")
        return nil
      }
      if elements.isEmpty {
        report(
          .warning, at: value.offset, rule: rule,
          "'patterns' is empty, so the rule matches no path.")
      }
      var patterns: [PathPattern] = []
      var failed = false
      for element in elements {
        guard case .string(let source) = element.kind else {
          report(
            .error, at: element.offset, rule: rule,
            "Expected each pattern to be a string, found \(element.kindName).")
          failed = true
          continue
        }
        do {
          patterns.append(try PathPattern(source))
        } catch {
          report(.error, at: element.offset, rule: rule, Self.message(for: error, source))
          failed = true
        }
      }
      return failed ? nil : patterns
    }

    static func message(for failure: PathPattern.Failure, _ source: String) -> String {
      switch failure {
      case .empty:
        return
          "The pattern is empty, which NSRegularExpression refuses, so the app would skip it. Please write '.*' to match every path."
      case .tooDeep(let depth, let limit):
        return
          "The pattern \(quoted(source)) nests groups and sets \(depth) deep. Please nest them at most \(limit) deep."
      case .doesNotCompile(let reason):
        return "The pattern \(quoted(source)) does not compile: \(reason)."
      }
    }

    // MARK: - Properties

    private mutating func decodeProperties(_ value: JSONValue, rule: Int) -> PathProperties? {
      guard case .object(let members) = value.kind else {
        report(
          .error, at: value.offset, rule: rule,
          "Expected 'properties' to be an object, found \(value.kindName).")
        return nil
      }
      var values: [String: PathPropertyValue] = [:]
      for member in members {
        if let property = PathProperty(rawValue: member.key) {
          check(member.value, of: property, rule: rule)
        } else if let nearest = Suggestion.nearest(
          to: member.key, in: PathProperty.allCases.map(\.rawValue), within: 2)
        {
          report(
            .warning, at: member.keyOffset, rule: rule,
            "Unknown property \(quoted(member.key)). Did you mean \(quoted(nearest))?")
        }
        values[member.key] = PathPropertyValue(member.value)
      }
      return PathProperties(values)
    }

    /// Reports a known property's value of the wrong type or outside its enumeration.
    private mutating func check(_ value: JSONValue, of property: PathProperty, rule: Int) {
      let key = property.rawValue
      switch (property.valueType, value.kind) {
      case (.bool, .bool): return
      case (.bool, _):
        report(
          .error, at: value.offset, rule: rule,
          "Expected true or false for \(quoted(key)), found \(value.kindName).")
      case (.string, .string(let text)):
        guard let allowed = property.allowedValues, !allowed.contains(text) else { return }
        var message =
          "Unknown \(key) \(quoted(text)); expected one of "
          + allowed.map { "'\($0)'" }.joined(separator: ", ") + "."
        if let nearest = Suggestion.nearest(to: text, in: allowed, within: 2) {
          message += " Did you mean \(quoted(nearest))?"
        } else if property == .presentation, NavigationContext(rawValue: text) != nil {
          // turbo-ios' demo wrote `"presentation": "modal"`; a modal is a context.
          message += " \(quoted(text)) is a context: write \"context\": \"\(text)\"."
        }
        report(.error, at: value.offset, rule: rule, message)
      case (.string, _):
        report(
          .error, at: value.offset, rule: rule,
          "Expected a string for \(quoted(key)), found \(value.kindName).")
      }
    }

    // MARK: - Reporting

    /// Reports a problem at a value's or key's byte offset.
    private mutating func report(
      _ severity: PathConfigurationDiagnostic.Severity, at offset: Int, rule: Int?,
      _ message: String
    ) {
      report(severity, at: source.position(of: offset), rule: rule, message)
    }

    private mutating func report(
      _ severity: PathConfigurationDiagnostic.Severity, at position: JSONValue.Position,
      rule: Int?, _ message: String
    ) {
      if severity == .error { errorCount += 1 }
      diagnostics.append(
        PathConfigurationDiagnostic(severity, file: file, at: position, rule: rule, message))
    }

    /// A key the format does not have is ignored, as the native libraries ignore it, with a
    /// warning that names the nearest known key when one is close.
    private mutating func reportUnknownKey(
      _ member: JSONValue.Member, in owner: String, known: [String], rule: Int?
    ) {
      var message = "Unknown key \(quoted(member.key)) in \(owner); it is ignored."
      if let nearest = Suggestion.nearest(to: member.key, in: known, within: 2) {
        message += " Did you mean \(quoted(nearest))?"
      }
      report(.warning, at: member.keyOffset, rule: rule, message)
    }
  }

  /// What a file that loads holds.
  struct Contents {
    var settings: [String: PathPropertyValue]
    var rules: [PathRule]
  }
}
