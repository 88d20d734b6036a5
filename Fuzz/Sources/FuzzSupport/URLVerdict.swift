@testable import Fields

/// `URLValidator.normalizedBytes(_:into:)` as a fast path that declines, for
/// ``requireFastPathAgrees(_:_:full:subject:)``: the bytes written for a valid URL, `nil` for
/// any other verdict.
public func urlBytePath(
  _ validator: URLValidator
) -> (UnsafeRawBufferPointer, UnsafeMutableRawBufferPointer) -> Int? {
  { bytes, output in
    guard case .written(let count) = validator.normalizedBytes(bytes, into: output) else {
      return nil
    }
    return count
  }
}

/// The byte path of `validate url --stdin` with room to spare (64 bytes a byte: more than any
/// UTS #46 mapping and percent-encoding take): the href of a valid URL as a TSV
/// field, `validate`'s own state for a refused one (whose message must take no arguments, as
/// the CLI writes the one it keeps), and no line left to `validate` but a blank one.
public func requireVerdictAgrees(
  _ bytes: UnsafeRawBufferPointer, _ validator: URLValidator, full: ValidationResult,
  subject: @autoclosure () -> String
) {
  let output = UnsafeMutableRawBufferPointer.allocate(
    byteCount: bytes.count * 64 + 4096, alignment: 1)
  defer { output.deallocate() }
  switch validator.normalizedBytes(bytes, into: output) {
  case .written(let count):
    let href = String(decoding: output.prefix(count), as: UTF8.self)
    require(
      full.state.isValid && href == full.normalized?.replacing("\\", with: "\\\\"),
      "byte path writes \(show(href)) for \(subject()), the full path \(show(full.normalized))")
  case .invalid(let state):
    require(
      state == full.state && !state.isValid && full.arguments.isEmpty,
      "byte path refuses \(subject()) as \(state), the full path says \(full.state)")
  case .undecided:
    require(
      full.state.isValid && full.normalized == nil,
      "byte path leaves \(subject()) undecided, the full path says \(full.state)")
  }
}
