internal import CGumbo

#if canImport(Glibc)
import Glibc
#endif

/// An HTML page parsed as a browser parses it, and the forms on it.
///
/// ```swift
/// let page = try HTMLPage(contentsOf: "signin.html")
/// page.forms.map(\.name)                        // ["login"]
/// let reading = try page.formSpec(nil)          // the one form
/// reading.spec.fields.map(\.name)               // ["email", "password"]
/// reading.warnings.map(\.description)           // controls that were left out, and where
/// ```
///
/// ## Parsing
///
/// gumbo (HTML5's tree construction) parses the page: broken markup is recovered as browsers
/// recover it (an unclosed tag is closed, a `<form>` inside a form is dropped, a stray `</form>`
/// ignored), bytes that are not UTF-8 become U+FFFD, and nothing is read with a regular
/// expression. The tree is copied into Swift values and gumbo's output freed at once, so a page
/// holds no C memory. Work and memory are linear in the page's size, which is at most
/// ``maximumSize``, and its nesting, at most ``maximumDepth`` (checked before gumbo parses it,
/// since gumbo's work grows with the depth); the copy and every walk over the tree are loops,
/// not recursion.
///
/// ## Thread safety
///
/// A page is an immutable value; it is `Sendable`.
public struct HTMLPage: Sendable {
  /// The page's file, as the user named it; warnings and errors carry it.
  public let file: String
  /// The elements in tree order; the first is `<html>`.
  let elements: [Element]
  /// The element each id names: the first in tree order with it.
  let ids: [String: Int]
  /// The first `<label>` whose `for` names each id.
  let labels: [String: Int]
  /// The first `<legend>` child of each `<fieldset>` that has one, which a disabled fieldset
  /// leaves enabled: found once, not once for each control inside.
  let firstLegends: [Int: Int]

  /// The largest page read, in bytes: 16 MiB.
  ///
  /// Real pages are far smaller (a Turbo page's form is a few kilobytes); the limit keeps a
  /// mistaken path (a log, a disk image) from being parsed into a tree of several times its
  /// size.
  public static let maximumSize = 16 << 20

  /// The deepest nesting read: 512 elements, the depth at which Chromium stops nesting.
  ///
  /// An HTML parser checks what is open at each tag, so its time grows with a page's length
  /// times its depth; a page is refused before it is parsed when a pass over its bytes finds
  /// it deeper (counting the elements a browser keeps open and the formatting elements it
  /// opens again, but not `<html>`, `<body>`, or a table's rows and sections). Real pages nest
  /// a few dozen elements deep. The same pass counts the formatting elements a browser opens
  /// again (`<div><b></div>x` puts a new `<b>` around the x): a page may make at most an eighth
  /// of its length (and 4,096) such elements, which no tag of the page stands for.
  public static let maximumDepth = 512

  // MARK: - Reading

