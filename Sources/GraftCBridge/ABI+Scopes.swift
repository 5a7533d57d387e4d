import CGraftABI
import GraftCore
import GraftSeam

// Foreign tracking scopes of graft.h. Contracts are in the header.

@MainActor
private func scopeEntry(_ handle: graft_scope) throws(GraftFailure) -> ScopeEntry {
  try HandleTable.shared.lookup(handle.bits, .scope, as: ScopeEntry.self)
}

@MainActor @_cdecl("graft_scope_create")
public func graftScopeCreate(
  _ ctx: graft_context, _ onInvalidate: graft_scope_fn?, _ userData: UnsafeMutableRawPointer?,
  _ out: UnsafeMutablePointer<graft_scope>?
) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    let context = try context(ctx)
    guard let onInvalidate, let out else { throw .invalidArgument }
    let entry = ScopeEntry()
    entry.owner = context
    let bits = context.issue(entry, kind: .scope)
    entry.scope = TrackingScope(
      kind: .update, root: context.root, depth: 1, name: "\(context.component.name) scope"
    ) {
      [weak context] _ in
      guard let context, context.owns(bits) else { return }
      let wasRendering = context.isRendering
      context.isRendering = true
      onInvalidate(context.cHandle, graft_scope(bits: bits), userData)
      context.isRendering = wasRendering
      context.isInTreeBracket = false
    }
    out.pointee = graft_scope(bits: bits)
  }
}

@MainActor @_cdecl("graft_scope_evaluate")
public func graftScopeEvaluate(
  _ handle: graft_scope, _ body: graft_scope_fn?, _ userData: UnsafeMutableRawPointer?
)
  -> graft_status
{
  ABICall.run { () throws(GraftFailure) in
    let entry = try scopeEntry(handle)
    guard let body else { throw .invalidArgument }
    guard let scope = entry.scope, let context = entry.owner else { throw .dismantled }
    scope.evaluate(observing: &entry.observation, on: context.graph.loop) {
      body(context.cHandle, handle, userData)
    }
  }
}

@MainActor @_cdecl("graft_scope_invalidate")
public func graftScopeInvalidate(_ handle: graft_scope) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    guard let scope = try scopeEntry(handle).scope else { throw .dismantled }
    scope.invalidate()
  }
}

@MainActor @_cdecl("graft_scope_release")
public func graftScopeRelease(_ ctx: graft_context, _ handle: graft_scope) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    let context = try context(ctx)
    _ = try scopeEntry(handle)
    guard context.owns(handle.bits) else { throw .invalidArgument }
    context.release(handle.bits)
  }
}
