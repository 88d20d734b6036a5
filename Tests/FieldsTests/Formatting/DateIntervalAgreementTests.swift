import CICUTesting
import Testing

/// The shim formats ranges itself over the patterns ICU's DateIntervalFormat resolves, since
/// ICU formats every interval of a process under one lock; these tests hold its text to
/// exactly udtitvfmt_format's.
struct DateIntervalAgreementTests {
  private static func text(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Every locale ICU has, in halves run side by side.
  @Test(arguments: 0..<2)
  func format_rangesOfEveryLocaleSkeletonAndField_matchICU(half: Int32) {
    var checks: Int64 = 0
    var first = [CChar](repeating: 0, count: 2048)
    let disagreements = cicu_date_interval_disagreements(half, 2, &checks, &first, 2048)
    #expect(disagreements == 0, "\(Self.text(first))")
    // About 150 locales a half, each with about 21 skeletons and 120 ranges.
    #expect(checks > 300_000)
  }
}
