/// Type names for diagnostics (scope, root and host-node names), computed once per type.
///
/// Every hosted root names its scope, its root and its host node after a type; building the
/// name of a generic type (`HostingController<Counter>`) from its metadata costs hundreds of
/// instructions, paid per mount when it is not cached. Loop thread only.
@MainActor
enum TypeNames {
  private static var names: [ObjectIdentifier: String] = [:]

  /// The unqualified name of `type`, as `"\(type)"` writes it.
  static func name(of type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let name = names[key] { return name }
    let name = "\(type)"
    names[key] = name
    return name
  }
}
