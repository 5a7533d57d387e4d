/// The recorded mutations of a list that its readers have not all applied yet — the one change
/// log behind GraftViews' `ObservableArray` and GraftCompose's `MutableStateList`.
///
/// A list appends one `Change` per mutation; a reader (a `ForEach`, an `items` group) keeps
/// the ``version`` it has applied up to, asks for the ``changes(after:)`` since, applies them
/// and reports ``caughtUp(_:to:)``. The log keeps only what some reader still needs.
///
/// Contract:
/// - **Who appends:** the list, once per mutation, with ``append(_:limit:)``. While no reader
///   is attached nothing is kept (only the version advances). When `limit` changes are already
///   kept, they are all dropped (collapsed) along with the new one.
/// - **Who reads:** each reader, identified by an `ObjectIdentifier`, registered with
///   ``attach(_:)`` (at the current version: it has applied everything so far) and forgotten
///   with ``detach(_:)``. ``changes(after:)`` with the reader's version returns the changes it
///   has yet to apply, in order; ``caughtUp(_:to:)`` records how far it got and drops the
///   changes every reader has applied.
/// - **When a reader falls back:** ``changes(after:)`` returns `nil` when the changes after
///   that version were collapsed (more than `limit` of them between two reads, or the version
///   is not one this log ever handed out); the reader then rebuilds from the list's elements
///   (a keyed diff, a full composition) and reports ``caughtUp(_:to:)`` with ``version``.
/// - A value type with no synchronisation: its owner confines it to one thread (both lists:
///   the loop thread).
@frozen
public struct ListChangeLog<Change> {
  /// The changes kept, oldest first.
  @usableFromInline var changes: [Change] = []
  /// The version of `changes.first`.
  @usableFromInline var base = 0
  /// Readers at a version below this one must rebuild (their changes were dropped).
  @usableFromInline var collapsedBelow = 0
  /// Each reader and the version it applied up to (almost always one reader: a linear scan
  /// beats a hashed map).
  @usableFromInline var readers: [(reader: ObjectIdentifier, version: Int)] = []

  /// An empty log with no readers, at version 0.
  @inlinable public init() {}

  /// How many changes were ever appended: the version of a reader that has applied them all.
  @inlinable public var version: Int { base + changes.count }

  /// Whether any reader is attached (a list may skip preparing what only a reader would use).
  @inlinable public var hasReaders: Bool { !readers.isEmpty }

  /// Whether any change is kept.
  @inlinable public var hasChanges: Bool { !changes.isEmpty }

  /// The first non-`nil` `transform` of the kept changes, oldest first (e.g. the oldest
  /// payload a list must keep for its readers).
  @inlinable public func firstKept<T>(_ transform: (Change) -> T?) -> T? {
    for change in changes { if let value = transform(change) { return value } }
    return nil
  }

  /// Records `change` for the attached readers; with no reader, or with `limit` changes
  /// already kept, drops every kept change (the readers behind rebuild) instead.
  @inlinable public mutating func append(_ change: Change, limit: Int) {
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

  /// Registers `reader` as having applied every change so far (again, if it was attached)
  /// and returns its version.
  @inlinable @discardableResult
  public mutating func attach(_ reader: ObjectIdentifier) -> Int {
    let version = self.version
    if let index = readers.firstIndex(where: { $0.reader == reader }) {
      readers[index].version = version
      trim()
    } else {
      readers.append((reader, version))
    }
    return version
  }

  /// Forgets `reader`; the changes only it still needed go.
  @inlinable public mutating func detach(_ reader: ObjectIdentifier) {
    readers.removeAll { $0.reader == reader }
    trim()
  }

  /// The changes after `readerVersion`, in order, or `nil` when they were collapsed (or the
  /// version is newer than ``version``) and the reader must rebuild.
  @inlinable public func changes(after readerVersion: Int) -> ArraySlice<Change>? {
    guard readerVersion >= collapsedBelow, readerVersion >= base, readerVersion <= version else {
      return nil
    }
    return changes[(readerVersion - base)...]
  }

  /// Records that `reader` has applied every change up to `readerVersion`; drops the changes
  /// every reader has applied. A reader not attached changes nothing.
  @inlinable public mutating func caughtUp(_ reader: ObjectIdentifier, to readerVersion: Int) {
    for index in readers.indices where readers[index].reader == reader {
      readers[index].version = readerVersion
    }
    trim()
  }

  /// Drops the changes older than the oldest attached reader's version (all of them with no
  /// reader).
  @inlinable mutating func trim() {
    // A reader whose changes were collapsed sits below `base`; it holds nothing back.
    guard var oldest = readers.first?.version else {
      base = version
      changes.removeAll()
      return
    }
    for entry in readers.dropFirst() { oldest = min(oldest, entry.version) }
    oldest = max(oldest, base)
    let drop = oldest - base
    if drop == changes.count {
      changes.removeAll(keepingCapacity: true)
    } else if drop > 0 {
      changes.removeFirst(drop)
    }
    base = oldest
  }
}
