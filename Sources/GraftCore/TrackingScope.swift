/// A piece of work whose reads are recorded so that it can be re-run when what it read
/// changes: a view's `body`, a representable's update hook, a foreign recompose scope,
/// an `onChange` observer.
///
/// Contract:
/// - ``evaluate(_:)`` runs its closure with this scope as ``current``; every
///   ``DependencySource`` read inside it subscribes this scope, and the subscriptions from
///   the previous evaluation that it does not read again are dropped (dependencies are exactly
///   the last run's reads; a change, during the evaluation, of one not read again yet does not
///   invalidate it).
/// - A change to a source it read calls ``invalidate()``: the scope becomes dirty and its
///   ``UpdateRoot`` asks the graph for a pass. The pass later calls ``runIfDirty()``, which
///   runs the `perform` action given at creation, or its owner's
///   ``TrackingScopeOwner/performScope(_:)`` (normally re-evaluating through ``evaluate(_:)``).
/// - ``dispose()`` drops every subscription; a disposed scope never runs again.
/// Loop thread only.
@MainActor
public final class TrackingScope {
  /// What kind of work a scope does; decides what a write inside it means.
  public enum Kind: Sendable, Equatable {
    /// A view body. Writes inside it are deferred and reported.
    case body
    /// A representable's update hook or a hosted component's update. Writes apply at once.
    case update
    /// An effect or observer. Writes apply at once.
    case effect
  }

  /// The scope evaluating right now, innermost first; `nil` outside any evaluation.
  public static var current: TrackingScope? { currentScope?.takeUnretainedValue() }

  /// ``current``'s storage, unretained: whoever makes a scope current holds it for as long as
  /// it is (``evaluate(_:)`` its `self`, a ``Collection`` its collector, ``withoutTracking(_:)``
  /// the caller whose scope it saves) and puts back the one it replaced before letting go, so
  /// setting, saving and restoring it retain and release nothing — a strong reference cost a
  /// retain and a release for each, and for each tracked read (``DependencySource/recordRead()``
  /// borrows it). Unchecked exclusivity (here and on the hot properties below): touched only
  /// on the loop thread, and no access to them stays open across a call that could reach them
  /// again; the dynamic check cost more than the work around it on every evaluation.
  @exclusivity(unchecked) @usableFromInline static var currentScope: Unmanaged<TrackingScope>?

  public let kind: Kind
  // `kind`, the read cursor, the flags and the evaluation count share two words (stored
  // properties are laid out in declaration order): spread among the words below, their
  // padding put every scope in the allocator's next size class (a 160-byte block instead of
  // 144).
  /// During ``evaluate(_:)``: how many of ``dependencies`` were read again so far, in order
  /// (``readCursor``'s storage: 32 bits, a scope reads a few sources). Unchecked exclusivity,
  /// as ``dependencies``.
  @exclusivity(unchecked) private var readCursorStorage: Int32 = 0
  @exclusivity(unchecked) public private(set) var isDirty = false
  @exclusivity(unchecked) public private(set) var isDisposed = false
  /// Whether ``evaluate(_:)`` is running. Unchecked exclusivity, as ``dependencies``.
  @exclusivity(unchecked) private var isEvaluating = false
  /// Whether this scope only collects what is read, without subscribing (the collector).
  private var collectsOnly = false
  /// ``evaluationCount``'s storage (32 bits, wrapping). Unchecked exclusivity: loop thread
  /// only, every access instantaneous.
  @exclusivity(unchecked) private var evaluationCountStorage: UInt32 = 0
  /// The root whose dirty set this scope joins when invalidated; `nil` once that root is freed.
  public var root: UpdateRoot? { rootHandle?.object }
  /// The root's ``RootHandle``, held instead of a `weak` reference to the root (that gave every
  /// root a refcount side table). Unchecked exclusivity: loop thread only, read and assigned
  /// instantaneously (set at init; a pooled collector's is set for the body it collects, see
  /// ``Collection``).
  @exclusivity(unchecked) private var rootHandle: RootHandle?
  /// Depth in the root's tree; a root runs its dirty scopes outer (smaller) first. Unchecked
  /// exclusivity: loop thread only, every access instantaneous (the root's sort read it with
  /// two dynamic checks per comparison).
  @exclusivity(unchecked) public var depth: Int
  /// A name for diagnostics (usually the view type), written out when read (see `ScopeName`).
  public var name: String {
    get { naming.text }
    set { naming = .text(newValue) }
  }
  /// The name as given. Unchecked exclusivity: loop thread only, every access instantaneous
  /// (a pooled collector's is assigned per collection, see ``Collection``,
  /// where the dynamic check ran on every node refresh).
  @exclusivity(unchecked) private var naming: ScopeName
  /// How many times ``evaluate(_:)`` ran, or ``adopt(_:)`` stood for a run
  /// (tests use it to assert skipped work); wraps after 2³² runs.
  public var evaluationCount: Int { Int(evaluationCountStorage) }

