// MARK: - Package API for streaming

extension PathConfiguration {
  /// The same configuration with every pattern, the built-in rules' too, compiled anew: for
  /// one worker thread of a stream.
  ///
  /// Threads may share a configuration, but each search takes a matcher from its pattern's
  /// pool under a lock and gives it back, and each rule's properties are retained and released
  /// as it is read, so threads routing every line through the same rules took turns on those
  /// locks and passed the reference counts' cache lines back and forth. The copy shares no
  /// storage with the original.
  package func withOwnICUObjects() -> PathConfiguration {
    var own = self
    own.rules = rules.map { $0.withOwnPatterns() }
    own.builtinRules = builtinRules.map { $0.withOwnPatterns() }
    return own
  }
}

extension PathRule {
  /// The same rule with its patterns compiled anew and its properties in storage of their own.
  func withOwnPatterns() -> PathRule {
    PathRule(
      origin: origin, patterns: compiled.map { $0.compiledAgain() },
      properties: PathProperties(properties.values.ownCopy()))
  }
}

extension PathPattern {
  /// The same pattern compiled anew, or this one when compiling fails (memory running out: it
  /// compiled before).
  func compiledAgain() -> PathPattern {
    (try? PathPattern(source)) ?? self
  }
}

extension PathPropertyValue {
  /// The same value in storage of its own: no string, array or object shared with this one.
  func ownCopy() -> PathPropertyValue {
    switch self {
    case .string(let text): .string(text.ownCopy())
    case .number(let text): .number(text.ownCopy())
    case .bool, .null: self
    case .array(let values): .array(values.map { $0.ownCopy() })
    case .object(let values): .object(values.ownCopy())
    }
  }
}

extension [String: PathPropertyValue] {
  /// The same entries in storage of their own, keys included.
  fileprivate func ownCopy() -> [String: PathPropertyValue] {
    var copy: [String: PathPropertyValue] = [:]
    copy.reserveCapacity(count)
    for (key, value) in self { copy[key.ownCopy()] = value.ownCopy() }
    return copy
  }
}

extension String {
  /// The same text in storage of its own (text of up to 15 bytes has none: it is stored
  /// inline).
  fileprivate func ownCopy() -> String {
    String(decoding: Array(utf8), as: UTF8.self)
  }
}
