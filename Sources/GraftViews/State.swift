import GraftCore

/// A value owned by a view's position in the tree, as SwiftUI's `@State`.
///
/// Storage lives in the reconciler, keyed by the view's identity: it is created from the
/// initial value when the view first mounts, survives re-renders and reorders, and is dropped
/// when the view leaves the tree. Reading it in `body` makes the view depend on it; writing it
/// (from an action, an effect, or through its ``projectedValue`` binding — from this root or
/// any other) re-renders exactly its readers in the next pass. Loop thread only.
@MainActor
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private let location: StateLocation<Value>

  public init(wrappedValue: Value) {
    location = StateCellClasses.locationClass(for: Value.self).init(initialValue: wrappedValue)
  }

  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }

  /// A binding that reads and writes this state, tracked wherever it is read.
  public var projectedValue: Binding<Value> {
    Binding(location: location.asBindingLocation)
  }

  public func _link(_ link: DynamicPropertyLink) {
    let cell: StateCell<Value>
    // Linked already to this position's cell (a view re-rendered in place, nearly every link):
    // kept. The lookup names `StateCell<Value>`, a generic type whose metadata an unspecialized
    // `Value` fetches at run time (~330 instructions per link). A location linked to another
    // slot's cell is linked again: one view value shown at two positions shares its location,
    // and each position links it before its own `body`.
    if let linked = location.cell, link.holds(linked) {
      cell = linked
    } else {
      let initial = location.initialValue
      // Through the class value (see `StateCellClasses`): naming `StateCell<Value>` here looked
      // its metadata up twice per link.
      let cellClass = StateCellClasses.cellClass(for: Value.self)
      let object = link.persistentObject(ofExactClass: cellClass) { cellClass.init(initial) }
      // Sound: the slot's object is exactly a `StateCell<Value>` (checked by class above).
      cell = unsafeDowncast(object, to: StateCell<Value>.self)
      location.cell = cell
    }
    // Named for the boundary trace only while one records (a type name costs a demangling).
    if TraceRecorder.current != nil, cell.traceLabel == nil {
      cell.traceLabel = "@State \(link.propertyName) of \(link.ownerName)"
    }
  }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { self.init(wrappedValue: nil) }
}

extension State: InputComparable {
  public func compareInput(to other: Any) -> InputComparison { .same }
}

/// What a `State` value stores, whatever its value type: one reference to its location (see
/// `DynamicPropertyStorage.holdsLinks(ofViewAt:)`, which reads it there without knowing the
/// value type).
@MainActor
protocol LocationLinkedProperty {}

extension State: LocationLinkedProperty {}

/// A `StateLocation` of any value type: what can be asked of one without its value type.
@MainActor
class AnyStateLocation {
  /// Whether the location is linked to the object identified by `object`, the cell in its slot
  /// (`false` while it is not linked, or when `object` is `nil`).
  func isLinked(to object: ObjectIdentifier?) -> Bool { false }
}

/// Connects one `State` value to its persistent cell once the reconciler linked it. Before
/// linking (in an initializer) reads see the initial value and writes are ignored.
@MainActor
///
/// It is also the location of the state's `$value` bindings (no object made per projection):
/// they read and write the cell it is linked to when used, and compare by that cell.
final class StateLocation<Value>: AnyStateLocation, BindingLocation {
  let initialValue: Value
  /// Unchecked exclusivity: loop thread only, every access instantaneous (set by `_link`,
  /// read by the value's accessors); checked, it cost a dynamic check per read and link.
  @exclusivity(unchecked) var cell: StateCell<Value>?

  init(initialValue: Value) {
    self.initialValue = initialValue
  }

  override func isLinked(to object: ObjectIdentifier?) -> Bool {
    guard let cell else { return false }
    return ObjectIdentifier(cell) == object
  }

  var value: Value {
    // Not `cell?.value ?? initialValue`: that makes an `Optional<Value>`, whose metadata an
    // unspecialized `Value` looks up at run time on every read.
    get {
      if let cell { return cell.value }
      return initialValue
    }
    set { cell?.write(newValue) }
  }

  /// Bindings to the same linked state compare equal.
  var identity: BindingIdentity? {
    if let cell { return BindingIdentity(object: cell) }
    return BindingIdentity(object: self)
  }

  /// This location as a binding's: made inside the class, where its type is known from the
  /// instance (in `State`'s unspecialized code, naming `StateLocation<Value>` looked its
  /// metadata up in the runtime's cache, ~325 instructions a projection).
  var asBindingLocation: any BindingLocation<Value> { self }

  func read() -> Value { value }
  func write(_ newValue: Value) { value = newValue }
}
