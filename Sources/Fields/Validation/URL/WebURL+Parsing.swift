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
    var parser = Parser(input: input, base: base)
    self = try parser.run()
  }

  /// Parses a URL relative to a base given as text.
  ///
  /// - Throws: ``Failure`` when either the base or the input is not a URL.
  public init(_ input: String, base: String) throws(Failure) {
    try self.init(input, base: try WebURL(base))
  }

  /// The state machine of the basic URL parser, over the input's code points.
  struct Parser {
    enum State {
      case schemeStart, scheme, noScheme, specialRelativeOrAuthority, pathOrAuthority, relative
      case relativeSlash, specialAuthoritySlashes, specialAuthorityIgnoreSlashes, authority
      case host, port, file, fileSlash, fileHost, pathStart, path, opaquePath, query, fragment
    }

    let input: [Unicode.Scalar]
    let base: WebURL?
    var url = WebURL(scheme: "")
    var state = State.schemeStart
    var pointer = 0
    var buffer = ""
    var atSignSeen = false
    var insideBrackets = false
    var passwordTokenSeen = false
    var segments: [String] = []
    var opaquePath: String?

    init(input: String, base: WebURL?) {
      var scalars = Array(input.unicodeScalars)
      // Leading and trailing C0 controls and spaces go, then every tab and line break.
      while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
      while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
      scalars.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
      self.input = scalars
      self.base = base
    }

    // MARK: Looking at the input

    func at(_ index: Int) -> Unicode.Scalar? {
      index >= 0 && index < input.count ? input[index] : nil
    }

    /// Whether the input after the current code point starts with `text`.
    func remainingStarts(with text: String) -> Bool {
      var index = pointer + 1
      for scalar in text.unicodeScalars {
        guard at(index) == scalar else { return false }
        index += 1
      }
      return true
    }

    static func isASCIIAlpha(_ scalar: Unicode.Scalar?) -> Bool {
      guard let value = scalar?.value else { return false }
      return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
    }

    static func isASCIIDigit(_ scalar: Unicode.Scalar?) -> Bool {
      guard let value = scalar?.value else { return false }
      return (0x30...0x39).contains(value)
    }

    /// Two code points: an ASCII letter and `:` or `|` (`C:`, `c|`).
    static func isWindowsDriveLetter(_ text: String, normalized: Bool = false) -> Bool {
      let scalars = Array(text.unicodeScalars)
      guard scalars.count == 2, isASCIIAlpha(scalars[0]) else { return false }
      return scalars[1] == ":" || (!normalized && scalars[1] == "|")
    }

    /// Whether the input from `index` starts with a Windows drive letter that ends there or is
    /// followed by `/`, `\`, `?` or `#`.
    func startsWithWindowsDriveLetter(at index: Int) -> Bool {
      guard Self.isASCIIAlpha(at(index)), at(index + 1) == ":" || at(index + 1) == "|" else {
        return false
      }
      guard let third = at(index + 2) else { return true }
      return third == "/" || third == "\\" || third == "?" || third == "#"
    }

    /// Whether the scheme is special, kept up to date by ``setScheme(_:)``: asked for nearly
    /// every code point, so not looked up each time.
    var isSpecial = false

    mutating func setScheme(_ scheme: String) {
      url.scheme = scheme
      isSpecial = WebURL.specialSchemes[scheme] != nil
    }

    mutating func shortenPath() {
      if url.scheme == "file", segments.count == 1,
        Self.isWindowsDriveLetter(segments[0], normalized: true)
      {
        return
      }
      if !segments.isEmpty { segments.removeLast() }
    }

    static func isSingleDot(_ segment: String) -> Bool {
      segment == "." || segment.lowercased() == "%2e"
    }

    static func isDoubleDot(_ segment: String) -> Bool {
      switch segment.lowercased() {
      case "..", ".%2e", "%2e.", "%2e%2e": return true
      default: return false
      }
    }

    // MARK: Running

    mutating func run() throws(Failure) -> WebURL {
      while pointer <= input.count {
        try step(at(pointer))
        pointer += 1
      }
      url.path = opaquePath.map { .opaque($0) } ?? .segments(segments)
      return url
    }

    mutating func copyBaseAuthority(_ base: WebURL) {
      url.username = base.username
      url.password = base.password
      url.host = base.host
      url.port = base.port
    }

    /// Starts the query at `?` or the fragment at `#`, as several states do; false for any
    /// other code point.
    mutating func startsQueryOrFragment(_ c: Unicode.Scalar?) -> Bool {
      if c == "?" {
        url.query = ""
        state = .query
        return true
      }
      if c == "#" {
        url.fragment = ""
        state = .fragment
        return true
      }
      return false
    }

    mutating func copyBasePath() {
      if case .segments(let baseSegments) = base?.path { segments = baseSegments }
    }

    // The cases follow the standard's states in order; each comment names what it handles.
    // swiftlint:disable:next cyclomatic_complexity function_body_length
    mutating func step(_ c: Unicode.Scalar?) throws(Failure) {
      switch state {
      case .schemeStart:
        if Self.isASCIIAlpha(c), let c {
          buffer.unicodeScalars.append(Unicode.Scalar(UInt8(c.value) | 0x20))
          state = .scheme
        } else {
          state = .noScheme
          pointer -= 1
        }

      case .scheme:
        if let c, Self.isASCIIAlpha(c) || Self.isASCIIDigit(c) || c == "+" || c == "-" || c == "." {
          let lowered = Self.isASCIIAlpha(c) ? Unicode.Scalar(UInt8(c.value) | 0x20) : c
          buffer.unicodeScalars.append(lowered)
        } else if c == ":" {
          setScheme(buffer)
          buffer = ""
          if url.scheme == "file" {
            state = .file
          } else if isSpecial, let base, base.scheme == url.scheme {
            state = .specialRelativeOrAuthority
          } else if isSpecial {
            state = .specialAuthoritySlashes
          } else if remainingStarts(with: "/") {
            state = .pathOrAuthority
            pointer += 1
          } else {
            opaquePath = ""
            state = .opaquePath
          }
        } else {
          buffer = ""
          state = .noScheme
          pointer = -1
        }

      case .noScheme:
        guard let base else { throw .missingSchemeNonRelativeURL }
        if case .opaque(let basePath) = base.path {
          guard c == "#" else { throw .missingSchemeNonRelativeURL }
          setScheme(base.scheme)
          opaquePath = basePath
          url.query = base.query
          url.fragment = ""
          state = .fragment
        } else if base.scheme != "file" {
          state = .relative
          pointer -= 1
        } else {
          state = .file
          pointer -= 1
        }

      case .specialRelativeOrAuthority:
        if c == "/", remainingStarts(with: "/") {
          state = .specialAuthorityIgnoreSlashes
          pointer += 1
        } else {
          state = .relative
          pointer -= 1
        }

      case .pathOrAuthority:
        if c == "/" {
          state = .authority
        } else {
          state = .path
          pointer -= 1
        }

      case .relative:
        guard let base else { throw .missingSchemeNonRelativeURL }
        setScheme(base.scheme)
        if c == "/" || (isSpecial && c == "\\") {
          state = .relativeSlash
        } else {
          copyBaseAuthority(base)
          copyBasePath()
          url.query = base.query
          if !startsQueryOrFragment(c), c != nil {
            url.query = nil
            shortenPath()
            state = .path
            pointer -= 1
          }
        }

      case .relativeSlash:
        if isSpecial, c == "/" || c == "\\" {
          state = .specialAuthorityIgnoreSlashes
        } else if c == "/" {
          state = .authority
        } else {
          if let base { copyBaseAuthority(base) }
          state = .path
          pointer -= 1
        }

      case .specialAuthoritySlashes:
        state = .specialAuthorityIgnoreSlashes
        if c == "/", remainingStarts(with: "/") {
          pointer += 1
        } else {
          pointer -= 1
        }

      case .specialAuthorityIgnoreSlashes:
        if c != "/", c != "\\" {
          state = .authority
          pointer -= 1
        }

      case .authority:
        if c == "@" {
          if atSignSeen { buffer = "%40" + buffer }
          atSignSeen = true
          for scalar in buffer.unicodeScalars {
            if scalar == ":", !passwordTokenSeen {
              passwordTokenSeen = true
              continue
            }
            if passwordTokenSeen {
              PercentEncodeSet.userinfo.append(scalar, to: &url.password)
            } else {
              PercentEncodeSet.userinfo.append(scalar, to: &url.username)
            }
          }
          buffer = ""
        } else if c == nil || c == "/" || c == "?" || c == "#" || (isSpecial && c == "\\") {
          if atSignSeen, buffer.isEmpty { throw .hostMissing }
          pointer -= buffer.unicodeScalars.count + 1
          buffer = ""
          state = .host
        } else if let c {
          buffer.unicodeScalars.append(c)
        }

      case .host:
        if c == ":", !insideBrackets {
          guard !buffer.isEmpty else { throw .hostMissing }
          url.host = try Host.parse(buffer, isOpaque: !isSpecial).get()
          buffer = ""
          state = .port
        } else if c == nil || c == "/" || c == "?" || c == "#" || (isSpecial && c == "\\") {
          pointer -= 1
          if isSpecial, buffer.isEmpty { throw .hostMissing }
          url.host = try Host.parse(buffer, isOpaque: !isSpecial).get()
          buffer = ""
          state = .pathStart
        } else if let c {
          if c == "[" { insideBrackets = true }
          if c == "]" { insideBrackets = false }
          buffer.unicodeScalars.append(c)
        }

      case .port:
        if Self.isASCIIDigit(c), let c {
          buffer.unicodeScalars.append(c)
        } else if c == nil || c == "/" || c == "?" || c == "#" || (isSpecial && c == "\\") {
          if !buffer.isEmpty {
            let digits = buffer.drop { $0 == "0" }
            guard digits.count <= 5, let port = Int(digits.isEmpty ? "0" : String(digits)),
              port <= 65535
            else { throw .portOutOfRange }
            url.port = WebURL.specialSchemes[url.scheme] == .some(port) ? nil : port
            buffer = ""
          }
          state = .pathStart
          pointer -= 1
        } else {
          throw .portInvalid
        }

      case .file:
        setScheme("file")
        url.host = .empty
        if c == "/" || c == "\\" {
          state = .fileSlash
        } else if let base, base.scheme == "file" {
          url.host = base.host
          copyBasePath()
          url.query = base.query
          if !startsQueryOrFragment(c), c != nil {
            url.query = nil
            if !startsWithWindowsDriveLetter(at: pointer) {
              shortenPath()
            } else {
              segments = []
            }
            state = .path
            pointer -= 1
          }
        } else {
          state = .path
          pointer -= 1
        }

      case .fileSlash:
        if c == "/" || c == "\\" {
          state = .fileHost
        } else {
          if let base, base.scheme == "file" {
            url.host = base.host
            if !startsWithWindowsDriveLetter(at: pointer),
              case .segments(let baseSegments) =
                base.path, let first = baseSegments.first,
              Self.isWindowsDriveLetter(first, normalized: true)
            {
              segments.append(first)
            }
          }
          state = .path
          pointer -= 1
        }

      case .fileHost:
        if c == nil || c == "/" || c == "\\" || c == "?" || c == "#" {
          pointer -= 1
          if Self.isWindowsDriveLetter(buffer) {
            // A drive letter where a host would be (file://C:/): it stays in the buffer and
            // becomes the first path segment.
            state = .path
          } else if buffer.isEmpty {
            url.host = .empty
            state = .pathStart
          } else {
            var host = try Host.parse(buffer, isOpaque: !isSpecial).get()
            if host == .domain("localhost") { host = .empty }
            url.host = host
            buffer = ""
            state = .pathStart
          }
        } else if let c {
          buffer.unicodeScalars.append(c)
        }

      case .pathStart:
        if isSpecial {
          state = .path
          if c != "/", c != "\\" { pointer -= 1 }
        } else if !startsQueryOrFragment(c), c != nil {
          state = .path
          if c != "/" { pointer -= 1 }
        }

      case .path:
        let atSlash = c == "/" || (isSpecial && c == "\\")
        if c == nil || atSlash || c == "?" || c == "#" {
          if Self.isDoubleDot(buffer) {
            shortenPath()
            if !atSlash { segments.append("") }
          } else if Self.isSingleDot(buffer), !atSlash {
            segments.append("")
          } else if !Self.isSingleDot(buffer) {
            if url.scheme == "file", segments.isEmpty, Self.isWindowsDriveLetter(buffer) {
              buffer = String(buffer.unicodeScalars.prefix(1)) + ":"
            }
            segments.append(buffer)
          }
          buffer = ""
          _ = startsQueryOrFragment(c)
        } else if let c {
          PercentEncodeSet.path.append(c, to: &buffer)
        }

      case .opaquePath:
        if startsQueryOrFragment(c) { break }
        if c == " " {
          // A space before ? or # would be lost at the end of an opaque path, so it is encoded.
          let keep = remainingStarts(with: "?") || remainingStarts(with: "#")
          opaquePath? += keep ? "%20" : " "
        } else if let c {
          var path = opaquePath ?? ""
          PercentEncodeSet.c0Control.append(c, to: &path)
          opaquePath = path
        }

      case .query:
        if c == nil || c == "#" {
          let set: PercentEncodeSet = isSpecial ? .specialQuery : .query
          var query = url.query ?? ""
          set.append(contentsOf: buffer.unicodeScalars, to: &query)
          url.query = query
          buffer = ""
          if c == "#" {
            url.fragment = ""
            state = .fragment
          }
        } else if let c {
          buffer.unicodeScalars.append(c)
        }

      case .fragment:
        if let c {
          var fragment = url.fragment ?? ""
          PercentEncodeSet.fragment.append(c, to: &fragment)
          url.fragment = fragment
        }
      }
    }
  }
}
