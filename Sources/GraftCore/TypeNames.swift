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

  /// The unqualified name of `type`, as `"\(type)"` writes it.
  package static func name(of type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let name = names[key] { return name }
    let name = "\(type)"
    names[key] = name
    return name
  }
}
