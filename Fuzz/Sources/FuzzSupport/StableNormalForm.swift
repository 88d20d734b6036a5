import Fields

/// Reads a value and validates what it normalizes to.
public typealias Validate = (String) -> ValidationResult

/// The property every validating target checks: a value's normalized form validates to itself
/// (in HTML's machine form, for the locale targets).
///
/// - Parameters:
///   - text: The fuzzer's value.
///   - kind: The field's kind, for the message.
///   - place: Where it was read, for the message: ` in de_DE`, or empty.
///   - read: Reads `text`.
///   - machine: Reads the normalized form, as a server would.
public func requireStableNormalForm(
  _ text: String, kind: FieldKind, place: String, read: Validate, machine: Validate
) {
  guard let normalized = read(text).normalized else { return }
  let again = machine(normalized)
  require(
    again.normalized == normalized,
    "\(kind) \(show(text))\(place) normalizes to \(show(normalized)), which validates to "
      + "\(show(again.normalized)) \(again.state)")
}

/// The validators of a locale target, one per kind and locale (and per kind in HTML's machine
/// form), each made once; the input's first byte picks the locale and the kind.
public final class LocaleTarget {
  private let kinds: [FieldKind]
  private let make: (FieldKind, String?) throws -> Validate
  private let validators = FuzzCache<Int, Validate?>()

  /// A target over `kinds`; `make` builds a kind's validator for a locale, or for HTML's
  /// machine form when the locale is `nil`.
  public init(kinds: [FieldKind], make: @escaping (FieldKind, String?) throws -> Validate) {
    self.kinds = kinds
    self.make = make
  }

  private func validator(_ kind: FieldKind, _ locale: String?) -> Validate? {
    let key =
      (kinds.firstIndex(of: kind) ?? 0) * 100 + (locale.flatMap(fuzzLocales.firstIndex) ?? 99)
    return validators.value(key) {
      do {
        return try make(kind, locale)
      } catch {
        require(false, "no \(kind) validator for \(locale ?? "HTML"): \(error)")
        return nil
      }
    }
  }

  /// Runs one input: the value read in the chosen locale normalizes to a stable machine form.
  public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let (first, text) = FuzzInput(data, size).choice() else { return 0 }
    let locale = fuzzLocales[Int(first) % fuzzLocales.count]
    let kind = kinds[Int(first) / fuzzLocales.count % kinds.count]
    guard let local = validator(kind, locale), let machine = validator(kind, nil) else {
      require(false, "no \(kind) validator for \(locale)")
      return 0
    }
    requireStableNormalForm(text, kind: kind, place: " in \(locale)", read: local, machine: machine)
    return 0
  }
}
