import FuzzSupport

@testable import Fields

/// The URL parser with a base (the input's first line; the rest is the URL): href is a fixed
/// point, and the fast path for plain URLs agrees with the parser.
private let absolute = try? URLValidator()

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let (base, rest) = input.splitAtFirstNewline()
  let url = String(decoding: rest, as: UTF8.self)
  // A base that is no URL must be refused with an error, which is all there is to check then.
  guard let validator = try? URLValidator(base: base) else { return 0 }
  let result = validator.validate(url)
  if let href = result.normalized {
    // An href is absolute, so it must come back unchanged with the base or without one.
    let again = validator.validate(href)
    require(
      again.normalized == href,
      "href \(show(href)) of \(show(url)) against \(show(base)) parses to "
        + "\(show(again.normalized)) (\(again.reason ?? "valid"))")
    let alone = absolute?.validate(href)
    require(
      alone?.normalized == href,
      "href \(show(href)) of \(show(url)) against \(show(base)) parses without a base to "
        + "\(show(alone?.normalized)) (\(alone?.reason ?? "valid"))")
  }
  if let fast = plainPathOutput(rest, validator.normalizedPlainASCII) {
    require(
      fast == result.normalized,
      "fast path gives \(show(fast)) for \(show(url)) against \(show(base)), the parser "
        + show(result.normalized))
  }
  return 0
}

/// Hands the command line to libFuzzer.
@main
enum FuzzUrlBase {
  static func main() { runFuzzer(test) }
}
