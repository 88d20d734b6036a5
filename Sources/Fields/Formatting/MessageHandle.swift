import Synchronization

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
    var status: Int32 = 0
    var offset: Int32 = 0
    let opened = ICU.Message.open(
      pattern: pattern, locale: locale, offset: &offset, status: &status)
    guard let opened, !ICU.failed(status) else {
      throw .invalidMessagePattern(key: key, locale: locale, offset: Int(offset))
    }
    message = opened
    self.key = key
  }

  deinit { ICU.Message.close(message) }

  func format(_ arguments: [String: MessageArgument]) throws(FormattingError) -> String {
    let icuArguments = arguments.map { name, value -> (name: String, value: ICU.Message.Argument) in
      switch value {
      case .number(let number): (name, .number(number))
      case .text(let text): (name, .text(text))
      }
    }
    let result = lock.withTSanVisibleLock { _ in ICU.Message.format(message, icuArguments) }
    switch result {
    case .success(let text): return text
    case .failure(let status):
      throw .icuFailure(context: "format message '\(key)'", code: ICU.name(of: status.code))
    }
  }
}
