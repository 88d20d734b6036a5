internal import CICU
import Synchronization

// MARK: - Unicode properties and case folding for the pattern engine

extension ICU {
  /// The Unicode version of the linked ICU's character data, such as "15.0".
  static var unicodeVersion: String {
    var text = [CChar](repeating: 0, count: 32)
    cicu_unicode_version(&text, 32)
    let bytes = text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The versions of the linked ICU and of its CLDR data, such as "72.1" and "42.0".
  static var versions: (icu: String, cldr: String) {
    var icu = [CChar](repeating: 0, count: 32)
    var cldr = [CChar](repeating: 0, count: 32)
    cicu_versions(&icu, 32, &cldr, 32)
    func text(_ characters: [CChar]) -> String {
      let bytes = characters.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      return String(decoding: bytes, as: UTF8.self)
    }
    return (text(icu), text(cldr))
  }

  /// The simple case folding of `codePoint` (CaseFolding.txt's C and S mappings).
  static func simpleCaseFold(_ codePoint: UInt32) -> UInt32 {
    UInt32(truncatingIfNeeded: cicu_simple_case_fold(Int32(bitPattern: codePoint)))
  }

  /// Whether `codePoint` has ID_Start.
  static func isIDStart(_ codePoint: UInt32) -> Bool {
    cicu_is_id_start(Int32(bitPattern: codePoint))
  }

  /// Whether `codePoint` has ID_Continue.
  static func isIDContinue(_ codePoint: UInt32) -> Bool {
    cicu_is_id_continue(Int32(bitPattern: codePoint))
  }

  /// What ECMAScript's `\p{name}` or `\p{name=value}` denotes, or nil for a name it does not
  /// know; see `cicu_ecmascript_property`.
  ///
  /// Sets are kept once made: a property is looked up once per process, however many patterns
  /// name it, and a pattern repeating `\p{L}` costs no ICU call per repetition.
  static func ecmaScriptProperty(name: String, value: String?) -> (
    set: PropertySet, ofStrings: Bool
  )? {
    let key = value.map { name + "=" + $0 } ?? name
    if let known = propertySets.withTSanVisibleLock({ $0[key] }) { return known }
    var ofStrings = false
    let opened = name.withCString { name in
      if let value {
        return value.withCString { cicu_ecmascript_property(name, $0, &ofStrings) }
      }
      return cicu_ecmascript_property(name, nil, &ofStrings)
    }
    guard let opened else { return nil }
    defer { cicu_code_point_set_close(opened) }
    let found = (set: propertySet(of: opened), ofStrings: ofStrings)
    propertySets.withTSanVisibleLock { $0[key] = found }
    return found
  }

  /// The code points whose simple case folding differs from them, each with its folding, in
  /// order: about 1,400 pairs, read once.
  static let simpleCaseFoldings: [(codePoint: UInt32, folded: UInt32)] = {
    guard let changing = cicu_changes_when_simple_case_folded() else { return [] }
    defer { cicu_code_point_set_close(changing) }
    var pairs: [(codePoint: UInt32, folded: UInt32)] = []
    let bounds = propertySet(of: changing).bounds
    for index in stride(from: 0, to: bounds.count - 1, by: 2) {
      for codePoint in bounds[index]...bounds[index + 1] {
        let folded = simpleCaseFold(codePoint)
        if folded != codePoint { pairs.append((codePoint, folded)) }
      }
    }
    return pairs
  }()

  /// Property sets by `name` or `name=value`.
  ///
  /// Only names ECMAScript knows are kept (a few hundred at most), so patterns full of unknown
  /// names do not grow it.
  private static let propertySets = Mutex<[String: (set: PropertySet, ofStrings: Bool)]>([:])

  private static func propertySet(of set: OpaquePointer) -> PropertySet {
    var bounds: [UInt32] = []
    let rangeCount = cicu_code_point_set_range_count(set)
    bounds.reserveCapacity(Int(max(0, rangeCount)) * 2)
    for index in 0..<max(0, rangeCount) {
      var start: Int32 = 0
      var end: Int32 = -1
      cicu_code_point_set_range(set, index, &start, &end)
      guard start <= end, start >= 0 else { continue }
      bounds.append(UInt32(start))
      bounds.append(UInt32(end))
    }
    var strings: Set<[UInt32]> = []
    var buffer = [Int32](repeating: 0, count: 64)
    for index in 0..<max(0, cicu_code_point_set_string_count(set)) {
      let length = Int(cicu_code_point_set_string(set, index, &buffer, 64))
      strings.insert(buffer.prefix(min(length, 64)).map { UInt32(bitPattern: $0) })
    }
    return PropertySet(bounds: bounds, strings: strings)
  }

  /// Code points and strings as ICU's property data gives them, for the pattern engine to
  /// make its own sets of.
  struct PropertySet: Sendable {
    /// The ranges' bounds, sorted, disjoint and non-adjacent, as start and end pairs.
    var bounds: [UInt32]
    /// The strings of a property of strings, each as its code points.
    var strings: Set<[UInt32]>
  }
}
