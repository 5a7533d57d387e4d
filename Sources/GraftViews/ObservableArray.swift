import GraftCore
import GraftSeam

/// An array whose mutations are recorded, so that a `ForEach` over it applies each change
/// directly — insert, remove, move the affected rows — instead of re-checking every row.
///
/// This is the way to show a list whose rows come and go: a select, swap or remove costs
/// the rows it touches, whatever the list's length. Keep what changes *inside* a row in
/// per-row observable state (an `@Observable` model per element, read in the row's own
/// body): then no change walks the list at all.
///
/// ```swift
/// @Observable final class Todo: Identifiable { let id: Int; var title: String }
/// let todos = ObservableArray<Todo>()
///
/// struct TodoList: View {
///   let todos: ObservableArray<Todo>
///   var body: some View { List { ForEach(todos) { TodoRow(todo: $0) } } }
/// }
/// todos.append(Todo(id: 1, title: "milk"))   // one row created, no diff
/// todos.swapAt(0, 4)                          // two node moves
/// ```
///
/// Contract:
/// - Reads (`count`, iteration, the subscript) inside a view's `body` subscribe that view: a
///   mutation re-renders it, as `@State` would. A `ForEach` over the array does *not* make its
///   parent read it: the `ForEach` subscribes itself and applies the recorded changes in the
///   next update pass, on its own.
/// - Every mutation is recorded (only while a `ForEach` shows the array) and invalidates the
///   readers once per pass, however many mutations precede it. A long run of mutations between
///   passes (more than ``changeLogLimit``) is collapsed: the `ForEach` then falls back to its
///   keyed diff, with the same result.
/// - Loop thread (main actor) only.
@MainActor
public final class ObservableArray<Element>: @MainActor RandomAccessCollection {
  /// How many recorded changes a `ForEach` may fall behind before the log is dropped and it
  /// diffs by key instead.
  public static var changeLogLimit: Int { 256 }

  /// The elements (a read subscribes the current view).
  @inlinable public var elements: [Element] {
    source.recordRead()
    return storage
  }

  // Reads are `@inlinable` (so iterating from another module is specialized, not a generic
  // call per element); hence these two are `@usableFromInline`.
  // Unchecked exclusivity: accessed only from the loop thread, never across a call that could
  // reach the same array (the dynamic check cost more than a swap's own work).
  @usableFromInline @exclusivity(unchecked) var storage: [Element]
  /// Invalidated by every mutation.
  @usableFromInline let source = DependencySource()
  /// The changes since the oldest reader's position (see ``ObservableArrayChange``). Not
  /// `Element`-dependent: recording a swap, a move or a removal touches no `Element`-dependent
  /// type (each would cost a generic metadata lookup in this unspecialized code).
  @exclusivity(unchecked) private(set) var log = ListChangeLog<ObservableArrayChange>()
  /// The elements the logged inserts and replacements put in, in log order: the change's
  /// payload range, shifted by ``payloadBase``.
  @exclusivity(unchecked) private var payload: [Element] = []
  /// The log position of `payload[0]`.
  private var payloadBase = 0

  /// An array holding `elements`.
  public init(_ elements: [Element] = []) {
    storage = elements
  }

  // MARK: Collection

  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int {
    source.recordRead()
    return storage.count
  }

  @inlinable public subscript(position: Int) -> Element {
    get {
      source.recordRead()
      return storage[position]
    }
    set { replace(at: position, with: newValue) }
  }

  /// Replaces the element at `position` (the subscript's setter).
  @usableFromInline func replace(at position: Int, with element: Element) {
    storage[position] = element
    record(.replace(at: position, payload: appendPayload(CollectionOfOne(element))))
  }

  // MARK: Mutations

  /// Appends `element`.
  public func append(_ element: Element) {
    insert(element, at: storage.count)
  }

  /// Appends `elements`, in order.
  public func append<S: Sequence<Element>>(contentsOf elements: S) {
    insert(contentsOf: Array(elements), at: storage.count)
  }

  /// Inserts `element` at `index` (`0...count`).
  public func insert(_ element: Element, at index: Int) {
    insert(contentsOf: [element], at: index)
  }

  /// Inserts `elements` at `index` (`0...count`), in order.
  public func insert(contentsOf elements: [Element], at index: Int) {
    precondition(
      index >= 0 && index <= storage.count,
      "ObservableArray insert index \(index) out of 0...\(storage.count)")
    guard !elements.isEmpty else { return }
    storage.insert(contentsOf: elements, at: index)
    record(.insert(at: index, payload: appendPayload(elements)))
  }

  /// Removes and returns the element at `index`.
  @discardableResult
  public func remove(at index: Int) -> Element {
    let element = storage[index]
    removeSubrange(index..<(index + 1))
    return element
  }

  /// Removes the elements in `range`.
  public func removeSubrange(_ range: Range<Int>) {
    precondition(
      range.lowerBound >= 0 && range.upperBound <= storage.count,
      "ObservableArray range \(range) out of 0..<\(storage.count)")
    guard !range.isEmpty else { return }
    storage.removeSubrange(range)
    record(.remove(at: range.lowerBound, count: range.count))
  }

