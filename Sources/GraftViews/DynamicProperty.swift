import GraftCore
// `_forEachField` (the runtime's field-descriptor walk behind `Mirror`): the byte offset and
// declared type of each stored property, read once per view type (see `DynamicPropertyLayout`).
@_spi(Reflection) import Swift

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
  let ownerType: Any.Type

  /// The property's name as declared (without the wrapper's `_`), for diagnostics and traces.
  /// (Read from the storage's layout: a layout of its own, three arrays, was retained and
  /// released with every link.)
  public var propertyName: String { storage.layout.names[slot] }
  /// The view type that declares the property.
  public var ownerName: String { "\(ownerType)" }

  /// The object in this property's slot, created by `make` on first use.
  public func persistentObject<Object: AnyObject>(_ make: () -> Object) -> Object {
    if let existing = storage[slot] as? Object { return existing }
    let created = make()
    storage[slot] = created
    return created
  }

  /// ``persistentObject(_:)`` for a caller that has the object's class as a value
  /// (`StateCell<Value>` from ``StateCellClasses``): the slot's object is kept when its class is
  /// exactly `objectClass`, compared as a value — `as? Object` needed `Object`'s metadata, which
  /// for a generic class the runtime looks up on every call.
  func persistentObject(ofExactClass objectClass: AnyClass, _ make: () -> AnyObject) -> AnyObject {
    if let existing = storage[slot], type(of: existing) == objectClass { return existing }
    let created = make()
    storage[slot] = created
    return created
  }

  /// Whether `object` is the object in this property's slot: a property that keeps what it
  /// linked to last can skip linking again (no cast, no type lookup) when it still is.
  func holds(_ object: AnyObject) -> Bool { storage[slot] === object }
}

/// The persistent slots of one element, one per dynamic property of its view type, and that
/// type's layout (kept here so an element stores one reference for both, not four words).
@MainActor
@usableFromInline final class DynamicPropertyStorage {
  // Slot 0 is stored inline and the others in an array made only for a view with two or more
  // dynamic properties: most stateful views have one (`@State`), and making an array of
  // `AnyObject?` looked `_ContiguousArrayStorage<AnyObject?>`'s metadata up in the runtime's
  // cache every time (~670 instructions and an allocation per stateful element mounted).
  // Unchecked exclusivity: loop thread only, every access instantaneous (a slot is read, or
  // assigned an object already made); checked, it cost a dynamic check per property linked.
  @exclusivity(unchecked) private var firstSlot: AnyObject?
  /// Slots 1 and up (`nil` when the layout has fewer than two).
  @exclusivity(unchecked) private var otherSlots: [AnyObject?]?
  /// Where the view type's dynamic properties are (one slot each). (Usable from inline code:
  /// `CompositeElement.isInert`, inlined into a list's row loop, reads whether it is empty.)
  @usableFromInline let layout: DynamicPropertyLayout

  init(layout: DynamicPropertyLayout) {
    if layout.count > 1 { otherSlots = Array(repeating: nil, count: layout.count - 1) }
    self.layout = layout
  }

  /// The identity of the object in slot `slot`, `nil` while the slot is empty: for comparing
  /// without retaining the object (as reading it through the subscript does).
  private func identity(ofSlot slot: Int) -> ObjectIdentifier? {
    if slot == 0 { return firstSlot.map(ObjectIdentifier.init) }
    return otherSlots?[slot - 1].map(ObjectIdentifier.init) ?? nil
  }

  /// The object in slot `slot` (`0..<layout.count`), `nil` until one is stored.
  subscript(slot: Int) -> AnyObject? {
    get { slot == 0 ? firstSlot : otherSlots?[slot - 1] ?? nil }
    set {
      if slot == 0 { firstSlot = newValue } else { otherSlots?[slot - 1] = newValue }
    }
  }

  /// The storage of every element whose view has no dynamic properties: it has no slots, so
  /// nothing ever writes it, and sharing it saves an allocation per element (issue 15).
  static let none = DynamicPropertyStorage(layout: DynamicPropertyLayout(paths: [], names: [], fields: nil))

  /// Whether linking the view at `address` (a value of the view type this storage is for,
  /// valid for the call) would change nothing: every dynamic property is a `State` stored
  /// inline (`DynamicPropertyLayout.fieldsAreStates`) whose location is linked already to the
  /// cell in its slot — a view re-rendered in place. Then linking can be skipped: `State._link`
  /// keeps such a location as it is. `false` while a boundary trace records (linking names
  /// the cells for it).
  ///
  /// Sound: each offset is where the layout found a `State` field of this view type, and a
  /// `State` is one strong reference to its location (an `AnyStateLocation`), loaded here as
  /// such (a copy: retained and released).
  func holdsLinks<View>(ofViewAt address: UnsafePointer<View>) -> Bool {
    guard layout.fieldsAreStates, let fields = layout.fields, TraceRecorder.current == nil else {
      return false
    }
    let base = UnsafeRawPointer(address)
    for (slot, field) in fields.enumerated() {
      let location = base.load(fromByteOffset: field.offset, as: AnyStateLocation.self)
      guard location.isLinked(to: identity(ofSlot: slot)) else { return false }
    }
    return true
  }
}

