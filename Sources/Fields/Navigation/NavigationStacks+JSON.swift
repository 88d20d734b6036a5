// MARK: - JSON

extension NavigationStacks {
  /// An example of the JSON ``init(json:)`` reads, for messages that say what to write.
  public static let jsonExample = #"{"main":["/one"],"modal":[]}"#

  /// Reads stacks from JSON: an object whose `main` and `modal` are lists of paths.
  ///
  /// ```swift
  /// try NavigationStacks(json: #"{"main":["/one","/two"],"modal":["/new"]}"#)
  /// try NavigationStacks(json: #"{"main":["/one"]}"#)   // no modal presented
  /// ```
  ///
  /// A missing key is an empty stack. Each entry is a path that starts with `/`, read as a
  /// visit to it is: its fragment is left out (`/a#top` is `/a`), the query kept. Anything else
  /// is refused rather than guessed at, since a state misread would route from somewhere the
  /// user did not mean.
  ///
  /// - Parameter text: The JSON text.
  /// - Throws: ``NavigationStacksError`` naming the first thing wrong.
  public init(json text: String) throws(NavigationStacksError) {
    let top: JSONValue
    do {
      top = try JSONValue.parse(text, file: "stacks", unit: "stacks")
    } catch {
      throw .notJSON(text, line: error.line, column: error.column, reason: error.message)
    }
    guard case .object(let members) = top.kind else { throw .notAnObject(found: top.kindName) }
    var stacks = NavigationStacks()
    for member in members {
      guard let stack = Navigator.Stack(rawValue: member.key) else {
        throw .unknownKey(member.key)
      }
      let paths = try Self.paths(member.value, of: stack)
      switch stack {
      case .main: stacks.main = paths
      case .modal: stacks.modal = paths
      }
    }
    self = stacks
  }

  /// The stacks as one line of JSON, `main` then `modal`:
  /// `{"main":["/one","/two"],"modal":[]}`.
  public var jsonText: String {
    func list(_ paths: [String]) -> String {
      "[" + paths.map(JSONText.string).joined(separator: ",") + "]"
    }
    return #"{"main":"# + list(main) + #","modal":"# + list(modal) + "}"
  }

  private static func paths(_ value: JSONValue, of stack: Navigator.Stack)
    throws(NavigationStacksError) -> [String]
  {
    guard case .array(let elements) = value.kind else {
      throw .notAList(stack: stack, found: value.kindName)
    }
    var paths: [String] = []
    for element in elements {
      guard case .string(let entry) = element.kind else {
        throw .notAString(stack: stack, found: element.kindName)
      }
      guard let location = try? NavigationLocation(parsing: entry), location.scheme == nil,
        location.host == nil
      else { throw .notAPath(stack: stack, entry: entry) }
      paths.append(location.pathAndQuery)
    }
    return paths
  }
}
