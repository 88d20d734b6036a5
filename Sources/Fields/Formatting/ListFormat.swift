/// A list format: items joined as a locale joins them, with "and", "or" or for units.
///
/// ```swift
/// let format = try ListFormat(locale: "de_DE")
/// format.format(["a", "b", "c"])  // "a, b und c"
///
/// let or = try ListFormat(locale: "fr_FR", type: .or)
/// or.format(["rouge", "vert"])    // "rouge ou vert"
/// ```
///
/// ## Items
/// Each item is written as it is, whatever it holds (an empty item too); a list of one item
/// is that item, and a list of none is the empty string.
///
/// ## Complexity
/// Linear in the length of the items: they are converted for ICU once, into one buffer.
///
/// ## Thread safety
/// `ListFormat` is a `Sendable` value; equal formats share one ICU formatter, whose calls take
/// turns on its lock.
public struct ListFormat: Sendable, Hashable {
  /// The locale whose words and punctuation join the items.
  public let locale: LocaleIdentifier
  /// What joins the items: "and", "or", or the plain joining of a unit list.
  public let type: ListType
  /// How short the joining words are.
  public let width: Width

  let handle: ListFormatHandle

  // MARK: - Creating a format

  /// Makes a format and opens its ICU formatter.
  ///
  /// - Parameters:
  ///   - locale: An ICU identifier or BCP 47 tag.
  ///   - type: What joins the items; "and" by default.
  ///   - width: How short the joining words are; wide by default.
  /// - Throws: ``FormattingError/unknownLocale(_:reason:)`` for a locale ICU has no data for.
  public init(locale: String, type: ListType = .and, width: Width = .wide)
    throws(FormattingError)
  {
    let resolved = try LocaleIdentifier(locale)
    self.locale = resolved
    self.type = type
    self.width = width
    let configuration = Configuration(locale: resolved, type: type, width: width)
    self.handle = try ListFormatHandle.cache.value(for: configuration) {
      () throws(FormattingError) in try ListFormatHandle(configuration)
    }
  }

  /// A format with the settings of `format` and the given ICU handle.
  init(_ format: ListFormat, handle: ListFormatHandle) {
    locale = format.locale
    type = format.type
    width = format.width
    self.handle = handle
  }

  // MARK: - Formatting

  /// The items as one list, as the locale joins them.
  public func format(_ items: [String]) -> String {
    var text: [UInt8] = []
    var starts: [Int32] = []
    var lengths: [Int32] = []
    starts.reserveCapacity(items.count)
    lengths.reserveCapacity(items.count)
    for item in items {
      starts.append(Int32(clamping: text.count))
      text.append(contentsOf: item.utf8)
      lengths.append(Int32(clamping: item.utf8.count))
    }
    return text.withUnsafeBytes { handle.format(text: $0, starts: starts, lengths: lengths) }
  }

  // MARK: - Hashable

  public static func == (lhs: ListFormat, rhs: ListFormat) -> Bool {
    lhs.configuration == rhs.configuration
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(configuration) }

  var configuration: Configuration { Configuration(locale: locale, type: type, width: width) }
}