  /// The last evaluation's reads (a collector's: this collection's), in order. Nonisolated and
  /// unsafe: the nonisolated `deinit`, on the loop thread, unsubscribes from those left.
  @exclusivity(unchecked) private nonisolated(unsafe) var dependencies = TrackedReads()
  /// See ``readCursorStorage``.
  private var readCursor: Int {
    get { Int(readCursorStorage) }
    set { readCursorStorage = Int32(truncatingIfNeeded: newValue) }
  }
  /// The action given at creation; `nil` for a scope made with an owner.
  private let perform: (@MainActor (TrackingScope) -> Void)?
  /// The owner that re-runs this scope's work, for a scope made with one (held `unowned`: see
  /// ``TrackingScopeOwner``); `nil` for a scope made with a `perform` action.
  private unowned let owner: (any TrackingScopeOwner)?

  /// What holds this scope without keeping it alive (an `@Observable` read's registration, a
  /// nested tracker's handler; a source's reader entry holds it unretained, see
  /// `DependencySource.soleReader`), in place of a `weak` reference (``ObjectHandle``: a weak one gave
  /// every reading scope a side table). Made the first time one is asked for; cleared first
  /// thing in `deinit`. Unchecked exclusivity: loop thread only, every access instantaneous.
  public var handle: ObjectHandle<TrackingScope> {
    if let madeHandle { return madeHandle }
    let made = ObjectHandle(self)
    madeHandle = made
    return made
  }
  /// Nonisolated and unsafe: read by the nonisolated `deinit`, which runs on the loop thread.
  @exclusivity(unchecked) private nonisolated(unsafe) var madeHandle: ObjectHandle<TrackingScope>?

  public convenience init(
    kind: Kind, root: UpdateRoot?, depth: Int, name: String,
    perform: @escaping @MainActor (TrackingScope) -> Void
  ) {
    self.init(kind: kind, root: root, depth: depth, naming: .text(name), perform: perform, owner: nil)
  }

  /// A scope named after `type` (its name written out only when read, see `ScopeName`);
  /// otherwise as ``init(kind:root:depth:name:perform:)``.
  public convenience init(
    kind: Kind, root: UpdateRoot?, depth: Int, namedAfter type: Any.Type,
    perform: @escaping @MainActor (TrackingScope) -> Void
  ) {
    self.init(kind: kind, root: root, depth: depth, naming: .type(type), perform: perform, owner: nil)
  }

  /// A scope named after `type` whose work `owner` re-runs (see ``TrackingScopeOwner``: the
  /// owner disposes the scope before it goes); otherwise as
  /// ``init(kind:root:depth:namedAfter:perform:)``.
  ///
  /// `root` and `owner` are borrowed (`__shared`): an initializer's parameters are owned, and
  /// neither is kept (the root's handle is, and the owner unowned), so each was retained by
  /// the caller and released here — one scope a list row made.
  public convenience init(
    kind: Kind, root: __shared UpdateRoot?, depth: Int, namedAfter type: Any.Type,
    owner: __shared any TrackingScopeOwner
  ) {
    self.init(kind: kind, root: root, depth: depth, naming: .type(type), perform: nil, owner: owner)
  }

  /// The one designated initializer: exactly one of `perform` and `owner` is given.
  private init(
    kind: Kind, root: __shared UpdateRoot?, depth: Int, naming: ScopeName,
    perform: (@MainActor (TrackingScope) -> Void)?, owner: __shared (any TrackingScopeOwner)?
  ) {
    self.kind = kind
    self.rootHandle = root?.handle
    self.depth = depth
    self.naming = naming
    self.perform = perform
    self.owner = owner
  }

  // Holders of the handle that outlive the scope read `nil` from now on (see
  // ``ObjectHandle/object``); the sources still listed (a scope freed without being disposed)
  // let go of it before its memory is freed (see `DependencySource.soleReader`).
  deinit {
    madeHandle?.object = nil
    clearDependencies()
  }

