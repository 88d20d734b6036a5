/// HTML's value sanitization, which each input type applies before checking: line breaks go,
/// and most types also trim ASCII whitespace.
enum HTMLSanitization {
  static func stripLineBreaks(_ text: String) -> String {
    guard text.containsUTF8Byte(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
    return String(text.unicodeScalars.filter { $0 != "\n" && $0 != "\r" }.map(Character.init))
  }

  /// Trims HTML's ASCII whitespace: tab, line feed, form feed, carriage return and space.
  static func trimASCIIWhitespace(_ text: String) -> String {
    let isSpaceByte: (UInt8) -> Bool = {
      $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0C || $0 == 0x0D
    }
    // Most values have nothing to trim: keep them without copying.
    if let first = text.utf8.first, let last = text.utf8.last, !isSpaceByte(first),
      !isSpaceByte(last)
    {
      return text
    }
    let isSpace: (Unicode.Scalar) -> Bool = { "\t\n\u{0C}\r ".unicodeScalars.contains($0) }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  /// What `email`, `url`, `number`, `tel`, `date` and `time` inputs do: strip line breaks, then
  /// trim ASCII whitespace.
  static func machineValue(_ raw: String) -> String {
    trimASCIIWhitespace(stripLineBreaks(raw))
  }
}
