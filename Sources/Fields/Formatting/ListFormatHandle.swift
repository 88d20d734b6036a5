import Synchronization

/// The ICU list formatter behind one ``ListFormat/Configuration``.
///
/// `@unchecked Sendable` is safe: the pointer is used only inside `lock`, and closed once, in
/// `deinit`, when no other reference exists.
final class ListFormatHandle: @unchecked Sendable {
  static let cache = FormatterCache<ListFormat.Configuration, ListFormatHandle>()

  private let formatter: OpaquePointer
  private let lock = Mutex(())

  init(_ configuration: ListFormat.Configuration) throws(FormattingError) {
    var status: Int32 = 0
    let opened = ICU.ListFormatter.open(
      locale: configuration.locale.identifier, kind: configuration.type.icuValue,
      width: configuration.width.icuValue, status: &status)
    guard let opened, !ICU.failed(status) else {
      throw .icuFailure(
        context: "open a list format for '\(configuration.locale)'", code: ICU.name(of: status))
    }
    formatter = opened
  }

  deinit { ICU.ListFormatter.close(formatter) }

  /// Formats the items of `text`, item i being its UTF-8 from byte `starts[i]`, `lengths[i]`
  /// bytes long.
  func format(text: UnsafeRawBufferPointer, starts: [Int32], lengths: [Int32]) -> String {
    lock.withTSanVisibleLock { _ in
      // Valid UTF-8 fails only when memory runs out; the empty string is then the least
      // harmful answer for a non-throwing call.
      (try? ICU.ListFormatter.format(
        formatter, text: text, starts: starts, lengths: lengths
      ).get()) ?? ""
    }
  }
}
