import Glibc
import GraftUV

/// Puts the terminal back from a fatal signal (a Swift runtime trap is `SIGILL`/`SIGTRAP`,
/// a crash `SIGSEGV`/`SIGBUS`, `abort()` `SIGABRT`): the handler writes the bytes that leave
/// the alternate screen, show the cursor and stop mouse reporting, restores the tty mode
/// (`uv_tty_reset_mode`, async-signal-safe), then re-raises the signal with its default action
/// so the process still dies of it.
///
/// The bytes live in memory allocated once at ``install(output:)``; the handler only calls
/// `write`, `uv_tty_reset_mode`, `signal` and `raise` — all async-signal-safe.
enum TerminalRestore {
  /// What leaves every mode ``TerminalSession`` enters.
  static let leaveBytes: [UInt8] = Array(
    "\u{1B}[?2026l\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)

  static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

  nonisolated(unsafe) private static var buffer: UnsafeMutablePointer<UInt8>?
  nonisolated(unsafe) private static var bufferCount = 0
  nonisolated(unsafe) private static var outputFD: Int32 = 1

  /// Installs the fatal-signal handlers, writing to `output` when one fires. Main thread, once.
  static func install(output: Int32) {
    if buffer == nil {
      let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: leaveBytes.count)
      memory.initialize(from: leaveBytes, count: leaveBytes.count)
      buffer = memory
      bufferCount = leaveBytes.count
    }
    outputFD = output
    for signal in fatalSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = TerminalRestore.handler
      action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, nil)
    }
  }

  /// Puts the default handlers back (the session ended normally).
  static func uninstall() {
    for signal in fatalSignals { Glibc.signal(signal, SIG_DFL) }
  }

  private static let handler: @convention(c) (Int32) -> Void = { signal in
    if let buffer = TerminalRestore.buffer {
      _ = Glibc.write(TerminalRestore.outputFD, buffer, TerminalRestore.bufferCount)
    }
    UVTTY.resetMode()
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
  }
}
