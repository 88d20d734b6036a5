/// The application/x-www-form-urlencoded parser of the WHATWG URL Standard: what a browser's
/// form posts, read into name and value pairs.
///
/// ```swift
/// URLEncoded.parse(Array("toppings=ham&toppings=olives&name=Jo+Ann&city=K%C3%B6ln".utf8))
/// // [("toppings", "ham"), ("toppings", "olives"), ("name", "Jo Ann"), ("city", "Köln")]
/// ```
///
/// The steps are the standard's (https://url.spec.whatwg.org/#urlencoded-parsing): split the
/// bytes on `&`, skip empty sequences, split each at its first `=` (no `=`: the value is
/// empty), turn `+` into a space, percent-decode (a `%` not followed by two hex digits stays),
/// then decode UTF-8 without BOM handling, each invalid sequence becoming U+FFFD. Order and
/// repeated names are kept, as a multiple choice needs them.
///
/// ## Cost
/// Linear in the body's length; each pair costs two strings.
package enum URLEncoded {
  // MARK: - API

  /// Parses a body's bytes.
  ///
  /// - Parameter bytes: The body, any bytes.
  /// - Returns: The pairs in the body's order.
  package static func parse(_ bytes: some Collection<UInt8>) -> [FormEntry] {
    var pairs: [FormEntry] = []
    var sequence: [UInt8] = []
    var scratch: [UInt8] = []
    func finish() {
      guard !sequence.isEmpty else { return }
      let split = sequence.firstIndex(of: UInt8(ascii: "=")) ?? sequence.endIndex
      let name = decode(sequence[..<split], into: &scratch)
      let value =
        split == sequence.endIndex ? "" : decode(sequence[(split + 1)...], into: &scratch)
      pairs.append(FormEntry(name: name, value: value))
      sequence.removeAll(keepingCapacity: true)
    }
    for byte in bytes {
      if byte == UInt8(ascii: "&") {
        finish()
      } else {
        sequence.append(byte)
      }
    }
    finish()
    return pairs
  }

  /// Writes pairs as a body, as a browser encodes a form (the standard's
  /// application/x-www-form-urlencoded serializer): what ``parse(_:)`` reads back to the same
  /// pairs.
  ///
  /// - Parameter pairs: The names and values.
  /// - Returns: The body.
  package static func serialize(_ pairs: [FormEntry]) -> String {
    var output: [UInt8] = []
    for (index, pair) in pairs.enumerated() {
      if index > 0 { output.append(UInt8(ascii: "&")) }
      encode(pair.name, into: &output)
      output.append(UInt8(ascii: "="))
      encode(pair.value, into: &output)
    }
    return String(decoding: output, as: UTF8.self)
  }

  // MARK: - Internals

  /// `+` to a space, percent-decoding, then UTF-8 with replacement.
  private static func decode(_ bytes: ArraySlice<UInt8>, into scratch: inout [UInt8]) -> String {
    scratch.removeAll(keepingCapacity: true)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == UInt8(ascii: "+") {
        scratch.append(UInt8(ascii: " "))
      } else if byte == UInt8(ascii: "%"), bytes.endIndex - index >= 3,
        let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      {
        scratch.append(high << 4 | low)
        index += 3
        continue
      } else {
        scratch.append(byte)
      }
      index += 1
    }
    // String(decoding:as:) replaces each maximal invalid subpart with U+FFFD, as the Encoding
    // Standard's UTF-8 decoder does, and keeps a leading U+FEFF.
    return String(decoding: scratch, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  /// The serializer's percent-encode set: every byte but ASCII alphanumerics and `*-._`; a
  /// space becomes `+`.
  private static func encode(_ text: String, into output: inout [UInt8]) {
    let digits = Array("0123456789ABCDEF".utf8)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: " "):
        output.append(UInt8(ascii: "+"))
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "*"), UInt8(ascii: "-"),
        UInt8(ascii: "."), UInt8(ascii: "_"):
        output.append(byte)
      default:
        output.append(UInt8(ascii: "%"))
        output.append(digits[Int(byte >> 4)])
        output.append(digits[Int(byte & 0xF)])
      }
    }
  }
}

/// One name and value of a form body (urlencoded or multipart), in the body's order: HTML's
/// entry of a form's entry list.
package struct FormEntry: Sendable, Hashable {
  /// The decoded name.
  package var name: String
  /// The decoded value.
  package var value: String

  /// Makes an entry.
  package init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}
