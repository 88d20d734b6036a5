/// A Messenger-style text bar docked at the bottom of the screen that rides on top of the
/// keyboard, grows with its text and sends it.
///
/// At rest the bar sits on the bottom safe area; while the keyboard is up its bottom edge meets the
/// keyboard's top, following each ``KeyboardEvent``'s end frame. Its height grows by a line per
/// line of text up to ``maximumLines``; past that the bar keeps its height and its text scrolls.
///
/// ```swift
/// var bar = DockedBar(device: .iPhone15)
/// bar.frame                     // {{0, 774}, {393, 44}}
/// bar.type("Hello")
/// bar.follow(keyboard.show(.keyboard(.default), accessory: false), orientation: .portrait)
/// bar.frame                     // {{0, 472}, {393, 44}}
/// bar.send()                    // "Hello"
/// ```
public struct DockedBar: Sendable, Hashable {
  /// The bar's height with one line of text: a 44-point touch target (Human Interface Guidelines).
  public static let singleLineHeight: Double = 44
  /// The height each further line adds: the 17-point body font's line height (approximate).
  public static let lineHeight: Double = 20
  /// How many lines the bar grows to before its text scrolls.
  public static let maximumLines = 5
  /// The average width of a character in the 17-point body font, used to wrap lines (approximate).
  public static let characterWidth: Double = 9
  /// The room the text view leaves for its insets and the Send button beside it.
  public static let chromeWidth: Double = 96

  /// The device whose screen the bar is docked on.
  public private(set) var device: DeviceProfile
  /// Which way up the device is held.
  public private(set) var orientation: Orientation
  /// The text typed and not yet sent.
  public private(set) var text = ""
  /// Whether the bar is on screen.
  public private(set) var isVisible = true
  /// The keyboard's top edge after the last event while the keyboard is up; `nil` while hidden.
  public private(set) var keyboardTop: Double?

  /// A visible, empty bar at rest on a device held one way up.
  public init(device: DeviceProfile, orientation: Orientation = .portrait) {
    self.device = device
    self.orientation = orientation
  }

  /// How many characters fit on a line of the bar's text view.
  public var charactersPerLine: Int { Self.charactersPerLine(on: device, orientation) }

  /// How many characters fit on a line of the bar's text view on a device held one way up.
  static func charactersPerLine(on device: DeviceProfile, _ orientation: Orientation) -> Int {
    let room = device.screenSize(orientation).width - chromeWidth
    return max(1, Int(room / characterWidth))
  }

  /// The lines the text takes: each line of text wraps at ``charactersPerLine``; at least 1.
  ///
  /// Kept up to date as text is typed, for every width a device and orientation give, so that
  /// neither a long message, nor many small additions, nor turning or changing the device cost
  /// more than time linear in the text.
  public var lineCount: Int {
    let perLine = charactersPerLine
    let completed = Self.lineWidths.firstIndex(of: perLine).map { completedLines[$0] } ?? 0
    return completed + Self.wrappedLines(lastLineLength, perLine: perLine)
  }

  /// Every ``charactersPerLine`` a device and orientation give, in the order of
  /// `completedLines`.
  private static let lineWidths: [Int] = Array(
    Set(
      DeviceProfile.allCases.flatMap { device in
        Orientation.allCases.map { charactersPerLine(on: device, $0) }
      })
  ).sorted()

  /// The lines the text before its last line break takes, wrapped at each of ``lineWidths``.
  private var completedLines = Array(repeating: 0, count: lineWidths.count)
  /// The characters after the text's last line break.
  private var lastLineLength = 0
  /// The characters of ``text``, counted as they are typed so that showing the text does not
  /// count them again.
  private(set) var characterCount = 0
  /// The characters of each line of text before the last line break, in order.
  private var paragraphLengths: [Int] = []

  /// The lines the bar shows, wrapped at ``charactersPerLine``: all of them, or the last
  /// ``maximumLines`` while the text scrolls, as a text view scrolled to its end shows them.
  ///
  /// Only the lines shown are read from the text, so a long message costs no more than they do.
  public var visibleLines: [String] {
    let perLine = charactersPerLine
    // The shown lines' lengths from the last one back, and whether a line break precedes each.
    var lengths: [(length: Int, afterBreak: Bool)] = []
    var paragraph = paragraphLengths.count
    var length = lastLineLength
    while lengths.count < Self.maximumLines {
      let count = Self.wrappedLines(length, perLine: perLine)
      for line in (0..<count).reversed() where lengths.count < Self.maximumLines {
        let size = line == count - 1 ? length - line * perLine : perLine
        lengths.append((size, line == 0 && paragraph > 0))
      }
      guard paragraph > 0 else { break }
      paragraph -= 1
      length = paragraphLengths[paragraph]
    }
    var lines: [String] = []
    var end = text.endIndex
    for (size, afterBreak) in lengths {
      let start = text.index(end, offsetBy: -size, limitedBy: text.startIndex) ?? text.startIndex
      lines.append(String(text[start..<end]))
      end = afterBreak && start > text.startIndex ? text.index(before: start) : start
    }
    return lines.reversed()
  }

