import Fields
import FuzzSupport

/// Numbers as people write them in a spread of locales (the first byte picks locale and kind):
/// a normalized number validates unchanged in HTML's machine format.
nonisolated(unsafe) private let target = LocaleTarget(kinds: [.integer, .decimal, .number]) {
  kind, locale in
  try NumberValidator(kind: kind, locale: locale).validate
}

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { target.test(data, size) }

/// Hands the command line to libFuzzer.
@main
enum FuzzNumberLocale {
  static func main() { runFuzzer(test) }
}
