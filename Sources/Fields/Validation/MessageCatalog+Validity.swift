// MARK: - Validity messages

extension MessageCatalog {
  /// The message for the first broken constraint of a result, in this catalog's language, with
  /// the constraint's value filled in ("Use at least 8 characters (you used 3).").
  ///
  /// - Returns: `nil` when the result is valid.
  /// - Throws: ``FormattingError`` when a catalog pattern cannot be formatted.
  public func message(for result: ValidationResult, kind: FieldKind) throws(FormattingError)
    -> String?
  {
    guard let flag = result.state.firstFlag else { return nil }
    var arguments = result.arguments
    arguments["kind"] = .text(kind.rawValue)
    var key = "validity." + flag.rawValue
    // A value refused before parsing has a message of its own that says why.
    if flag == .badInput, case .text(let problem)? = arguments["problem"] {
      key += "." + problem
    }
    return try message(key, arguments)
  }
}
