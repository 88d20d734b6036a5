import Fields

#if canImport(Glibc)
import Glibc
#endif

// MARK: - Arguments that are not UTF-8

extension CommandLineArguments {
  /// The arguments as fieldcli reads them: each one that is not UTF-8 replaced by a stand-in
  /// that names it, so that it is refused instead of read with U+FFFD in place of its bytes.
  ///
  /// Swift's `CommandLine.arguments` repairs such an argument, so `validate text $'\xff'` was
  /// valid where the same bytes on `--stdin` are refused. A value a command reads (see
  /// ``ValueReadingCommand``) is refused as the same line on stdin is; any other argument is a
  /// usage error that names it (``notUTF8Message(for:)``). A stand-in starts with a NUL, which
  /// no argument can hold.
  static let checked: [String] = {
    var arguments: [String] = []
    for index in 1..<Int(CommandLine.argc) {
      guard let pointer = CommandLine.unsafeArgv[index] else { continue }
      if let text = String(validatingCString: pointer) {
        arguments.append(text)
      } else {
        arguments.append(standInPrefix + String(index))
      }
    }
    return arguments
  }()

  /// The bytes of each argument that is not UTF-8, by its stand-in.
  static let notUTF8: [String: [UInt8]] = {
    var bytes: [String: [UInt8]] = [:]
    for index in 1..<Int(CommandLine.argc) {
      guard let pointer = CommandLine.unsafeArgv[index], String(validatingCString: pointer) == nil
      else { continue }
      let length = strlen(pointer)
      bytes[standInPrefix + String(index)] = pointer.withMemoryRebound(
        to: UInt8.self, capacity: length
      ) { Array(UnsafeBufferPointer(start: $0, count: length)) }
    }
    return bytes
  }()

  static let standInPrefix = "\u{0}argument "

  /// The bytes of an argument that is not UTF-8, when `value` stands in for one.
  static func bytes(standingInFor value: String) -> [UInt8]? {
    guard value.utf8.first == 0 else { return nil }
    return notUTF8[value]
  }

  /// The usage error for an argument that is not UTF-8, naming it with its other bytes escaped
  /// as `\xFF`.
  static func notUTF8Message(for bytes: [UInt8]) -> String {
    var shown = ""
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var position = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        shown.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        position += encoded.count
      case .error(let length):
        for byte in bytes[position..<(position + length)] {
          shown += "\\x" + String(byte, radix: 16, uppercase: true)
        }
        position += length
      case .emptyInput:
        return "The argument \(QuotedText.quoted(shown)) is not valid UTF-8. Please give "
          + "arguments in UTF-8."
      }
    }
  }
}
