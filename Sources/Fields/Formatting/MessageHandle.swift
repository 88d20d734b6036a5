internal import CICU
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A compiled ICU MessageFormat for one pattern and locale.
///
/// `@unchecked Sendable` is safe: the pointer is used only inside `lock`, and closed once, in
/// `deinit`.
final class MessageHandle: @unchecked Sendable {
  struct Key: Hashable, Sendable {
    var locale: String
    var pattern: String
  }

  static let cache = FormatterCache<Key, MessageHandle>(limit: 256)

  private let message: OpaquePointer
  private let lock = Mutex(())
  private let key: String

  init(pattern: String, locale: String, key: String) throws(FormattingError) {
    var pattern = pattern
    var status: Int32 = 0
    var offset: Int32 = 0
    let opened = pattern.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        cicu_message_open($0.baseAddress, Int32($0.count), locale, &offset, &status)
      }
    }
    guard let opened, !ICU.failed(status) else {
      throw .invalidMessagePattern(key: key, locale: locale, offset: Int(offset))
    }
    message = opened
    self.key = key
  }

  deinit { cicu_message_close(message) }

  func format(_ arguments: [String: MessageArgument]) throws(FormattingError) -> String {
    // C copies of the names and texts, alive until the call returns.
    var copies: [UnsafeMutablePointer<CChar>] = []
    defer { for pointer in copies { free(pointer) } }
    func copy(_ text: String) -> UnsafeMutablePointer<CChar>? {
      guard let pointer = strdup(text) else { return nil }
      copies.append(pointer)
      return pointer
    }
    var raw: [cicu_message_argument] = []
    for (name, value) in arguments {
      switch value {
      case .number(let number):
        raw.append(
          cicu_message_argument(name: copy(name), number: number, text: nil, text_length: 0))
      case .text(let text):
        let copied = copy(text)
        let length = copied.map { Int32(strlen($0)) } ?? 0
        raw.append(
          cicu_message_argument(
            name: copy(name), number: 0, text: copied, text_length: length))
      }
    }
    let result = lock.withTSanVisibleLock { _ in
      ICU.string { buffer, capacity, status in
        cicu_message_format(message, raw, Int32(raw.count), buffer, capacity, &status)
      }
    }
    switch result {
    case .success(let text): return text
    case .failure(let status):
      throw .icuFailure(context: "format message '\(key)'", code: ICU.name(of: status.code))
    }
  }
}
