import CGraftABI
import GraftCore
import GraftUV

// Hosting Graft roots from C (graph, loop, roots). Contracts are in the header.

/// A graph handle's target: the graph, what the handle owns of it, and what was mounted
/// and created through it.
@MainActor
package final class GraphEntry {
  /// What `graft_graph_destroy` releases besides the handle.
  enum Ownership {
    /// A graph Swift created (``CBridge/graphHandle(for:)``): only the roots mounted through
    /// the handle.
    case roots
    /// `graft_graph_create`: the graph and its private loop.
    case graphAndLoop
    /// `graft_graph_create_on_loop`: the graph and Graft's handles on the caller's loop.
    case graphOnBorrowedLoop
  }

  package let graph: UpdateGraph
  let ownership: Ownership
  var rootNodeHandle: UInt64 = 0
  package var rootHandles: [UInt64] = []
  /// Bindings from `graft_graph_state_create`, released with the graph.
  var stateHandles: [UInt64] = []
  /// `graft_graph_observe_renders`'s observer and its user data.
  var renderObserver: (graft_render_fn, UnsafeMutableRawPointer?)?
  /// The entry's batch observer in the graph's tree (cancelled when the entry is released).
  var batchSubscription: BatchSubscription?

  init(graph: UpdateGraph, ownership: Ownership) {
    self.graph = graph
    self.ownership = ownership
  }
}

/// A root handle's target: a root mounted from C (`graft_root_create…`), stopped with
/// `tearDown()` when its handle or its graph's is destroyed.
@MainActor
package final class RootEntry {
  let root: UpdateRoot
  weak var graph: GraphEntry?
  package init(root: UpdateRoot, graph: GraphEntry) {
    self.root = root
    self.graph = graph
  }
}

@MainActor
package func graphEntry(_ handle: graft_graph) throws(GraftFailure) -> GraphEntry {
  try HandleTable.shared.lookup(handle.bits, .graph, as: GraphEntry.self)
}

@MainActor @_cdecl("graft_graph_create")
public func graftGraphCreate(_ out: UnsafeMutablePointer<graft_graph>?) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    guard let out else { throw .invalidArgument }
    out.pointee = try issueGraph(ownership: .graphAndLoop) { () throws(UVError) in try UVEventLoop() }
  }
}

@MainActor @_cdecl("graft_graph_create_on_loop")
public func graftGraphCreateOnLoop(_ rawLoop: OpaquePointer?, _ out: UnsafeMutablePointer<graft_graph>?)
  -> graft_status
{
  ABICall.run { () throws(GraftFailure) in
    guard let rawLoop, let out else { throw .invalidArgument }
    out.pointee = try issueGraph(ownership: .graphOnBorrowedLoop) { () throws(UVError) in
      try UVEventLoop(borrowing: UnsafeMutableRawPointer(rawLoop))
    }
  }
}

/// Makes a loop with `makeLoop` (a libuv failure is ``GraftFailure/libuv``), a graph on it,
/// and a handle owning both as `ownership` says.
@MainActor
private func issueGraph(ownership: GraphEntry.Ownership, _ makeLoop: () throws(UVError) -> UVEventLoop)
  throws(GraftFailure) -> graft_graph
{
  let loop: UVEventLoop
  do throws(UVError) {
    loop = try makeLoop()
  } catch {
    throw .libuv
  }
  let entry = GraphEntry(graph: UpdateGraph(loop: loop), ownership: ownership)
  return graft_graph(bits: HandleTable.shared.insert(entry, kind: .graph))
}

@MainActor @_cdecl("graft_graph_uv_loop")
public func graftGraphUVLoop(_ handle: graft_graph, _ out: UnsafeMutablePointer<OpaquePointer?>?)
  -> graft_status
{
  ABICall.run { () throws(GraftFailure) in
    let entry = try graphEntry(handle)
    guard let out else { throw .invalidArgument }
    guard let loop = entry.graph.loop as? UVEventLoop, !loop.isShutDown else { throw .unavailable }
    out.pointee = OpaquePointer(loop.rawLoop)
  }
}

@MainActor @_cdecl("graft_graph_request_update")
public func graftGraphRequestUpdate(_ handle: graft_graph) -> graft_status {
  ABICall.run { () throws(GraftFailure) in try graphEntry(handle).graph.loop.requestUpdatePass() }
}

