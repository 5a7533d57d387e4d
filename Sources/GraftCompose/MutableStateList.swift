import GraftCore
import GraftSeam

/// A list whose mutations are recorded — Compose's `SnapshotStateList` (`mutableStateListOf`).
///
/// Reading it (``elements``, ``count``, the subscript) inside a restartable group subscribes
/// that group, as reading a ``MutableState`` does. Shown with
/// ``Composer/items(_:key:fileID:line:column:_:)``, a change costs what it touches: the
/// `items` group applies the recorded changes to its row groups — a swap moves two rows'
/// nodes, a removal removes one row's, an append composes only the new rows — without calling
/// the rows that stayed (its parent does not read the list, so it does not recompose).
///
/// Contract:
/// - Every mutation invalidates the readers (once per pass, however many mutations precede
///   it). Mutations are recorded only while an `items` call shows the list; a reader that fell
///   behind by more than ``changeLogLimit`` changes, or that meets a change it does not apply
///   directly (an insertion before the end, a replaced element), composes every row again
///   instead, with the same result.
/// - Loop thread (main actor) only.
@MainActor
public final class MutableStateList<Element> {
  /// How many recorded changes a reader may fall behind before the log is dropped and it
  /// composes every row instead.
  public static var changeLogLimit: Int { 256 }

  /// The elements. Loop thread only, and no access to it overlaps another (the mutations
  /// call out to nothing while they modify it), so without the dynamic exclusivity check.
  /// Usable from inlinable code (``swapAt(_:_:)``), so an app's own module swaps them
  /// specialized for its element type.
  @usableFromInline @exclusivity(unchecked) var storage: [Element]
  let source = DependencySource()
  /// The changes its readers (`items` groups' states) have yet to apply. Of a non-generic
  /// change type, so the log's operations are compiled for it: the `items` path runs
  /// unspecialized (through its group's restart), where a log of a generic change looked up
  /// the change type's metadata and copied changes through value witnesses at every step.
  private var log = ListChangeLog<MutableStateListChange>()

  public init(_ elements: [Element] = []) {
    storage = elements
  }

  /// The elements (a read subscribes the current group).
  public var elements: [Element] {
    source.recordRead()
    return storage
  }

  /// How many elements there are (a read subscribes the current group).
  public var count: Int {
    source.recordRead()
    return storage.count
  }

  /// The element at `index`; setting it replaces the element (its row is composed afresh).
  public subscript(index: Int) -> Element {
    get {
      source.recordRead()
      return storage[index]
    }
    set {
      storage[index] = newValue
      record(.remove(index..<index + 1))
      recordInsert([newValue], at: index)
      source.notifyChange()
    }
  }

  /// Appends `element`.
  public func append(_ element: Element) { insert(contentsOf: [element], at: storage.count) }

  /// Appends `elements`, in order.
  public func append(contentsOf elements: [Element]) { insert(contentsOf: elements, at: storage.count) }

  /// Inserts `element` at `index` (`0...count`).
  public func insert(_ element: Element, at index: Int) { insert(contentsOf: [element], at: index) }

  /// Inserts `elements` at `index` (`0...count`), in order.
  public func insert(contentsOf elements: [Element], at index: Int) {
    guard !elements.isEmpty else { return }
    storage.insert(contentsOf: elements, at: index)
    recordInsert(elements, at: index)
    source.notifyChange()
  }

  /// Removes and returns the element at `index`.
  @discardableResult
  public func remove(at index: Int) -> Element {
    let element = storage[index]
    removeSubrange(index..<index + 1)
    return element
  }

  /// Removes the elements in `range`.
  public func removeSubrange(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    storage.removeSubrange(range)
    record(.remove(range))
    source.notifyChange()
  }

  /// Removes every element.
  public func removeAll() { removeSubrange(0..<storage.count) }

  /// Exchanges the elements at `i` and `j`.
  ///
  /// Inlinable, so the swap itself is specialized in the app's module: unspecialized, the
  /// generic `swapAt` of `Array<Element>` went through the collection's witnesses and looked
  /// up the array's metadata (~1.2 k instructions a swap).
  @inlinable public func swapAt(_ i: Int, _ j: Int) {
    guard i != j else { return }
    storage.swapAt(i, j)
    recordSwap(i, j)
  }

  /// Records the exchange of the elements at `i` and `j` (already exchanged) and tells the
  /// readers.
  @usableFromInline func recordSwap(_ i: Int, _ j: Int) {
    record(.swap(min(i, j), max(i, j)))
    source.notifyChange()
  }

  /// Replaces every element with `elements`: one removal, then one insertion.
  public func replaceAll(with elements: [Element]) {
    if !storage.isEmpty {
      record(.remove(0..<storage.count))
    }
    storage = elements
    if !elements.isEmpty {
      recordInsert(elements, at: 0)
    }
    source.notifyChange()
  }

  private func record(_ change: MutableStateListChange) {
    log.append(change, limit: Self.changeLogLimit)
  }

  /// Records the insertion of `elements` at `index`.
  private func recordInsert(_ elements: [Element], at index: Int) {
    record(.insert(Inserted(elements), count: elements.count, at: index))
  }

  /// The elements of a recorded insertion (the payload of `MutableStateListChange.insert`).
  final class Inserted {
    let elements: [Element]

    init(_ elements: [Element]) {
      self.elements = elements
    }
  }

  /// The elements an insertion inserted: `box` is the payload of an insertion this list
  /// recorded, and every insertion it records boxes its elements in an ``Inserted`` of its own
  /// `Element` (``recordInsert(_:at:)``), so the downcast holds.
  func inserted(_ box: AnyObject) -> [Element] {
    unsafeDowncast(box, to: Inserted.self).elements
  }

  /// How many changes were ever made: the version of a reader that has applied them all.
  var version: Int { log.version }

  /// The changes after `version` (a reader's position), or `nil` when they were dropped.
  func changes(after version: Int) -> ArraySlice<MutableStateListChange>? {
    log.changes(after: version)
  }

  /// Records that `reader` has applied every change so far; forgets the changes every reader
  /// has applied.
  func caughtUp(_ reader: AnyObject) {
    log.attach(ObjectIdentifier(reader))
  }

  /// Forgets `reader` (its group left the composition).
  func detach(_ reader: AnyObject) {
    log.detach(ObjectIdentifier(reader))
  }
}

/// One recorded change of a ``MutableStateList``, in the indices of the list as it was then.
/// Not generic (see `MutableStateList.log`): an insertion's elements are boxed in the list's
/// `MutableStateList.Inserted`, read back with `MutableStateList.inserted(_:)`.
enum MutableStateListChange {
  /// `count` elements inserted at the index; the box holds them.
  case insert(AnyObject, count: Int, at: Int)
  case remove(Range<Int>)
  /// The two indices, smaller first.
  case swap(Int, Int)
}

/// Creates a list whose mutations are recorded — Compose's `mutableStateListOf`.
@MainActor
public func mutableStateListOf<Element>(_ elements: Element...) -> MutableStateList<Element> {
  MutableStateList(elements)
}
