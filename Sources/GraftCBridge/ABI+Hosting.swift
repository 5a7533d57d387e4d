import CGraftABI
import GraftCore
import GraftUV
import GraftViews

// Hosting Graft roots from C (graph, loop, roots). Contracts are in the header.

/// A graph handle's target: the graph, whether the handle owns its loop, and what was
/// mounted through it.
@MainActor
final class GraphEntry {
  let graph: UpdateGraph
  let ownsLoop: Bool
  var rootNodeHandle: UInt64 = 0
  var rootHandles: [UInt64] = []

  init(graph: UpdateGraph, ownsLoop: Bool) {
    self.graph = graph
    self.ownsLoop = ownsLoop
  }
}

/// A root handle's target.
@MainActor
final class RootEntry {
  let root: ViewRoot<AnyView>
  weak var graph: GraphEntry?
  init(root: ViewRoot<AnyView>, graph: GraphEntry) {
    self.root = root
    self.graph = graph
  }
}

@MainActor
private func graphEntry(_ handle: graft_graph) throws(GraftFailure) -> GraphEntry {
  try HandleTable.shared.lookup(handle.bits, .graph, as: GraphEntry.self)
}

@MainActor @_cdecl("graft_graph_create")
public func graftGraphCreate(_ out: UnsafeMutablePointer<graft_graph>?) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    guard let out else { throw .invalidArgument }
    guard let loop = try? UVEventLoop() else { throw .unavailable }
    let entry = GraphEntry(graph: UpdateGraph(loop: loop), ownsLoop: true)
    out.pointee = graft_graph(bits: HandleTable.shared.insert(entry, kind: .graph))
  }
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
      if let root = try? HandleTable.shared.lookup(bits, .root, as: RootEntry.self) { root.root.stop() }
      HandleTable.shared.remove(bits)
    }
    entry.rootHandles.removeAll()
    HandleTable.shared.remove(entry.rootNodeHandle)
    HandleTable.shared.remove(handle.bits)
    if entry.ownsLoop, let loop = entry.graph.loop as? UVEventLoop {
      _ = loop.runUntilQuiescent()
      _ = loop.shutdown()
    }
  }
}

@MainActor @_cdecl("graft_root_create")
public func graftRootCreate(
  _ handle: graft_graph, _ parent: graft_node, _ viewName: UnsafePointer<CChar>?,
  _ inputs: UnsafePointer<graft_value>?, _ inputCount: Int, _ out: UnsafeMutablePointer<graft_root>?
) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    let entry = try graphEntry(handle)
    let parentEntry = try HandleTable.shared.lookup(parent.bits, .node, as: NodeEntry.self)
    guard parentEntry.graph === entry.graph, let viewName, let out, inputCount >= 0,
      inputCount == 0 || inputs != nil
    else { throw .invalidArgument }
    guard let make = HostedViewRegistry.shared.views[String(cString: viewName)] else {
      throw .invalidArgument
    }
    guard UpdateRoot.anchorProblem(parentEntry.node) == nil else { throw .anchorInUse }
    var values: [CValue] = []
    for index in 0..<inputCount { values.append(try CValue(inputs![index])) }
    let root = ViewRoot(
      rootView: make(values), graph: entry.graph, hostNode: parentEntry.node, name: String(cString: viewName))
    root.start()
    let bits = HandleTable.shared.insert(RootEntry(root: root, graph: entry), kind: .root)
    entry.rootHandles.append(bits)
    out.pointee = graft_root(bits: bits)
  }
}

@MainActor @_cdecl("graft_root_destroy")
public func graftRootDestroy(_ handle: graft_root) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    let entry = try HandleTable.shared.lookup(handle.bits, .root, as: RootEntry.self)
    entry.root.stop()
    entry.graph?.rootHandles.removeAll { $0 == handle.bits }
    HandleTable.shared.remove(handle.bits)
  }
}
