// `_forEachField` (the runtime's field-descriptor walk behind `Mirror`): a struct's stored
// properties' byte offsets and declared types, read once per view type.
@_spi(Reflection) import Swift

/// Field-by-field comparison (a view that is not `Equatable`): each field type's rule and each
/// struct view type's fields are decided once per type, and cheap fields are compared first.
extension ViewInputs {
  /// Whether every field is provably the same (stops at the first that is not). Fields whose
  /// comparison costs a bounded few instructions (trivial `Equatable` values, objects) go
  /// first, the others (arrays, strings, nested structs) only if all of those are the same: a
  /// view holding its rows and a selection does not compare a thousand equal rows when the
  /// selection changed. The answer does not depend on the order (comparing has no effects).
  @usableFromInline static func allFieldsAreSame<Value>(_ old: Value, _ new: Value) -> Bool {
    guard let fields = storedFields(of: old) else { return mirroredFieldsAreSame(old, new) }
    // Sound: `fields` are `Value`'s stored properties as the runtime lays them out (a struct:
    // checked by `storedFields`), so at each offset of both values lies an initialized, aligned
    // value of the field's declared type; each is read by copy while the pointers are valid
    // (inside these calls), and nothing is written or kept.
    return withUnsafePointer(to: old) { oldValue in
      withUnsafePointer(to: new) { newValue in
        for field in fields {
          let comparison = compareField(
            field.type, UnsafeRawPointer(oldValue) + field.offset, UnsafeRawPointer(newValue) + field.offset)
          if comparison != .same { return false }
        }
        return true
      }
    }
  }

  /// ``allFieldsAreSame(_:_:)`` through `Mirror`, for a type whose stored properties are not
  /// its reflected children (a class, a tuple, an enum, a `CustomReflectable` type).
  private static func mirroredFieldsAreSame<Value>(_ old: Value, _ new: Value) -> Bool {
    zip(Mirror(reflecting: old).children, Mirror(reflecting: new).children).allSatisfy {
      compare($0.value, $1.value, depth: 0) == .same
    }
  }

  /// How one field compares: wrappers by their own rule, `Equatable` values with `==`,
  /// objects by identity, structs and tuples field by field (changed if any field changed,
  /// else unknown if any is unknown), everything else unknown. Values of different dynamic
  /// types (an existential field) are changed.
  static func compare(_ old: Any, _ new: Any, depth: Int) -> InputComparison {
    compareOpened(old, new, depth: depth)  // (`old` opened: its dynamic type)
  }

  /// ``compare(_:_:depth:)`` with `old` opened.
  private static func compareOpened<Field>(_ old: Field, _ new: Any, depth: Int) -> InputComparison {
    // A `Mirror` child of an existential field opens to the existential: compare as the type
    // of the value inside it (as a dynamic cast would).
    let dynamicType = type(of: old as Any)
    if dynamicType != Field.self { return compare(old as Any, new, as: dynamicType, depth: depth) }
    if let new = new as? Field { return compare(old, new, depth: depth) }
    if case .inputComparable = fieldRule(for: Field.self), let old = old as? any InputComparable {
      return old.compareInput(to: new)
    }
    return .changed
  }

  /// ``compare(_:_:depth:)`` with `old` (a value of `type`, in an existential) as a `Value`.
  private static func compare<Value>(
    _ old: Any, _ new: Any, as type: Value.Type, depth: Int
  ) -> InputComparison {
    guard let old = old as? Value else { return .changed }  // (it is: `type` is its type)
    return compareOpened(old, new, depth: depth)
  }

  /// ``compare(_:_:depth:)`` for two values of one type, by the type's rule.
  private static func compare<Field>(_ old: Field, _ new: Field, depth: Int) -> InputComparison {
    switch fieldRule(for: Field.self) {
    case .inputComparable:
      // (The cast succeeds: the rule is `.inputComparable` only for a type that conforms.)
      guard let old = old as? any InputComparable else { return .unknown }
      return old.compareInput(to: new)
    case .object:
      return (old as AnyObject) === (new as AnyObject) ? .same : .changed
    case .equatable(let comparer, _):
      // Sound: the payload of an `.equatable` rule for `Field` is `Field`'s comparer.
      return unsafeDowncast(comparer, to: ViewComparer<Field>.self).areEqual(old, new) ? .same : .changed
    case .structural:
      return compareStructurally(old, new, depth: depth)
    }
  }

  /// The field of type `type` (not an existential) at `old` and `new` (initialized values).
  private static func compareField<Field>(
    _ type: Field.Type, _ old: UnsafeRawPointer, _ new: UnsafeRawPointer
  ) -> InputComparison {
    compare(
      old.assumingMemoryBound(to: Field.self).pointee, new.assumingMemoryBound(to: Field.self).pointee,
      depth: 0)
  }