  /// Runs `body` with this scope current, recording exactly what it reads.
  ///
  /// The last evaluation's dependencies are kept while `body` reads them again in the same
  /// order (nearly every re-evaluation): each read is then checked against the next one kept
  /// (`readCursor`) and stays subscribed, and only what is left unread at the end is
  /// unsubscribed. (Dropping every subscription first and making each again cost an
  /// unsubscription, a release, an append and a retain per read, ~300 instructions.)
  public func evaluate<T>(_ body: () throws -> T) rethrows -> T {
    readCursor = 0
    isEvaluating = true
    isDirty = false
    evaluationCountStorage &+= 1
    let saved = TrackingScope.replaceCurrent(with: Unmanaged.passUnretained(self))
    let recorder = TraceRecorder.current
    let traceStart = recorder?.elapsed
    defer {
      TrackingScope.currentScope = saved
      isEvaluating = false
      if readCursor < dependencies.count { dropUnreadDependencies() }
      if let recorder, let traceStart { recorder.evaluated(self, since: traceStart) }
    }
    return try body()
  }

  /// Runs `body` with no scope current: its reads subscribe nothing.
  ///
  /// Inlinable: specialized in the caller's module, the result (a button's handlers, on every
  /// update of a button) is returned directly, not through a generic value's witnesses.
  @inlinable
  public static func withoutTracking<T>(_ body: () throws -> T) rethrows -> T {
    let saved = replaceCurrent(with: nil)
    defer { _ = replaceCurrent(with: saved) }
    return try body()
  }

  /// Makes `scope` the current scope; returns the one it replaces (unretained: its caller
  /// puts it back while whoever made it current still holds it).
  @usableFromInline
  static func replaceCurrent(with scope: Unmanaged<TrackingScope>?) -> Unmanaged<TrackingScope>? {
    let saved = currentScope
    currentScope = scope
    return saved
  }

  /// Marks the scope dirty and schedules its root. Idempotent until the scope runs.
  public func invalidate() {
    guard !isDirty, !isDisposed else { return }
    isDirty = true
    TraceRecorder.current?.scopeInvalidated(self)
    root?.scopeBecameDirty(self)
  }

  /// Runs the scope's action if it is still dirty and alive. Called by the update pass.
  public func runIfDirty() {
    guard isDirty, !isDisposed else { return }
    isDirty = false
    if let owner {
      owner.performScope(self)
    } else {
      perform?(self)
    }
  }

  /// Marks the scope clean without running it: its owner re-ran the work another way, or the
  /// pass cut an update cycle and dropped the run. Either way the scope stays subscribed to
  /// everything its last evaluation read — including the source whose change invalidated it
  /// (which unsubscribed it) — so a later write to any of them runs it again.
  public func markClean() {
    isDirty = false
    guard !isDisposed else { return }
    dependencies.forEachSource { $0.addReader(self) }
  }

  /// Drops every subscription; the scope will never run again.
  public func dispose() {
    isDisposed = true
    clearDependencies()
  }

  func track(_ source: DependencySource) {
    if collectsOnly {
      dependencies.append(source)
      return
    }
    if readCursor < dependencies.count {
      // Read again where the last evaluation read it: kept in place.
      if dependencies[readCursor] === source {
        source.addReader(self)
        readCursor += 1
        return
      }
      dropUnreadDependencies()
    }
    source.addReader(self)
    dependencies.append(source)
    readCursor += 1
  }

  /// ``invalidate()`` for a change of `source`, which this scope is subscribed to. While the
  /// scope evaluates, a dependency kept from the last evaluation and not read again yet is not
  /// one of this evaluation's reads: its change does not invalidate the scope, as it did not
  /// when every subscription was dropped before `body` ran (the change took the subscription;
  /// a read later in the evaluation makes it again).
  func invalidate(changing source: DependencySource) {
    if isEvaluating {
      var index = 0
      while index < readCursor, dependencies[index] !== source { index += 1 }
      guard index < readCursor else { return }
    }
    invalidate()
  }

  /// Unsubscribes from the dependencies past ``readCursor`` (not read again in this evaluation,
  /// or not yet when the reads diverged) and drops them. A source read twice may be both among
  /// them and before the cursor: every source kept is subscribed again afterwards (`addReader`
  /// of a subscribed scope changes nothing).
  private func dropUnreadDependencies() {
    while dependencies.count > readCursor, let source = dependencies.popLast() { source.removeReader(self) }
    dependencies.forEachSource { $0.addReader(self) }
  }

