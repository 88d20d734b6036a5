/// Reads a header value of the form `type; name=value; name="quoted value"`, as
/// `Content-Type` and `Content-Disposition` are written (RFC 9110's parameters, RFC 6266).
///
/// ```swift
/// HeaderValue.parse("multipart/form-data; boundary=\"a b\"")
/// // ("multipart/form-data", [("boundary", "a b")])
/// ```
///
/// The type and the parameter names are lowercased, since they are case-insensitive; values
/// are kept as written, a quoted one with its backslash escapes undone.
package enum HeaderValue {
  /// Parses a header value.
  ///
  /// - Parameter text: The header's value, without its name.
  /// - Returns: The lowercased type and the parameters in order, or `nil` when the type is
  ///   empty, a parameter has no `=` or a quoted value is not closed.
  package static func parse(_ text: String) -> (
    type: String, parameters: [(name: String, value: String)]
  )? {
    var scalars = Substring(text).unicodeScalars[...]
    func skipSpaces() {
      while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    }
    func token(until stops: Set<Unicode.Scalar>) -> String {
      var token = String.UnicodeScalarView()
      while let first = scalars.first, !stops.contains(first) {
        token.append(first)
        scalars.removeFirst()
      }
      return String(token).trimmingSpacesAndTabs()
    }
    skipSpaces()
    let type = token(until: [";"]).lowercased()
    guard !type.isEmpty else { return nil }
    var parameters: [(name: String, value: String)] = []
    while scalars.first == ";" {
      scalars.removeFirst()
      skipSpaces()
      // `type;` with nothing after the semicolon.
      if scalars.isEmpty { break }
      let name = token(until: ["=", ";"]).lowercased()
      guard scalars.first == "=", !name.isEmpty else { return nil }
      scalars.removeFirst()
      skipSpaces()
      var value = String.UnicodeScalarView()
      if scalars.first == "\"" {
        scalars.removeFirst()
        var closed = false
        while let scalar = scalars.popFirst() {
          if scalar == "\"" {
            closed = true
            break
          }
          if scalar == "\\", let escaped = scalars.popFirst() {
            value.append(escaped)
          } else {
            value.append(scalar)
          }
        }
        guard closed else { return nil }
        skipSpaces()
        guard scalars.isEmpty || scalars.first == ";" else { return nil }
        parameters.append((name, String(value)))
      } else {
        parameters.append((name, token(until: [";"])))
      }
    }
    return (type, parameters)
  }
}

extension String {
  /// The string without spaces and tabs at either end.
  fileprivate func trimmingSpacesAndTabs() -> String {
    var scalars = unicodeScalars[...]
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    return String(scalars)
  }
}
