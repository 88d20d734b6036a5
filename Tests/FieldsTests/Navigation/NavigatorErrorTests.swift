import Fields
import Testing

/// Bad URLs and start locations: one sentence naming the input and what to give instead.
struct NavigatorErrorTests {
  static let badURLs: [(url: String, message: String)] = [
    (
      "",
      "The URL is empty. Please give a path such as '/posts/1' or a full URL such as "
        + "'https://app.example.com/posts/1'."
    ),
    (
      "posts/1",
      "Relative URL 'posts/1'. Please give a path that starts with '/', such as '/posts/1', "
        + "or a full URL."
    ),
    (
      "1http://x/",
      "Relative URL '1http://x/'. Please give a path that starts with '/', such as '/posts/1', "
        + "or a full URL."
    ),
    (
      "/posts 1",
      "The URL '/posts 1' holds a space or a control character. Please percent-encode it, "
        + "as in '%20'."
    ),
    (
      "/a\nb",
      "The URL '/a\\nb' holds a space or a control character. Please percent-encode it, "
        + "as in '%20'."
    ),
    (
      "https:///posts",
      "The URL 'https:///posts' has no host. Please give one, as in "
        + "'https://app.example.com/posts/1'."
    ),
    (
      "http:/posts",
      "The URL 'http:/posts' has no host. Please give one, as in "
        + "'https://app.example.com/posts/1'."
    ),
  ]

  @Test(arguments: badURLs)
  func perform_badURL_throwsAndLeavesStacks(url: String, message: String) throws {
    let navigator = try makeNavigator(main: ["/a"], modal: ["/new"])
    #expect {
      try navigator.perform(VisitProposal(url: url, presentation: .clearAll))
    } throws: { error in
      (error as? NavigatorError)?.description == message
    }
    #expect(navigator.stackLines() == ["main: /a", "modal: /new"])
  }

  @Test func perform_longBadURL_quotesItsFirst64Characters() throws {
    let url = String(repeating: "a", count: 100)
    let navigator = try makeNavigator()
    #expect(throws: NavigatorError.relativeURL(url)) {
      try navigator.perform(VisitProposal(url: url))
    }
    #expect(
      NavigatorError.relativeURL(url).description
        == "Relative URL '\(String(repeating: "a", count: 64))…' (100 characters). Please give a "
        + "path that starts with '/', such as '/posts/1', or a full URL.")
  }

  @Test(arguments: ["/posts", "app.example.com", "mailto:team@example.com", "https://", ""])
  func configuration_notAFullHTTPURL_throws(startLocation: String) {
    #expect(throws: NavigatorError.invalidStartLocation(startLocation)) {
      try Navigator.Configuration(startLocation: startLocation)
    }
    #expect(
      NavigatorError.invalidStartLocation(startLocation).description
        == "Invalid start location '\(startLocation)'. Please give a full http or https URL "
        + "such as 'https://app.example.com/'.")
  }

  @Test func route_megabyteURL_routesWithoutError() throws {
    // A megabyte of path, the most a line holds, still routes. Nothing in the navigator counts
    // its work, so this checks the outcome only: a wall-clock bound flaked on a busy machine.
    let navigator = try makeNavigator(main: ["/a"])
    let url = "/" + String(repeating: "a/", count: 512 * 1024)
    _ = try navigator.route(VisitProposal(url: url))
  }
}
