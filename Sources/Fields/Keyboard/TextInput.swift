/// Something keys type into: a field's text, or a text field inside the keyboard itself.
///
/// ```swift
/// let phone = try TextInput(name: "phone", keyboard: .phonePad, locale: "en_US",
///                           phoneRegion: "US")
/// phone.paste("6502530000")
/// phone.buffer.value.text   // "(650) 253-0000"
/// ```
///
/// The text lives in ``buffer``, an observable property, so validation, bindings and the
/// accessory bar follow every edit. A phone input reformats its whole text after each edit
/// with libphonenumber's as-you-type formatter, so a digit deleted or inserted in the middle
/// still leaves a formatted number, and the cursor stays after the same digit.
///
/// ## Thread safety
/// `Sendable`: each edit is one atomic update of ``buffer``.
public final class TextInput: Sendable {
  /// The name the input is known by, such as the field's name.
  public let name: String
  /// The keys the input's keyboard has, or `nil` for one that types anything.
  public let keySet: KeySet?
  /// Whether Return types a line break instead of submitting.
  public let isMultiline: Bool
  /// The region whose as-you-type format the text takes, or `nil` for plain text.
  public let phoneRegion: String?
  /// The text and selection.
  public let buffer: ObservableProperty<TextBuffer>
  let onReturn: @Sendable () -> Void

  /// Makes an input for a keyboard in a locale.
  ///
  /// - Parameters:
  ///   - name: The name the input is known by.
  ///   - keyboard: The keyboard whose keys reach it.
  ///   - locale: The locale whose digits and separator the keyboard shows.
  ///   - buffer: The starting text and its limits.
  ///   - isMultiline: Whether Return types a line break.
  ///   - phoneRegion: Format the text as a phone number of this region while it is typed.
  ///   - onReturn: What Return does when it does not type a line break.
  /// - Throws: ``FormattingError`` for an unknown locale, ``PhoneNumberError`` for an unknown
  ///   region.
  public convenience init(
    name: String, keyboard: KeyboardType, locale: String, buffer: TextBuffer = TextBuffer(),
    isMultiline: Bool = false, phoneRegion: String? = nil,
    onReturn: @escaping @Sendable () -> Void = {}
  ) throws {
    if let phoneRegion { _ = try AsYouTypePhoneFormatter(region: phoneRegion) }
    self.init(
      name: name, keySet: try keyboard.keySet(locale: locale), buffer: buffer,
      isMultiline: isMultiline, phoneRegion: phoneRegion, onReturn: onReturn)
  }

  /// Makes an input from its parts; `phoneRegion` must be one libphonenumber knows.
  init(
    name: String, keySet: KeySet?, buffer: TextBuffer = TextBuffer(), isMultiline: Bool = false,
    phoneRegion: String? = nil, onReturn: @escaping @Sendable () -> Void = {}
  ) {
    self.name = name
    self.keySet = keySet
    self.isMultiline = isMultiline
    self.phoneRegion = phoneRegion
    self.buffer = ObservableProperty(buffer)
    self.onReturn = onReturn
  }

  /// An input that takes any key, as a search field inside a keyboard does.
  ///
  /// - Parameters:
  ///   - name: The name the input is known by.
  ///   - onReturn: What Return does.
  /// - Returns: The input.
  public static func anyKey(
    name: String, onReturn: @escaping @Sendable () -> Void = {}
  ) -> TextInput {
    TextInput(name: name, keySet: nil, onReturn: onReturn)
  }
}
