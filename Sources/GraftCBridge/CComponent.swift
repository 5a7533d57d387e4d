import CGraftABI

/// A component type written against `graft.h`: its vtable, validated and copied.
///
/// Make one from the vtable a C (or Rust, Zig…) library exports, then host instances with
/// `CComponentController` (GraftCInterop). Creating it does not issue a handle; a C caller
/// registers with `graft_component_register` instead, which does. Loop thread only.
@MainActor
public final class CComponent {
  /// The component's name (the vtable's `name`), for diagnostics and host nodes.
  public let name: String
  let vtable: graft_component_vtable

  /// Validates and copies `vtable`. Throws ``CComponentError`` with
  /// `GRAFT_ERR_ABI_MISMATCH` if its `abi_version` or `size` differ from this library's, and
  /// `GRAFT_ERR_INVALID_ARGUMENT` if a required hook (make, update, dismantle) is missing.
  public convenience init(vtable: UnsafePointer<graft_component_vtable>) throws(CComponentError) {
    do throws(GraftFailure) {
      try self.init(validating: vtable.pointee)
    } catch {
      throw CComponentError(status: error.status)
    }
  }

  init(validating vtable: graft_component_vtable) throws(GraftFailure) {
    guard vtable.abi_version == UInt32(GRAFT_ABI_VERSION),
      vtable.size == UInt32(MemoryLayout<graft_component_vtable>.size)
    else { throw .abiMismatch }
    guard vtable.make != nil, vtable.update != nil, vtable.dismantle != nil else { throw .invalidArgument }
    self.vtable = vtable
    name = vtable.name.map { String(cString: $0) } ?? "CComponent"
  }
}

/// Why a ``CComponent`` could not be made: the status the C ABI would return.
public struct CComponentError: Error, Equatable {
  public let status: graft_status
  public init(status: graft_status) { self.status = status }
}
