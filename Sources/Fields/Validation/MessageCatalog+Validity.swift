// MARK: - Validity messages

extension MessageCatalog {
  /// The message for the first broken constraint of a result, in this catalog's language, with
  /// the constraint's value filled in ("Use at least 8 characters (you used 3).").
  ///
  /// The constraint is ``ValidityState/messageFlag``: the first in HTML's order, but badInput's
  /// when a required field's text cannot be read. A time outside a reversed range (`22:00` to
  /// `06:00`) breaks both limits and has a message naming both
  /// (`validity.rangeUnderflow.reversed`).
  ///
  /// A `patternMismatch` from a match stopped by its time limit has its own message
  /// (`validity.patternTooCostly`): the value may match, and the pattern is what needs to change.
  /// A `stepMismatch` names only valid neighbours: both (`validity.stepMismatch`), the one
  /// there is (`.nearest`), or none (`.noNearest`), when the others lie outside the range or
  /// are no value of the kind.
  ///
  /// It is the text `fieldcli validate` prints for the result, and
  /// ``ValidationResult/message(for:in:)`` gives it too.
  ///
  /// Like ``message(_:_:)``, it returns the message or throws: a valid result has none, and
  /// asking for it is a mistake, as asking for an unknown key is.
  ///
  /// - Parameters:
  ///   - result: A result whose state is not valid.
  ///   - kind: The kind of field the value was validated for.
  /// - Returns: The message.
  /// - Throws: ``FormattingError/noMessageForValidValue(_:)`` when the result is valid, or
  ///   another ``FormattingError`` when a catalog pattern cannot be formatted.
  public func message(for result: ValidationResult, kind: FieldKind) throws(FormattingError)
    -> String
  {
    guard let (key, arguments) = Self.messageKey(for: result, kind: kind) else {
      throw .noMessageForValidValue(result.value)
    }
    return try message(key, arguments)
  }

  /// The catalog key and arguments of the message for a result's first broken constraint, or
  /// `nil` when it is valid: what decides the message, so that callers can keep the ones made.
  static func messageKey(for result: ValidationResult, kind: FieldKind) -> (
    key: String, arguments: [String: MessageArgument]
  )? {
    guard let flag = result.state.messageFlag else { return nil }
    var arguments = result.arguments
    arguments["kind"] = .text(kind.rawValue)
    var key = "validity." + flag.rawValue
    if result.patternTooCostly {
      key = "validity.patternTooCostly"
    } else if flag == .badInput, case .text(let problem)? = arguments["problem"] {
      // A value refused before parsing has a message of its own that says why.
      key += "." + problem
    } else if flag == .rangeUnderflow, kind == .time, result.state.contains(.rangeOverflow) {
      // Only a reversed range sets both for a time (a date's or number's minimum above its
      // maximum keeps the first flag's message): either end is a way back into range.
      key += ".reversed"
    } else if flag == .stepMismatch, arguments["lower"] == nil {
      key += arguments["nearest"] == nil ? ".noNearest" : ".nearest"
    }
    return (key, arguments)
  }
}
