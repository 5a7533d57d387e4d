import Observation
// `_forEachField` (the runtime's field-descriptor walk behind `Mirror`): a view type's stored
// properties by their declared types, walked once per type.
@_spi(Reflection) import Swift

/// Which node views record `@Observable` reads when their node's properties are computed.
///
/// A node view computes its properties from what it holds and from the environment. Such a
/// computation reaches an `@Observable` property through a `Binding` it holds —
/// `TextField(text: $model.name)` runs the model's getter — or through an `@Observable` object
/// it holds: an app's own node view that reads its row's model in
/// ``NodeView/nodeProperties(in:)``, so that the node follows the model by itself and a change
/// refreshes that node alone, without its parent's body. Only node view types that may hold
/// either pay for Observation tracking; `Text`, `Button` and stacks do not.
///
/// Decided once per type from the declared types of its stored properties (and of a struct's
/// among them, one level down): a binding or an `@Observable` class, or an optional of either,
/// counts; so does an existential (`any P`, `Any`, `AnyObject`), which may hold an
/// `@Observable` object in one value and not in the next — the first value's contents cannot
/// decide for the type. An `any View` does not: a node view's content is reconciled, never
/// read by its properties. Loop thread only.
@MainActor
enum ObservedNodeReads {
  /// Whether `V`'s stored properties may lead its properties' computation to an `@Observable`
  /// read (asked once per type, by ``NodeViewTraits``).
  static func mayReadObservable<V: NodeView>(_: V.Type) -> Bool { mayHoldSource(V.self, depth: 0) }

  /// Whether a stored property of the struct `type` (or of a struct among them, while `depth`
  /// is 0) has a type that may hold a binding or an `@Observable` object.
  private static func mayHoldSource(_ type: Any.Type, depth: Int) -> Bool {
    var found = false
    // Options `[]`: structs only (a class's fields are not walked without `.classType`).
    _ = _forEachField(of: type, options: []) { _, _, fieldType, kind in
      if isSource(fieldType, kind: kind)
        || (depth < 1 && kind == .struct && mayHoldSource(fieldType, depth: depth + 1))
      {
        found = true
        return false
      }
      return true
    }
    return found
  }

  /// Whether a stored property declared as `type` (of metadata kind `kind`) may hold a binding
  /// or an `@Observable` object itself.
  private static func isSource(_ type: Any.Type, kind: _MetadataKind) -> Bool {
    if type is any AnyBindingValue.Type || type is any Observable.Type { return true }
    switch kind {
    case .existential:
      return type != (any View).self
    case .optional:
      guard let optional = type as? any OptionalWrapped.Type else { return false }
      return isSource(optional.wrappedType, kind: optional.wrappedKind)
    default:
      return false
    }
  }
}

/// An optional's wrapped type and its metadata kind, asked of the optional's type.
private protocol OptionalWrapped {
  static var wrappedType: Any.Type { get }
  static var wrappedKind: _MetadataKind { get }
}

extension Optional: OptionalWrapped {
  static var wrappedType: Any.Type { Wrapped.self }

  /// The kind as the field walk reports it for a property of type `Wrapped` (the runtime tells
  /// a type's kind only that way).
  static var wrappedKind: _MetadataKind {
    var kind = _MetadataKind.unknown
    _ = _forEachField(of: FieldOf<Wrapped>.self, options: []) { _, _, _, fieldKind in
      kind = fieldKind
      return false
    }
    return kind
  }
}

/// A struct with one stored property of type `T`, walked to learn `T`'s metadata kind.
private struct FieldOf<T> {
  let value: T
}