  /// Runs `body` recording what it reads without subscribing anything; if it read something,
  /// the scope `makeScope` returns (an autoclosure: called only then, after the collection ended)
  /// adopts the reads (as ``adopt(_:)`` does). For work that usually reads nothing tracked: its owner makes a real scope only
  /// when there is something to follow. A `body` that throws adopts nothing.
  ///
  /// Inlinable, over a non-generic start and finish (`Collection`): specialized in the
  /// caller's module, the result (a node's outputs on every node refresh) is returned directly,
  /// not copied into and out of a generic value through its witnesses; and the reads never
  /// leave this module (returned beside the result, every caller copied and destroyed them).
  @inlinable
  public static func collectingReads<T>(
    adoptingInto makeScope: @autoclosure () -> TrackingScope, _ body: () throws -> T
  ) rethrows -> T {
    try collecting(Collection(kind: .effect, root: nil, naming: nil), adoptingInto: makeScope(), body)
  }

  /// ``collectingReads(adoptingInto:_:)`` for a view body whose owner makes its scope only once
  /// the body turns out to read something: while `body` runs, the current scope is a `.body`
  /// scope of `root` named after `type`, so what a body scope means to the code it runs holds
  /// as it would in a real scope — a state write is deferred and reported under that name. Not
  /// for tracing: a recorded evaluation needs the real scope (owners evaluate through it while
  /// a `TraceRecorder` is current).
  @inlinable
  public static func collectingBodyReads<T>(
    root: UpdateRoot?, namedAfter type: Any.Type, adoptingInto makeScope: @autoclosure () -> TrackingScope,
    _ body: () throws -> T
  ) rethrows -> T {
    try collecting(Collection(kind: .body, root: root, naming: .type(type)), adoptingInto: makeScope(), body)
  }

  /// Runs `body` within `collection` (started) and finishes it, handing what was read to the
  /// scope `makeScope` returns.
  @inlinable
  static func collecting<T>(
    _ collection: consuming Collection, adoptingInto makeScope: @autoclosure () -> TrackingScope,
    _ body: () throws -> T
  ) rethrows -> T {
    let result: T
    do {
      result = try body()
    } catch {
      collection.finish()
      throw error
    }
    collection.finish(adoptingInto: makeScope())
    return result
  }

  /// One collection of reads in progress: a collector of `kind` (standing for `root`, named
  /// `name`, or "collector") made the current scope, and the scope it replaced. Collectors
  /// are reused — one per kind and nesting level, made the first time that level is reached
  /// and kept for the process's life — so a collection allocates nothing and, holding its
  /// collector unretained, counts no reference either. Started by its init, ended by exactly
  /// one ``finish()``, innermost first (collections nest as the evaluations that make them
  /// do): a collection n levels deep takes its kind's n-th collector.
  @MainActor @usableFromInline
  struct Collection {
    /// The collector, unretained: its kind's slot or list keeps it (``takeCollector(kind:)``).
    private let collector: Unmanaged<TrackingScope>
    /// The scope this collection replaced as current, unretained (see ``currentScope``).
    private let saved: Unmanaged<TrackingScope>?

    /// `root` and `naming` are borrowed (`__shared`): an initializer's parameters are owned,
    /// and every collection released them (a call even for the `nil` most pass).
    @usableFromInline
    init(kind: Kind, root: __shared UpdateRoot?, naming: __shared ScopeName?) {
      let collector = takeCollector(kind: kind)
      IsolationCheckFreeCalls.withGuaranteedReference(to: collector) { collector in
        // (A collector at rest has no root: stored only when there is one.)
        if let root { collector.rootHandle = root.handle }
        if let naming { collector.naming = naming }
      }
      self.collector = collector
      saved = replaceCurrent(with: collector)
    }

    /// Restores the replaced scope and gives the collector back to its level; if something
    /// was read, the scope `makeScope` returns then adopts it.
    @usableFromInline
    func finish(adoptingInto makeScope: @autoclosure () -> TrackingScope) {
      currentScope = saved
      let readNothing = IsolationCheckFreeCalls.withGuaranteedReference(to: collector) { collector in
        if collector.rootHandle != nil { collector.rootHandle = nil }
        putCollector(kind: collector.kind)
        return collector.dependencies.isEmpty
      }
      if readNothing { return }
      // The reads move out (swapped with an empty list: copied out and then emptied, each
      // source would be retained and released once more); the collector starts empty.
      var reads = TrackedReads()
      IsolationCheckFreeCalls.withGuaranteedReference(to: collector) { swap(&reads, &$0.dependencies) }
      makeScope().adopt(reads)
    }

