import CFuzzDriver

#if canImport(Glibc)
import Glibc
#endif

/// A target's test, as libFuzzer calls it.
public typealias FuzzTest = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

/// Runs libFuzzer with the program's command line over `test`, and exits with its status.
public func runFuzzer(_ test: FuzzTest) -> Never {
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  exit(LLVMFuzzerRunDriver(&argc, &argv, test))
}
