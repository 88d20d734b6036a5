import Fields
import FuzzSupport

/// The path configuration reader: any text is a configuration or diagnostics with positions,
/// and a configuration it loads routes paths.
private let paths = ["/", "/new", "/signup", "/posts/1/edit", "/a?b=c", ""]

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = FuzzInput(data, size).text
  let lint = try? PathConfiguration.lint(.json(text, name: "fuzz.json"))
  require(lint != nil, "lint refused text it was given: \(show(text))")
  do {
    let configuration = try PathConfiguration(json: text, name: "fuzz.json")
    require(
      !(lint ?? []).contains { $0.severity == .error },
      "a configuration with lint errors loaded: \(show(text))")
    for path in paths {
      guard let match = try? configuration.match(path) else { continue }
      _ = try? match.decisionFromEmptyStacks()
    }
  } catch {
    require(!error.description.isEmpty, "an empty error for \(show(text))")
  }
  return 0
}

/// Hands the command line to libFuzzer.
@main
enum FuzzPathConfig {
  static func main() { runFuzzer(test) }
}