/// Where the dynamic properties of a view type sit among its stored properties — as paths of
/// child indices, descending into a `ViewModifier` held by the view — found once per type with
/// `Mirror` and cached.
///
/// Linking reads each property where it is stored: when every step of every path is a field
/// stored inline in a struct, whose declared type is the dynamic type `Mirror` found there (no
/// existential, optional or class in between), the layout also records each property's byte
/// offset in the view and its type, and ``link(_:storage:environment:graph:)`` loads the
/// property from that offset instead of reflecting the view again (`Mirror` cost ~5,000
/// instructions per linked view, on every mount and re-render; issue 15). Otherwise it walks
/// the paths with `Mirror`, as before.
@MainActor
@usableFromInline struct DynamicPropertyLayout {
  @usableFromInline let paths: [[Int]]
  /// Each dynamic property's name, without the wrapper's `_`.
  let names: [String]
  /// Each property's byte offset in the view and its type, when every path is inline (above).
  let fields: [StoredField]?
  /// Whether every property is a `State` stored inline (``fields`` has each one's offset; a
  /// `State` is one reference to its location). See
  /// `DynamicPropertyStorage.holdsLinks(ofViewAt:)`. (A flag, not an array of offsets: the
  /// layout is copied out of its cache per element made, an array one more retain and release.)
  let fieldsAreStates: Bool

  init(paths: [[Int]], names: [String], fields: [StoredField]?) {
    self.paths = paths
    self.names = names
    self.fields = fields
    fieldsAreStates = fields?.allSatisfy { $0.type is any LocationLinkedProperty.Type } ?? false
  }

  /// A dynamic property stored inline in the view, `offset` bytes from its start.
  struct StoredField {
    let offset: Int
    let type: any DynamicProperty.Type
  }

  var count: Int { paths.count }
  @inlinable var isEmpty: Bool { paths.isEmpty }

  /// Unchecked exclusivity: loop thread only; `of` reads it, then stores in it, and nothing
  /// between reaches it (a dynamic check per element mounted, before).
  @exclusivity(unchecked) private static var cache = TypeTable<DynamicPropertyLayout>()

  static func of<Value>(_ value: Value) -> DynamicPropertyLayout {
    if let known = cache.value(for: Value.self) { return known }
    var paths: [[Int]] = []
    var names: [String] = []
    collect(value, prefix: [], into: &paths, names: &names)
    let layout = DynamicPropertyLayout(
      paths: paths, names: names, fields: storedFields(of: value, paths: paths))
    cache.store(layout, for: Value.self)
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

  /// The offset and type of each path's property, or `nil` unless every step is a struct field
  /// stored inline whose name and type agree with what `Mirror` shows of `value` there.
  private static func storedFields<Value>(of value: Value, paths: [[Int]]) -> [StoredField]? {
    guard !paths.isEmpty else { return [] }
    var fields: [StoredField] = []
    for path in paths {
      var current: Any = value
      var offset = 0
      var leaf: (any DynamicProperty.Type)?
      for (step, index) in path.enumerated() {
        let mirror = Mirror(reflecting: current)
        guard mirror.displayStyle == .struct, !(current is any CustomReflectable),
          let field = field(at: index, of: type(of: current)),
          index < mirror.children.count
        else { return nil }
        let child = mirror.children[mirror.children.index(mirror.children.startIndex, offsetBy: index)]
        guard child.label == field.name, type(of: child.value) == field.type else { return nil }
        offset += field.offset
        current = child.value
        if step == path.count - 1 {
          leaf = field.type as? any DynamicProperty.Type
        } else if field.kind != .struct {
          return nil
        }
      }
      guard let leaf else { return nil }
      fields.append(StoredField(offset: offset, type: leaf))
    }
    return fields
  }

  /// The `index`th stored property of the struct `type`: its name, byte offset, declared type.
  private static func field(at index: Int, of type: Any.Type) -> (
    name: String, offset: Int, type: Any.Type, kind: _MetadataKind
  )? {
    var found: (name: String, offset: Int, type: Any.Type, kind: _MetadataKind)?
    var position = 0
    // Walks nothing (and leaves `found` nil) for a type it cannot describe, such as a class.
    _ = _forEachField(of: type, options: []) { name, offset, fieldType, kind in
      if position == index {
        found = (String(cString: name), offset, fieldType, kind)
        return false
      }
      position += 1
      return true
    }
    return found
  }

  /// Links each dynamic property of `value` to its slot in `storage`. Unless
  /// `checkingExistingLinks` is `false` (the caller has just asked
  /// `DynamicPropertyStorage.holdsLinks(ofViewAt:)` and got `false`), nothing is linked when
  /// every property is linked already.
  func link<Value>(
    _ value: Value, storage: DynamicPropertyStorage, environment: EnvironmentValues,
    graph: UpdateGraph, checkingExistingLinks: Bool = true
  ) {
    guard !paths.isEmpty else { return }
    if let fields {
      // Not `withUnsafePointer`: its closure, formed here, checked the executor on every link
      // (~220 instructions per linked view, twice per tap of a row's counter; see `withAddress`).
      withAddress(of: value) { pointer in
        // Every property linked already (a row's new value whose `State`s its element linked):
        // no link made per property (its storage, environment and graph retained).
        if checkingExistingLinks, storage.holdsLinks(ofViewAt: pointer) { return }
        let base = UnsafeRawPointer(pointer)
        for (slot, field) in fields.enumerated() {
          linkStored(
            field.type, at: base + field.offset,
            DynamicPropertyLink(
              storage: storage, slot: slot, environment: environment, graph: graph,
              ownerType: Value.self))
        }
      }
      return
    }
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
          storage: storage, slot: slot, environment: environment, graph: graph,
          ownerType: Value.self))
    }
  }

  /// Links the `Property` stored at `address` (inside a view being linked; see `fields`).
  private func linkStored<Property: DynamicProperty>(
    _ type: Property.Type, at address: UnsafeRawPointer, _ link: DynamicPropertyLink
  ) {
    address.load(as: Property.self)._link(link)
  }
}
