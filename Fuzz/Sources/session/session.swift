import Fields
import FuzzSupport

#if canImport(Glibc)
import Glibc
#endif

/// The session interpreter fed a script, one command a line, in a fresh Session each run, in a
/// folder holding the examples that `load` and `config` name.
private let directory: String = {
  var template = Array("/tmp/fields-fuzz-session-XXXXXX".utf8CString)
  guard let made = mkdtemp(&template) else {
    require(false, "no temporary folder")
    return "/tmp"
  }
  let folder = String(cString: made)
  // This file is Fuzz/Sources/session/session.swift; the examples are in the package above.
  let examples = "\(#filePath)".split(separator: "/").dropLast(4).joined(separator: "/")
  for name in exampleNames {
    copy(from: "/\(examples)/Examples/\(name)", to: "\(folder)/\(name)")
  }
  // libFuzzer ends the process with exit(), so the folder goes then; a crash leaves it for
  // the reproduction.
  atexit { removeDirectory() }
  return folder
}()

private let exampleNames = ["signup.json", "post.json", "paths.json"]

private func removeDirectory() {
  for name in exampleNames { unlink("\(directory)/\(name)") }
  rmdir(directory)
}

private func copy(from source: String, to target: String) {
  guard let input = fopen(source, "rb"), let output = fopen(target, "wb") else {
    require(false, "cannot copy \(source) to \(target)")
    return
  }
  defer {
    fclose(input)
    fclose(output)
  }
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = fread(&buffer, 1, buffer.count, input)
    guard count > 0 else { break }
    fwrite(buffer, 1, count, output)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let script = FuzzInput(data, size).text
  let session = Session(directory: directory)
  for line in script.split(separator: "\n", omittingEmptySubsequences: false) {
    do {
      try session.run(String(line)) { _ in }
    } catch {
      require(!error.description.isEmpty, "an empty error for \(show(String(line)))")
    }
  }
  return 0
}

/// Hands the command line to libFuzzer.
@main
enum FuzzSession {
  static func main() { runFuzzer(test) }
}
