import GraftCore
import GraftSeam

/// Observable state for compositions — Compose's `MutableState`, backed by GraftCore's
/// `StateCell`, so it takes part in the one dependency graph shared by every runtime: a Graft
/// view can read it (through ``binding``) and a composition can read a Graft binding, and a
/// write on either side re-renders both sides' readers in the same pass.
@MainActor
public final class MutableState<Value> {
  let cell: StateCell<Value>

  public init(_ value: Value) {
    cell = Self.cellClass.init(value)
  }

  /// `StateCell<Value>`, through ``RecentCellClasses`` (stored on a miss): naming the class in
  /// this generic code looked its metadata up at run time (~305 instructions per state made).
  @inline(__always) private static var cellClass: StateCell<Value>.Type {
    // Sound: only this line remembers a class for `Value`, and it is `StateCell<Value>`.
    unsafeBitCast(
      RecentCellClasses.classes.recalled(for: Value.self) { StateCell<Value>.self },
      to: StateCell<Value>.Type.self)
  }

  /// The value; reading it inside a restartable group or a Graft body is tracked.
  public var value: Value {
    get { cell.value }
    set { cell.value = newValue }
  }

  /// A Graft `Binding` to this state (bindings from the same state are the same input).
  public var binding: Binding<Value> {
    let cell = self.cell
    return Binding(source: cell, get: { cell.value }, set: { cell.value = $0 })
  }
}

/// Creates observable state — Compose's `mutableStateOf`. Usually inside `c.remember { … }`.
@MainActor
public func mutableStateOf<Value>(_ value: Value) -> MutableState<Value> {
  MutableState(value)
}

/// The `StateCell` classes ``MutableState`` made last, by value type (a generic class cannot
/// have a static stored property of its own). Unchecked exclusivity: loop thread only, every
/// access instantaneous.
@MainActor
private enum RecentCellClasses {
  @exclusivity(unchecked) static var classes = RecentClasses()
}
