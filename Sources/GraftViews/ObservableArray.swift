import GraftCore

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
  @usableFromInline var storage: [Element]
  /// Invalidated by every mutation.
  @usableFromInline let source = DependencySource()
  /// The changes since the oldest reader's position (see ``ObservableArrayChange``).
  private(set) var log = ObservableArrayLog<Element>()

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
    record(.replace(at: position, element))
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
    record(.insert(at: index, elements))
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
    storage.swapAt(i, j)
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

  private func record(_ change: ObservableArrayChange<Element>) {
    log.append(change, limit: Self.changeLogLimit)
    source.notifyChange()
  }

  /// Registers `reader` (a `ForEach`'s element) as having applied everything so far.
  func attach(_ reader: AnyObject) -> Int {
    log.attach(ObjectIdentifier(reader))
  }

  /// The changes after `version` (a reader's position), or `nil` when they were collapsed and
  /// the reader must diff. The reader then reports ``caughtUp(_:to:)``.
  func changes(after version: Int) -> ArraySlice<ObservableArrayChange<Element>>? {
    log.changes(after: version)
  }

  /// `reader` has applied every change up to `version`: older changes can go.
  func caughtUp(_ reader: AnyObject, to version: Int) {
    log.caughtUp(ObjectIdentifier(reader), to: version)
  }

  /// The version a reader that has applied everything is at.
  var version: Int { log.version }

  /// Forgets `reader` (its `ForEach` left the tree).
  func detach(_ reader: AnyObject) {
    log.detach(ObjectIdentifier(reader))
  }
}

/// One recorded mutation of an ``ObservableArray``, in the indices of the array as it was
/// just before it.
enum ObservableArrayChange<Element> {
  case insert(at: Int, [Element])
  case remove(at: Int, count: Int)
  case replace(at: Int, Element)
  /// `i < j`.
  case swap(Int, Int)
  /// The element at `from` ends up at `to`.
  case move(from: Int, to: Int)
}

/// The changes of an ``ObservableArray`` its readers have not all applied yet: kept from the
/// oldest reader's version on, nothing at all while no reader is attached.
struct ObservableArrayLog<Element> {
  private var changes: [ObservableArrayChange<Element>] = []
  /// The version of `changes.first`.
  private var base = 0
  /// Readers at a version below this one must diff (their changes were dropped).
  private var collapsedBelow = 0
  private var readers: [ObjectIdentifier: Int] = [:]

  var version: Int { base + changes.count }

  mutating func append(_ change: ObservableArrayChange<Element>, limit: Int) {
    guard !readers.isEmpty else {
      base += 1
      collapsedBelow = base
      return
    }
    if changes.count >= limit {
      base += changes.count + 1
      changes.removeAll()
      collapsedBelow = base
      return
    }
    changes.append(change)
  }

  mutating func attach(_ reader: ObjectIdentifier) -> Int {
    readers[reader] = version
    return version
  }

  mutating func detach(_ reader: ObjectIdentifier) {
    readers.removeValue(forKey: reader)
    trim()
  }

  func changes(after readerVersion: Int) -> ArraySlice<ObservableArrayChange<Element>>? {
    readerVersion < collapsedBelow ? nil : changes[(readerVersion - base)...]
  }

  mutating func caughtUp(_ reader: ObjectIdentifier, to readerVersion: Int) {
    readers[reader] = readerVersion
    trim()
  }

  private mutating func trim() {
    // A reader whose changes were collapsed sits below `base`; it holds nothing back.
    guard let oldest = readers.values.min().map({ max($0, base) }) else {
      base = version
      changes.removeAll()
      return
    }
    let drop = oldest - base
    if drop == changes.count {
      changes.removeAll(keepingCapacity: true)
    } else if drop > 0 {
      changes.removeFirst(drop)
    }
    base = oldest
  }
}
