import Synchronization

/// Sends what the keyboard types to where it belongs: the focused input, or an overriding
/// proxy while one is set.
///
/// ```swift
/// let router = InputRouter()
/// router.focus(ageInput)                      // a numberPad input
/// try router.type("4x2").refusals.count       // 1: the numberPad has no 'x'
/// router.setTextInputProxy(searchInput)       // a search field inside the keyboard
/// try router.type("pizza")                    // goes to the search field
/// router.clearTextInputProxy()                // back to ageInput
/// ```
///
/// This is KeyboardKit's `textInputProxy`: while a proxy is set, keys go to it, and the
/// focused input (the document's own proxy) stays reachable as ``focused``.
///
/// ## Thread safety
/// `Sendable`: focus and the proxy are kept under a lock, and each edit is atomic.
public final class InputRouter: Sendable {
  private let state = Mutex<State>(State())

  private struct State {
    var focused: TextInput?
    var proxy: TextInput?
  }

  /// Makes a router with nothing focused.
  public init() {}

  // MARK: - Where keys go

  /// The input with focus: the host document's own proxy.
  public var focused: TextInput? { state.withTSanVisibleLock { $0.focused } }

  /// The overriding proxy, or `nil` when keys go to the focused input.
  public var textInputProxy: TextInput? { state.withTSanVisibleLock { $0.proxy } }

  /// Where keys go now: the proxy if one is set, else the focused input.
  public var target: TextInput? { state.withTSanVisibleLock { $0.proxy ?? $0.focused } }

  /// Gives `input` focus (or takes it from everyone with `nil`).
  ///
  /// - Parameter input: The input that becomes first responder.
  public func focus(_ input: TextInput?) {
    state.withTSanVisibleLock { $0.focused = input }
  }

  /// Sends keys to `proxy` instead of the focused input until it is cleared.
  ///
  /// - Parameter proxy: The input inside the keyboard that takes the keys.
  public func setTextInputProxy(_ proxy: TextInput) {
    state.withTSanVisibleLock { $0.proxy = proxy }
  }

  /// Sends keys back to the focused input.
  ///
  /// - Parameter proxy: Clear only if this is still the proxy, so an input that lost its
  ///   place to another does not remove the other; `nil` clears whatever is set.
  public func clearTextInputProxy(ifItIs proxy: TextInput? = nil) {
    state.withTSanVisibleLock { state in
      if proxy == nil || state.proxy === proxy { state.proxy = nil }
    }
  }

  // MARK: - Keys

  /// Presses the key for each character of `text`, in order.
  ///
  /// A character the target's keyboard has no key for is refused and reported, and the rest
  /// still go in; at the target's maximum length the rest are refused.
  ///
  /// - Returns: What went in and what was refused.
  /// - Throws: ``RoutingError/noTarget`` when nothing has focus.
  @discardableResult
  public func type(_ text: String) throws(RoutingError) -> TypingReport {
    var refusals: [KeyRefusal] = []
    var report = try type(text) { refusals.append($0) }
    report.refusals = refusals
    return report
  }

  /// Presses the key for each character of `text`, telling `refused` of each key the keyboard
  /// lacks as it comes rather than keeping them in the report: a megabyte of letters typed on
  /// a number pad is a million refusals.
  ///
  /// - Returns: What went in and what else was refused; ``TypingReport/refusals`` is empty.
  /// - Throws: ``RoutingError/noTarget`` when nothing has focus.
  func type(_ text: String, refused: (KeyRefusal) -> Void) throws(RoutingError) -> TypingReport {
    let target = try currentTarget()
    var report = TypingReport(target: target.name)
    var accepted = ""
    for character in text {
      if let refusal = target.keySet?.canType(character) {
        refused(refusal)
      } else {
        accepted.append(character)
      }
    }
    // One edit for all the keys: a long text costs one copy of the buffer, not one per key.
    target.type(keys: accepted) { character, outcome in
      switch outcome {
      case .inserted, .truncated: report.typed.append(character)
      case .refused(let maximumLength): report.maximumLengthReached = maximumLength
      case .notDialable: report.notDialable.append(character)
      }
    }
    return report
  }

  /// Pastes `text` into the target: no key set applies, and validation judges the result.
  ///
  /// - Returns: What became of the paste.
  /// - Throws: ``RoutingError/noTarget`` when nothing has focus.
  @discardableResult
  public func paste(_ text: String) throws(RoutingError) -> TextBuffer.Insertion {
    try currentTarget().paste(text)
  }

  /// Presses Delete `count` times.
  ///
  /// - Returns: How many presses deleted something.
  /// - Throws: ``RoutingError/noTarget`` when nothing has focus.
  @discardableResult
  public func deleteBackward(_ count: Int = 1) throws(RoutingError) -> Int {
    // One edit for all the presses: each would rebuild the text and run its observers.
    try currentTarget().deleteBackward(count)
  }

  /// Moves the target's cursor by `offset` characters.
  ///
  /// - Throws: ``RoutingError/noTarget`` when nothing has focus.
  public func adjustTextPosition(byCharacterOffset offset: Int) throws(RoutingError) {
    try currentTarget().adjustTextPosition(byCharacterOffset: offset)
  }

  /// Selects `length` characters from `start` in the target.
  ///
  /// - Throws: ``RoutingError/noTarget`` when nothing has focus.
  public func select(from start: Int, length: Int) throws(RoutingError) {
    try currentTarget().select(from: start, length: length)
  }

  /// Presses Return in the target.
  ///
  /// - Returns: Whether it submitted (rather than typed a line break).
  /// - Throws: ``RoutingError/noTarget`` when nothing has focus.
  @discardableResult
  public func pressReturn() throws(RoutingError) -> Bool {
    try currentTarget().pressReturn()
  }

  private func currentTarget() throws(RoutingError) -> TextInput {
    guard let target else { throw .noTarget }
    return target
  }
}
