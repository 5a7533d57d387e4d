/// Anything whose reads can be tracked and whose changes invalidate the readers:
/// a state cell, an environment entry, an observable object's publisher, a foreign binding.
///
/// Reading (``recordRead()``) while a ``TrackingScope`` is evaluating subscribes that scope;
/// ``notifyChange()`` invalidates every subscribed scope exactly once and forgets them —
/// a scope re-subscribes by reading again when it re-evaluates. This one mechanism is what
/// lets a binding carry state across roots and runtimes: the reader's root does not matter.
///
/// Loop thread only. Readers are held without being kept alive: a scope subscribes only to the
/// sources it lists as its dependencies, and unsubscribes from all of them when it is disposed
/// or freed (see ``soleReader``), so a discarded scope never receives a change.
@MainActor
open class DependencySource {
  /// The subscribed scopes. Most sources have one reader (a row's state, a model property
  /// read by one view): it is kept in ``soleReader``, without a table; a table
  /// (``otherReaders``) is made only when a second scope reads the source while the first is
  /// still subscribed. Invariant: ``soleReader`` is set only while ``otherReaders`` is empty or
  /// was filled after it, and a scope is in at most one of the two.
  ///
  /// Unchecked exclusivity: loop thread only, every access instantaneous (the readers are
  /// taken out before they are invalidated); checked, it cost a dynamic check per tracked read
  /// and per change.
  ///
  /// Ownership argument for holding the readers unretained (no retain, no handle): a scope is
  /// among a source's readers only while the source is among the scope's dependencies — it
  /// subscribes only to a source it lists (``TrackingScope/evaluate(_:)``, `adopt`,
  /// `markClean`), and unsubscribes from every source it stops listing, from all of them when
  /// disposed, and from all it still lists in its `deinit`, which runs before its memory is
  /// freed. A change takes its readers out before invalidating them, and invalidating a scope
  /// (marking it dirty, scheduling its root) frees none. So every reader read here is alive.
  /// (Each reader was held through its ``TrackingScope/handle``: one more object for every
  /// scope that read a source — a list row's — made and freed with it, issue 15 round 42.)
  /// Nonisolated and unsafe: the scope's `deinit` (nonisolated, on the loop thread) removes its
  /// entry (``removeReader(_:)``).
  @exclusivity(unchecked) private nonisolated(unsafe) var soleReader: Unmanaged<TrackingScope>?
  @exclusivity(unchecked) private nonisolated(unsafe) var otherReaders:
    [ObjectIdentifier: Unmanaged<TrackingScope>] = [:]
  /// What this source is, for the boundary trace (`@State count of Counter`); `nil` names it
  /// by its type. Set by the runtime that creates the source, only while tracing.
  public var traceLabel: String?

  /// How the boundary trace names this source: ``traceLabel``, or the type. Subclasses that
  /// know their own name (an environment entry knows its key) override it.
  open var traceDescription: String { traceLabel ?? "a \(type(of: self))" }

  public init() {}

  /// How many changes were notified so far, by all sources together (wrapping). Work that runs
  /// before its tracking scope exists compares it before and after, to learn whether it wrote
  /// anything while it ran. A getter compiled here over ``changeCountStorage``: a client module
  /// (GraftBridge's update hook, once per run) reading the stored property compiled its own
  /// dynamic exclusivity check (`swift_beginAccess` + `swift_endAccess`, ~110 instructions).
  package static var changeCount: Int { changeCountStorage }
  /// ``changeCount``'s storage. Unchecked exclusivity: loop thread only, every access
  /// instantaneous.
  @exclusivity(unchecked) private static var changeCountStorage = 0

  /// Subscribes the scope that is evaluating right now, if any. Cheap when none is.
  public final func recordRead() {
    // Borrowed, not retained: whoever made the scope current holds it (see `currentScope`).
    guard let scope = TrackingScope.currentScope else { return }
    IsolationCheckFreeCalls.withGuaranteedReference(to: scope) { $0.track(self) }
  }

  /// Invalidates every scope that read this source since it last changed.
  public final func notifyChange() {
    Self.changeCountStorage &+= 1
    let sole = soleReader.take()
    let hasOtherReaders = !otherReaders.isEmpty
    guard sole != nil || hasOtherReaders else { return }
    let recorder = TraceRecorder.current
    let previousWrite = recorder?.beginWrite(of: self)
    if let sole {
      IsolationCheckFreeCalls.withGuaranteedReference(to: sole) { $0.invalidate(changing: self) }
    }
    // (Most sources have one reader: no table is touched. Swapping an empty one out and back
    // cost ~150 instructions per change.)
    if hasOtherReaders { invalidateOtherReaders() }
    recorder?.endWrite(restoring: previousWrite)
  }

  /// Invalidates and forgets the readers in ``otherReaders`` (not empty).
  private func invalidateOtherReaders() {
    // Swapped out rather than copied and cleared (clearing storage shared with the copy
    // allocated a new table on every change); the emptied table comes back afterwards.
    var toInvalidate: [ObjectIdentifier: Unmanaged<TrackingScope>] = [:]
    swap(&toInvalidate, &otherReaders)
    for entry in toInvalidate.values {
      entry.takeUnretainedValue().invalidate(changing: self)
    }
    if otherReaders.isEmpty, toInvalidate.capacity > 0 {
      toInvalidate.removeAll(keepingCapacity: true)
      otherReaders = toInvalidate
    }
  }

  final func addReader(_ scope: TrackingScope) {
    let reader = Unmanaged.passUnretained(scope)
    if let sole = soleReader {
      if sole.toOpaque() == reader.toOpaque() { return }
    } else if otherReaders.isEmpty {
      soleReader = reader
      return
    }
    otherReaders[ObjectIdentifier(scope)] = reader
  }

  /// How many scopes are subscribed (for tests).
  package var readerCount: Int { (soleReader == nil ? 0 : 1) + otherReaders.count }

  /// Unsubscribes `scope`; nothing if it is not subscribed. Nonisolated for the scope's
  /// `deinit` (on the loop thread, as every other call).
  final nonisolated func removeReader(_ scope: TrackingScope) {
    let reader = Unmanaged.passUnretained(scope)
    if let sole = soleReader, sole.toOpaque() == reader.toOpaque() {
      soleReader = nil
    } else if !otherReaders.isEmpty {
      otherReaders.removeValue(forKey: ObjectIdentifier(scope))
    }
  }
}
