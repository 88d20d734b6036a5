import Fields
import Foundation
import Hummingbird

/// The server: `FieldsServer --form FORM.json [--port 8080] [--host 127.0.0.1]`.
@main
struct App {
  static func main() async throws {
    let options: Options
    do {
      options = try Options(CommandLine.arguments.dropFirst())
    } catch {
      FileHandle.standardError.write(Data("FieldsServer: \(error)\n\(Options.usage)\n".utf8))
      exit(2)
    }
    let spec = try FormSpec(contentsOf: options.form)
    let app = Application(
      router: FormRoutes(spec: spec).router(),
      configuration: .init(address: .hostname(options.host, port: options.port)))
    try await app.runService()
  }
}

/// The command line's flags.
struct Options {
  static let usage = "usage: FieldsServer --form FORM.json [--port 8080] [--host 127.0.0.1]"

  var form = ""
  var port = 8080
  var host = "127.0.0.1"

  /// A flag the server does not know, or one without its value.
  struct BadArgument: Error, CustomStringConvertible {
    let description: String
  }

  init(_ arguments: ArraySlice<String>) throws(BadArgument) {
    var rest = arguments
    while let flag = rest.popFirst() {
      guard let value = rest.popFirst() else {
        throw BadArgument(description: "\(flag) needs a value")
      }
      switch flag {
      case "--form": form = value
      case "--host": host = value
      case "--port":
        guard let number = Int(value), (0...65535).contains(number) else {
          throw BadArgument(description: "--port takes a number from 0 to 65535, not \(value)")
        }
        port = number
      default: throw BadArgument(description: "unknown flag \(flag)")
      }
    }
    if form.isEmpty { throw BadArgument(description: "--form is required") }
  }
}