  /// The lines a line of text of `length` characters wraps to: at least 1.
  private static func wrappedLines(_ length: Int, perLine: Int) -> Int {
    max(1, (length + perLine - 1) / perLine)
  }

  /// Whether the text has more lines than the bar shows, so it scrolls.
  public var isScrolling: Bool { lineCount > Self.maximumLines }

  /// The bar's height: one line's height plus a line height per further line, up to the maximum.
  public var height: Double {
    Self.singleLineHeight + Double(min(lineCount, Self.maximumLines) - 1) * Self.lineHeight
  }

  /// The bar's frame in screen coordinates: the screen's width, on the bottom safe area at rest or
  /// on the keyboard's top while it is up.
  public var frame: Rect {
    let screen = device.screenSize(orientation)
    let bottom = keyboardTop ?? screen.height - device.safeArea(orientation).bottom
    return Rect(x: 0, y: bottom - height, width: screen.width, height: height)
  }

  /// Shows the bar.
  public mutating func show() { isVisible = true }

  /// Hides the bar; its text stays.
  public mutating func hide() { isVisible = false }

  /// Appends text at the end, as typing does.
  public mutating func type(_ typed: String) {
    guard !typed.isEmpty else { return }
    // What is typed can join the text's last character into one: "\r" then "\n" make one line
    // break, "e" then U+0301 one "é". That character is taken back and counted again with
    // what follows it, so the tallies count the characters the text has.
    var recounted = typed.utf8.count
    if let last = text.last {
      uncount(last)
      recounted += last.utf8.count
    }
    text += typed
    let seam = text.utf8.index(text.utf8.endIndex, offsetBy: -recounted)
    for character in text[seam...] { count(character) }
  }

  /// Adds a character at the end of the text to the tallies.
  private mutating func count(_ character: Character) {
    characterCount += 1
    guard character.isNewline else {
      lastLineLength += 1
      return
    }
    for (index, perLine) in Self.lineWidths.enumerated() {
      completedLines[index] += Self.wrappedLines(lastLineLength, perLine: perLine)
    }
    paragraphLengths.append(lastLineLength)
    lastLineLength = 0
  }

  /// Takes the text's last character out of the tallies.
  private mutating func uncount(_ character: Character) {
    characterCount -= 1
    guard character.isNewline, let previous = paragraphLengths.popLast() else {
      lastLineLength = max(0, lastLineLength - 1)
      return
    }
    for (index, perLine) in Self.lineWidths.enumerated() {
      completedLines[index] -= Self.wrappedLines(previous, perLine: perLine)
    }
    lastLineLength = previous
  }

  /// Sends the text: returns it and empties the bar, which shrinks back to one line.
  public mutating func send() -> String {
    defer {
      text = ""
      completedLines = Array(repeating: 0, count: Self.lineWidths.count)
      lastLineLength = 0
      paragraphLengths = []
      characterCount = 0
    }
    return text
  }

  /// Docks the bar on another device's screen, keeping its text and whether it shows; it rests
  /// on the new screen's bottom safe area until the next notification.
  public mutating func move(to device: DeviceProfile) {
    self.device = device
    keyboardTop = nil
  }

  /// Moves the bar after a keyboard notification: onto the keyboard's end frame, or back to rest
  /// when the keyboard ends below the screen.
  public mutating func follow(_ event: KeyboardEvent, orientation: Orientation) {
    self.orientation = orientation
    let screenHeight = device.screenSize(orientation).height
    keyboardTop = event.end.y < screenHeight ? event.end.y : nil
  }

  /// Follows each of a sequence of notifications in turn.
  public mutating func follow(_ events: [KeyboardEvent], orientation: Orientation) {
    for event in events { follow(event, orientation: orientation) }
  }

  /// Turns the device with the keyboard hidden; the bar takes the new width and rest position.
  public mutating func rotate(to orientation: Orientation) { self.orientation = orientation }
}
