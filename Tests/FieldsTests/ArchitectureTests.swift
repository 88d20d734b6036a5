import Foundation
import Testing

/// The folders of `Sources/Fields` form layers, as `docs/ARCHITECTURE.md` lists them: a folder
/// uses only types declared in itself or in folders below it.
///
/// A token scan, not a compiler: it finds the top-level types each folder declares, then each
/// capitalized word outside comments and string literals that names a type of a higher folder.
struct ArchitectureTests {
  /// The folders, lowest first; the same list as `docs/ARCHITECTURE.md`.
  static let layers = [
    "Concurrency", "Support", "Files", "ICU", "Observation", "Formatting", "Phone", "Keyboard",
    "Validation", "InputViews", "Accessory", "Form", "HTML", "Navigation", "Screen",
    "Filling", "Session",
  ]

  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/Fields")

  /// The Swift files under `folder`, with their text.
  static func files(in folder: String) throws -> [(path: String, text: String)] {
    let root = sources.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
    var found: [(String, String)] = []
    for case let relative as String in walker where relative.hasSuffix(".swift") {
      let url = root.appendingPathComponent(relative)
      found.append(("\(folder)/\(relative)", try String(contentsOf: url, encoding: .utf8)))
    }
    return found.sorted { $0.0 < $1.0 }
  }

