// `_forEachField` (the runtime's field-descriptor walk behind `Mirror`): the byte offset of a
// view type's stored typed content, found once per view type.
@_spi(Reflection) import Swift

/// Where a ``NodeView`` type stores its ``NodeView/typedNodeContent``, when it stores it: the
/// byte offset, in a value of the type, of its stored property of that name, so that the
/// reconciler reads the content where it lies instead of copying it out through the getter
/// (and destroying the copy after): ~600 instructions per re-rendered list row for a row's four
/// views (issue 15, round 13).
///
/// Found once per view type with `_forEachField` (the runtime's field-descriptor walk behind
/// `Mirror`): a struct's stored property named `typedNodeContent` whose type is exactly the
/// type's `NodeContent`. Such a property is the requirement's witness (a type cannot declare
/// another member of that name and type beside it, an extension cannot add a stored property,
/// and a protocol extension's default is shadowed by it), and reading a stored property runs no
/// code, so reading it in place is what the getter returns. Anything else — a computed
/// `typedNodeContent`, a property wrapper's (stored as `_typedNodeContent`), a class — has no
/// offset and is read through the getter as before.
///
/// Looked up per container update: the last type asked for is answered without hashing (a
/// list's rows are all one type), others through a table. The table is capped
/// (``capacity``): a view type past it is read through the getter, not recorded (types are the
/// program's, but a recursive generic view can make new ones at run time). Loop thread only.
@MainActor
enum TypedContentOffsets {
  /// The most types recorded.
  static let capacity = 1024

  /// The offset per view type seen, or `nil` for a type read through its getter. Unchecked
  /// exclusivity: loop thread only, and no access stays open across a call.
  @exclusivity(unchecked) private static var known: [ObjectIdentifier: Int?] = [:]
  /// The last type asked for and its answer (a list's rows ask for one type in a row).
  @exclusivity(unchecked) private static var lastType: ObjectIdentifier?
  @exclusivity(unchecked) private static var lastOffset: Int?

  /// The offset of `V`'s stored `typedNodeContent`, or `nil` if `V` does not store it as such.
  /// `V`'s typed content is then read as `V.NodeContent` at that offset from a value's start.
  @inline(__always)
  static func offset<V: NodeView>(in type: V.Type) -> Int? {
    let id = ObjectIdentifier(V.self)
    if lastType == id { return lastOffset }
    return record(V.self, id: id)
  }

  /// Finds (or looks up) `V`'s offset and makes it the last answer.
  @inline(never)
  private static func record<V: NodeView>(_ type: V.Type, id: ObjectIdentifier) -> Int? {
    let offset: Int?
    if let known = known[id] {
      offset = known
    } else {
      offset = storedOffset(of: V.self)
      if known.count < capacity { known[id] = offset }
    }
    lastType = id
    lastOffset = offset
    return offset
  }

  /// `V`'s stored property `typedNodeContent` of type `V.NodeContent`, by the field walk.
  private static func storedOffset<V: NodeView>(of type: V.Type) -> Int? {
    var found: Int?
    // Options `[]`: structs only (a class's fields are not walked without `.classType`).
    _ = _forEachField(of: V.self, options: []) { name, offset, fieldType, _ in
      guard String(cString: name) == "typedNodeContent" else { return true }
      if fieldType == V.NodeContent.self { found = offset }
      return false
    }
    return found
  }
}
