import Synchronization

/// The ICU display names behind one ``DisplayNames/Configuration``.
///
/// `@unchecked Sendable` is safe: the pointer and the answers are used only inside `lock`, and
/// the pointer is closed once, in `deinit`, when no other reference exists.
final class DisplayNamesHandle: @unchecked Sendable {
  static let cache = FormatterCache<DisplayNames.Configuration, DisplayNamesHandle>()

  /// How many codes' answers a handle keeps by default; when full it starts again from none.
  static let defaultAnswerLimit = 4096
  /// The longest code whose answer is kept: no code ICU names is near this long.
  static let answerCodeLimit = 32

  private let names: OpaquePointer
  private let lock: Mutex<[Answer.Key: Answer]>
  /// How many codes' answers this handle keeps.
  private let answerLimit: Int

  /// What a code gave: its name, or the refusal with its suggestion.
  enum Answer {
    case name(String)
    case unknown(suggestion: String?)

    struct Key: Hashable {
      var code: String
      var kind: DisplayNames.Kind
    }
  }

  init(
    _ configuration: DisplayNames.Configuration,
    answerLimit: Int = DisplayNamesHandle.defaultAnswerLimit
  ) throws(FormattingError) {
    var status: Int32 = 0
    let opened = ICU.LocaleDisplayNames.open(
      locale: configuration.locale.identifier, short: configuration.style == .short,
      status: &status)
    guard let opened, !ICU.failed(status) else {
      throw .icuFailure(
        context: "open display names for '\(configuration.locale)'", code: ICU.name(of: status))
    }
    names = opened
    lock = Mutex([:])
    self.answerLimit = answerLimit
  }

  deinit { ICU.LocaleDisplayNames.close(names) }

  /// The name of a code, or the unknown-code error with the nearest known code.
  ///
  /// Answers are kept per code: a stream names the same few hundred codes over and over, and
  /// each ICU look-up opens resource bundles under ICU's one process-wide lock, so two threads
  /// looking names up took turns (`format name --jobs 2` ran 1.2x to 1.4x one job). What ICU
  /// answers for a code never changes for a handle's locale and style.
  func name(of code: String, kind: DisplayNames.Kind) throws(FormattingError) -> String {
    let key = Answer.Key(code: code, kind: kind)
    let keep = code.utf8.count <= Self.answerCodeLimit
    if keep, let answer = lock.withTSanVisibleLock({ $0[key] }) {
      return try Self.name(from: answer, code: code, kind: kind)
    }
    let result = lock.withTSanVisibleLock { _ in
      ICU.LocaleDisplayNames.name(names, kind: kind.icuValue, code: code)
    }
    let name = try ICU.text(result, "name \(kind.rawValue) code '\(code)'")
    let answer: Answer =
      name.isEmpty
      ? .unknown(suggestion: DisplayNames.nearestCode(to: code, kind: kind)) : .name(name)
    if keep {
      lock.withTSanVisibleLock { answers in
        if answers.count >= self.answerLimit { answers.removeAll(keepingCapacity: true) }
        answers[key] = answer
      }
    }
    return try Self.name(from: answer, code: code, kind: kind)
  }

  private static func name(
    from answer: Answer, code: String, kind: DisplayNames.Kind
  ) throws(FormattingError) -> String {
    switch answer {
    case .name(let name): return name
    case .unknown(let suggestion):
      throw .unknownCode(code, kind: kind.rawValue, suggestion: suggestion)
    }
  }
}
