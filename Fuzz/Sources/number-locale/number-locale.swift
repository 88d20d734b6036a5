import Fields
import FuzzSupport

/// Numbers as people write them in a spread of locales (the first byte picks locale and kind):
/// a normalized number validates unchanged in HTML's machine format.
private let kinds: [FieldKind] = [.integer, .decimal, .number]
nonisolated(unsafe) private let validators = FuzzCache<Int, NumberValidator?>()

private func validator(_ kind: FieldKind, _ locale: String?) -> NumberValidator? {
  let key = (kinds.firstIndex(of: kind) ?? 0) * 100 + (locale.flatMap(fuzzLocales.firstIndex) ?? 99)
  return validators.value(key) {
    do {
      return try NumberValidator(kind: kind, locale: locale)
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
enum FuzzNumberLocale {
  static func main() { runFuzzer(test) }
}
