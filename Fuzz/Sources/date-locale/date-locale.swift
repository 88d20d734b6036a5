import Fields
import FuzzSupport

/// Dates and times as people write them in a spread of locales (the first byte picks locale and
/// kind): a normalized value validates unchanged in HTML's machine form.
nonisolated(unsafe) private let target = LocaleTarget(kinds: [.date, .time, .datetime]) {
  kind, locale in
  // Step `any`: a value in seconds is a value too, and the range rules are not under test.
  try DateTimeValidator(kind: kind, locale: locale, step: "any").validate
}

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { target.test(data, size) }

/// Hands the command line to libFuzzer.
@main
enum FuzzDateLocale {
  static func main() { runFuzzer(test) }
}
