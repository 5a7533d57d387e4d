/// Anything whose reads can be tracked and whose changes invalidate the readers:
/// a state cell, an environment entry, an observable object's publisher, a foreign binding.
///
/// Reading (``recordRead()``) while a ``TrackingScope`` is evaluating subscribes that scope;
/// ``notifyChange()`` invalidates every subscribed scope exactly once and forgets them —
/// a scope re-subscribes by reading again when it re-evaluates. This one mechanism is what
/// lets a binding carry state across roots and runtimes: the reader's root does not matter.
///
/// Loop thread only. Readers are held weakly (through their ``TrackingScope/handle``): a
/// discarded scope never receives a change.
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
  @exclusivity(unchecked) private var soleReader: ObjectHandle<TrackingScope>?
  @exclusivity(unchecked) private var otherReaders: [ObjectIdentifier: ObjectHandle<TrackingScope>] = [:]
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
    sole?.object?.invalidate(changing: self)
    // (Most sources have one reader: no table is touched. Swapping an empty one out and back
    // cost ~150 instructions per change.)
    if hasOtherReaders { invalidateOtherReaders() }
    recorder?.endWrite(restoring: previousWrite)
  }

  /// Invalidates and forgets the readers in ``otherReaders`` (not empty).
  private func invalidateOtherReaders() {
    // Swapped out rather than copied and cleared (clearing storage shared with the copy
    // allocated a new table on every change); the emptied table comes back afterwards.
    var toInvalidate: [ObjectIdentifier: ObjectHandle<TrackingScope>] = [:]
    swap(&toInvalidate, &otherReaders)
    for entry in toInvalidate.values {
      entry.object?.invalidate(changing: self)
    }
    if otherReaders.isEmpty, toInvalidate.capacity > 0 {
      toInvalidate.removeAll(keepingCapacity: true)
      otherReaders = toInvalidate
    }
  }

  final func addReader(_ scope: TrackingScope) {
    if let sole = soleReader {
      let reader = sole.object
      if reader === scope { return }
      // A freed scope's entry (its handle reads `nil`) is replaced, as a table entry would be.
      if reader == nil, otherReaders.isEmpty {
        soleReader = scope.handle
        return
      }
    } else if otherReaders.isEmpty {
      soleReader = scope.handle
      return
    }
    otherReaders[ObjectIdentifier(scope)] = scope.handle
  }

  final func removeReader(_ scope: TrackingScope) {
    if let sole = soleReader, sole.object === scope {
      soleReader = nil
    } else if !otherReaders.isEmpty {
      otherReaders.removeValue(forKey: ObjectIdentifier(scope))
    }
  }
}
