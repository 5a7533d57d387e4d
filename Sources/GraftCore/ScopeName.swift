/// A ``TrackingScope``'s name: text, or the type the scope is named after — written out (through
/// ``TypeNames``) only when something reads it.
///
/// Why: a scope's name is read by diagnostics and the boundary trace only, and every view
/// body's and every tracked node's scope is named after its type. Named when made, each
/// mounted row paid a type-name lookup per scope and per first body evaluation (a hashed
/// cache behind a two-entry front: rows whose scopes rotate three types missed it every time,
/// ~225 instructions a name).
@usableFromInline
enum ScopeName {
  case text(String)
  case type(Any.Type)

  /// The name, written out. Loop thread only (``TypeNames`` is main-actor state).
  @MainActor var text: String {
    switch self {
    case .text(let text): text
    case .type(let type): TypeNames.name(of: type)
    }
  }
}
