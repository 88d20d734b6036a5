import FuzzSupport

@testable import Fields

/// The URL parser without a base: href is a fixed point, and the fast path for plain URLs
/// agrees with the parser.
private let validator: URLValidator? = try? URLValidator()

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let validator else {
    require(false, "no URL validator")
    return 0
  }
  let input = FuzzInput(data, size)
  let result = validator.validate(input.text)
  if let href = result.normalized {
    let again = validator.validate(href)
    require(
      again.normalized == href,
      "href \(show(href)) of \(show(input.text)) parses to \(show(again.normalized))"
        + " (\(again.reason ?? "valid"))")
  }
  if let fast = plainPathOutput(input.bytes, validator.normalizedPlainASCII) {
    require(
      fast == result.normalized,
      "fast path gives \(show(fast)) for \(show(input.text)), the parser \(show(result.normalized))"
    )
  }
  return 0
}

/// Hands the command line to libFuzzer.
@main
enum FuzzUrl {
  static func main() { runFuzzer(test) }
}
