// Glossary — the boundary trace
//
// track       One horizontal lane of the trace: track 0 is the graph (passes, batches,
//             diagnostics, writes made outside any root); every root gets its own track the
//             first time it appears, named after the root.
// slice       Something that took time: a pass, a root's render, one scope's evaluation (a
//             body, an update hook, a composition, a C update), a representable's hook. Slices
//             on one track nest by time (a pass contains renders, a render contains evaluations).
// write       A change of a tracked source (a state cell, a binding's cell, a mutable state)
//             that invalidated at least one scope. Each write gets an id and a description:
//             what was written, and from where (a scope of some root, or a user's interaction
//             with a node of some root).
// cause       Why a root rendered: the writes (or direct invalidations) that dirtied its scopes
//             since its previous render. Every root render carries `args.cause`.
// flow        An arrow from a write to each root render it caused — across roots, so a write
//             made in a hosted root is linked to the outer root it re-rendered.

/// Records why each root rendered, pass by pass, across every root and runtime of a graph:
/// passes, root renders with their causes, scope evaluations, representable hooks, change
/// batches and diagnostics, with timings. Export with ``chromeTraceJSON()`` (Perfetto,
/// `chrome://tracing`) or read ``summary()`` in a terminal.
///
/// Off by default and near-free when off: every hook is one load of ``current`` and a `nil`
/// check. Turn it on with ``UpdateGraph/startTracing(capacity:)``. At most `capacity` events
/// are kept; later ones are counted in ``droppedEvents`` (a long session cannot grow memory
/// without bound). Loop thread only.
@MainActor
public final class TraceRecorder {
  /// What one recorded event is (Chrome trace-event phases).
  public enum Phase: String, Sendable {
    /// A slice with a duration (`"X"`).
    case complete = "X"
    /// A moment (`"i"`).
    case instant = "i"
    /// The start of a flow arrow (`"s"`).
    case flowStart = "s"
    /// The end of a flow arrow, bound to the enclosing slice (`"f"`).
    case flowEnd = "f"
  }

  /// One recorded event. Times are measured from the recorder's start.
  public struct Event: Sendable, Equatable {
    public let phase: Phase
    public let name: String
    public let category: String
    public let track: Int
    public let start: Duration
    public let duration: Duration
    public let arguments: [String: String]
    public let flowID: Int?
  }

  /// One root render as tests read it: which root, in which pass, and why.
  public struct RootRender: Sendable, Equatable, CustomStringConvertible {
    public let root: String
    public let pass: Int
    /// One description per write or invalidation that dirtied the root, oldest first.
    public let causes: [String]

    public init(root: String, pass: Int, causes: [String]) {
      self.root = root
      self.pass = pass
      self.causes = causes
    }

    public var description: String { "\(root) (pass \(pass)): \(causes.joined(separator: "; "))" }
  }

  /// The recorder hooks report to, if tracing is on (set by ``UpdateGraph/startTracing(capacity:)``).
  /// Unchecked exclusivity: loop thread only, every access an instantaneous load or store
  /// (read on every evaluation, invalidation and change: the dynamic check cost more than the
  /// `nil` test it guards).
  @exclusivity(unchecked) public internal(set) static var current: TraceRecorder?

  /// Events kept, oldest first.
  public private(set) var events: [Event] = []
  /// Every root render, oldest first (kept within the same capacity as the events).
  public private(set) var renders: [RootRender] = []
  /// Events not kept because ``capacity`` was reached.
  public private(set) var droppedEvents = 0
  /// The most events kept.
  public let capacity: Int
  /// Names of the tracks, by number (0 is the graph).
  public private(set) var trackNames: [Int: String] = [0: "graph"]

  private let clock = ContinuousClock()
  private let origin: ContinuousClock.Instant
  private var tracks: [ObjectIdentifier: Int] = [:]
  var nextWriteID = 0
  /// The write being delivered right now (inside a source's change notification).
  var currentWrite: Write?
  /// What the user is doing right now (inside a node's event handler).
  var currentInteraction: Interaction?
  /// Causes gathered for each root since its last render.
  var pendingCauses: [ObjectIdentifier: [Cause]] = [:]
  var passNumber = 0
  /// The reason given by ``withReason(_:_:)`` for invalidations no write explains.
  var pendingReason: String?
  /// The root rendering right now (writes with no scope current happen on its behalf).
  var renderingRoot: UpdateRoot?

  /// A write, as causes refer to it.
  struct Write {
    let id: Int
    let description: String
    let writerTrack: Int
    let writerRoot: ObjectIdentifier?
  }

  /// A user's interaction with a node, as writes refer to it.
  struct Interaction {
    let description: String
    let root: UpdateRoot?
  }

  /// Why a root became dirty: a write (with its flow id) or a direct invalidation.
  struct Cause {
    let description: String
    let flowID: Int?
  }

  /// The graph traced: roots of other graphs (a test running beside) are not recorded.
  let graphID: ObjectIdentifier

  init(graph: UpdateGraph, capacity: Int) {
    graphID = ObjectIdentifier(graph)
    self.capacity = max(capacity, 16)
    origin = clock.now
  }

  /// Whether `root` belongs to the traced graph.
  func records(_ root: UpdateRoot) -> Bool { ObjectIdentifier(root.graph) == graphID }

  /// The time since the recorder started.
  var elapsed: Duration { clock.now - origin }

  /// The track of `root`, created (and named) on first use.
  func track(of root: UpdateRoot) -> Int {
    let key = ObjectIdentifier(root)
    if let known = tracks[key] { return known }
    let number = trackNames.count
    tracks[key] = number
    trackNames[number] = root.name
    return number
  }

  func append(_ event: Event) {
    guard events.count < capacity else {
      droppedEvents += 1
      return
    }
    events.append(event)
  }

  /// Records a slice that started at `start` and ends now.
  func complete(
    _ name: String, category: String, track: Int, since start: Duration, arguments: [String: String] = [:]
  ) {
    append(
      Event(
        phase: .complete, name: name, category: category, track: track, start: start,
        duration: elapsed - start, arguments: arguments, flowID: nil))
  }

  /// Records a moment.
  func instant(_ name: String, category: String, track: Int = 0, arguments: [String: String] = [:]) {
    append(
      Event(
        phase: .instant, name: name, category: category, track: track, start: elapsed, duration: .zero,
        arguments: arguments, flowID: nil))
  }

  func recordRender(_ render: RootRender) {
    guard renders.count < capacity else { return }
    renders.append(render)
  }

  /// The renders recorded after the first `count` (for "this write re-rendered exactly these").
  public func renders(after count: Int) -> [RootRender] { Array(renders.dropFirst(count)) }
}
