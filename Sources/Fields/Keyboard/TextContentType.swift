/// What a field holds, for autofill.
///
/// These are HTML's autocomplete field names, which UIKit's UITextContentType mirrors; the raw
/// value is HTML's token.
public enum TextContentType: String, CaseIterable, Sendable, Hashable {
  case name
  case honorificPrefix = "honorific-prefix"
  case givenName = "given-name"
  case additionalName = "additional-name"
  case familyName = "family-name"
  case honorificSuffix = "honorific-suffix"
  case nickname
  case username
  case newPassword = "new-password"
  case currentPassword = "current-password"
  case oneTimeCode = "one-time-code"
  case organizationTitle = "organization-title"
  case organization
  case streetAddress = "street-address"
  case addressLine1 = "address-line1"
  case addressLine2 = "address-line2"
  case addressLine3 = "address-line3"
  case addressLevel4 = "address-level4"
  case addressLevel3 = "address-level3"
  case addressLevel2 = "address-level2"
  case addressLevel1 = "address-level1"
  case country
  case countryName = "country-name"
  case postalCode = "postal-code"
  case creditCardName = "cc-name"
  case creditCardGivenName = "cc-given-name"
  case creditCardAdditionalName = "cc-additional-name"
  case creditCardFamilyName = "cc-family-name"
  case creditCardNumber = "cc-number"
  case creditCardExpiration = "cc-exp"
  case creditCardExpirationMonth = "cc-exp-month"
  case creditCardExpirationYear = "cc-exp-year"
  case creditCardSecurityCode = "cc-csc"
  case creditCardType = "cc-type"
  case transactionCurrency = "transaction-currency"
  case transactionAmount = "transaction-amount"
  case language
  case birthday = "bday"
  case birthdayDay = "bday-day"
  case birthdayMonth = "bday-month"
  case birthdayYear = "bday-year"
  case sex
  case url
  case photo
  case telephone = "tel"
  case telephoneCountryCode = "tel-country-code"
  case telephoneNational = "tel-national"
  case telephoneAreaCode = "tel-area-code"
  case telephoneLocal = "tel-local"
  case telephoneExtension = "tel-extension"
  case email
  case instantMessaging = "impp"
}
