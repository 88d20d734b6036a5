/// An HTTP `Accept-Language` header value, and the locale of the messages it asks for.
///
/// ```swift
/// let header = AcceptLanguage("de-CH,de;q=0.9,en;q=0.8")
/// header.ranges.map(\.tag)         // ["de-ch", "de", "en"]
/// header.messageLocale()           // "de_CH": the German catalog, Swiss numbers (1’000)
/// AcceptLanguage("xx, tlh").messageLocale()  // nil: answer in the form's own locale
/// ```
///
/// ## Reading
/// RFC 9110 §12.5.4: a comma-separated list of language ranges (RFC 4647: `*` or subtags of
/// one to eight letters and digits, the first letters only, joined by `-`), each with an
/// optional weight `;q=` from 0 to 1 with at most three decimals. Tags compare without case.
/// A member that breaks this grammar is skipped and the others are kept, as a server should
/// answer whatever a client sends; reading never fails and takes time linear in the value.
///
/// ## Choosing
/// ``messageLocale(formLocale:)`` takes the ranges from the highest weight down, equal
/// weights in the order given, and answers with the first whose language has a catalog
/// (``MessageCatalog/availableLanguages``). A weight of 0 means "not acceptable": a tag is
/// weighed by the most specific range that matches it, so `de, de-AT;q=0` accepts German but
/// not Austrian German. The locale answered is the most specific prefix of the range that ICU
/// knows (`de-CH` → `de_CH`, `de-XX` → `de`), so numbers and dates follow the region. `*` stands for
/// the form's own locale.
///
/// Thread safety: a `Sendable` value.
public struct AcceptLanguage: Sendable, Hashable {
  /// One language range and its weight.
  public struct Range: Sendable, Hashable {
    /// The range in lowercase, such as `de-ch`, or `*`.
    public let tag: String
    /// The weight in thousandths, 0 to 1000: `q=0.9` is 900.
    public let quality: Int
  }

  /// The ranges in the order given, without the members that break the grammar.
  public let ranges: [Range]

  /// Reads a header value; members that break the grammar are skipped.
  ///
  /// - Parameter value: The header's value, such as `de-CH,de;q=0.9,en;q=0.8`.
  public init(_ value: String) {
    // A header has no business being long; past this, members are not read.
    let members = value.utf8.prefix(Self.longestValue).split(separator: UInt8(ascii: ","))
    ranges = members.prefix(Self.mostRanges).compactMap(Self.range)
  }

  /// The locale the messages of a request with this header are in, or `nil` when no range
  /// the header accepts has a catalog.
  ///
  /// - Parameter formLocale: The form's own locale, what `*` stands for; `nil` for none.
  /// - Returns: An ICU identifier such as `de_CH`, which ``MessageCatalog/init(locale:)``
  ///   takes.
  public func messageLocale(formLocale: String? = nil) -> String? {
    // A stable sort: equal weights keep the order the client gave.
    let preferred = ranges.enumerated().sorted {
      ($0.element.quality, -$0.offset) > ($1.element.quality, -$1.offset)
    }
    for (_, range) in preferred where range.quality > 0 {
      if range.tag == "*" {
        if let formLocale, let known = try? LocaleIdentifier(formLocale),
          !isRefused(known.identifier.lowercased().replacing("_", with: "-"))
        {
          return known.identifier
        }
        continue
      }
      var subtags = range.tag.split(separator: "-").map(String.init)
      guard let language = subtags.first, MessageCatalog.availableLanguages.contains(language)
      else { continue }
      // The most specific prefix that ICU knows and that the header does not refuse: a range
      // falls back to its shorter prefixes, as RFC 4647's lookup does.
      while !subtags.isEmpty {
        let tag = subtags.joined(separator: "-")
        if !isRefused(tag), let known = try? LocaleIdentifier(tag) {
          return known.identifier
        }
        subtags.removeLast()
      }
    }
    return nil
  }

  // MARK: - Internals

  /// The most members read, and the longest value: a browser sends a handful in a few dozen
  /// bytes, and a hostile client is answered in bounded time.
  static let mostRanges = 64
  static let longestValue = 4096

  /// Whether the header refuses a tag: the most specific range matching it (a range matches a
  /// tag equal to it or beginning with it and a `-`, `*` any tag) has the weight 0.
  func isRefused(_ tag: String) -> Bool {
    var best: (length: Int, quality: Int)?
    for range in ranges {
      let length: Int
      if range.tag == "*" {
        length = 0
      } else if tag == range.tag || tag.hasPrefix(range.tag + "-") {
        length = range.tag.utf8.count
      } else {
        continue
      }
      if best.map({ length > $0.length }) ?? true { best = (length, range.quality) }
    }
    return best?.quality == 0
  }

  /// One member, `range` or `range;q=weight` with optional whitespace, or `nil`.
  static func range(_ member: Substring.UTF8View.SubSequence) -> Range? {
    let parts = member.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    guard let first = parts.first else { return nil }
    let tag = String(decoding: trimmed(first), as: UTF8.self).lowercased()
    guard isLanguageRange(tag) else { return nil }
    var quality = 1000
    // Parameters other than q are not HTTP's; a member with one is skipped, as is a second q.
    guard parts.count <= 2 else { return nil }
    if parts.count == 2 {
      guard let weight = Self.quality(trimmed(parts[1])) else { return nil }
      quality = weight
    }
    return Range(tag: tag, quality: quality)
  }

  /// Whether `tag` is `*` or RFC 4647's basic language range.
  static func isLanguageRange(_ tag: String) -> Bool {
    if tag == "*" { return true }
    let subtags = tag.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
    for (index, subtag) in subtags.enumerated() {
      guard (1...8).contains(subtag.count) else { return false }
      for byte in subtag {
        let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        guard isLetter || (index > 0 && isDigit) else { return false }
      }
    }
    return true
  }

  /// RFC 9110's weight, `q=` then `0`, `0.ddd`, `1` or `1.000`, in thousandths.
  static func quality(_ parameter: Substring.UTF8View.SubSequence) -> Int? {
    let bytes = Array(parameter)
    guard bytes.count >= 3, bytes[0] | 0x20 == UInt8(ascii: "q"), bytes[1] == UInt8(ascii: "=")
    else { return nil }
    let number = bytes[2...]
    guard let whole = number.first, whole == UInt8(ascii: "0") || whole == UInt8(ascii: "1")
    else { return nil }
    var quality = Int(whole - UInt8(ascii: "0")) * 1000
    let rest = number.dropFirst()
    if rest.isEmpty { return quality }
    guard rest.first == UInt8(ascii: "."), rest.count <= 4 else { return nil }
    var scale = 100
    for byte in rest.dropFirst() {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      quality += Int(byte - UInt8(ascii: "0")) * scale
      scale /= 10
    }
    return quality <= 1000 ? quality : nil
  }

  /// A member's part without the spaces and tabs around it.
  static func trimmed(_ bytes: Substring.UTF8View.SubSequence) -> Substring.UTF8View.SubSequence {
    let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    guard let start = bytes.firstIndex(where: { !isSpace($0) }),
      let end = bytes.lastIndex(where: { !isSpace($0) })
    else { return bytes[bytes.endIndex...] }
    return bytes[start...end]
  }
}
