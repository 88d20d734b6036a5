import CPhoneNumber
import CPhoneNumberTesting
import Fields
import FuzzSupport

/// The phone validator (the first byte picks the region): a number normalized to E.164
/// validates unchanged, and the shim's fast path (plainly written numbers, `tel:`, extensions
/// and letters) gives libphonenumber's own answers, extension included, on every input, and
/// writes each number as libphonenumber's Format does in every style.
///
/// Byte 0 is US, then come regions with national prefixes, leading zeros and long numbers that
/// seeds can name by a fixed byte; the rest of libphonenumber's regions follow.
private let regions: [String] = {
  let first = ["US", "DE", "GB", "IT", "BR", "AR", "RU", "JP", "IN", "MX", "AU", "CN", "FR", "EG"]
  let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { Character(UnicodeScalar($0)) }
  let all = letters.flatMap { first in letters.map { String([first, $0]) } }
    .filter { cphn_region_is_supported($0) }
  return first + all.filter { !first.contains($0) }
}()
nonisolated(unsafe) private let validators = FuzzCache<String, PhoneValidator?>()

private func same(_ left: cphn_number, _ right: cphn_number) -> Bool {
  left.country_code == right.country_code && left.national_number == right.national_number
    && left.italian_leading_zero == right.italian_leading_zero
    && left.number_of_leading_zeros == right.number_of_leading_zeros
    && extensionText(left) == extensionText(right)
}

private func extensionText(_ number: cphn_number) -> String {
  withUnsafeBytes(of: number.extension) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let (first, text) = FuzzInput(data, size).choice() else { return 0 }
  let region = regions[Int(first) % regions.count]
  guard let validator = validators.value(region, make: { try? PhoneValidator(region: region) })
  else {
    require(false, "no phone validator for \(region)")
    return 0
  }
  requireStableNormalForm(
    text, kind: .phone, place: " in \(region)", read: validator.validate,
    machine: validator.validate)
  // The fast path against libphonenumber alone, on the bytes as given.
  let bytes = Array(FuzzInput(data, size).bytes.dropFirst())
  var fast = cphn_number()
  var slow = cphn_number()
  let (ours, theirs) = bytes.withUnsafeBufferPointer { buffer in
    buffer.withMemoryRebound(to: CChar.self) { text in
      (
        cphn_parse(text.baseAddress, Int32(text.count), region, &fast),
        cphn_parse_with_libphonenumber(text.baseAddress, Int32(text.count), region, &slow)
      )
    }
  }
  require(
    ours == theirs, "fast parse gives \(ours), libphonenumber \(theirs): \(show(text)) in \(region)"
  )
  guard ours == CPHN_PARSE_OK else { return 0 }
  require(same(fast, slow), "fast parse reads another number from \(show(text)) in \(region)")
  require(
    cphn_is_valid(&fast) == cphn_is_valid_with_libphonenumber(&slow),
    "fast validity differs for \(show(text)) in \(region)")
  require(
    cphn_is_valid_for_region(&fast, region)
      == cphn_is_valid_for_region_with_libphonenumber(&slow, region),
    "fast validity for the region differs for \(show(text)) in \(region)")
  // The shim's own formatting against libphonenumber's Format, in every style.
  for style in [CPHN_E164, CPHN_INTERNATIONAL, CPHN_NATIONAL, CPHN_RFC3966] {
    let written = formatted { cphn_format(&fast, style, $0, $1) }
    let expected = formatted { cphn_format_with_libphonenumber(&slow, style, $0, $1) }
    require(
      written == expected,
      "fast format \(style.rawValue) gives \(show(written)), libphonenumber \(show(expected))"
        + " for \(show(text)) in \(region)"
    )
  }
  return 0
}

/// The text a cphn_format-like call writes, read whole however long it is.
private func formatted(_ write: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String {
  var capacity: Int32 = 64
  while true {
    var buffer = [CChar](repeating: 0, count: Int(capacity))
    let needed = buffer.withUnsafeMutableBufferPointer { pointer -> Int32 in
      guard let base = pointer.baseAddress else { return 0 }
      return write(base, capacity)
    }
    if needed < capacity {
      let bytes = buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) }
      return String(decoding: bytes, as: UTF8.self)
    }
    capacity = needed + 1
  }
}

/// Hands the command line to libFuzzer.
@main
enum FuzzPhone {
  static func main() { runFuzzer(test) }
}
