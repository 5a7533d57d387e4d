import CGraftABI
import GraftCore
import GraftSeam

/// The update root reconciling one instance of a C component under a host node.
///
/// Contract: `start()` schedules `make` into the next pass (after roots with a smaller
/// nesting depth). `make` and `update` run in the root's own `.update` tracking scope, so a
/// binding or environment value the component read re-runs `update` when it changes, and
/// a write it makes applies at once (a feedback loop is cut by the graph's cycle bound).
/// If `make` fails, what it built is removed, an error node takes its place and a
/// `hostedComponentFailure` diagnostic is reported; no other hook runs for the instance.
/// `stop()` calls `dismantle`, releases every handle of the instance, removes its nodes and
/// retires the root. Loop thread only.
@MainActor
public final class CComponentRoot: UpdateRoot {
  private enum Phase {
    case pending
    case live
    case failed
    case stopped
  }

  /// The node the component's nodes go into.
  public let hostNode: Node
  let component: CComponent
  private var inputs: [CValue]
  private var context: ComponentContext?
  private lazy var scope = TrackingScope(kind: .update, root: self, depth: 0, name: component.name) {
    [unowned self] _ in self.render()
  }
  private var phase = Phase.pending
  /// The `@Observable` reads of `make`/`update`'s last run (a model behind a binding).
  private var observation = ObservationTracker(viewType: CComponentRoot.self)

  package init(
    graph: UpdateGraph, hostNode: Node, nestingDepth: Int, component: CComponent, inputs: [CValue],
    environment: EnvironmentValues, environmentReaders: [String: @MainActor (EnvironmentValues) -> String]
  ) {
    self.hostNode = hostNode
    self.component = component
    self.inputs = inputs
    super.init(graph: graph, name: component.name, nestingDepth: nestingDepth)
    claimAnchor(hostNode)
    context = ComponentContext(
      component: component, graph: graph, hostNode: hostNode, environment: environment,
      environmentReaders: environmentReaders)
    context?.root = self
  }

  /// Whether `make` failed and an error node stands in for the component.
  public var hasFailed: Bool { phase == .failed }

  /// Schedules `make`.
  package func start() { scope.invalidate() }

  /// New inputs: `update` runs in this or the next pass.
  package func setInputs(_ inputs: [CValue]) {
    self.inputs = inputs
    scope.invalidate()
  }

  /// The host position's environment changed. Values the component read notify it
  /// themselves; a different set of entries re-runs `update`.
  package func updateEnvironment(_ environment: EnvironmentValues) {
    guard let context, !environment.hasSameEntries(as: context.environment) else { return }
    context.environment = environment
    scope.invalidate()
  }

  package func measure(_ proposal: ProposedSize) -> MeasuredSize? {
    guard phase == .live, let context, let measure = component.vtable.measure else { return nil }
    var width = 0.0
    var height = 0.0
    let status = measure(
      context.cHandle, context.state, proposal.width ?? -1, proposal.height ?? -1, &width, &height)
    return status == GRAFT_OK ? MeasuredSize(width: width, height: height) : nil
  }

  /// Dismantles the instance (if `make` succeeded), releases its handles, removes its nodes.
  package func stop() {
    guard phase != .stopped else { return }
    if phase == .live, let context {
      context.component.vtable.dismantle?(context.cHandle, context.state)
      context.state = nil
    }
    phase = .stopped
    scope.dispose()
    observation.retire()
    context?.releaseAll()
    context = nil
    if !hostNode.children.isEmpty {
      graph.tree.remove(from: hostNode, at: 0, count: hostNode.children.count)
    }
    retire()
  }

  private func render() {
    guard let context, phase == .pending || phase == .live else { return }
    let inputs = self.inputs
    let vtable = component.vtable
    var status = GRAFT_OK
    scope.evaluate(observing: &observation, on: graph.loop) {
      let buffer = CInputBuffer(inputs, bindingHandles: context.bindingHandles(for: inputs))
      defer { buffer.release() }
      context.isRendering = true
      defer {
        context.isRendering = false
        context.isInTreeBracket = false
      }
      buffer.values.withUnsafeBufferPointer { values in
        if phase == .pending {
          var state: UnsafeMutableRawPointer?
          // Registration refuses a vtable without `make`.
          status =
            vtable.make?(context.cHandle, values.baseAddress, values.count, &state)
            ?? GRAFT_ERR_INVALID_ARGUMENT
          context.state = state
        } else {
          status =
            vtable.update?(context.cHandle, context.state, values.baseAddress, values.count) ?? GRAFT_OK
        }
      }
    }
    if phase == .pending {
      if status == GRAFT_OK { phase = .live } else { fail(status) }
    } else if status != GRAFT_OK {
      graph.report(
        Diagnostic(
          kind: .hostedComponentFailure,
          message: "C component '\(component.name)': update returned status \(status.rawValue); "
            + "it keeps showing its previous render."))
    }
  }

  private func fail(_ status: graft_status) {
    phase = .failed
    scope.dispose()
    observation.retire()
    context?.releaseAll()
    context = nil
    let tree = graph.tree
    if !hostNode.children.isEmpty { tree.remove(from: hostNode, at: 0, count: hostNode.children.count) }
    var properties = NodeProperties()
    properties.text = "C component '\(component.name)' failed to make (status \(status.rawValue))"
    tree.insert(tree.makeNode(.error, properties: properties), into: hostNode, at: 0)
    graph.report(
      Diagnostic(
        kind: .hostedComponentFailure,
        message: "C component '\(component.name)': make returned status \(status.rawValue); "
          + "an error node stands in its place."))
  }
}
