import Fields
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The built `fieldcli` run on a pseudo-terminal, as a person at a terminal runs it: its
/// standard input, output and error are the terminal, which is its controlling terminal, so
/// Ctrl-C (`\u{03}`) raises SIGINT and Ctrl-D (`\u{04}`) ends the input.
///
/// Spawned with `posix_spawn` and `POSIX_SPAWN_SETSID`, so the test process never forks: the
/// child opens the terminal's other end as a session leader, which makes it its controlling
/// terminal.
final class PTYProcess: @unchecked Sendable {
  // `@unchecked Sendable`: `output` is behind a Mutex; the descriptor and pid are set once.
  private let master: Int32
  /// The terminal's other end, held open for as long as this object lives.
  private let held: Int32
  private let pid: pid_t
  private let output = Output()
  private let reader: Thread

  /// Starts fieldcli with `arguments` on a new pseudo-terminal, with `TERM=xterm`; with
  /// `errors`, its standard error goes to that file instead (`2>FILE`).
  init(
    _ arguments: [String], environment: [String: String] = ["TERM": "xterm"],
    errors: String? = nil
  ) throws {
    // posix_openpt, grantpt and ptsname are hidden from Swift behind _XOPEN_SOURCE; these are
    // the calls they make on Linux.
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    let unlockRequest: UInt = 0x4004_5431  // TIOCSPTLCK
    let numberRequest: UInt = 0x8004_5430  // TIOCGPTN
    guard master >= 0, ioctl(master, unlockRequest, &unlock) == 0,
      ioctl(master, numberRequest, &number) == 0
    else {
      throw Failure("The pseudo-terminal could not be opened: \(String(cString: strerror(errno)))")
    }
    let name = "/dev/pts/\(number)"
    // Held open here as well, before fieldcli starts: while no process has the terminal's
    // other end open, a read of this end fails with EIO at once. On a busy machine the reader
    // thread used to read before fieldcli had opened it, took the EIO for the end, and the
    // test saw nothing of a session that was waiting at its prompt.
    let held = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard held >= 0 else {
      close(master)
      throw Failure("The pseudo-terminal could not be opened: \(String(cString: strerror(errno)))")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addclose(&actions, master)
    posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    if let errors {
      posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    } else {
      posix_spawn_file_actions_adddup2(&actions, 0, 2)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // The test runner's threads may block or ignore signals, which a child inherits; a person's
    // shell starts a program with none blocked and SIGINT at its default. The flags are
    // POSIX_SPAWN_SETSIGDEF, POSIX_SPAWN_SETSIGMASK and POSIX_SPAWN_SETSID (glibc 2.26),
    // hidden from Swift behind _GNU_SOURCE.
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGQUIT, SIGPIPE, SIGTSTP] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(0x04 | 0x08 | 0x80))
    let path = FieldCLIProcess.executable.path
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var child: pid_t = 0
    let status = posix_spawn(&child, path, &actions, &attributes, argv, envp)
    guard status == 0 else {
      close(held)
      close(master)
      throw Failure("fieldcli could not be started: \(String(cString: strerror(status)))")
    }
    self.master = master
    self.held = held
    self.pid = child
    let output = self.output
    reader = Thread {
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        // EIO once no process has the other end open. The reader closes this end itself, after
        // its last read: closed by `deinit` while this thread was between reads, the number
        // went to the next test's terminal, and this thread read that test's output away.
        if count <= 0 {
          close(master)
          return
        }
        output.bytes.withTSanVisibleLock { $0 += buffer[..<count] }
      }
    }
    reader.start()
  }

  deinit {
    // A fieldcli a failed test left running goes, so that its end of the terminal closes.
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == 0 {
      kill(pid, SIGKILL)
      waitpid(pid, &status, 0)
    }
    // With no process left on the other end, the reader's read fails with EIO, and the reader
    // closes this end.
    close(held)
  }

  /// Everything the terminal showed so far, as text.
  var transcript: String {
    String(decoding: output.bytes.withTSanVisibleLock { $0 }, as: UTF8.self)
  }

  /// Types bytes at the terminal.
  func type(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Waits until the terminal has shown `text` (after `from` characters of the transcript),
  /// or throws after `seconds`.
  @discardableResult
  func waitFor(_ text: String, seconds: Double = 20) throws -> String {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      let shown = transcript
      if shown.contains(text) { return shown }
      usleep(10_000)
    }
    throw Failure("The terminal never showed \(text.debugDescription); it showed:\n\(transcript)")
  }

  /// Waits until the terminal has shown `text`, and then until the line editor has taken the
  /// terminal out of canonical mode (or one second has passed): keys typed before that are
  /// edited by the terminal's own line discipline (an arrow key echoed as `^[[D`), which a
  /// person, slower than a test, never meets.
  @discardableResult
  func waitForEditor(_ text: String, seconds: Double = 20) throws -> String {
    let shown = try waitFor(text, seconds: seconds)
    let deadline = Date().addingTimeInterval(1)
    var settings = termios()
    while Date() < deadline {
      tcgetattr(held, &settings)
      if settings.c_lflag & tcflag_t(ICANON) == 0 { break }
      usleep(1_000)
    }
    return shown
  }

  /// Sets the terminal's size, as a window resized by a person; fieldcli gets SIGWINCH.
  func resize(columns: Int, rows: Int = 24) {
    var size = winsize(
      ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  /// Sends fieldcli a signal.
  func send(_ signal: Int32) {
    kill(pid, signal)
  }

  /// Whether the terminal echoes what is typed (its ECHO flag), as a shell finds it.
  var echoes: Bool {
    var settings = termios()
    tcgetattr(held, &settings)
    return settings.c_lflag & tcflag_t(ECHO) != 0
  }

  /// Turns the terminal's echo on, as a shell does while fieldcli is stopped.
  func turnEchoOn() {
    var settings = termios()
    tcgetattr(held, &settings)
    settings.c_lflag |= tcflag_t(ECHO)
    tcsetattr(held, TCSANOW, &settings)
  }

  /// Waits for fieldcli to exit and returns its exit code (128 + the signal if one ended it).
  func exitCode(seconds: Double = 20) throws -> Int32 {
    let deadline = Date().addingTimeInterval(seconds)
    var status: Int32 = 0
    while Date() < deadline {
      let done = waitpid(pid, &status, WNOHANG)
      if done == pid {
        drain()
        // WIFEXITED / WEXITSTATUS, which Swift does not import as macros.
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
      }
      usleep(10_000)
    }
    kill(pid, SIGKILL)
    throw Failure("fieldcli did not exit; the terminal showed:\n\(transcript)")
  }

  /// Waits until the reading thread has taken everything an exited fieldcli wrote: the test
  /// holds the terminal's other end open, so the reader sees no end of file to wait for, and a
  /// loaded machine can leave the last lines unread when the process is already gone.
  private func drain() {
    let deadline = Date().addingTimeInterval(5)
    var pending: Int32 = 0
    while Date() < deadline, ioctl(master, UInt(FIONREAD), &pending) == 0, pending > 0 {
      usleep(2_000)
    }
    // The bytes of the last read may still be on their way into the transcript.
    usleep(20_000)
  }

  /// What the terminal showed, shared with the reading thread.
  private final class Output: Sendable {
    let bytes = Mutex<[UInt8]>([])
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
