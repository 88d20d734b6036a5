// MARK: - Parsing

extension WebURL {
  /// Parses a URL, relative to `base` when one is given, as the URL Standard's basic URL parser
  /// does.
  ///
  /// - Parameters:
  ///   - input: The text; surrounding C0 controls and spaces are trimmed, and tabs and line
  ///     breaks inside are dropped, as browsers do.
  ///   - base: The URL that a relative input is resolved against.
  /// - Throws: ``Failure`` naming the first error that makes the text no URL.
  public init(_ input: String, base: WebURL? = nil) throws(Failure) {
    var text = input
    let result = text.withUTF8 { bytes in Self.parse(bytes, base: base) }
    self = try result.get()
  }

  /// Parses a URL relative to a base given as text.
  ///
  /// - Throws: ``Failure`` when either the base or the input is not a URL.
  public init(_ input: String, base: String) throws(Failure) {
    try self.init(input, base: try WebURL(base))
  }

  /// Parses UTF-8 bytes into a URL.
  static func parse(_ raw: UnsafeBufferPointer<UInt8>, base: WebURL?) -> Result<WebURL, Failure> {
    // Percent-encoding at most triples a byte; only an IDN host can grow more, and then the
    // parse runs again with more room.
    var capacity = raw.count * 3 + (base?.href.utf8.count ?? 0) + 16
    while true {
      let result = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
        parsing(raw, base: base, into: buffer) { parser -> WebURL? in
          guard !parser.output.overflowed else { return nil }
          return WebURL(
            href: String(decoding: parser.output.bytes, as: UTF8.self), offsets: parser.offsets,
            port: parser.port)
        }
      }
      switch result {
      case .success(let url?): return .success(url)
      case .success(nil): capacity *= 2
      case .failure(let failure): return .failure(failure)
      }
    }
  }

  /// Parses UTF-8 bytes, writing the serialization into `output`, and hands it and the offset
  /// of the scheme's `:` to `body`, without making a URL.
  ///
  /// - Returns: What `body` returns; `.success(nil)` when the serialization does not fit.
  static func serialize<Success>(
    _ raw: UnsafeBufferPointer<UInt8>, base: WebURL?,
    into output: UnsafeMutableBufferPointer<UInt8>,
    _ body: (UnsafeBufferPointer<UInt8>, Int) -> Success
  ) -> Result<Success?, Failure> {
    parsing(raw, base: base, into: output) { parser in
      parser.output.overflowed ? nil : body(parser.output.bytes, parser.offsets.schemeEnd)
    }
  }

  /// Trims the input, drops its tabs and line breaks, runs the parser over its bytes and gives
  /// the finished parser to `finish`.
  static func parsing<Success>(
    _ raw: UnsafeBufferPointer<UInt8>, base: WebURL?,
    into output: UnsafeMutableBufferPointer<UInt8>,
    _ finish: (inout Parser) -> Success
  ) -> Result<Success, Failure> {
    var start = 0
    var end = raw.count
    // Leading and trailing C0 controls and spaces go, then every tab and line break.
    while start < end, raw[start] <= 0x20 { start += 1 }
    while end > start, raw[end - 1] <= 0x20 { end -= 1 }
    var index = start
    while index < end, raw[index] != 0x09, raw[index] != 0x0A, raw[index] != 0x0D { index += 1 }
    guard index < end else {
      return run(
        UnsafeBufferPointer(rebasing: raw[start..<end]), base: base, into: output, finish)
    }
    // Rare: a copy without the tabs and line breaks.
    var cleaned: [UInt8] = []
    cleaned.reserveCapacity(end - start)
    for position in start..<end {
      let byte = raw[position]
      if byte != 0x09, byte != 0x0A, byte != 0x0D { cleaned.append(byte) }
    }
    return cleaned.withUnsafeBufferPointer { run($0, base: base, into: output, finish) }
  }

  static func run<Success>(
    _ input: UnsafeBufferPointer<UInt8>, base: WebURL?,
    into output: UnsafeMutableBufferPointer<UInt8>,
    _ finish: (inout Parser) -> Success
  ) -> Result<Success, Failure> {
    guard let base else {
      return run(
        input, base: nil, baseBytes: UnsafeBufferPointer(start: nil, count: 0), into: output,
        finish)
    }
    var baseText = base.href
    return baseText.withUTF8 { run(input, base: base, baseBytes: $0, into: output, finish) }
  }

  static func run<Success>(
    _ input: UnsafeBufferPointer<UInt8>, base: WebURL?, baseBytes: UnsafeBufferPointer<UInt8>,
    into output: UnsafeMutableBufferPointer<UInt8>, _ finish: (inout Parser) -> Success
  ) -> Result<Success, Failure> {
    guard let start = output.baseAddress else {
      // No room at all: the parser still decides whether the input is a URL.
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) { one in
        run(
          input, base: base, baseBytes: baseBytes,
          into: UnsafeMutableBufferPointer(rebasing: one[0..<0]),
          finish)
      }
    }
    var parser = Parser(
      input: input, base: base, baseBytes: baseBytes,
      output: Parser.Output(start: start, capacity: output.count))
    do {
      try parser.parse()
    } catch {
      return .failure(error)
    }
    parser.finishPath()
    return .success(finish(&parser))
  }

  /// The basic URL parser over the input's UTF-8 bytes, writing the serialization into one
  /// buffer as it goes.
  ///
  /// The standard's states become functions that hand over to the next with an input offset;
  /// where the standard collects code points into a buffer, this keeps the range of input
  /// bytes, so nothing is copied but into the output.
  struct Parser {
    let input: UnsafeBufferPointer<UInt8>
    let base: WebURL?
    /// The base's serialization; empty without a base.
    let baseBytes: UnsafeBufferPointer<UInt8>
    var output: Output
    var offsets = Offsets()
    var port: Int?
    /// Set once the path is complete and any `/.` before it written.
    var pathFinished = false

    init(
      input: UnsafeBufferPointer<UInt8>, base: WebURL?, baseBytes: UnsafeBufferPointer<UInt8>,
      output: Output
    ) {
      self.input = input
      self.base = base
      self.baseBytes = baseBytes
      self.output = output
    }

    var isSpecial: Bool { offsets.scheme != .other }

    /// The byte at `index`, or 0 past the end; compare with a nonzero byte only.
    @inline(__always)
    func at(_ index: Int) -> UInt8 { index < input.count ? input[index] : 0 }

    @inline(__always)
    static func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    /// `/`, and `\` for special schemes.
    @inline(__always)
    func isSlash(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "/") || (byte == UInt8(ascii: "\\") && isSpecial)
    }

    mutating func append(_ text: StaticString) {
      text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    // MARK: Scheme

    mutating func parse() throws(Failure) {
      let count = input.count
      if count > 0, Self.isAlpha(input[0]) {
        var index = 1
        while index < count {
          let byte = input[index]
          guard
            Self.isAlpha(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "+")
              || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
          else { break }
          index += 1
        }
        if index < count, input[index] == UInt8(ascii: ":") {
          for position in 0..<index { output.append(Self.lowercased(input[position])) }
          offsets.schemeEnd = index
          offsets.scheme = SchemeKind.of(output.bytes, 0, index)
          output.append(UInt8(ascii: ":"))
          try afterScheme(index + 1)
          return
        }
      }
      try noScheme()
    }

    mutating func afterScheme(_ pointer: Int) throws(Failure) {
      if offsets.scheme == .file { return try file(pointer) }
      let twoSlashes = at(pointer) == UInt8(ascii: "/") && at(pointer + 1) == UInt8(ascii: "/")
      if isSpecial {
        if let base, base.offsets.scheme == offsets.scheme, !twoSlashes {
          return try relative(pointer)
        }
        // The special authority states: `//` expected, but any run of slashes is taken.
        var start = pointer
        while start < input.count, input[start] == UInt8(ascii: "/") || input[start] == 0x5C {
          start += 1
        }
        return try authority(start)
      }
      if twoSlashes { return try authority(pointer + 2) }
      if at(pointer) == UInt8(ascii: "/") {
        setNoHost()
        beginPath()
        return try path(pointer + 1)
      }
      try opaquePath(pointer)
    }

    mutating func noScheme() throws(Failure) {
      guard let base else { throw .missingSchemeNonRelativeURL }
      if base.offsets.hasOpaquePath {
        guard !input.isEmpty, input[0] == UInt8(ascii: "#") else {
          throw .missingSchemeNonRelativeURL
        }
        let end = base.offsets.fragmentStart >= 0 ? base.offsets.fragmentStart : baseBytes.count
        output.append(contentsOf: UnsafeBufferPointer(rebasing: baseBytes[0..<end]))
        offsets = base.offsets
        offsets.fragmentStart = -1
        pathFinished = true
        return fragment(1)
      }
      output.append(
        contentsOf: UnsafeBufferPointer(rebasing: baseBytes[0...base.offsets.schemeEnd]))
      offsets.schemeEnd = base.offsets.schemeEnd
      offsets.scheme = base.offsets.scheme
      if base.offsets.scheme == .file { return try file(0) }
      try relative(0)
    }

    // MARK: Relative references

    mutating func relative(_ pointer: Int) throws(Failure) {
      let atEnd = pointer >= input.count
      if !atEnd, isSlash(input[pointer]) {
        let next = at(pointer + 1)
        if isSpecial, next == UInt8(ascii: "/") || next == 0x5C {
          var start = pointer + 2
          while start < input.count, input[start] == UInt8(ascii: "/") || input[start] == 0x5C {
            start += 1
          }
          return try authority(start)
        }
        if next == UInt8(ascii: "/") { return try authority(pointer + 2) }
        copyBaseAuthority()
        beginPath()
        return try path(pointer + 1)
      }
      copyBaseAuthority()
      beginPath()
      copyBasePath()
      if atEnd { return copyBaseQuery() }
      switch input[pointer] {
      case UInt8(ascii: "?"): return query(pointer + 1)
      case UInt8(ascii: "#"):
        copyBaseQuery()
        return fragment(pointer + 1)
      default:
        shortenPath()
        try path(pointer)
      }
    }

    /// Copies the base's credentials, host and port, or its lack of a host.
    mutating func copyBaseAuthority() {
      guard let base, base.offsets.hostKind != .none else { return setNoHost() }
      let shift = output.count - (base.offsets.schemeEnd + 1)
      output.append(
        contentsOf: UnsafeBufferPointer(
          rebasing: baseBytes[(base.offsets.schemeEnd + 1)..<base.offsets.pathStart]))
      offsets.usernameEnd = base.offsets.usernameEnd + shift
      offsets.passwordEnd = base.offsets.passwordEnd + shift
      offsets.hostStart = base.offsets.hostStart + shift
      offsets.hostEnd = base.offsets.hostEnd + shift
      offsets.hostKind = base.offsets.hostKind
      port = base.port
    }

    /// Copies the base's path after whatever path is written (none, when called).
    mutating func copyBasePath() {
      guard let base else { return }
      output.append(
        contentsOf: UnsafeBufferPointer(rebasing: baseBytes[base.offsets.pathStart..<base.pathEnd]))
    }

    mutating func copyBaseQuery() {
      finishPath()
      guard let base, base.offsets.queryStart >= 0 else { return }
      let end = base.offsets.fragmentStart >= 0 ? base.offsets.fragmentStart : baseBytes.count
      offsets.queryStart = output.count
      output.append(
        contentsOf: UnsafeBufferPointer(rebasing: baseBytes[base.offsets.queryStart..<end]))
    }

    mutating func setNoHost() {
      let here = output.count
      offsets.usernameEnd = here
      offsets.passwordEnd = here
      offsets.hostStart = here
      offsets.hostEnd = here
      offsets.hostKind = .none
    }

    /// Writes `//` and the empty host of `file:///`.
    mutating func writeEmptyHost() {
      append("//")
      setNoHost()
      offsets.hostKind = .empty
    }

    mutating func beginPath() { offsets.pathStart = output.count }

    // MARK: Authority

    mutating func authority(_ pointer: Int) throws(Failure) {
      let count = input.count
      let special = isSpecial
      var end = pointer
      var lastAt = -1
      while end < count {
        let byte = input[end]
        if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
          || (special && byte == 0x5C)
        {
          break
        }
        if byte == UInt8(ascii: "@") { lastAt = end }
        end += 1
      }
      append("//")
      var hostStart = pointer
      if lastAt >= 0 {
        if lastAt + 1 == end { throw .hostMissing }
        // Every `@` but the last is part of the credentials, encoded as %40 like the rest.
        var colon = pointer
        while colon < lastAt, input[colon] != UInt8(ascii: ":") { colon += 1 }
        PercentEncodeSet.userinfo.append(input, from: pointer, to: colon, into: &output)
        offsets.usernameEnd = output.count
        if colon + 1 < lastAt {
          output.append(UInt8(ascii: ":"))
          PercentEncodeSet.userinfo.append(input, from: colon + 1, to: lastAt, into: &output)
        }
        offsets.passwordEnd = output.count
        if offsets.passwordEnd > offsets.schemeEnd + 3 { output.append(UInt8(ascii: "@")) }
        hostStart = lastAt + 1
      } else {
        offsets.usernameEnd = output.count
        offsets.passwordEnd = output.count
      }
      try hostAndPort(hostStart, end)
    }

    mutating func hostAndPort(_ start: Int, _ end: Int) throws(Failure) {
      var colon = start
      var insideBrackets = false
      while colon < end {
        let byte = input[colon]
        if byte == UInt8(ascii: "[") {
          insideBrackets = true
        } else if byte == UInt8(ascii: "]") {
          insideBrackets = false
        } else if byte == UInt8(ascii: ":"), !insideBrackets {
          break
        }
        colon += 1
      }
      if colon < end {
        if colon == start { throw .hostMissing }
      } else if isSpecial, start == end {
        throw .hostMissing
      }
      try host(start, colon, opaque: !isSpecial)
      if colon < end { try portNumber(colon + 1, end) }
      beginPath()
      try pathStart(end)
    }

    mutating func portNumber(_ start: Int, _ end: Int) throws(Failure) {
      var value = 0
      for index in start..<end {
        let byte = input[index]
        guard Self.isDigit(byte) else { throw .portInvalid }
        // Past 65535 the value only has to stay past it.
        if value <= 65535 { value = value * 10 + Int(byte - 0x30) }
      }
      guard start < end else { return }
      guard value <= 65535 else { throw .portOutOfRange }
      guard value != offsets.scheme.defaultPort else { return }
      port = value
      output.append(UInt8(ascii: ":"))
      Self.appendDecimal(value, to: &output)
    }

    static func appendDecimal(_ value: Int, to output: inout Output) {
      var divisor = 1
      while divisor * 10 <= value { divisor *= 10 }
      var rest = value
      while divisor > 0 {
        output.append(UInt8(rest / divisor) + 0x30)
        rest %= divisor
        divisor /= 10
      }
    }

    // MARK: File

    mutating func file(_ pointer: Int) throws(Failure) {
      let count = input.count
      let fileBase = base.flatMap { $0.offsets.scheme == .file ? $0 : nil }
      if pointer < count, input[pointer] == UInt8(ascii: "/") || input[pointer] == 0x5C {
        let next = at(pointer + 1)
        if next == UInt8(ascii: "/") || next == 0x5C { return try fileHost(pointer + 2) }
        if let fileBase {
          copyBaseAuthority()
          beginPath()
          // A drive letter of the base's path is kept when the input has none.
          let start = fileBase.offsets.pathStart
          let end = fileBase.pathEnd
          if !startsWithWindowsDriveLetter(pointer + 1), end - start >= 3,
            Self.isAlpha(baseBytes[start + 1]), baseBytes[start + 2] == UInt8(ascii: ":"),
            end - start == 3 || baseBytes[start + 3] == UInt8(ascii: "/")
          {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: baseBytes[start..<(start + 3)]))
          }
        } else {
          writeEmptyHost()
          beginPath()
        }
        return try path(pointer + 1)
      }
      guard fileBase != nil else {
        writeEmptyHost()
        beginPath()
        return try path(pointer)
      }
      copyBaseAuthority()
      beginPath()
      copyBasePath()
      if pointer >= count { return copyBaseQuery() }
      switch input[pointer] {
      case UInt8(ascii: "?"): return query(pointer + 1)
      case UInt8(ascii: "#"):
        copyBaseQuery()
        return fragment(pointer + 1)
      default:
        if startsWithWindowsDriveLetter(pointer) {
          output.removeLast(output.count - offsets.pathStart)
        } else {
          shortenPath()
        }
        try path(pointer)
      }
    }

    mutating func fileHost(_ pointer: Int) throws(Failure) {
      var end = pointer
      while end < input.count {
        let byte = input[end]
        if byte == UInt8(ascii: "/") || byte == 0x5C || byte == UInt8(ascii: "?")
          || byte == UInt8(ascii: "#")
        {
          break
        }
        end += 1
      }
      if end - pointer == 2, Self.isAlpha(input[pointer]),
        input[pointer + 1] == UInt8(ascii: ":") || input[pointer + 1] == UInt8(ascii: "|")
      {
        // A drive letter where a host would be (file://C:/) is the first path segment.
        writeEmptyHost()
        beginPath()
        return try path(pointer)
      }
      writeEmptyHost()
      if end > pointer {
        try host(pointer, end, opaque: false)
        if offsets.hostKind == .domain, output.count - offsets.hostStart == 9,
          output.bytes[offsets.hostStart...].elementsEqual("localhost".utf8)
        {
          output.removeLast(9)
          offsets.hostEnd = offsets.hostStart
          offsets.hostKind = .empty
        }
      }
      beginPath()
      try pathStart(end)
    }

    /// Whether the input at `index` starts with a drive letter that ends there or is followed
    /// by `/`, `\`, `?` or `#`.
    func startsWithWindowsDriveLetter(_ index: Int) -> Bool {
      guard index + 1 < input.count, Self.isAlpha(input[index]),
        input[index + 1] == UInt8(ascii: ":") || input[index + 1] == UInt8(ascii: "|")
      else { return false }
      guard index + 2 < input.count else { return true }
      switch input[index + 2] {
      case UInt8(ascii: "/"), 0x5C, UInt8(ascii: "?"), UInt8(ascii: "#"): return true
      default: return false
      }
    }

    // MARK: Path

    mutating func pathStart(_ pointer: Int) throws(Failure) {
      let atEnd = pointer >= input.count
      if isSpecial {
        return try path(!atEnd && isSlash(input[pointer]) ? pointer + 1 : pointer)
      }
      guard !atEnd else { return }
      switch input[pointer] {
      case UInt8(ascii: "?"): query(pointer + 1)
      case UInt8(ascii: "#"): fragment(pointer + 1)
      case UInt8(ascii: "/"): try path(pointer + 1)
      default: try path(pointer)
      }
    }

    /// The path state: segments from `pointer` to `?`, `#` or the end, each written as `/` and
    /// its percent-encoded bytes, `.` and `..` resolved in the output.
    mutating func path(_ pointer: Int) throws(Failure) {
      let count = input.count
      let special = isSpecial
      var segmentStart = pointer
      var index = pointer
      while index < count {
        let byte = input[index]
        if byte == UInt8(ascii: "/") || (special && byte == 0x5C) {
          segment(segmentStart, index, atSlash: true)
          segmentStart = index + 1
        } else if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
          break
        }
        index += 1
      }
      segment(segmentStart, index, atSlash: false)
      guard index < count else { return }
      if input[index] == UInt8(ascii: "?") { return query(index + 1) }
      fragment(index + 1)
    }

    mutating func segment(_ start: Int, _ end: Int, atSlash: Bool) {
      switch dots(start, end) {
      case 2:
        shortenPath()
        if !atSlash { output.append(UInt8(ascii: "/")) }
      case 1:
        if !atSlash { output.append(UInt8(ascii: "/")) }
      default:
        output.append(UInt8(ascii: "/"))
        if offsets.scheme == .file, output.count == offsets.pathStart + 1, end - start == 2,
          Self.isAlpha(input[start]),
          input[start + 1] == UInt8(ascii: ":") || input[start + 1] == UInt8(ascii: "|")
        {
          output.append(input[start])
          output.append(UInt8(ascii: ":"))
        } else {
          PercentEncodeSet.path.append(input, from: start, to: end, into: &output)
        }
      }
    }

    /// 1 for a single-dot segment (`.`, `%2e`), 2 for a double-dot one (`..`, `.%2E`, …),
    /// else 0.
    func dots(_ start: Int, _ end: Int) -> Int {
      guard end > start, end - start <= 6 else { return 0 }
      var dots = 0
      var index = start
      while index < end {
        if input[index] == UInt8(ascii: ".") {
          index += 1
        } else if input[index] == UInt8(ascii: "%"), index + 2 < end,
          input[index + 1] == UInt8(ascii: "2"), input[index + 2] | 0x20 == UInt8(ascii: "e")
        {
          index += 3
        } else {
          return 0
        }
        dots += 1
      }
      return dots <= 2 ? dots : 0
    }

    /// Removes the path's last segment (back to its `/`), except a `file:` drive letter alone.
    mutating func shortenPath() {
      let start = offsets.pathStart
      var index = output.count
      guard index > start else { return }
      if offsets.scheme == .file, index - start == 3, Self.isAlpha(output[start + 1]),
        output[start + 2] == UInt8(ascii: ":")
      {
        return
      }
      index -= 1
      while index > start, output[index] != UInt8(ascii: "/") { index -= 1 }
      output.removeLast(output.count - index)
    }

    /// Ends the path: a path of a URL without host that starts with `//` gets `/.` before it,
    /// so that it does not read back as a host.
    mutating func finishPath() {
      guard !pathFinished else { return }
      pathFinished = true
      let start = offsets.pathStart
      guard offsets.hostKind == .none, !offsets.hasOpaquePath, output.count - start >= 2,
        output[start] == UInt8(ascii: "/"), output[start + 1] == UInt8(ascii: "/")
      else { return }
      output.insert(UInt8(ascii: "/"), UInt8(ascii: "."), at: start)
      offsets.pathStart += 2
    }

    mutating func opaquePath(_ pointer: Int) throws(Failure) {
      setNoHost()
      offsets.hasOpaquePath = true
      beginPath()
      let count = input.count
      var index = pointer
      while index < count {
        let byte = input[index]
        switch byte {
        case UInt8(ascii: "?"): return query(index + 1)
        case UInt8(ascii: "#"): return fragment(index + 1)
        case UInt8(ascii: " "):
          // A space before ? or # would be lost at the end of an opaque path, so it is encoded.
          let next = at(index + 1)
          if next == UInt8(ascii: "?") || next == UInt8(ascii: "#") {
            append("%20")
          } else {
            output.append(byte)
          }
        default:
          if PercentEncodeSet.c0Control.contains(byte) {
            PercentEncodeSet.appendEncoded(byte, to: &output)
          } else {
            output.append(byte)
          }
        }
        index += 1
      }
    }

    // MARK: Query and fragment

    mutating func query(_ pointer: Int) {
      finishPath()
      offsets.queryStart = output.count
      output.append(UInt8(ascii: "?"))
      var end = pointer
      while end < input.count, input[end] != UInt8(ascii: "#") { end += 1 }
      let set: PercentEncodeSet = isSpecial ? .specialQuery : .query
      set.append(input, from: pointer, to: end, into: &output)
      if end < input.count { fragment(end + 1) }
    }

    mutating func fragment(_ pointer: Int) {
      finishPath()
      offsets.fragmentStart = output.count
      output.append(UInt8(ascii: "#"))
      PercentEncodeSet.fragment.append(input, from: pointer, to: input.count, into: &output)
    }
  }
}
