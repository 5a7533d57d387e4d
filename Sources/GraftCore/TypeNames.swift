/// Type names for diagnostics (scope, root and host-node names), computed once per type.
///
/// Scopes, roots and host nodes are named after a type (every row's body scope, every hosted
/// root's scope, root and node); building the name of a generic type
/// (`HostingController<Counter>`) from its metadata costs hundreds of instructions, paid per
/// mount when it is not cached. Every runtime in the package names through this one cache.
/// Loop thread only.
@MainActor
package enum TypeNames {
  private static var names: [ObjectIdentifier: String] = [:]
  /// The type named last and its name: mounting many controllers or rows of one type asks for
  /// the same name over and over, and a hit here skips hashing the type into ``names`` (~330
  /// instructions, twice per hosted root mounted). Unchecked exclusivity: loop thread only,
  /// every access instantaneous.
  @exclusivity(unchecked) private static var lastNamed: (key: ObjectIdentifier, name: String)?

  /// The unqualified name of `type`, as `"\(type)"` writes it.
  package static func name(of type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let lastNamed, lastNamed.key == key { return lastNamed.name }
    let name: String
    if let known = names[key] {
      name = known
    } else {
      name = "\(type)"
      names[key] = name
    }
    lastNamed = (key, name)
    return name
  }
}
