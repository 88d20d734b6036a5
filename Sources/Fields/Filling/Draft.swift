/// The answers given to a form so far, saved so that a later `fieldcli fill` goes on from them.
///
/// ```swift
/// var draft = Draft(formDigest: Draft.digest(of: specBytes), locale: "de_DE")
/// draft.record("13", for: "age")
/// draft.json
/// // {"draft":"fieldcli fill","form":"sha256:9f2c…","locale":"de_DE","answers":{"age":"13"}}
/// ```
///
/// A draft names its form by the SHA-256 of the spec file's bytes, so that the answers of one
/// form are never applied to another (or to a changed version of it), and the locale they were
/// typed in, since `1.234` is another number in another locale. Answers are kept as typed, by
/// field name, in the order they were first given; answering a field again replaces its answer
/// in place.
public struct Draft: Sendable, Hashable {
  /// The spec file's digest, `sha256:` and 64 lower-case hex digits.
  public let formDigest: String
  /// The locale the answers were typed in.
  public let locale: String
  /// The accepted answers as typed, in the order first given.
  public private(set) var answers: [Answer]
  /// Each answer's place in ``answers`` by field name, so that recording costs the same however
  /// many answers there are.
  private var positions: [String: Int] = [:]

  /// One accepted answer.
  public struct Answer: Sendable, Hashable {
    /// The field's name.
    public var field: String
    /// The answer as typed; empty when it kept the field's default or left it empty.
    public var text: String

    /// Makes an answer.
    public init(field: String, text: String) {
      self.field = field
      self.text = text
    }
  }

  /// What a draft's `draft` member holds, so that a draft says what it is when opened.
  static let marker = "fieldcli fill"

  /// Makes a draft with no answers.
  ///
  /// - Parameters:
  ///   - formDigest: ``digest(of:)`` of the spec file's bytes.
  ///   - locale: The locale answers are typed in.
  public init(formDigest: String, locale: String) {
    self.formDigest = formDigest
    self.locale = locale
    self.answers = []
  }

  /// The digest a draft names a spec file by: `sha256:` and its hex digest.
  public static func digest(of specBytes: some Collection<UInt8>) -> String {
    "sha256:" + SHA256.hexDigest(of: specBytes)
  }

  // MARK: - Answers

  /// Keeps an accepted answer, replacing the field's earlier one.
  ///
  /// Costs constant time (amortized), however many answers there are.
  public mutating func record(_ text: String, for field: String) {
    if let index = positions[field] {
      answers[index].text = text
    } else {
      positions[field] = answers.count
      answers.append(Answer(field: field, text: text))
    }
  }

  /// The answer recorded for a field, or `nil`.
  public func answer(for field: String) -> String? {
    positions[field].map { answers[$0].text }
  }

  /// The draft as one JSON object, the form a draft file holds.
  public var json: String {
    let members = answers.map { JSONText.string($0.field) + ":" + JSONText.string($0.text) }
    return "{\"draft\":" + JSONText.string(Self.marker) + ",\"form\":"
      + JSONText.string(formDigest) + ",\"locale\":" + JSONText.string(locale)
      + ",\"answers\":{" + members.joined(separator: ",") + "}}\n"
  }
}