  /// The names of the types declared at the top level of `text`.
  static func declaredTypes(in text: String) -> [String] {
    let modifiers: Set<Substring> = [
      "public", "package", "internal", "fileprivate", "private", "final", "indirect",
    ]
    let kinds: Set<Substring> = ["struct", "enum", "class", "actor", "protocol", "typealias"]
    var names: [String] = []
    for line in text.split(separator: "\n") where !line.hasPrefix(" ") {
      var words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })[...]
      while let first = words.first, modifiers.contains(first) { words.removeFirst() }
      guard let kind = words.first, kinds.contains(kind), words.count > 1 else { continue }
      names.append(String(words[words.startIndex + 1]))
    }
    return names
  }

  /// The capitalized words of a line of code, without its comment and string literals.
  static func typeWords(in line: Substring) -> Set<String> {
    let code = Self.code(of: line)
    let words = code.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
    return Set(words.filter { $0.first?.isUppercase == true }.map(String.init))
  }

  @Test func folders_useNoTypeOfAHigherFolder() throws {
    let actual = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
      .filter { (try? Self.files(in: $0).isEmpty) == false }
    #expect(Set(actual) == Set(Self.layers), "Every folder of Sources/Fields is a listed layer.")

    var owner: [String: Int] = [:]
    let files = try Self.layers.map { try Self.files(in: $0) }
    for (layer, folderFiles) in files.enumerated() {
      for file in folderFiles {
        for name in Self.declaredTypes(in: file.text) { owner[name] = layer }
      }
    }
    var crossings: [String] = []
    for (layer, folderFiles) in files.enumerated() {
      for file in folderFiles {
        for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated()
        {
          for word in Self.typeWords(in: line).sorted() {
            guard let higher = owner[word], higher > layer else { continue }
            crossings.append(
              "Sources/Fields/\(file.path):\(index + 1): \(word) is declared in "
                + "\(Self.layers[higher])/, above \(Self.layers[layer])/.")
          }
        }
      }
    }
    #expect(crossings.isEmpty, "\(crossings.joined(separator: "\n"))")
  }

  /// Every Swift file under `Sources/` outside `Sources/Fields/ICU/`, with its text.
  static func filesOutsideICU() throws -> [(path: String, text: String)] {
    try files(outside: "Fields/ICU/")
  }

  /// The Swift files of every target outside one folder of Sources, with their text.
  static func files(outside folder: String) throws -> [(path: String, text: String)] {
    let root = sources.deletingLastPathComponent()
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
    var found: [(String, String)] = []
    for case let relative as String in walker
    where relative.hasSuffix(".swift") && !relative.hasPrefix(folder) {
      let url = root.appendingPathComponent(relative)
      found.append(("Sources/\(relative)", try String(contentsOf: url, encoding: .utf8)))
    }
    return found.sorted { $0.0 < $1.0 }
  }

  /// The code of a line: without its comment and string literals.
  static func code(of line: Substring) -> String {
    var code = ""
    var inString = false
    var previous: Character = " "
    for character in line {
      if !inString, character == "/", previous == "/" {
        code.removeLast()
        break
      }
      if character == "\"" { inString.toggle() } else if !inString { code.append(character) }
      previous = character
    }
    return code
  }

  /// What a line of code does with CICU, or `nil` when it does not touch it.
  static func cicuUse(in line: Substring) -> String? {
    let code = Self.code(of: line)
    let words = code.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
    if let index = words.firstIndex(of: "import"), words[(index + 1)...].first == "CICU" {
      return "imports CICU"
    }
    if let call = words.first(where: { $0.hasPrefix("cicu_") || $0.hasPrefix("CICU_") }) {
      return "uses \(call)"
    }
    return nil
  }

  @Test(
    arguments: [
      ("internal import CICU", "imports CICU"),
      ("@preconcurrency import CICU", "imports CICU"),
      ("    let x = cicu_date_format_open(a)", "uses cicu_date_format_open"),
      ("    case .decimal: CICU_NUMBER_DECIMAL", "uses CICU_NUMBER_DECIMAL"),
      ("/// see `cicu_regex.c`", nil),
      ("    let name = \"cicu_\"  // import CICU", nil),
      ("import Foundation", nil),
    ] as [(String, String?)])
  func cicuUse_findsImportsAndCallsOutsideCommentsAndStrings(line: String, expected: String?) {
    #expect(Self.cicuUse(in: line[...]) == expected)
  }

  @Test func sources_callCICUOnlyInsideTheICUFolder() throws {
    var uses: [String] = []
    for file in try Self.filesOutsideICU() {
      for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        guard let use = Self.cicuUse(in: line) else { continue }
        uses.append("\(file.path):\(index + 1): \(use); only Sources/Fields/ICU/ may.")
      }
    }
    #expect(uses.isEmpty, "\(uses.joined(separator: "\n"))")
  }

  /// What a line of code does with CGumbo, or `nil` when it does not touch it.
  static func gumboUse(in line: Substring) -> String? {
    let code = Self.code(of: line)
    let words = code.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
    if let index = words.firstIndex(of: "import"), words[(index + 1)...].first == "CGumbo" {
      return "imports CGumbo"
    }
    if let call = words.first(where: {
      $0.hasPrefix("cgumbo_") || $0.hasPrefix("gumbo_") || $0.hasPrefix("Gumbo")
        || $0.hasPrefix("GUMBO_")
    }) {
      return "uses \(call)"
    }
    return nil
  }

  @Test(
    arguments: [
      ("internal import CGumbo", "imports CGumbo"),
      ("    guard let output = cgumbo_parse(a, n)", "uses cgumbo_parse"),
      ("    case GUMBO_NODE_ELEMENT:", "uses GUMBO_NODE_ELEMENT"),
      ("    let node: GumboNode", "uses GumboNode"),
      ("/// gumbo_parse is HTML5's parser", nil),
      ("import Foundation", nil),
    ] as [(String, String?)])
  func gumboUse_findsImportsAndCallsOutsideCommentsAndStrings(line: String, expected: String?) {
    #expect(Self.gumboUse(in: line[...]) == expected)
  }

  @Test func sources_callCGumboOnlyInsideTheHTMLFolder() throws {
    var uses: [String] = []
    for file in try Self.files(outside: "Fields/HTML/") {
      for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        guard let use = Self.gumboUse(in: line) else { continue }
        uses.append("\(file.path):\(index + 1): \(use); only Sources/Fields/HTML/ may.")
      }
    }
    #expect(uses.isEmpty, "\(uses.joined(separator: "\n"))")
  }
}
