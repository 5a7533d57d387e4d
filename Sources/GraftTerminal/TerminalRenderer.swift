import Foundation
import GraftCore
import GraftLayout

/// Renders a laid-out `NodeTree` to a terminal and plays the user's part with its input.
///
/// On each change batch (and on ``resize(width:height:)``) it paints the tree into a
/// ``CellBuffer`` and sends ``write`` only the bytes for the cells that changed since the last
/// frame (``CellDiff``), inside a synchronized update (DEC mode 2026) so the terminal never
/// shows a half-drawn frame; the cursor is shown only in a focused text field.
///
/// Input (``handle(_:)``): Tab/Shift-Tab move focus through the enabled controls in tree order
/// (through hosted roots; only those of an alert, dialog or sheet while one is shown, which
/// takes the focus — its cancel button, else its first control); Enter or Space presses the
/// focused button, flips a toggle, opens a link or a disclosure group, selects a tab, or picks
/// a picker's next option; Left/Right (and `-`/`+`) pick the previous/next option, step a
/// stepper or move a slider; typing, Backspace, Delete, Left/Right, Home/End and paste edit the
/// focused field or editor, Enter submits a field (an editor gets a new line), Esc leaves it;
/// with no field focused, Esc presses the shown alert's cancel button or the navigation
/// stack's Back button, and a key (or Enter, with nothing focused) presses the control whose
/// `.keyboardShortcut` it is, and Ctrl with a letter (even in a field) presses the shortcut of
/// that letter with Command (the default modifier; a terminal has no Command key) or Control;
/// Up/Down/PageUp/PageDown and the wheel scroll lists and scroll views; a click focuses and
/// activates what it lands on (a stepper's `[-]`/`[+]`, a slider's track, a picker's option).
/// Every handler runs as a traced interaction (`Node.performTap()` …) on the loop thread,
/// outside any pass. `q` (with no field focused) and Ctrl-C (always) call ``onQuit``.
///
/// It only reads the tree (one batch observer, cancelled by ``close()``). Loop thread only.
@MainActor
public final class TerminalRenderer {
  public let tree: NodeTree
  /// The screen size in cells.
  public private(set) var width: Int
  public private(set) var height: Int
  /// The colours written.
  public let colors: ColorMode
  /// Receives the bytes of each frame. Set before the first render.
  public var write: ([UInt8]) -> Void
  /// Called when the user asks to quit (`q` outside a text field, Ctrl-C).
  public var onQuit: (() -> Void)?
  /// What pressing a button does (Enter or Space on the focused button, a click on one). The
  /// default taps it (`Node.performTap()`, a traced interaction); a host may widen it — the
  /// samples' `--tui` presses the same button in every variant's column. Runs on the loop
  /// thread, outside any pass.
  public var pressButton: @MainActor (Node) -> Void = { try? $0.performTap() }
  /// Whether host nodes show their hosted root's name (top-right corner).
  public var outlinesHosts = false
  /// The last frame drawn (what the terminal shows).
  public private(set) var screen: CellBuffer?
  /// The focused control, if any.
  public internal(set) var focused: NodeID?
  /// Frames drawn so far, and bytes written for them.
  public private(set) var framesDrawn = 0
  public private(set) var bytesWritten = 0

  var editOffset = 0
  /// The focused field's text as last edited here, until a pass delivers it to the node (keys
  /// read in one chunk are handled before any pass runs).
  var editedText: String?
  var scrollOffsets: [NodeID: Int] = [:]
  /// The presentation drawn over the screen in the last frame and its shift (clicks land in it).
  var overlay: (node: NodeID, dx: Int, dy: Int)?
  private var subscription: BatchSubscription?

  /// Renders `tree` on a `width` × `height` screen; call ``render()`` for the first frame.
  public init(
    tree: NodeTree, width: Int, height: Int, colors: ColorMode = .indexed256,
    write: @escaping ([UInt8]) -> Void = { _ in }
  ) {
    self.tree = tree
    self.width = max(1, width)
    self.height = max(1, height)
    self.colors = colors
    self.write = write
    subscription = tree.addBatchObserver { [weak self] _ in
      self?.editedText = nil
      self?.render()
    }
  }

  /// Stops following the tree's batches.
  public func close() {
    subscription?.cancel()
    subscription = nil
  }

  /// Forgets what the terminal shows, so the next frame is drawn in full (after the screen
  /// was cleared or switched).
  public func invalidate() { screen = nil }

  /// The screen size changed: the next frame is drawn in full at the new size. The caller
  /// lays the tree out again at that size (the frames arrive in a batch, which renders).
  public func resize(width: Int, height: Int) {
    self.width = max(1, width)
    self.height = max(1, height)
    screen = nil
  }

  /// Paints the tree and writes the changed cells (nothing at all if none changed and the
  /// cursor stays). Returns the bytes written.
  @discardableResult
  public func render() -> Int {
    dropStaleFocus()
    var painted = paint()
    overlay = painted.overlay
    // The app asked for the focus (`.focused(_:)` became true on a shown control), or an alert
    // appeared: move the focus, and paint again with it.
    var refocused = trapFocusInPresentation()
    if painted.requestedFocus != requestedFocus {
      requestedFocus = painted.requestedFocus
      if let requested = painted.requestedFocus, requested != focused, overlay == nil {
        setFocus(requested)
        refocused = true
      }
    }
    if refocused { painted = paint() }
    var bytes = CellDiff.bytes(from: screen, to: painted.buffer, colors: colors)
    let cursorBytes: [UInt8] =
      if let cursor = painted.cursor {
        CellDiff.move(x: cursor.x, y: cursor.y) + Array("\u{1B}[?25h".utf8)
      } else {
        Array("\u{1B}[?25l".utf8)
      }
    let cursorChanged = painted.cursor.map { [$0.x, $0.y] } != lastCursor || screen == nil
    if bytes.isEmpty && !cursorChanged { return 0 }
    // The cursor is hidden while cells are written, then shown where it belongs (if anywhere).
    bytes =
      Array("\u{1B}[?2026h".utf8) + (painted.cursor == nil ? [] : Array("\u{1B}[?25l".utf8)) + bytes
      + cursorBytes + Array("\u{1B}[?2026l".utf8)
    screen = painted.buffer
    lastCursor = painted.cursor.map { [$0.x, $0.y] }
    framesDrawn += 1
    bytesWritten += bytes.count
    write(bytes)
    return bytes.count
  }

  private var lastCursor: [Int]?
  /// The control the app last asked to focus (`.focused(_:)`), as of the last frame.
  private var requestedFocus: NodeID?

  private func paint() -> TerminalPainter.Output {
    var input = TerminalPainter.Input(focused: focused)
    input.editOffset = editOffset
    input.scrollOffsets = scrollOffsets
    input.outlinesHosts = outlinesHosts
    return TerminalPainter.paint(tree, width: width, height: height, input: input)
  }
}
