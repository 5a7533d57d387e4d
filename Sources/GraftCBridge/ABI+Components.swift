import CGraftABI

// Component registration and handle accounting of graft.h. Contracts are in the header.

@MainActor @_cdecl("graft_component_register")
public func graftComponentRegister(
  _ vtable: UnsafePointer<graft_component_vtable>?, _ out: UnsafeMutablePointer<graft_component>?
) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    guard let vtable, let out else { throw .invalidArgument }
    // Read the version and size first: a vtable from another ABI version may be shorter.
    let header = UnsafeRawPointer(vtable).load(as: (UInt32, UInt32).self)
    guard header.0 == UInt32(GRAFT_ABI_VERSION), header.1 == UInt32(MemoryLayout<graft_component_vtable>.size)
    else { throw .abiMismatch }
    let component = try CComponent(validating: vtable.pointee)
    out.pointee = graft_component(bits: HandleTable.shared.insert(component, kind: .component))
  }
}

@MainActor @_cdecl("graft_component_unregister")
public func graftComponentUnregister(_ handle: graft_component) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    _ = try HandleTable.shared.lookup(handle.bits, .component, as: CComponent.self)
    HandleTable.shared.remove(handle.bits)
  }
}

@MainActor @_cdecl("graft_live_handle_count")
public func graftLiveHandleCount(_ out: UnsafeMutablePointer<Int>?) -> graft_status {
  ABICall.run { () throws(GraftFailure) in try store(HandleTable.shared.liveCount, into: out) }
}

extension CComponent {
  /// The component registered from C under `handle` (`graft_component_register`).
  public convenience init(handle: graft_component) throws(CComponentError) {
    do throws(GraftFailure) {
      let registered = try HandleTable.shared.lookup(handle.bits, .component, as: CComponent.self)
      try self.init(validating: registered.vtable)
    } catch {
      throw CComponentError(status: error.status)
    }
  }
}