  /// Removes the last element (the array must not be empty).
  @discardableResult
  public func removeLast() -> Element { remove(at: storage.count - 1) }

  /// Removes every element.
  public func removeAll() { removeSubrange(0..<storage.count) }

  /// Removes every element matching `shouldBeRemoved`, each run of adjacent ones as one change.
  public func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    var index = storage.count - 1
    while index >= 0 {
      guard try shouldBeRemoved(storage[index]) else {
        index -= 1
        continue
      }
      var start = index
      while start > 0, try shouldBeRemoved(storage[start - 1]) { start -= 1 }
      removeSubrange(start..<(index + 1))
      index = start - 1
    }
  }

  /// Exchanges the elements at `i` and `j`.
  public func swapAt(_ i: Int, _ j: Int) {
    guard i != j else { return }
    // Exchanged through the subscript: `storage.swapAt` is `MutableCollection`'s generic
    // method here (this code is not specialized for `Element`), which looked up the array's
    // metadata and conformance and read and wrote through witnesses (~0.9 k instructions and
    // a coroutine frame); the subscript works on `Element`'s value witnesses alone.
    let first = storage[i]
    storage[i] = storage[j]
    storage[j] = first
    record(.swap(Swift.min(i, j), Swift.max(i, j)))
  }

  /// Moves the element at `source` so that it ends up at index `destination` (both in
  /// `0..<count`).
  public func move(from source: Int, to destination: Int) {
    guard source != destination else { return }
    let element = storage.remove(at: source)
    storage.insert(element, at: destination)
    record(.move(from: source, to: destination))
  }

  /// Replaces every element with `elements`: one removal and one insertion.
  public func replaceAll(with elements: [Element]) {
    removeAll()
    insert(contentsOf: elements, at: 0)
  }

  // MARK: Recording

  private func record(_ change: ObservableArrayChange) {
    log.append(change, limit: Self.changeLogLimit)
    if !log.hasChanges { trimPayload() }  // collapsed, or no reader: no payload is needed
    source.notifyChange()
  }

  /// Appends an insert's or replacement's elements to ``payload`` (only while a reader will
  /// apply them) and returns where they sit, in log positions.
  private func appendPayload<C: Collection<Element>>(_ elements: C) -> Range<Int> {
    let start = payloadBase + payload.count
    guard log.hasReaders else { return start..<(start + elements.count) }
    payload.append(contentsOf: elements)
    return start..<(payloadBase + payload.count)
  }

  /// Drops the payload of changes no reader will apply any more.
  private func trimPayload() {
    let keepFrom = log.firstKept { $0.payload?.lowerBound } ?? (payloadBase + payload.count)
    let drop = keepFrom - payloadBase
    guard drop > 0 else { return }
    if drop >= payload.count {
      payload.removeAll(keepingCapacity: payload.count <= Self.changeLogLimit)
    } else {
      payload.removeFirst(drop)
    }
    payloadBase = keepFrom
  }

  /// Registers `reader` (a `ForEach`'s element) as having applied everything so far.
  func attach(_ reader: AnyObject) -> Int {
    log.attach(ObjectIdentifier(reader))
  }

  /// The changes after `version` (a reader's position), or `nil` when they were collapsed and
  /// the reader must diff. The reader then reports ``caughtUp(_:to:)``. The elements an insert
  /// or a replacement names are ``elements(of:)``.
  func changes(after version: Int) -> ArraySlice<ObservableArrayChange>? {
    log.changes(after: version)
  }

  /// The elements a logged insert or replacement put in (its `payload` range), while a reader
  /// has yet to apply it.
  func elements(of range: Range<Int>) -> ArraySlice<Element> {
    payload[(range.lowerBound - payloadBase)..<(range.upperBound - payloadBase)]
  }

  /// `reader` has applied every change up to `version`: older changes can go.
  func caughtUp(_ reader: AnyObject, to version: Int) {
    log.caughtUp(ObjectIdentifier(reader), to: version)
    trimPayload()
  }

  /// The version a reader that has applied everything is at.
  var version: Int { log.version }

  /// Forgets `reader` (its `ForEach` left the tree).
  func detach(_ reader: AnyObject) {
    log.detach(ObjectIdentifier(reader))
    trimPayload()
  }
}

/// One recorded mutation of an ``ObservableArray``, in the indices of the array as it was
/// just before it. Inserted and replacing elements are kept apart, in the array's payload
/// (`payload` is their range there, see ``ObservableArray/elements(of:)``).
enum ObservableArrayChange {
  case insert(at: Int, payload: Range<Int>)
  case remove(at: Int, count: Int)
  case replace(at: Int, payload: Range<Int>)
  /// `i < j`.
  case swap(Int, Int)
  /// The element at `from` ends up at `to`.
  case move(from: Int, to: Int)

  /// The payload range of an insert or a replacement.
  var payload: Range<Int>? {
    switch self {
    case .insert(_, let payload), .replace(_, let payload): payload
    case .remove, .swap, .move: nil
    }
  }
}
