/// The classes made last for a few key types — `StateCell<Value>` by `Value`, a hosted root's
/// class by its content type — for generic code in modules that cannot specialize it.
///
/// Why: code generic over `Value` that names a generic class of another module
/// (`StateCell<Value>`) calls that class's metadata accessor, and the runtime looks the
/// instantiation up in its locked, hashed cache every time (~300 instructions), even in code
/// specialized for `Value`. A caller that keeps the class value here and makes its objects
/// through it needs no lookup. Four entries, replaced round-robin: a list's rows make the same
/// few types over and over; a miss only costs the lookup this saves. Users pass a closure naming
/// their class (run on a miss only) and `unsafeBitCast` the `AnyClass` back to its metatype: a
/// generic helper returning the class typed would need the class's metadata passed to it — the
/// lookup this saves. Not thread-safe: its owners keep it in main-actor storage and use it from
/// the loop thread only.
package struct RecentClasses {
  private var key0: ObjectIdentifier?
  private var key1: ObjectIdentifier?
  private var key2: ObjectIdentifier?
  private var key3: ObjectIdentifier?
  private var class0: AnyClass?
  private var class1: AnyClass?
  private var class2: AnyClass?
  private var class3: AnyClass?
  /// The entry the next ``remember(_:for:)`` replaces.
  private var next = 0

  package init() {}

  /// The class remembered for `key`, or `nil`.
  package func recalled(for key: Any.Type) -> AnyClass? {
    let key = ObjectIdentifier(key)
    if key0 == key { return class0 }
    if key1 == key { return class1 }
    if key2 == key { return class2 }
    if key3 == key { return class3 }
    return nil
  }

  /// The class remembered for `key`, or the one `make` names, remembered for it.
  package mutating func recalled(for key: Any.Type, orRemembering make: () -> AnyClass) -> AnyClass {
    if let known = recalled(for: key) { return known }
    let made: AnyClass = make()
    remember(made, for: key)
    return made
  }

  /// Remembers `recentClass` for `key`, in place of the entry remembered longest ago.
  package mutating func remember(_ recentClass: AnyClass, for key: Any.Type) {
    let key = ObjectIdentifier(key)
    switch next {
    case 0: (key0, class0) = (key, recentClass)
    case 1: (key1, class1) = (key, recentClass)
    case 2: (key2, class2) = (key, recentClass)
    default: (key3, class3) = (key, recentClass)
    }
    next = (next + 1) & 3
  }
}
