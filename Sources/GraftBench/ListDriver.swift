import Graft

/// One implementation of the benchmark app: it shows a ``ListModel`` (setup) and applies a
/// ``ListOp`` (the timed step: one pass, one change batch), reporting its changes through
/// ``recorder``.
@MainActor
public protocol ListDriver: AnyObject {
  /// Observes the driver's node tree.
  var recorder: BatchRecorder { get }
  /// Rebuilds or brings the app to `model` and settles (setup, untimed).
  func show(_ model: ListModel)
  /// Applies `op`, which turned `old` into `new`, and settles (the timed step).
  func apply(_ op: ListOp, from old: ListModel, to new: ListModel)
  /// The tree as text.
  func render() -> String
  /// Tears the app down.
  func stop()
}

/// The layout every list app runs with (issue 15 item 6: the list ops pay for geometry): a
/// `LayoutEngine` with monospace metrics lays the app out in ``viewport`` at the end of each
/// op's pass, and the frames that change travel in the op's batch; the hand-written baseline
/// sets the same frames itself.
public enum ListLayout {
  /// The viewport the apps are laid out in: a terminal's 80×24 cells.
  public static let viewport = CGSize(width: 80, height: 24)

  /// Whether drivers made from now on lay out (``attach(to:)``) and the baseline sets
  /// frames. On by default; the memory benchmark turns it off so that bytes/row stays the
  /// runtime's (the engine's per-node caches would otherwise dominate it).
  @MainActor public static var isEnabled = true

  /// Installs a layout engine on `graph`'s tree, laying it out in ``viewport`` from now on
  /// (while ``isEnabled``).
  @MainActor
  public static func attach(to graph: UpdateGraph) {
    guard isEnabled else { return }
    _ = LayoutEngine(graph: graph, viewport: viewport)
  }
}

extension ListDriver {
  /// A declarative app applies an op by being shown the new model.
  public func apply(_ op: ListOp, from old: ListModel, to new: ListModel) { show(new) }
}
