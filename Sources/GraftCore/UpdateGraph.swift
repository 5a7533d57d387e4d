import Foundation

/// The shared dependency graph and update pass of one loop: every root on the loop —
/// Graft roots, hosted roots, foreign runtimes' compositions — belongs to one graph, so a
/// read in any of them of a source written in any other is tracked the same way.
///
/// ## The update pass
/// Runs once per loop iteration when something is dirty (``EventLoop/updatePass``):
/// 1. Reconcile dirty roots, outermost (smallest ``UpdateRoot/nestingDepth``) first, each as
///    one batch of its dirty scopes. Writes made meanwhile dirty roots again; they are
///    reconciled again in this same pass.
/// 2. Run post-commit effects (`onAppear`, `onChange`, `onDisappear`, …) queued by step 1,
///    then go back to 1 if they dirtied anything.
/// 3. Past ``maxRunsPerRoot`` runs of one root in one pass, the root's pending work is dropped
///    and an ``Diagnostic/Kind/updateCycle`` diagnostic names it (once per pass); other roots
///    keep working. Effects that keep queueing effects are cut the same way after twice as
///    many rounds.
/// 4. End the node tree's change batch (renderers receive it), then apply writes that were
///    deferred because they happened during a body evaluation (which requests a new pass).
///    A body that writes on every evaluation would loop pass after pass: past
///    ``maxRunsPerRoot`` consecutive passes the deferred writes are dropped and reported.
/// Loop thread only.
@MainActor
public final class UpdateGraph {
  public let loop: any EventLoop
  /// What the loop's pass closure, the tree's change callback, the graph-per-loop table and
  /// hosting controllers hold instead of a `weak` reference to the graph (see
  /// ``ObjectHandle``): a `weak` one gave the graph a refcount side table, so every `unowned`
  /// load of it (each root's ``UpdateRoot/graph``, every element's) took the slow path.
  /// Cleared first thing in `deinit`.
  public let handle = ObjectHandle<UpdateGraph>()
  /// The platform node tree every root of this graph writes into.
  public let tree: NodeTree
  /// The platform's sensory-feedback channel for the views of this graph.
  public private(set) lazy var feedbackLog = FeedbackLog(loop: loop)
  /// How often one root may reconcile within one pass before the pass cuts the cycle.
  /// Unchecked exclusivity: loop thread only, read instantaneously on every root run.
  @exclusivity(unchecked) public var maxRunsPerRoot = 50
  /// What this graph reported (see `UpdateGraph+Diagnostics.swift`).
  let diagnosticLog = DiagnosticLog(handler: UpdateGraph.writeToStandardError)
  // Unchecked exclusivity (`passCount`, `isInPass`, and the pass's queues and flags below):
  // loop thread only, and every access is instantaneous — none stays open across a call that
  // could reach the graph again (queues are copied or swapped out before their work runs);
  // the dynamic checks were about ten per pass, more than the rest of scheduling one root.
  /// How many passes have run.
  @exclusivity(unchecked) public private(set) var passCount = 0
  /// Whether a pass is running right now.
  @exclusivity(unchecked) public private(set) var isInPass = false
  /// The boundary trace being recorded, if any (``startTracing(capacity:)``). Unchecked
  /// exclusivity, as the pass's flags below: read at least twice per pass.
  @exclusivity(unchecked) public internal(set) var trace: TraceRecorder?
  var traceBatchSubscription: BatchSubscription?
  /// The area the tree's root is laid out in (``NodeTree/layoutViewport``). While it is `nil`
  /// (the default) no layout runs. Layout also needs an engine (GraftLayout's
  /// `LayoutEngine(graph:)` installs one); setting a new viewport lays out again in a pass.
  public var layoutViewport: CGSize? {
    get { tree.layoutViewport }
    set { tree.layoutViewport = newValue }
  }

  /// Roots waiting to reconcile, outer before inner and first come first served among equal
  /// depths (``DirtyRootQueue``). Unchecked exclusivity (as ``liveRoots``): loop thread only,
  /// every access instantaneous.
  @exclusivity(unchecked) private var dirtyRoots = DirtyRootQueue()
  /// Live roots in creation order, reached through their handles (``RootHandle``: not `weak`,
  /// which gave every root a refcount side table); each root knows its slot
  /// (``UpdateRoot/registrationSlot``), so registering is an append and retiring clears one
  /// slot — no hashing (mounting 1,000 hosted roots used to sweep a list per registration,
  /// then hash each root in and out of a table). Cleared slots, and slots of roots freed
  /// without retiring, are compacted away whenever the list has doubled since the last
  /// compaction.
  @exclusivity(unchecked) private var liveRoots: [RootHandle?] = []
  /// ``liveRoots``' length after the last compaction. Unchecked exclusivity, as ``liveRoots``
  /// (its dynamic check was ~150 instructions per root registered).
  @exclusivity(unchecked) private var liveRootsAfterLastSweep = 0

