import GraftCore

/// What one `NavigationStack` keeps across its re-renders: the destinations registered inside
/// it by value type (shared by all its levels), and per level the title its content set.
@MainActor
final class NavigationStore {
  /// The title this level's content set, with the element that set it (only that element
  /// clears it).
  let title = StateCell<(owner: ObjectIdentifier, title: String)?>(nil)
  /// Whether this level's views are on screen (on top of the stack, inside visible levels).
  let appearance = AppearanceScope()
  private let registry: NavigationDestinations
  /// The stores of the pushed levels, 1 first (kept on the root level's store; as many as the
  /// deepest path so far).
  private var levels: [NavigationStore] = []

  init() { registry = NavigationDestinations() }

  private init(registry: NavigationDestinations) { self.registry = registry }

  /// The store of level `index` of this (root) store's stack: itself for 0, else a pushed
  /// level's, sharing the destinations. Writes no tracked state (callable from a body).
  func level(_ index: Int) -> NavigationStore {
    guard index > 0 else { return self }
    while levels.count < index { levels.append(NavigationStore(registry: registry)) }
    return levels[index - 1]
  }

  /// Registers (or replaces) the destination for values of type `D`.
  func register<D: Hashable>(_ type: D.Type, _ destination: @escaping (D) -> AnyView) {
    registry.register(type, destination)
  }

  /// The view for `value`: its registered destination, a `NavigationLink(destination:)`'s
  /// view, or an error node naming the type that has no destination.
  func destination(for value: AnyHashable) -> AnyView { registry.destination(for: value) }
}

/// The destinations registered inside one `NavigationStack`, by value type.
@MainActor
final class NavigationDestinations {
  private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
  private var destinationTypeNames: [String] = []

  /// Registers (or replaces) the destination for values of type `D`.
  func register<D: Hashable>(_ type: D.Type, _ destination: @escaping (D) -> AnyView) {
    if destinations[ObjectIdentifier(type)] == nil { destinationTypeNames.append("\(D.self)") }
    destinations[ObjectIdentifier(type)] = { value in
      guard let value = value.base as? D else { return AnyView(ErrorNode(message: "not a \(D.self)")) }
      return destination(value)
    }
  }

  /// The view for `value`: its registered destination, a `NavigationLink(destination:)`'s
  /// view, or an error node naming the type that has no destination.
  func destination(for value: AnyHashable) -> AnyView {
    if let pushed = value.base as? PushedView { return pushed.view }
    if let destination = destinations[ObjectIdentifier(type(of: value.base))] { return destination(value) }
    let known = destinationTypeNames.isEmpty ? "none" : destinationTypeNames.joined(separator: ", ")
    return AnyView(
      ErrorNode(
        message:
          "no navigationDestination for \(type(of: value.base)) (destinations registered for: \(known))"))
  }
}

/// How links, destinations and `dismiss` reach the enclosing stack.
@MainActor
struct NavigationContext {
  let store: NavigationStore
  let path: Binding<[AnyHashable]>

  func push(_ value: AnyHashable) { path.wrappedValue.append(value) }

  func pop() {
    if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() }
  }

  /// Pops every level above the first `count` pushed ones (`dismiss` in level `count + 1`).
  func pop(toCount count: Int) {
    if path.wrappedValue.count > count { path.wrappedValue.removeLast(path.wrappedValue.count - count) }
  }
}

/// A view pushed by `NavigationLink(destination:label:)`; equal only to itself.
final class PushedView: Hashable {
  let view: AnyView
  init(_ view: AnyView) { self.view = view }
  static func == (lhs: PushedView, rhs: PushedView) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An error node with a message (a navigation mistake shown where the view would be).
@MainActor
struct ErrorNode: NodeView {
  let message: String
  var nodeKind: NodeKind { .error }
  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    properties.text = message
    return properties
  }
}

private struct NavigationContextKey: EnvironmentKey {
  static var defaultValue: NavigationContext? { nil }
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction {} }
}

extension EnvironmentValues {
  /// The enclosing navigation stack, if any.
  var navigationContext: NavigationContext? {
    get { self[NavigationContextKey.self] }
    set { self[NavigationContextKey.self] = newValue }
  }

  /// Dismisses the view presenting this one: pops a pushed navigation level, closes a sheet.
  /// Does nothing elsewhere.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}
