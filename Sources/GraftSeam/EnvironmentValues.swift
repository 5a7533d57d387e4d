import GraftCore

/// A key for a value in ``EnvironmentValues``, as in SwiftUI.
public protocol EnvironmentKey {
  associatedtype Value
  /// The value readers see where no ancestor set one.
  static var defaultValue: Value { get }
}

/// The values a view inherits from the position it is mounted at — SwiftUI's
/// `EnvironmentValues`. Subscript by key type; extend with computed properties for `\.name`
/// key paths.
///
/// Each value set by an ancestor lives in an entry that is a `DependencySource`: a view that
/// reads a value depends on that entry, and when the ancestor sets a different value only the
/// readers re-evaluate — in this root or in any root hosted below it, since a hosted root
/// inherits the entries of the position its host is mounted at.
@MainActor
public struct EnvironmentValues {
  @usableFromInline package var entries: [ObjectIdentifier: EnvironmentEntry] = [:]

  public init() {}

  /// The value for `key`; reading it inside a view body or update hook is tracked.
  @inlinable public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      guard let entry = entries[ObjectIdentifier(key)] else { return Key.defaultValue }
      entry.recordRead()
      // Entries are keyed by `Key`, so the value is always a `Key.Value`.
      return entry.value as? Key.Value ?? Key.defaultValue
    }
    set { write(newValue, key: Key.self, environmentKey: Key.self) }
  }

  /// Stores an object under its own type (`.environment(model)`, `.environmentObject(_:)`).
  @inlinable package mutating func setObject<Object: AnyObject>(_ object: Object) {
    write(object, key: Object.self, environmentKey: nil)
  }

  /// The object stored under `type`, if any (tracked).
  @inlinable package func object<Object: AnyObject>(_ type: Object.Type) -> Object? {
    guard let entry = entries[ObjectIdentifier(type)] else { return nil }
    entry.recordRead()
    return entry.value as? Object
  }

  /// Whether both hold the very same entries (so a reader of one sees what a reader of the
  /// other sees, now and after any later change).
  public func hasSameEntries(as other: EnvironmentValues) -> Bool {
    // Usually both are copies of one dictionary (an element's environment is its parent's):
    // then they share one storage object and their bits are equal, and nothing else need be
    // compared. (Equal bits are only ever the same storage, so this never says "same" wrongly.)
    if sharesStorage(with: other) { return true }
    guard entries.count == other.entries.count else { return false }
    for (key, entry) in entries where other.entries[key] !== entry { return false }
    return true
  }

  /// Whether `other` is a copy of these very values (the same dictionary storage): O(1).
  /// (A comparison of the dictionaries' bits — one reference to their storage — with no
  /// closure: a closure formed here checks the executor on entry, which cost more than this.)
  @inlinable public func sharesStorage(with other: EnvironmentValues) -> Bool {
    let bits = storageBits
    return bits != 0 && bits == other.storageBits
  }

  /// The dictionary's bits as a number — its one reference to its storage (an empty dictionary
  /// references a shared empty storage, so never 0) — or 0 where a dictionary is not one
  /// reference wide.
  @inlinable var storageBits: UInt {
    typealias Entries = [ObjectIdentifier: EnvironmentEntry]
    guard MemoryLayout<Entries>.size == MemoryLayout<UInt>.size else { return 0 }
    return unsafeBitCast(entries, to: UInt.self)
  }

  /// `self` with `change` applied, keeping `stable`'s entries (owned by the writing modifier)
  /// for the keys `change` wrote: their values are updated in place and their readers
  /// notified when the value differs. Returns the new values and the entries to keep.
  ///
  /// `lastValues`: what the last call made from these very values (the same storage: the
  /// caller checked ``sharesStorage(with:)``), when the caller kept it. If `change` wrote the
  /// keys it wrote then, the result has the same entries as `lastValues` (its values updated
  /// in place), so `lastValues` itself is returned, with `stable`: the content then receives
  /// the very environment it holds (an O(1) comparison for each element below, nothing
  /// stored), and no dictionary of owned entries is made (issue 15, round 25). With
  /// `lastValues`, the change is first tried in place, on a copy of `lastValues` with the
  /// owned entries holding what is above for the run (`EnvironmentValues+InPlace.swift`): no
  /// copy of the dictionary, no new entry, no scan (round 26).
  public func applying(
    _ change: (inout EnvironmentValues) -> Void, stable: [ObjectIdentifier: EnvironmentEntry],
    lastValues: EnvironmentValues? = nil
  ) -> (values: EnvironmentValues, owned: [ObjectIdentifier: EnvironmentEntry]) {
    if let lastValues, !stable.isEmpty,
      Self.appliedInPlace(change, owned: stable, above: self, lastValues: lastValues)
    {
      return (lastValues, stable)
    }
    var scratch = self
    change(&scratch)
    // Nothing written (`.disabled(false)`): the values above, with nothing to scan.
    if stable.isEmpty, scratch.sharesStorage(with: self) { return (scratch, [:]) }
    // The common case first: every key written is one written last time (its entry kept in
    // `stable`), counted so that the same set of keys is known without a dictionary.
    var keptWritten = 0
    var onlyKeptKeys = true
    for (key, entry) in scratch.entries where entries[key] !== entry {
      guard let existing = stable[key] else {
        onlyKeptKeys = false
        break
      }
      existing.update(to: entry.value)
      keptWritten += 1
    }
    if onlyKeptKeys, keptWritten == stable.count {
      // The same count too: a `change` that replaced the whole values (`$0 = …`) may have
      // dropped entries the last result has.
      if let lastValues, lastValues.entries.count == scratch.entries.count { return (lastValues, stable) }
      for (key, existing) in stable { scratch.entries[key] = existing }
      return (scratch, stable)
    }
    // Keys came or went: collect the owned entries afresh (an existing entry updated above is
    // updated again to the same value, which changes nothing).
    var owned: [ObjectIdentifier: EnvironmentEntry] = [:]
    for (key, entry) in scratch.entries where entries[key] !== entry {
      if let existing = stable[key] {
        existing.update(to: entry.value)
        owned[key] = existing
      } else {
        owned[key] = entry
      }
    }
    for (key, existing) in owned { scratch.entries[key] = existing }
    return (scratch, owned)
  }
}
