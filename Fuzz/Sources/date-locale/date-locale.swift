import Fields
import FuzzSupport

/// Dates and times as people write them in a spread of locales (the first byte picks locale and
/// kind): a normalized value validates unchanged in HTML's machine form.
private let kinds: [FieldKind] = [.date, .time, .datetime]
nonisolated(unsafe) private let validators = FuzzCache<Int, DateTimeValidator?>()

private func validator(_ kind: FieldKind, _ locale: String?) -> DateTimeValidator? {
  let key = (kinds.firstIndex(of: kind) ?? 0) * 100 + (locale.flatMap(fuzzLocales.firstIndex) ?? 99)
  // Step `any`: a value in seconds is a value too, and the range rules are not under test.
  return validators.value(key) {
    do {
      return try DateTimeValidator(kind: kind, locale: locale, step: "any")
    } catch {
      require(false, "no \(kind) validator for \(locale ?? "HTML"): \(error)")
      return nil
    }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let (first, text) = FuzzInput(data, size).choice() else { return 0 }
  let locale = fuzzLocales[Int(first) % fuzzLocales.count]
  let kind = kinds[Int(first) / fuzzLocales.count % kinds.count]
  guard let local = validator(kind, locale), let machine = validator(kind, nil) else {
    require(false, "no \(kind) validator for \(locale)")
    return 0
  }
  let result = local.validate(text)
  guard let normalized = result.normalized else { return 0 }
  let again = machine.validate(normalized)
  require(
    again.normalized == normalized,
    "\(kind) \(show(text)) in \(locale) normalizes to \(show(normalized)), which validates to "
      + "\(show(again.normalized)) \(again.state)")
  return 0
}

/// Hands the command line to libFuzzer.
@main
enum FuzzDateLocale {
  static func main() { runFuzzer(test) }
}
