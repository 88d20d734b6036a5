import Fields
import Testing

/// The app every navigator test runs in.
let appStart = "https://app.example.com/"

/// A navigator whose stacks hold web screens at these paths.
func makeNavigator(main: [String] = [], modal: [String] = []) throws -> Navigator {
  Navigator(configuration: try .init(startLocation: appStart), main: main, modal: modal)
}

/// Performs a visit and expects its decision's one-line description and the stacks after it,
/// as `stackLines()` prints them.
func expectVisit(
  _ navigator: Navigator,
  _ proposal: VisitProposal,
  decides description: String,
  main: String,
  modal: String = "modal:",
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let routed = try navigator.route(proposal)
  let performed = try navigator.perform(proposal)
  #expect(routed == performed, "route(_:) and perform(_:) disagree", sourceLocation: sourceLocation)
  #expect(performed.description == description, sourceLocation: sourceLocation)
  #expect(navigator.stackLines() == [main, modal], sourceLocation: sourceLocation)
}