  /// Every root created on this graph and not yet retired, in creation order.
  public var roots: [UpdateRoot] { liveRoots.compactMap { $0?.object } }

  func register(_ root: UpdateRoot) {
    if liveRoots.count >= 2 * max(liveRootsAfterLastSweep, 8) {
      // One pass, no closure: `removeAll(where:)`'s predicate checked the executor for every
      // entry (~340 instructions each; the sweeps touch about two entries per root registered).
      var kept = 0
      for index in liveRoots.indices {
        guard let live = liveRoots[index]?.object else { continue }
        live.registrationSlot = kept
        liveRoots[kept] = live.handle
        kept += 1
      }
      liveRoots.removeLast(liveRoots.count - kept)
      liveRootsAfterLastSweep = kept
    }
    root.registrationSlot = liveRoots.count
    liveRoots.append(root.handle)
  }

  func unregister(_ root: UpdateRoot) {
    let slot = root.registrationSlot
    guard liveRoots.indices.contains(slot), liveRoots[slot] === root.handle else { return }
    liveRoots[slot] = nil
    root.registrationSlot = -1
  }
  /// Each effect, and each deferred write, is wrapped in a ``QueuedWork``: a closure appended
  /// to an array of closures is converted to the array's generic element representation, a
  /// thunk allocated per closure.
  @exclusivity(unchecked) private var effects: [QueuedWork] = []
  @exclusivity(unchecked) private var deferred: [QueuedWork] = []
  @exclusivity(unchecked) private var passRequested = false
  /// Consecutive passes that ended with deferred writes (a body writing state every time).
  @exclusivity(unchecked) private var deferredStreak = 0

  /// The live graph of each loop, through its handle: a loop runs one graph's pass
  /// (``EventLoop/updatePass``).
  private static var graphsByLoop: [ObjectIdentifier: ObjectHandle<UpdateGraph>] = [:]

  /// Creates the graph of `loop`. A loop has one graph: every root on the loop belongs to it
  /// (that is what makes reads across roots tracked). Creating a second graph while the first
  /// is alive stops with a precondition failure naming the loop — it would silently take the
  /// loop's update pass from the first. Once the first graph is gone, a new one may take over.
  public init(loop: any EventLoop) {
    let key = ObjectIdentifier(loop)
    if let existing = Self.graphsByLoop[key]?.object {
      preconditionFailure(
        "UpdateGraph(loop:): \(type(of: loop)) \(key) already has a live UpdateGraph (\(existing.passCount) "
          + "passes run): a loop runs one graph's update pass. Put every root on that graph, or "
          + "drop it before creating another.")
    }
    Self.graphsByLoop = Self.graphsByLoop.filter { $0.value.object != nil }
    self.loop = loop
    self.tree = NodeTree()
    handle.object = self
    let handle = self.handle
    loop.updatePass = { handle.object?.runPass() }
    // A change made outside a pass (a root stopped by hand, a teardown) is delivered by the
    // next pass's batch, which this asks for.
    tree.onChangeOutsideBatch = { handle.object?.requestPassIfNeeded() }
    Self.graphsByLoop[key] = handle
  }

  // Readers that outlive the graph (the loop's pass closure, the tree's callback, the table,
  // a dismantled hosting controller) read `nil` from now on (see ``ObjectHandle/object``).
  deinit {
    handle.object = nil
  }

  /// Whether any root waits to be reconciled or any effect waits to run.
  public var hasPendingWork: Bool { !dirtyRoots.isEmpty || !effects.isEmpty || !deferred.isEmpty }

  /// Queues `effect` to run after the current pass commits (or in the next pass).
  public func enqueueEffect(_ effect: @escaping () -> Void) {
    effects.append(QueuedWork(run: effect))
    requestPassIfNeeded()
  }

  /// Runs `work` after the current pass ends (immediately schedules a pass if none runs).
  public func deferUntilPassEnds(_ work: @escaping () -> Void) {
    deferred.append(QueuedWork(run: work))
    requestPassIfNeeded()
  }

