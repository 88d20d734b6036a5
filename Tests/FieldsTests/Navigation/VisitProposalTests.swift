import Fields
import Testing

/// Proposals made from a path configuration's merged properties.
struct VisitProposalTests {
  @Test func pathProperties_contextAndPresentation_areRead() throws {
    let properties: [String: PathPropertyValue] = [
      "context": "modal", "presentation": "replace_root", "controller": "new_session",
    ]
    let proposal = try VisitProposal(url: "/x", action: .replace, pathProperties: properties)
    #expect(
      proposal
        == VisitProposal(
          url: "/x", action: .replace, context: .modal, presentation: .replaceRoot,
          properties: properties))
  }

  @Test(arguments: [[String: PathPropertyValue](), ["context": .null, "presentation": .null]])
  func pathProperties_missingOrNull_areDefault(properties: [String: PathPropertyValue]) throws {
    let proposal = try VisitProposal(url: "/x", pathProperties: properties)
    #expect(proposal.context == .default)
    #expect(proposal.presentation == .default)
    #expect(proposal.action == .advance)
  }

  static let unknown: [(properties: [String: PathPropertyValue], message: String)] = [
    (["context": "sheet"], "Unknown context 'sheet'. Please use 'default' or 'modal'."),
    (["context": true], "Unknown context 'true'. Please use 'default' or 'modal'."),
    (
      ["presentation": "modal"],
      "Unknown presentation 'modal'. Please use 'default', 'push', 'replace', 'pop', 'refresh', "
        + "'clear_all', 'replace_root' or 'none'."
    ),
    (
      ["presentation": .number("1")],
      "Unknown presentation '1'. Please use 'default', 'push', 'replace', 'pop', 'refresh', "
        + "'clear_all', 'replace_root' or 'none'."
    ),
  ]

  @Test(arguments: unknown)
  func pathProperties_unknownValue_throwsNamingIt(
    properties: [String: PathPropertyValue], message: String
  ) {
    #expect {
      try VisitProposal(url: "/x", pathProperties: properties)
    } throws: { error in
      (error as? NavigatorError)?.description == message
    }
  }

  @Test func pathProperties_fromConfiguration_routeAsTheTableSays() throws {
    let navigator = try makeNavigator(main: ["/a"])
    let proposal = try VisitProposal(url: "/posts/new", pathProperties: ["context": "modal"])
    try expectVisit(
      navigator, proposal, decides: "present modal with /posts/new", main: "main: /a",
      modal: "modal: /posts/new")
  }
}