    /// ``finish(adoptingInto:)`` dropping what was read (the collected work threw).
    @usableFromInline
    func finish() {
      currentScope = saved
      IsolationCheckFreeCalls.withGuaranteedReference(to: collector) { collector in
        collector.rootHandle = nil
        while collector.dependencies.popLast() != nil {}
        putCollector(kind: collector.kind)
      }
    }
  }

  /// Every collector made, by kind (`.body`, and one list for the other kinds) and nesting
  /// level: a collection n levels deep uses the n-th — the outermost level's in a slot of its
  /// own (a load and a compare; a static array is reached through a lazy-initialization
  /// check), the deeper ones' in the lists. Each is retained once, when made, and never
  /// released — a few objects for the process's life — so a collection holds its collector
  /// unretained, where taking one from a pool and putting it back retained and released it.
  /// Unchecked exclusivity: loop thread only, every access instantaneous.
  @exclusivity(unchecked) private static var outermostBodyCollector: Unmanaged<TrackingScope>?
  @exclusivity(unchecked) private static var outermostOtherCollector: Unmanaged<TrackingScope>?
  @exclusivity(unchecked) private static var nestedBodyCollectors: [Unmanaged<TrackingScope>] = []
  @exclusivity(unchecked) private static var nestedOtherCollectors: [Unmanaged<TrackingScope>] = []
  /// How many collections of each list's kind are in progress (the next one's level).
  @exclusivity(unchecked) private static var bodyCollectionDepth = 0
  @exclusivity(unchecked) private static var otherCollectionDepth = 0

  /// The collector for a collection of `kind` starting now, one level deeper than those in
  /// progress (made the first time that level is reached).
  private static func takeCollector(kind: Kind) -> Unmanaged<TrackingScope> {
    if kind == .body {
      let level = bodyCollectionDepth
      bodyCollectionDepth = level + 1
      if level == 0, let outermost = outermostBodyCollector { return outermost }
      return collector(
        at: level, outermost: &outermostBodyCollector, nested: &nestedBodyCollectors, kind: kind)
    }
    let level = otherCollectionDepth
    otherCollectionDepth = level + 1
    if level == 0, let outermost = outermostOtherCollector { return outermost }
    return collector(
      at: level, outermost: &outermostOtherCollector, nested: &nestedOtherCollectors, kind: kind)
  }

  /// ``takeCollector(kind:)`` past its fast path: the outermost collector made, or a nested
  /// one found (and made, the first time its level is reached).
  @inline(never)
  private static func collector(
    at level: Int, outermost: inout Unmanaged<TrackingScope>?, nested: inout [Unmanaged<TrackingScope>],
    kind: Kind
  ) -> Unmanaged<TrackingScope> {
    guard level > 0 else {
      let made = Unmanaged.passRetained(makeCollector(kind: kind))
      outermost = made
      return made
    }
    if level > nested.count { nested.append(.passRetained(makeCollector(kind: kind))) }
    return nested[level - 1]
  }

  /// Gives the innermost collection of `kind`'s collector back (that collection finished).
  private static func putCollector(kind: Kind) {
    if kind == .body { bodyCollectionDepth -= 1 } else { otherCollectionDepth -= 1 }
  }

  private static func makeCollector(kind: Kind) -> TrackingScope {
    let collector = TrackingScope(kind: kind, root: nil, depth: 0, name: "collector") { _ in }
    collector.collectsOnly = true
    return collector
  }

  /// ``adopt(_:)`` for the reads of a collection, moved in whole (``Collection``).
  func adopt(_ sources: consuming TrackedReads) {
    clearDependencies()
    isDirty = false
    evaluationCountStorage &+= 1
    // Subscribed from the argument, then moved in whole: walked where it was stored, the list
    // was copied out of this object first (a retain and a release of each source).
    if !collectsOnly { sources.forEachSource { $0.addReader(self) } }
    dependencies = sources
  }

  /// Subscribes this scope to `sources` as if it had read them in an evaluation (replacing
  /// its previous dependencies), and marks it clean.
  public func adopt(_ sources: [DependencySource]) { adopt(TrackedReads(sources)) }

  /// Unsubscribes from every source of the last evaluation, emptying ``dependencies`` (and
  /// keeping the storage of any sources past the second): taken off the end one by one (a
  /// scope reads a few sources). Nonisolated for the `deinit` (on the loop thread, as every
  /// other call).
  @inline(__always) private nonisolated func clearDependencies() {
    while let source = dependencies.popLast() { source.removeReader(self) }
  }
}
