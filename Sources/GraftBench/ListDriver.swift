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

extension ListDriver {
  /// A declarative app applies an op by being shown the new model.
  public func apply(_ op: ListOp, from old: ListModel, to new: ListModel) { show(new) }
}
