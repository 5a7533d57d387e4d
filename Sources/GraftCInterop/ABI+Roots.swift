import CGraftABI
import GraftBridge
import GraftCBridge
import GraftCore
import GraftViews

// Graft views mounted as roots from C (graft_root_create, graft_root_create_component): the part
// of graft.h that needs Graft's own runtime. Contracts are in the header.

@MainActor @_cdecl("graft_root_create")
public func graftRootCreate(
  _ handle: graft_graph, _ parent: graft_node, _ viewName: UnsafePointer<CChar>?,
  _ inputs: UnsafePointer<graft_value>?, _ inputCount: Int, _ out: UnsafeMutablePointer<graft_root>?
) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    let place = try RootPlace(handle, parent, out)
    guard let viewName else { throw .invalidArgument }
    let name = String(cString: viewName)
    let values = try inputValues(inputs, inputCount)
    guard let make = HostedViewRegistry.shared.views[name] else { throw .invalidArgument }
    try place.mount(make(values), name: name)
  }
}

@MainActor @_cdecl("graft_root_create_component")
public func graftRootCreateComponent(
  _ handle: graft_graph, _ parent: graft_node, _ component: graft_component,
  _ inputs: UnsafePointer<graft_value>?, _ inputCount: Int, _ out: UnsafeMutablePointer<graft_root>?
) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    let place = try RootPlace(handle, parent, out)
    let registered = try HandleTable.shared.lookup(component.bits, .component, as: CComponent.self)
    let values = try inputValues(inputs, inputCount)
    try place.mount(AnyView(CComponentView(component: registered, inputs: values)), name: registered.name)
  }
}

/// Reads `count` C inputs (NULL allowed only for none).
@MainActor
private func inputValues(_ inputs: UnsafePointer<graft_value>?, _ count: Int) throws(GraftFailure) -> [CValue]
{
  guard count >= 0 else { throw .invalidArgument }
  guard count > 0 else { return [] }
  guard let inputs else { throw .invalidArgument }
  var values: [CValue] = []
  for index in 0..<count { values.append(try CValue(inputs[index])) }
  return values
}

/// Where a root created from C goes: a graph handle, a node of that graph, the out-pointer.
@MainActor
private struct RootPlace {
  let entry: GraphEntry
  let parent: Node
  let out: UnsafeMutablePointer<graft_root>

  init(_ handle: graft_graph, _ parent: graft_node, _ out: UnsafeMutablePointer<graft_root>?)
    throws(GraftFailure)
  {
    entry = try graphEntry(handle)
    let parentEntry = try HandleTable.shared.lookup(parent.bits, .node, as: NodeEntry.self)
    guard parentEntry.graph === entry.graph, let out else { throw .invalidArgument }
    self.parent = parentEntry.node
    self.out = out
  }

  /// Mounts `view` as a root below ``parent``, starts it and issues its handle. Fails with
  /// ``GraftFailure/anchorInUse`` if ``parent`` already has a root or children.
  func mount(_ view: AnyView, name: String) throws(GraftFailure) {
    guard UpdateRoot.anchorProblem(parent) == nil else { throw .anchorInUse }
    let root = ViewRoot(rootView: view, graph: entry.graph, hostNode: parent, name: name)
    root.start()
    let bits = HandleTable.shared.insert(RootEntry(root: root, graph: entry), kind: .root)
    entry.rootHandles.append(bits)
    out.pointee = graft_root(bits: bits)
  }
}
