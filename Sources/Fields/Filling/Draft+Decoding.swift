// MARK: - Decoding

extension Draft {
  /// Reads a draft from its JSON text, as ``json`` writes it.
  ///
  /// Strict, as a form spec is: any other shape, an unknown member, or a digest or locale in
  /// the wrong form is refused, since applying a damaged draft's answers would fill a form with
  /// what nobody typed.
  ///
  /// - Parameters:
  ///   - json: The file's text.
  ///   - file: The file's name, for errors.
  /// - Throws: ``DraftError/notADraft(file:reason:)`` saying what is wrong.
  public init(json: String, file: String) throws(DraftError) {
    let value: JSONValue
    do {
      value = try JSONValue.parse(json, file: file)
    } catch {
      // The parser's message is a sentence; the reason goes inside one.
      let message = error.message.hasSuffix(".") ? String(error.message.dropLast()) : error.message
      throw .notADraft(
        file: file, reason: "line \(error.line), column \(error.column): \(message)")
    }
    guard case .object(let members) = value.kind else {
      throw .notADraft(file: file, reason: "it holds \(value.kindName), not an object")
    }
    var marker: String?
    var digest: String?
    var locale: String?
    var answers: [Answer]?
    for member in members {
      switch member.key {
      case "draft": marker = try Self.string(member, file: file)
      case "form": digest = try Self.string(member, file: file)
      case "locale": locale = try Self.string(member, file: file)
      case "answers": answers = try Self.answers(member, file: file)
      default:
        throw .notADraft(file: file, reason: "it has an unknown member \(quoted(member.key))")
      }
    }
    guard marker == Self.marker else {
      throw .notADraft(file: file, reason: "it has no \"draft\": \"\(Self.marker)\" member")
    }
    guard let digest, Self.isDigest(digest) else {
      throw .notADraft(file: file, reason: "its \"form\" is not a sha256: digest")
    }
    guard let locale, (try? LocaleIdentifier(locale)) != nil else {
      throw .notADraft(file: file, reason: "its \"locale\" is not a locale")
    }
    guard let answers else {
      throw .notADraft(file: file, reason: "it has no \"answers\" object")
    }
    self.init(formDigest: digest, locale: locale)
    for answer in answers { record(answer.text, for: answer.field) }
  }

  private static func string(_ member: JSONValue.Member, file: String) throws(DraftError)
    -> String
  {
    guard case .string(let text) = member.value.kind else {
      throw .notADraft(
        file: file,
        reason: "its \(quoted(member.key)) is \(member.value.kindName), not a string")
    }
    return text
  }

  private static func answers(_ member: JSONValue.Member, file: String) throws(DraftError)
    -> [Answer]
  {
    guard case .object(let members) = member.value.kind else {
      throw .notADraft(
        file: file, reason: "its \"answers\" is \(member.value.kindName), not an object")
    }
    var answers: [Answer] = []
    answers.reserveCapacity(members.count)
    for answer in members {
      guard case .string(let text) = answer.value.kind else {
        throw .notADraft(
          file: file,
          reason: "the answer to \(quoted(answer.key)) is \(answer.value.kindName), not a string")
      }
      answers.append(Answer(field: answer.key, text: text))
    }
    return answers
  }

  private static func isDigest(_ text: String) -> Bool {
    guard text.hasPrefix("sha256:") else { return false }
    let hex = text.utf8.dropFirst(7)
    return hex.count == 64
      && hex.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }
}