@MainActor @_cdecl("graft_graph_run_until_idle")
public func graftGraphRunUntilIdle(_ handle: graft_graph, _ out: UnsafeMutablePointer<Bool>?) -> graft_status
{
  ABICall.run { () throws(GraftFailure) in
    let loop = try graphEntry(handle).graph.loop
    let settled: Bool
    if let uv = loop as? UVEventLoop {
      settled = uv.runUntilQuiescent()
    } else if let virtual = loop as? VirtualLoop {
      settled = virtual.runUntilQuiescent()
    } else {
      throw .unavailable
    }
    if let out { out.pointee = settled }
  }
}

@MainActor @_cdecl("graft_graph_root_node")
public func graftGraphRootNode(_ handle: graft_graph, _ out: UnsafeMutablePointer<graft_node>?)
  -> graft_status
{
  ABICall.run { () throws(GraftFailure) in
    let entry = try graphEntry(handle)
    if entry.rootNodeHandle == 0 {
      entry.rootNodeHandle = HandleTable.shared.insert(
        NodeEntry(node: entry.graph.tree.root, owner: nil, graph: entry.graph), kind: .node)
    }
    try store(graft_node(bits: entry.rootNodeHandle), into: out)
  }
}

@MainActor @_cdecl("graft_graph_destroy")
public func graftGraphDestroy(_ handle: graft_graph) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    let entry = try graphEntry(handle)
    for bits in entry.rootHandles {
      if let root = try? HandleTable.shared.lookup(bits, .root, as: RootEntry.self) { root.root.tearDown() }
      HandleTable.shared.remove(bits)
    }
    entry.rootHandles.removeAll()
    for bits in entry.stateHandles { HandleTable.shared.remove(bits) }
    entry.stateHandles.removeAll()
    HandleTable.shared.remove(entry.rootNodeHandle)
    HandleTable.shared.remove(handle.bits)
    guard entry.ownership != .roots, let loop = entry.graph.loop as? UVEventLoop else { return }
    // Disappear effects and disposals run now, without running the loop (it may be the host's).
    entry.graph.tearDown()
    if loop.shutdown() != 0 { throw .busy }
  }
}

@MainActor @_cdecl("graft_graph_state_create")
public func graftGraphStateCreate(
  _ handle: graft_graph, _ initial: UnsafePointer<graft_value>?, _ out: UnsafeMutablePointer<graft_binding>?
) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    let entry = try graphEntry(handle)
    guard let initial, let out else { throw .invalidArgument }
    let bits = HandleTable.shared.insert(
      BindingEntry(try CBindingValue.state(initial.pointee)), kind: .binding)
    entry.stateHandles.append(bits)
    out.pointee = graft_binding(bits: bits)
  }
}

@MainActor @_cdecl("graft_graph_state_release")
public func graftGraphStateRelease(_ handle: graft_graph, _ binding: graft_binding) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    let entry = try graphEntry(handle)
    _ = try HandleTable.shared.lookup(binding.bits, .binding, as: BindingEntry.self)
    guard entry.stateHandles.contains(binding.bits) else { throw .invalidArgument }
    entry.stateHandles.removeAll { $0 == binding.bits }
    HandleTable.shared.remove(binding.bits)
  }
}

@MainActor @_cdecl("graft_graph_observe_renders")
public func graftGraphObserveRenders(
  _ handle: graft_graph, _ observer: graft_render_fn?, _ userData: UnsafeMutableRawPointer?
) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    let entry = try graphEntry(handle)
    entry.renderObserver = observer.map { ($0, userData) }
    guard entry.batchSubscription == nil else { return }
    let bits = handle.bits
    // Weak: the entry owns the subscription; releasing the handle cancels it.
    entry.batchSubscription = entry.graph.tree.addBatchObserver { [weak entry] _ in
      guard let entry, let (observer, userData) = entry.renderObserver else { return }
      var text = TextRenderer.render(entry.graph.tree.root)
      text.withUTF8 { utf8 in
        utf8.withMemoryRebound(to: CChar.self) {
          observer(graft_graph(bits: bits), $0.baseAddress, $0.count, userData)
        }
      }
    }
  }
}

@MainActor @_cdecl("graft_root_destroy")
public func graftRootDestroy(_ handle: graft_root) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    let entry = try HandleTable.shared.lookup(handle.bits, .root, as: RootEntry.self)
    entry.root.tearDown()
    entry.graph?.rootHandles.removeAll { $0 == handle.bits }
    HandleTable.shared.remove(handle.bits)
  }
}
