internal import CICU

/// The URL Standard's "domain to ASCII", with ICU's UTS #46 processor.
///
/// The processor is opened on first use and kept for the life of the process: it is immutable
/// and safe from any thread, and every URL with a non-ASCII host needs it.
enum DomainToASCII {
  /// Holds the processor; `@unchecked Sendable` is safe because ICU's UTS46 object is
  /// immutable after opening and documented as thread-safe.
  private final class Processor: @unchecked Sendable {
    let handle: OpaquePointer?
    init() {
      var status: Int32 = 0
      handle = cicu_idna_open(&status)
    }
    deinit { cicu_idna_close(handle) }
  }

  private static let processor = Processor()

  /// The ASCII form of a domain, or `nil` when UTS #46 finds it invalid.
  ///
  /// An all-ASCII domain is only lowercased: the URL Standard's carve-out, which keeps hosts
  /// such as `xn--a` or `a..b` that UTS #46 itself would refuse.
  static func convert(_ domain: String) -> String? {
    if domain.utf8.allSatisfy({ $0 < 0x80 }) {
      let lowered = String(
        decoding: domain.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 },
        as: UTF8.self)
      return lowered.isEmpty ? nil : lowered
    }
    guard let handle = processor.handle else { return nil }
    var domain = domain
    var valid = false
    let result = domain.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { input in
        ICU.string { buffer, capacity, status in
          cicu_idna_to_ascii(
            handle, input.baseAddress, Int32(input.count), buffer, capacity, &valid, &status)
        }
      }
    }
    guard valid, case .success(let ascii) = result, !ascii.isEmpty else { return nil }
    return ascii
  }
}
