/// An error from a phone number format: a region libphonenumber does not know, or a text that
/// is not a phone number.
///
/// The ``description`` is one sentence in English that names the bad value and says what to
/// give instead; it is what `fieldcli` prints.
///
/// ```swift
/// do {
///   _ = try PhoneFormat(region: "XX")
/// } catch {
///   print(error)  // Unknown region 'XX'. Please provide a two-letter region code such as ...
/// }
/// ```
public enum PhoneNumberError: Error, Equatable, Sendable {
  /// libphonenumber has no metadata for this region code.
  case unknownRegion(String)
  /// A text that is not a phone number, with libphonenumber's reason.
  case invalidPhoneNumber(String, reason: PhoneNumberProblem)
}

// MARK: - Description

extension PhoneNumberError: CustomStringConvertible {
  /// One sentence that names the bad value and says what to give instead.
  public var description: String {
    switch self {
    case .unknownRegion(let region):
      return
        "Unknown region \(QuotedText.quoted(region)). Please provide a two-letter region code such as 'US', 'DE' or 'GB'."
    case .invalidPhoneNumber(let text, let reason):
      return
        "\(QuotedText.quoted(text)) is not a phone number: \(reason). Please write a number such as '+1 650-253-0000', or a national number with its region."
    }
  }
}
