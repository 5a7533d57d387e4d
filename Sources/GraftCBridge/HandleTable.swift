import CGraftABI

/// Why a C call failed: the status it returns.
package struct GraftFailure: Error {
  package let status: graft_status

  package static let badHandle = GraftFailure(status: GRAFT_ERR_BAD_HANDLE)
  package static let dismantled = GraftFailure(status: GRAFT_ERR_DISMANTLED)
  package static let wrongType = GraftFailure(status: GRAFT_ERR_WRONG_TYPE)
  package static let abiMismatch = GraftFailure(status: GRAFT_ERR_ABI_MISMATCH)
  package static let invalidArgument = GraftFailure(status: GRAFT_ERR_INVALID_ARGUMENT)
  package static let wrongPhase = GraftFailure(status: GRAFT_ERR_WRONG_PHASE)
  package static let bufferTooSmall = GraftFailure(status: GRAFT_ERR_BUFFER_TOO_SMALL)
  package static let unavailable = GraftFailure(status: GRAFT_ERR_UNAVAILABLE)
  package static let busy = GraftFailure(status: GRAFT_ERR_BUSY)
  package static let libuv = GraftFailure(status: GRAFT_ERR_LIBUV)
  package static let anchorInUse = GraftFailure(status: GRAFT_ERR_ANCHOR_IN_USE)
}

/// The table behind every handle the C ABI gives out.
///
/// A handle is `generation << 32 | (index + 1)`: index 0 never occurs, so the handle `0` is
/// always invalid. Releasing a slot bumps its generation, so an old handle to a reused slot is
/// detected: a generation *below* the slot's is a handle whose object was released
/// (``GraftFailure/dismantled``); anything else that does not match is a bad handle. Objects
/// are held strongly until released. Loop thread only; one table per process (handles must be
/// unique wherever a C caller may pass them), which holds no state of any one graph.
@MainActor
package final class HandleTable {
  /// What a handle refers to; a handle of one kind passed where another is expected is bad.
  package enum Kind: Sendable {
    case component, context, node, binding, scope, graph, root
  }

  private struct Slot {
    var generation: UInt32 = 1
    var kind: Kind?
    var object: AnyObject?
  }

  package static let shared = HandleTable()

  private var slots: [Slot] = []
  private var freeIndices: [Int] = []
  /// How many handles are alive.
  private(set) var liveCount = 0

  /// Issues a handle for `object`.
  package func insert(_ object: AnyObject, kind: Kind) -> UInt64 {
    let index: Int
    if let reused = freeIndices.popLast() {
      index = reused
    } else {
      index = slots.count
      slots.append(Slot())
    }
    slots[index].kind = kind
    slots[index].object = object
    liveCount += 1
    return UInt64(slots[index].generation) << 32 | UInt64(index + 1)
  }

  /// The object behind `bits`, which must be a live handle of `kind` holding a `T`.
  package func lookup<T>(_ bits: UInt64, _ kind: Kind, as type: T.Type = T.self) throws(GraftFailure) -> T {
    let (index, generation) = try locate(bits)
    let slot = slots[index]
    guard slot.kind == kind, let object = slot.object as? T else { throw .badHandle }
    _ = generation
    return object
  }

  /// Releases `bits` if it is live; later lookups answer ``GraftFailure/dismantled``.
  package func remove(_ bits: UInt64) {
    guard let (index, _) = try? locate(bits) else { return }
    slots[index].object = nil
    slots[index].generation &+= 1
    if slots[index].generation == 0 { slots[index].generation = 1 }
    freeIndices.append(index)
    liveCount -= 1
  }

  private func locate(_ bits: UInt64) throws(GraftFailure) -> (Int, UInt32) {
    let rawIndex = Int(bits & 0xFFFF_FFFF)
    let generation = UInt32(truncatingIfNeeded: bits >> 32)
    guard rawIndex > 0, rawIndex <= slots.count, generation > 0 else { throw .badHandle }
    let slot = slots[rawIndex - 1]
    if generation < slot.generation { throw .dismantled }
    guard generation == slot.generation, slot.object != nil else { throw .badHandle }
    return (rawIndex - 1, generation)
  }
}