  /// Tears every live root down, outermost first (a host tears down what it hosts), then runs
  /// the effects that queued (`onDisappear`, disposals) — what to do before shutting the loop
  /// down. Roots created afterwards work as usual.
  public func tearDown() {
    while let outermost = roots.min(by: { $0.nestingDepth < $1.nestingDepth }) {
      outermost.tearDown()
      unregister(outermost)
    }
    var rounds = 0
    while !effects.isEmpty, rounds < 2 * maxRunsPerRoot {
      rounds += 1
      runEffectRound()
    }
    dirtyRoots.removeAll()
    deferred.removeAll()
    // Renderers see the teardown now: the loop may be shut down before another pass runs.
    tree.endBatch()
  }

  func rootBecameDirty(_ root: UpdateRoot) {
    guard !root.isScheduled else { return }
    root.isScheduled = true
    dirtyRoots.append(root)
    requestPassIfNeeded()
  }

  private func requestPassIfNeeded() {
    guard !isInPass, !passRequested else { return }
    passRequested = true
    loop.requestUpdatePass()
  }

  /// Runs one update pass now. The loop calls this; tests normally let the loop do it.
  public func runPass() {
    guard !isInPass else { return }
    passRequested = false
    isInPass = true
    passCount += 1
    let traceStart = trace?.beginPass(passCount)
    tree.beginBatch()
    var effectRounds = 0
    repeat {
      while let root = popOutermostDirtyRoot() {
        reconcile(root)
      }
      guard !effects.isEmpty else { break }
      effectRounds += 1
      if effectRounds > 2 * maxRunsPerRoot {
        report(
          Diagnostic(
            kind: .updateCycle,
            message: "update cycle cut: effects kept queueing effects for \(2 * maxRunsPerRoot) "
              + "rounds in one pass; the remaining \(effects.count) were dropped."))
        effects.removeAll()
        break
      }
      runEffectRound()
    } while !dirtyRoots.isEmpty || !effects.isEmpty
    tree.layOutIfNeeded()
    tree.endBatch()
    if let traceStart { trace?.endPass(passCount, since: traceStart) }
    isInPass = false
    let pendingDeferred = deferred
    deferred.removeAll()
    deferredStreak = pendingDeferred.isEmpty ? 0 : deferredStreak + 1
    guard deferredStreak <= maxRunsPerRoot else {
      deferredStreak = 0
      report(
        Diagnostic(
          kind: .updateCycle,
          message: "update cycle cut: writes deferred from view bodies re-rendered those bodies, which "
            + "wrote again, for \(maxRunsPerRoot) passes in a row; the last \(pendingDeferred.count) "
            + "deferred writes were dropped."))
      return
    }
    for work in pendingDeferred { work.run() }
  }

  private func reconcile(_ root: UpdateRoot) {
    // A root's counter belongs to the pass that last ran it: the first run in a pass restarts
    // it. (A list of the roots run, reset at the end of each pass, cost an append per root and
    // a generic `removeAll(keepingCapacity:)`, ~200 instructions per pass.)
    if root.runsThisPassNumber != passCount {
      root.runsThisPassNumber = passCount
      root.runsThisPass = 0
    }
    root.runsThisPass += 1
    guard root.runsThisPass <= maxRunsPerRoot else {
      guard root.runsThisPass == maxRunsPerRoot + 1 else {
        root.discardPendingWork()
        return
      }
      let culprits = Array(Set(root.dirtyScopeNames)).sorted().joined(separator: ", ")
      root.discardPendingWork()
      report(
        Diagnostic(
          kind: .updateCycle,
          message: "update cycle cut in root '\(root.name)': it was invalidated again on each of "
            + "\(maxRunsPerRoot) runs in one pass (still dirty: \(culprits)). A write made while "
            + "updating feeds back into what it reads."))
      return
    }
    guard let trace else {
      root.reconcile()
      return
    }
    let begin = trace.beginRender(root)
    root.reconcile()
    trace.endRender(root, since: begin)
  }

  /// Runs the effects queued so far, once each; effects they queue wait for the next round.
  private func runEffectRound() {
    let round = effects
    effects.removeAll()
    for effect in round { effect.run() }
  }

  /// An effect or a deferred write as the queues store it: a struct field keeps the closure
  /// as it was passed.
  private struct QueuedWork {
    let run: () -> Void
  }

  private func popOutermostDirtyRoot() -> UpdateRoot? {
    guard let root = dirtyRoots.popOutermost() else { return nil }
    root.isScheduled = false
    return root
  }
}
