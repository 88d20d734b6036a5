import FuzzSupport

@testable import Fields

/// The URL parser with a base (the input's first line; the rest is the URL): href is a fixed
/// point, and the fast path for plain URLs agrees with the parser.
private let absolute = try? URLValidator()

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let absolute else {
    require(false, "no URL validator")
    return 0
  }
  let input = FuzzInput(data, size)
  let (base, rest) = input.splitAtFirstNewline()
  let url = String(decoding: rest, as: UTF8.self)
  // A base that is no URL must be refused with an error, which is all there is to check then.
  guard let validator = try? URLValidator(base: base) else { return 0 }
  let result = validator.validate(url)
  // An href is absolute, so it must come back unchanged with the base or without one.
  let place = " against \(show(base))"
  requireStableNormalForm(
    url, kind: .url, place: place, read: { _ in result }, machine: validator.validate)
  requireStableNormalForm(
    url, kind: .url, place: place + " (then without a base)", read: { _ in result },
    machine: absolute.validate)
  requireFastPathAgrees(
    rest, validator.normalizedPlainASCII, full: result.normalized, subject: show(url) + place)
  // The byte path of `validate url --stdin` writes the href as a TSV field: `\` doubled. It
  // is handed valid UTF-8 only: the CLI refuses any other line before it.
  guard String(validating: rest, as: UTF8.self) != nil else { return 0 }
  requireFastPathAgrees(
    rest, urlBytePath(validator),
    full: result.normalized?.replacing("\\", with: "\\\\"),
    subject: show(url) + place)
  requireVerdictAgrees(rest, validator, full: result, subject: show(url) + place)
  return 0
}

/// Hands the command line to libFuzzer.
@main
enum FuzzUrlBase {
  static func main() { runFuzzer(test) }
}