  /// Reads and parses a page.
  ///
  /// Only a regular file is read: a device such as /dev/zero reads for ever and a FIFO waits for
  /// a writer, so the file is opened without waiting and checked before a byte is read.
  ///
  /// - Parameter path: The file.
  /// - Throws: ``HTMLPageError`` for a file that cannot be read, is no regular file or is larger
  ///   than ``maximumSize``.
  public init(contentsOf path: String) throws(HTMLPageError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw .unreadable(file: path) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .unreadable(file: path) }
    let kind = FileKind(mode: status.st_mode)
    guard kind == .regularFile else { throw .notAFile(file: path, kind: kind) }
    guard Int(status.st_size) <= Self.maximumSize else {
      throw .tooLarge(file: path, size: Int(status.st_size))
    }
    // One byte past the limit is room to notice a file that grew since `fstat`.
    var bytes = [UInt8](repeating: 0, count: Self.maximumSize + 1)
    var total = 0
    while total < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress.map { $0 + total }, buffer.count - total)
      }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw .unreadable(file: path) }
      if count == 0 { break }
      total += count
    }
    guard total <= Self.maximumSize else { throw .tooLarge(file: path, size: total) }
    try self.init(bytes: bytes[..<total], file: path)
  }

  /// Parses a page's bytes.
  ///
  /// - Parameters:
  ///   - bytes: The page, in any encoding gumbo reads as UTF-8 (bytes that are not UTF-8 become
  ///     U+FFFD).
  ///   - file: The name warnings and errors give the page.
  /// - Throws: ``HTMLPageError/tooLarge(file:size:)`` above ``maximumSize``,
  ///   ``HTMLPageError/tooDeep(file:line:)`` when it nests deeper than ``maximumDepth``,
  ///   ``HTMLPageError/reopensTooMany(file:line:)`` when a browser would open its unclosed
  ///   formatting elements again more than an eighth of its length (and 4,096) times.
  public init(bytes: some Collection<UInt8>, file: String) throws(HTMLPageError) {
    guard bytes.count <= Self.maximumSize else {
      throw .tooLarge(file: file, size: bytes.count)
    }
    self.file = file
    let contiguous = Array(bytes)
    let parsed = contiguous.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { characters -> Result<[Element], HTMLPageError> in
        var reopening: CInt = 0
        let line = cgumbo_depth_exceeding(
          characters.baseAddress, characters.count, Self.maximumDepth, &reopening)
        // SIZE_MAX: the pre-scan's memory ran out, as gumbo's can (an empty tree).
        guard line != .max else { return .success([]) }
        guard line == 0 else {
          return .failure(
            reopening != 0
              ? .reopensTooMany(file: file, line: line) : .tooDeep(file: file, line: line))
        }
        guard let output = cgumbo_parse(characters.baseAddress, characters.count) else {
          return .success([])
        }
        defer { cgumbo_destroy(output) }
        return .success(Self.copy(output.pointee.root))
      }
    }
    elements = try parsed.get()
    var ids: [String: Int] = [:]
    var labels: [String: Int] = [:]
    var firstLegends: [Int: Int] = [:]
    for (index, element) in elements.enumerated() {
      if let id = element["id"], !id.isEmpty, ids[id] == nil { ids[id] = index }
      if element.tag == "label", let target = element["for"], labels[target] == nil {
        labels[target] = index
      }
      if element.tag == "legend", let parent = element.parent,
        elements[parent].tag == "fieldset", firstLegends[parent] == nil
      {
        firstLegends[parent] = index
      }
    }
    self.ids = ids
    self.labels = labels
    self.firstLegends = firstLegends
  }

  // MARK: - The tree

  /// An element of the page, and where its start tag is.
  struct Element: Sendable {
    /// The tag name in lower case; empty for a tag HTML does not define or an element of SVG
    /// or MathML, which no form control is.
    var tag: String
    /// The attributes by name; the first of two with the same name, as HTML keeps it.
    var attributes: [String: String]
    /// The element's parent, or `nil` for the root.
    var parent: Int?
    /// The line of the start tag, from 1.
    var line: Int
    /// The column of the start tag, from 1, in characters.
    var column: Int
    /// The element's children and text in order.
    var content: [Piece] = []

    /// A child element or a run of text.
    enum Piece: Sendable {
      case element(Int)
      case text(String)
    }

    /// The attribute, or `nil` when the element has none of that name.
    subscript(_ name: String) -> String? { attributes[name] }

    /// Whether the element has the attribute, whatever its value (a boolean attribute).
    func has(_ name: String) -> Bool { attributes[name] != nil }
  }

  /// Copies gumbo's tree into elements in tree order, without recursion.
  ///
  /// A `<template>`'s content is inert (its form controls belong to no form until a script
  /// clones them), so it is not copied.
  private static func copy(_ root: UnsafeMutablePointer<GumboNode>?) -> [Element] {
    var elements: [Element] = []
    var pending: [(node: UnsafeMutablePointer<GumboNode>, parent: Int?)] = []
    if let root { pending.append((root, nil)) }
    while let (node, parent) = pending.popLast() {
      switch node.pointee.type {
      case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE:
        let element = node.pointee.v.element
        let isHTML = element.tag_namespace == GUMBO_NAMESPACE_HTML
        let name = isHTML ? String(cString: gumbo_normalized_tagname(element.tag)) : ""
        var attributes: [String: String] = [:]
        for index in 0..<Int(element.attributes.length) {
          guard
            let attribute = element.attributes.data[index]?.assumingMemoryBound(
              to: GumboAttribute.self)
          else { continue }
          let key = String(cString: attribute.pointee.name)
          if attributes[key] == nil { attributes[key] = String(cString: attribute.pointee.value) }
        }
        let index = elements.count
        elements.append(
          Element(
            tag: name, attributes: attributes, parent: parent,
            line: Int(element.start_pos.line), column: Int(element.start_pos.column)))
        if let parent { elements[parent].content.append(.element(index)) }
        guard node.pointee.type == GUMBO_NODE_ELEMENT else { continue }
        // Reversed, so that the first child is taken first and the tree order is kept.
        for child in (0..<Int(element.children.length)).reversed() {
          guard
            let pointer = element.children.data[child]?.assumingMemoryBound(to: GumboNode.self)
          else { continue }
          pending.append((pointer, index))
        }
      case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
        guard let parent, let text = node.pointee.v.text.text else { continue }
        elements[parent].content.append(.text(String(cString: text)))
      default:
        continue
      }
    }
    return elements
  }

  /// The text of an element and its descendants, whitespace collapsed as a label shows it.
  ///
  /// - Parameters:
  ///   - index: The element.
  ///   - skipping: Descendants whose text is not part of it, such as a control inside a label.
  /// - Returns: The text.
  func text(of index: Int, skipping: (Element) -> Bool = { _ in false }) -> String {
    var pieces: [String] = []
    var pending: [Element.Piece] = elements[index].content.reversed()
    while let piece = pending.popLast() {
      switch piece {
      case .text(let text): pieces.append(text)
      case .element(let child):
        guard !skipping(elements[child]) else { continue }
        pending += elements[child].content.reversed()
      }
    }
    return Self.collapsed(pieces.joined())
  }

  /// The text of an element and its descendants as it is, such as a `<textarea>`'s value.
  func rawText(of index: Int) -> String {
    var pieces: [String] = []
    var pending: [Element.Piece] = elements[index].content.reversed()
    while let piece = pending.popLast() {
      switch piece {
      case .text(let text): pieces.append(text)
      case .element(let child): pending += elements[child].content.reversed()
      }
    }
    return pieces.joined()
  }

  /// The descendants of an element, in tree order.
  func descendants(of index: Int) -> [Int] {
    var found: [Int] = []
    var pending: [Int] = elements[index].content.reversed().compactMap {
      guard case .element(let child) = $0 else { return nil }
      return child
    }
    while let child = pending.popLast() {
      found.append(child)
      for case .element(let grandchild) in elements[child].content.reversed() {
        pending.append(grandchild)
      }
    }
    return found
  }

  /// Text with HTML's whitespace trimmed from both ends.
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isHTMLSpace($0) }),
      let last = scalars.lastIndex(where: { !isHTMLSpace($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  /// Text with runs of ASCII whitespace (HTML's) made one space, and none at either end.
  static func collapsed(_ text: String) -> String {
    // A Character of "\r\n" is one grapheme; its scalars are what HTML counts.
    text.split(whereSeparator: { $0.unicodeScalars.allSatisfy(isHTMLSpace) })
      .joined(separator: " ")
  }

  /// HTML's ASCII whitespace: tab, line feed, form feed, carriage return and space.
  static func isHTMLSpace(_ scalar: Unicode.Scalar) -> Bool {
    [0x09, 0x0A, 0x0C, 0x0D, 0x20].contains(scalar.value)
  }

  /// Whether `index` lies inside `ancestor`.
  func isInside(_ index: Int, _ ancestor: Int) -> Bool {
    var current = elements[index].parent
    while let parent = current {
      if parent == ancestor { return true }
      current = elements[parent].parent
    }
    return false
  }

  /// The nearest ancestor with the tag, if any.
  func ancestor(of index: Int, tag: String) -> Int? {
    var current = elements[index].parent
    while let parent = current {
      if elements[parent].tag == tag { return parent }
      current = elements[parent].parent
    }
    return nil
  }
}
