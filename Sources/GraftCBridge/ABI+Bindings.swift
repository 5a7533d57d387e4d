import CGraftABI
import GraftCore
import GraftSeam

// Bindings, state and environment reads of graft.h. Contracts are in the header.

@MainActor
private func binding(_ handle: graft_binding) throws(GraftFailure) -> BindingEntry {
  try HandleTable.shared.lookup(handle.bits, .binding, as: BindingEntry.self)
}

@MainActor @_cdecl("graft_binding_type")
public func graftBindingType(_ handle: graft_binding, _ out: UnsafeMutablePointer<graft_value_type>?)
  -> graft_status
{
  ABICall.run { () throws(GraftFailure) in try store(try binding(handle).value.type, into: out) }
}

@MainActor @_cdecl("graft_binding_get_int64")
public func graftBindingGetInt64(_ handle: graft_binding, _ out: UnsafeMutablePointer<Int64>?) -> graft_status
{
  ABICall.run { () throws(GraftFailure) in
    guard case .int64(let value) = try binding(handle).value else { throw .wrongType }
    try store(Int64(value.wrappedValue), into: out)
  }
}

@MainActor @_cdecl("graft_binding_get_double")
public func graftBindingGetDouble(_ handle: graft_binding, _ out: UnsafeMutablePointer<Double>?)
  -> graft_status
{
  ABICall.run { () throws(GraftFailure) in
    guard case .double(let value) = try binding(handle).value else { throw .wrongType }
    try store(value.wrappedValue, into: out)
  }
}

@MainActor @_cdecl("graft_binding_get_bool")
public func graftBindingGetBool(_ handle: graft_binding, _ out: UnsafeMutablePointer<Bool>?) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    guard case .bool(let value) = try binding(handle).value else { throw .wrongType }
    try store(value.wrappedValue, into: out)
  }
}

@MainActor @_cdecl("graft_binding_get_string")
public func graftBindingGetString(
  _ handle: graft_binding, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
  _ length: UnsafeMutablePointer<Int>?
) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    guard case .string(let value) = try binding(handle).value else { throw .wrongType }
    try copy(value.wrappedValue, into: buffer, capacity: capacity, length: length)
  }
}

@MainActor @_cdecl("graft_binding_set_int64")
public func graftBindingSetInt64(_ handle: graft_binding, _ value: Int64) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    guard case .int64(let target) = try binding(handle).value else { throw .wrongType }
    target.wrappedValue = Int(value)
  }
}

@MainActor @_cdecl("graft_binding_set_double")
public func graftBindingSetDouble(_ handle: graft_binding, _ value: Double) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    guard case .double(let target) = try binding(handle).value else { throw .wrongType }
    target.wrappedValue = value
  }
}

@MainActor @_cdecl("graft_binding_set_bool")
public func graftBindingSetBool(_ handle: graft_binding, _ value: Bool) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    guard case .bool(let target) = try binding(handle).value else { throw .wrongType }
    target.wrappedValue = value
  }
}

@MainActor @_cdecl("graft_binding_set_string")
public func graftBindingSetString(_ handle: graft_binding, _ utf8: UnsafePointer<CChar>?, _ length: Int)
  -> graft_status
{
  ABICall.run { () throws(GraftFailure) in
    guard case .string(let target) = try binding(handle).value else { throw .wrongType }
    target.wrappedValue = try decodeUTF8(utf8, length: length)
  }
}

extension CBindingValue {
  /// New tracked state initialised from a C value (not a binding): a cell and a binding to it.
  @MainActor
  static func state(_ initial: graft_value) throws(GraftFailure) -> CBindingValue {
    switch try CValue(initial) {
    case .int64(let number): .int64(stateBinding(number))
    case .double(let number): .double(stateBinding(number))
    case .bool(let flag): .bool(stateBinding(flag))
    case .string(let text): .string(stateBinding(text))
    case .int64Binding, .doubleBinding, .boolBinding, .stringBinding: throw .invalidArgument
    }
  }

  @MainActor
  private static func stateBinding<Value>(_ initial: Value) -> Binding<Value> {
    let cell = StateCell(initial)
    return Binding(source: cell, get: { cell.value }, set: { cell.write($0) })
  }
}

@MainActor @_cdecl("graft_state_create")
public func graftStateCreate(
  _ ctx: graft_context, _ initial: UnsafePointer<graft_value>?, _ out: UnsafeMutablePointer<graft_binding>?
) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    let context = try context(ctx)
    guard let initial, let out else { throw .invalidArgument }
    let value = try CBindingValue.state(initial.pointee)
    out.pointee = graft_binding(bits: context.issue(BindingEntry(value), kind: .binding))
  }
}

@MainActor @_cdecl("graft_state_release")
public func graftStateRelease(_ ctx: graft_context, _ handle: graft_binding) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    let context = try context(ctx)
    _ = try binding(handle)
    guard context.owns(handle.bits) else { throw .invalidArgument }
    context.release(handle.bits)
  }
}

@MainActor @_cdecl("graft_context_environment_string")
public func graftContextEnvironmentString(
  _ ctx: graft_context, _ key: UnsafePointer<CChar>?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
  _ length: UnsafeMutablePointer<Int>?
) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    let context = try context(ctx)
    guard let key else { throw .invalidArgument }
    guard let reader = context.environmentReaders[String(cString: key)] else { throw .unavailable }
    try copy(reader(context.environment), into: buffer, capacity: capacity, length: length)
  }
}