  /// Structs and tuples field by field, optionals by their payloads (up to four levels down);
  /// anything else is unknown.
  private static func compareStructurally(_ old: Any, _ new: Any, depth: Int) -> InputComparison {
    let mirror = Mirror(reflecting: old)
    guard depth < 4 else { return .unknown }
    if mirror.displayStyle == .optional {
      // (An optional that is not `Equatable`: an optional object, perhaps a `weak` one.)
      switch (mirror.children.first, Mirror(reflecting: new).children.first) {
      case (nil, nil): return .same
      case (let old?, let new?): return compare(old.value, new.value, depth: depth + 1)
      default: return .changed
      }
    }
    guard mirror.displayStyle == .struct || mirror.displayStyle == .tuple, !mirror.children.isEmpty
    else { return .unknown }
    let newMirror = Mirror(reflecting: new)
    guard newMirror.children.count == mirror.children.count else { return .changed }
    var result = InputComparison.same
    for (a, b) in zip(mirror.children, newMirror.children) {
      switch compare(a.value, b.value, depth: depth + 1) {
      case .changed: return .changed
      case .unknown: result = .unknown
      case .same: break
      }
    }
    return result
  }

  /// How values of one field type compare, in the order ``compare(_:_:depth:)`` tries the
  /// rules. Decided once per type: the casts that decide it (to `any InputComparable`, to
  /// `any Equatable`) cost up to thousands of instructions each, and ran for every field of
  /// every compared view on every update.
  enum FieldRule {
    /// A runtime's wrapper (``InputComparable``): its own rule.
    case inputComparable
    /// A class instance: the same object or not.
    case object
    /// An `Equatable` value: `==` through the type's ``ViewComparer``; `trivial` when the type
    /// is trivially copyable (a bounded, cheap comparison).
    case equatable(AnyObject, trivial: Bool)
    /// Anything else: field by field, or unknown.
    case structural

    /// Whether comparing may cost more than a few instructions (it may walk a collection or
    /// nested fields): such fields are compared after the cheap ones.
    var isCostly: Bool {
      switch self {
      case .object: false
      case .equatable(_, let trivial): !trivial
      case .inputComparable, .structural: true
      }
    }
  }

  /// The rule of values of `type`, decided on first use.
  static func fieldRule<Field>(for type: Field.Type) -> FieldRule {
    let key = ObjectIdentifier(type)
    if let known = fieldRules[key] { return known }
    let rule: FieldRule
    if type is any InputComparable.Type {
      rule = .inputComparable
    } else if type is AnyClass {
      rule = .object
    } else if case .equatable(let comparer) = strategy(for: type) {
      rule = .equatable(comparer, trivial: _isPOD(type))
    } else {
      rule = .structural
    }
    fieldRules[key] = rule
    return rule
  }

  /// The field rules decided so far, by type. Unchecked exclusivity: loop thread only, and no
  /// access stays open across a call (the rule is decided before it is stored).
  @exclusivity(unchecked) private static var fieldRules: [ObjectIdentifier: FieldRule] = [:]

  /// One stored property of a struct view type.
  struct StoredField {
    let offset: Int
    let type: Any.Type
  }

  /// The stored properties of `value`'s type, cheap ones first (see ``allFieldsAreSame(_:_:)``),
  /// or `nil` when that type is not a struct described field by field (a class, an enum, an
  /// existential, a `CustomReflectable` type, a struct with an existential field or an optional
  /// that may hold a reference — perhaps `weak`: those are compared through `Mirror`). Decided
  /// once per type, from its first value.
  static func storedFields<Value>(of value: Value) -> [StoredField]? {
    let key = ObjectIdentifier(Value.self)
    if let known = storedFieldLists[key] { return known }
    var fields: [StoredField]? = nil
    if !(Value.self is any CustomReflectable.Type), type(of: value) == Value.self,
      Mirror(reflecting: value).displayStyle == .struct
    {
      var cheap: [StoredField] = []
      var costly: [StoredField] = []
      var existential = false
      let described = _forEachField(of: Value.self, options: []) { _, offset, fieldType, kind in
        // An existential field's values are compared by their dynamic types, which `Mirror`
        // unwraps (a generic value of an existential type does not open).
        if kind == .existential { existential = true }
        // A `weak` field is an optional reference stored as a weak reference, which
        // `_forEachField` does not tell from a strong optional: read through a pointer as its
        // declared type, its storage would be taken for an object. `Mirror` loads it properly,
        // so a type with an optional field that may hold a reference goes through `Mirror`.
        // (An `unowned` field reads as the strong reference it points to while its object is
        // alive; reading one whose object is gone traps through `Mirror` too.)
        if kind == .optional, !isTriviallyCopyable(fieldType) { existential = true }
        let field = StoredField(offset: offset, type: fieldType)
        if !rule(of: fieldType).isCostly {
          cheap.append(field)
        } else {
          costly.append(field)
        }
        return true
      }
      if described, !existential { fields = cheap + costly }
    }
    storedFieldLists[key] = fields
    return fields
  }

  /// The rule of `type` (an existential metatype, opened).
  private static func rule(of type: Any.Type) -> FieldRule { fieldRule(for: type) }

  /// Whether values of `type` are trivially copyable (no reference inside; opened).
  private static func isTriviallyCopyable(_ type: Any.Type) -> Bool {
    func isPOD<Field>(_ type: Field.Type) -> Bool { _isPOD(type) }
    return isPOD(type)
  }

  /// The stored-field lists decided so far (`nil`: compared through `Mirror`), by type.
  /// Exclusivity as ``fieldRules``.
  @exclusivity(unchecked) private static var storedFieldLists: [ObjectIdentifier: [StoredField]?] = [:]
}
