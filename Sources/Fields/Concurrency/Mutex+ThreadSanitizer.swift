import Synchronization

#if canImport(Glibc)
import Glibc
#endif

extension Mutex where Value: ~Copyable {
  /// Runs `body` with the lock held, as `withLock(_:)` does, and tells ThreadSanitizer so.
  ///
  /// On Linux a contended `Mutex` hands the lock over inside the kernel (`FUTEX_LOCK_PI` and
  /// `FUTEX_UNLOCK_PI`, in the uninstrumented Synchronization library), so ThreadSanitizer sees
  /// no acquire or release and reports the two critical sections as a race. Every lock in
  /// Fields goes through here so that a ThreadSanitizer report means a real race. In a build
  /// without ThreadSanitizer this costs one check of a value looked up once.
  ///
  /// - Parameter body: Gets the protected value; it must not lock this mutex again.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  package borrowing func withTSanVisibleLock<Result: ~Copyable, E: Error>(
    _ body: (inout sending Value) throws(E) -> sending Result
  ) throws(E) -> sending Result {
    guard let hooks = ThreadSanitizerHooks.shared else { return try withLock(body) }
    // A mutex is never moved (`@_staticExclusiveOnly`), so its address names it on every
    // thread; the protected value's address would not do, as an empty value has none of its own.
    let address = withUnsafePointer(to: self) { UnsafeRawPointer($0) }
    return try withLock { (value) throws(E) -> sending Result in
      hooks.acquire(address)
      defer { hooks.release(address) }
      return try body(&value)
    }
  }
}

/// ThreadSanitizer's annotation entry points, when the process runs under ThreadSanitizer.
private struct ThreadSanitizerHooks: Sendable {
  typealias Hook = @convention(c) (UnsafeRawPointer?) -> Void

  let acquire: Hook
  let release: Hook

  /// Found by name at first use: `nil` unless the ThreadSanitizer runtime is linked in, so the
  /// same code serves every build.
  static let shared: ThreadSanitizerHooks? = {
    guard let acquire = dlsym(nil, "__tsan_acquire"), let release = dlsym(nil, "__tsan_release")
    else { return nil }
    return ThreadSanitizerHooks(
      acquire: unsafeBitCast(acquire, to: Hook.self),
      release: unsafeBitCast(release, to: Hook.self))
  }()
}
