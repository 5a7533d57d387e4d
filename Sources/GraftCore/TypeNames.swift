/// Type names for diagnostics (scope, root and host-node names), computed once per type.
///
/// Scopes, roots and host nodes are named after a type (every hosted root and its node when
/// made; a scope's name when something reads it, see `ScopeName`); building the name of a
/// generic type
/// (`HostingController<Counter>`) from its metadata costs hundreds of instructions, paid per
/// mount when it is not cached. Every runtime in the package names through this one cache.
/// Loop thread only.
@MainActor
package enum TypeNames {
  private static var names: [ObjectIdentifier: String] = [:]
  /// The two types named last and their names: mounting many controllers or rows asks for
  /// the same names over and over — often two in turn (an inline counter's row scope, then its
  /// counter's) — and a hit here skips hashing the type into ``names`` (~200 instructions a
  /// name; with one entry, every alternation missed: ~800 instructions per counter mounted).
  /// A hit moves nothing; a miss puts the new name first and the first second. Unchecked
  /// exclusivity: loop thread only, every access instantaneous.
  @exclusivity(unchecked) private static var lastNamed: (key: ObjectIdentifier, name: String)?
  @exclusivity(unchecked) private static var previousNamed: (key: ObjectIdentifier, name: String)?

  /// The unqualified name of `type`, as `"\(type)"` writes it.
  package static func name(of type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let lastNamed, lastNamed.key == key { return lastNamed.name }
    if let previousNamed, previousNamed.key == key { return previousNamed.name }
    let name: String
    if let known = names[key] {
      name = known
    } else {
      name = "\(type)"
      names[key] = name
    }
    previousNamed = lastNamed
    lastNamed = (key, name)
    return name
  }
}
