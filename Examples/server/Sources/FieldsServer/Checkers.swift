import Fields
import Foundation

/// One checker per message locale, made on first use: a checker compiles the spec's rules once
/// and is then safe to share between requests.
actor Checkers {
  private var byLocale: [String: SubmissionChecker] = [:]

  func checker(spec: FormSpec, locale: String?) throws -> SubmissionChecker {
    let key = locale ?? ""
    if let checker = byLocale[key] { return checker }
    let checker = try SubmissionChecker(spec: spec, locale: locale)
    // Locales come from a header: only the catalogs' languages and their regions, few enough.
    byLocale[key] = checker
    return checker
  }
}

/// The values of valid posts until their thanks page is shown, by a random id kept in a cookie.
actor ThanksStore {
  private var values: [String: String] = [:]
  private var order: [String] = []
  /// The most posts kept: an example server's memory stays small whoever posts to it.
  private let limit = 1000

  func keep(_ json: String) -> String {
    let id = UUID().uuidString
    values[id] = json
    order.append(id)
    if order.count > limit { values[order.removeFirst()] = nil }
    return id
  }

  func values(_ id: String) -> String? { values[id] }
}
