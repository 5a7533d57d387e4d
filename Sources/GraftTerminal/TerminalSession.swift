import Foundation
import Glibc
import GraftCore
import GraftLayout
import GraftUV

/// A ``TerminalRenderer`` on the process's terminal: raw mode through `uv_tty_t`, the
/// alternate screen, mouse (SGR 1006) and bracketed paste reporting, input decoded and
/// handled, resizes (`SIGWINCH`) laid out again at the new size — and the terminal put back
/// as it was however the session ends.
///
/// Lifecycle: ``init(tree:loop:input:output:environment:)`` checks both descriptors are
/// terminals, installs a monospace `LayoutEngine` if the tree has none, sets the tree's
/// layout viewport to the window's size, enters the modes and draws the first frame.
/// ``end(_:)`` restores everything (idempotent) and calls ``onEnd``; it runs on `q`/Ctrl-C,
/// on `SIGTERM`/`SIGINT`/`SIGHUP`, and when input closes. A fatal signal restores the terminal
/// from its handler (`TerminalRestore`). Loop thread only.
@MainActor
public final class TerminalSession {
  /// Why a session ended.
  public enum Ending: Equatable, Sendable {
    /// The user quit (`q`, Ctrl-C).
    case quit
    /// A termination signal arrived (its number).
    case signal(Int32)
    /// The terminal's input closed.
    case inputClosed
  }

  /// Why a session could not start.
  public enum StartError: Error, CustomStringConvertible {
    /// `fd` is not a terminal (stdout redirected to a file or pipe, say).
    case notATerminal(fd: Int32)
    /// libuv refused a tty or signal operation.
    case libuv(UVError)

    public var description: String {
      switch self {
      case .notATerminal(let fd):
        "file descriptor \(fd) (\(fd == 1 ? "stdout" : fd == 0 ? "stdin" : "output")) is not a terminal; "
          + "the terminal renderer needs one (run it in a terminal, not with its output redirected)"
      case .libuv(let error): "cannot set up the terminal: \(error)"
      }
    }
  }

  public let renderer: TerminalRenderer
  public let tree: NodeTree
  /// Called once, after the terminal was restored, with why the session ended.
  public var onEnd: ((Ending) -> Void)?
  /// Whether ``end(_:)`` ran.
  public private(set) var hasEnded = false

  private let tty: UVTTY
  private let output: Int32
  private var signals: [UVSignal] = []
  private var parser = TerminalInputParser()

  public init(
    tree: NodeTree, loop: UVEventLoop, input: Int32 = 0, output: Int32 = 1,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(StartError) {
    for fd in [output, input] where !UVTTY.isTerminal(fd) { throw .notATerminal(fd: fd) }
    self.tree = tree
    self.output = output
    do {
      tty = try UVTTY(loop: loop, fd: input)
      try tty.setMode(.raw)
    } catch {
      UVTTY.resetMode()
      throw .libuv(error)
    }
    let size = (try? tty.windowSize()) ?? (width: 80, height: 24)
    renderer = TerminalRenderer(
      tree: tree, width: size.width, height: size.height, colors: ColorMode.from(environment: environment))
    renderer.write = { [output] bytes in UVTTY.writeAll(bytes, to: output) }
    renderer.onQuit = { [weak self] in self?.end(.quit) }
    TerminalRestore.install(output: output)
    UVTTY.writeAll(Self.enterBytes, to: output)
    if tree.layoutEngine == nil { _ = LayoutEngine(tree: tree, metrics: .monospace) }
    tree.layoutViewport = CGSize(width: size.width, height: size.height)
    tty.onData = { [weak self] bytes in self?.received(bytes) }
    tty.onInputEnd = { [weak self] in self?.end(.inputClosed) }
    do {
      try tty.startReading()
      signals.append(try UVSignal(loop: loop, signal: SIGWINCH) { [weak self] in self?.resized() })
      for signal in [SIGTERM, SIGINT, SIGHUP] {
        signals.append(try UVSignal(loop: loop, signal: signal) { [weak self] in self?.end(.signal(signal)) })
      }
    } catch {
      end(.inputClosed)
      throw .libuv(error)
    }
    renderer.render()
  }

  /// Alternate screen, cleared; cursor hidden; mouse button and SGR reporting; bracketed paste.
  static let enterBytes: [UInt8] = Array(
    "\u{1B}[?1049h\u{1B}[2J\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h".utf8)

  /// Restores the terminal (leaves the modes, resets the tty mode), stops reading and
  /// watching signals, and calls ``onEnd``. Idempotent.
  public func end(_ ending: Ending) {
    guard !hasEnded else { return }
    hasEnded = true
    renderer.close()
    UVTTY.writeAll(TerminalRestore.leaveBytes, to: output)
    try? tty.setMode(.normal)
    UVTTY.resetMode()
    TerminalRestore.uninstall()
    tty.close()
    for signal in signals { signal.close() }
    signals = []
    onEnd?(ending)
  }

  private func received(_ bytes: [UInt8]) {
    for event in parser.feed(bytes) {
      guard !hasEnded else { return }
      renderer.handle(event)
    }
  }

  /// `SIGWINCH`: lay out at the new size and redraw in full.
  private func resized() {
    guard !hasEnded, let size = try? tty.windowSize(), size.width > 0, size.height > 0 else { return }
    renderer.resize(width: size.width, height: size.height)
    tree.layoutViewport = CGSize(width: size.width, height: size.height)
    renderer.render()
  }
}
