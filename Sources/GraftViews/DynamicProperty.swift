import GraftCore

/// A stored property of a view that the reconciler connects to persistent storage or to the
/// view's position before every `body` evaluation: `@State`, `@Environment`, `@StateObject`,
/// `@ObservedObject`, `@EnvironmentObject`. Conform custom wrappers only through these.
@MainActor
public protocol DynamicProperty {
  /// Connects this property to its element. Called on the loop thread before each
  /// evaluation of the containing view's `body`, never concurrently.
  func _link(_ link: DynamicPropertyLink)
}

/// What a ``DynamicProperty`` can reach while it is being linked: its persistent slot in the
/// element (survives re-renders, dropped with the element) and the environment.
@MainActor
public struct DynamicPropertyLink {
  let storage: DynamicPropertyStorage
  let slot: Int
  /// The environment of the view's position.
  public let environment: EnvironmentValues
  /// The graph the view belongs to.
  public let graph: UpdateGraph
  let layout: DynamicPropertyLayout
  let ownerType: Any.Type

  /// The property's name as declared (without the wrapper's `_`), for diagnostics and traces.
  public var propertyName: String { layout.names[slot] }
  /// The view type that declares the property.
  public var ownerName: String { "\(ownerType)" }

  /// The object in this property's slot, created by `make` on first use.
  public func persistentObject<Object: AnyObject>(_ make: () -> Object) -> Object {
    if let existing = storage.slots[slot] as? Object { return existing }
    let created = make()
    storage.slots[slot] = created
    return created
  }
}

/// The persistent slots of one element, one per dynamic property of its view type.
@MainActor
final class DynamicPropertyStorage {
  var slots: [AnyObject?]

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  /// The storage of every element whose view has no dynamic properties: it has no slots, so
  /// nothing ever writes it, and sharing it saves an allocation per element (issue 15).
  static let none = DynamicPropertyStorage(count: 0)
}

/// Where the dynamic properties of a view type sit among its stored properties — as paths of
/// child indices, descending into a `ViewModifier` held by the view — found once per type with
/// `Mirror` and cached.
@MainActor
struct DynamicPropertyLayout {
  let paths: [[Int]]
  /// Each dynamic property's name, without the wrapper's `_`.
  let names: [String]

  var count: Int { paths.count }
  var isEmpty: Bool { paths.isEmpty }

  private static var cache: [ObjectIdentifier: DynamicPropertyLayout] = [:]

  static func of<Value>(_ value: Value) -> DynamicPropertyLayout {
    let key = ObjectIdentifier(Value.self)
    if let known = cache[key] { return known }
    var paths: [[Int]] = []
    var names: [String] = []
    collect(value, prefix: [], into: &paths, names: &names)
    let layout = DynamicPropertyLayout(paths: paths, names: names)
    cache[key] = layout
    return layout
  }

  private static func collect(_ value: Any, prefix: [Int], into paths: inout [[Int]], names: inout [String]) {
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      if child.value is any DynamicProperty {
        paths.append(prefix + [index])
        var name = child.label ?? "?"
        if name.hasPrefix("_") { name.removeFirst() }
        names.append(name)
      } else if child.value is any ViewModifier, prefix.count < 4 {
        collect(child.value, prefix: prefix + [index], into: &paths, names: &names)
      }
    }
  }

  /// Links each dynamic property of `value` to its slot in `storage`.
  func link<Value>(
    _ value: Value, storage: DynamicPropertyStorage, environment: EnvironmentValues,
    graph: UpdateGraph
  ) {
    guard !paths.isEmpty else { return }
    let topLevel = Array(Mirror(reflecting: value).children)
    for (slot, path) in paths.enumerated() {
      var current = topLevel[path[0]].value
      for index in path.dropFirst() {
        let children = Mirror(reflecting: current).children
        current = children[children.index(children.startIndex, offsetBy: index)].value
      }
      guard let property = current as? any DynamicProperty else { continue }
      property._link(
        DynamicPropertyLink(
          storage: storage, slot: slot, environment: environment, graph: graph, layout: self,
          ownerType: Value.self))
    }
  }
}
