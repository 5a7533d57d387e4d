import CGraftABI
import GraftCore
import GraftSeam

/// A node handle's target: the node, who owns it, and where its events go.
@MainActor
package final class NodeEntry {
  package let node: Node
  /// The component instance that created it (or whose host node it is); `nil` for a graph's
  /// root node.
  weak var owner: ComponentContext?
  /// The graph whose tree holds the node (`nil` once it is gone), through the graph's handle:
  /// not `weak`, which gave the graph a refcount side table (see ``UpdateGraph/handle``).
  package var graph: UpdateGraph? { graphHandle?.object }
  private let graphHandle: ObjectHandle<UpdateGraph>?
  /// The host node of a component: usable as a parent, never released by the component.
  let isHostNode: Bool
  var handler: graft_event_fn?
  var userData: UnsafeMutableRawPointer?

  init(node: Node, owner: ComponentContext?, graph: UpdateGraph?, isHostNode: Bool = false) {
    self.node = node
    self.owner = owner
    self.graphHandle = graph?.handle
    self.isHostNode = isHostNode
  }
}

/// A foreign tracking scope's handle target.
@MainActor
final class ScopeEntry {
  var scope: TrackingScope?
  /// The `@Observable` reads of the scope's last evaluation.
  var observation = ObservationTracker(viewType: ScopeEntry.self)
  weak var owner: ComponentContext?
}

/// One mounted instance of a C component as its callbacks see it (`graft_context`): the
/// handles it owns, the phase it is in, the environment it may read.
///
/// Every handle issued for the instance is recorded here and released by ``releaseAll()``
/// when the instance is dismantled (or its make failed), so none outlive it.
@MainActor
final class ComponentContext {
  private(set) var handle: UInt64 = 0
  let component: CComponent
  let graph: UpdateGraph
  let hostNode: Node
  /// The root reconciling the instance; foreign scopes join it.
  weak var root: UpdateRoot?
  private(set) var hostNodeHandle: UInt64 = 0
  var environment: EnvironmentValues
  let environmentReaders: [String: @MainActor (EnvironmentValues) -> String]
  /// The instance state `make` returned.
  var state: UnsafeMutableRawPointer?
  /// Inside make, update or a scope callback: `graft_tree_begin` is allowed.
  var isRendering = false
  /// Between `graft_tree_begin` and `graft_tree_end`: node mutations are allowed.
  var isInTreeBracket = false
  private var ownedHandles: Set<UInt64> = []
  private var inputBindingHandles: [Int: UInt64] = [:]

  init(
    component: CComponent, graph: UpdateGraph, hostNode: Node, environment: EnvironmentValues,
    environmentReaders: [String: @MainActor (EnvironmentValues) -> String]
  ) {
    self.component = component
    self.graph = graph
    self.hostNode = hostNode
    self.environment = environment
    self.environmentReaders = environmentReaders
    handle = HandleTable.shared.insert(self, kind: .context)
    hostNodeHandle = issue(
      NodeEntry(node: hostNode, owner: self, graph: graph, isHostNode: true), kind: .node)
  }

  var cHandle: graft_context { graft_context(bits: handle) }

  /// Issues a handle owned by this instance.
  func issue(_ object: AnyObject, kind: HandleTable.Kind) -> UInt64 {
    let bits = HandleTable.shared.insert(object, kind: kind)
    ownedHandles.insert(bits)
    return bits
  }

  /// Releases one handle this instance owns.
  func release(_ bits: UInt64) {
    guard ownedHandles.remove(bits) != nil else { return }
    if let scope = try? HandleTable.shared.lookup(bits, .scope, as: ScopeEntry.self) {
      scope.scope?.dispose()
      scope.scope = nil
      scope.observation.retire()
    }
    HandleTable.shared.remove(bits)
  }

  /// Whether `bits` is a handle this instance owns.
  func owns(_ bits: UInt64) -> Bool { ownedHandles.contains(bits) }

  /// Releases every handle of the instance, its own included; later calls with any of them
  /// answer `GRAFT_ERR_DISMANTLED`.
  func releaseAll() {
    for bits in ownedHandles { release(bits) }
    inputBindingHandles.removeAll()
    HandleTable.shared.remove(handle)
  }

  /// Keeps one binding handle per input position, updating its target in place.
  func bindingHandles(for inputs: [CValue]) -> [Int: UInt64] {
    for (index, bits) in inputBindingHandles where index >= inputs.count || inputs[index].binding == nil {
      release(bits)
      inputBindingHandles[index] = nil
    }
    for (index, input) in inputs.enumerated() {
      guard let binding = input.binding else { continue }
      if let bits = inputBindingHandles[index],
        let entry = try? HandleTable.shared.lookup(bits, .binding, as: BindingEntry.self),
        entry.value.type == binding.type
      {
        entry.value = binding
      } else {
        if let old = inputBindingHandles[index] { release(old) }
        inputBindingHandles[index] = issue(BindingEntry(binding), kind: .binding)
      }
    }
    return inputBindingHandles
  }

  /// A node this instance may use: one it created, or its host node.
  func node(_ handle: graft_node) throws(GraftFailure) -> NodeEntry {
    let entry = try HandleTable.shared.lookup(handle.bits, .node, as: NodeEntry.self)
    guard entry.owner === self else { throw .invalidArgument }
    return entry
  }

  /// Fails unless node mutations are allowed now.
  func requireTreeBracket() throws(GraftFailure) {
    guard isInTreeBracket else { throw .wrongPhase }
  }

  /// Delivers an event from the tree to the node's handler, or to the vtable's `event`.
  func deliver(_ kind: graft_event_kind, to entry: NodeEntry, bits: UInt64, text: String? = nil) {
    var utf8 = Array((text ?? "").utf8).map { CChar(bitPattern: $0) }
    let count = utf8.count
    utf8.append(0)
    let ctx = cHandle
    let node = graft_node(bits: bits)
    utf8.withUnsafeBufferPointer { buffer in
      if let handler = entry.handler {
        handler(ctx, node, kind, buffer.baseAddress, count, entry.userData)
      } else if let event = component.vtable.event {
        event(ctx, state, node, kind, buffer.baseAddress, count)
      }
    }
  }
}
