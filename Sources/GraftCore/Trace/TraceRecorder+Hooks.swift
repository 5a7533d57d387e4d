/// The hooks the core and the runtimes call. Each is reached through
/// `TraceRecorder.current?` — one load and a `nil` check when tracing is off.
extension TraceRecorder {
  // MARK: Writes and causes

  /// Starts delivering a change of `source` (called by ``DependencySource/notifyChange()``
  /// when the source has readers): records the write and a flow start on the writer's track.
  /// Returns the write that was being delivered, to restore with ``endWrite(restoring:)``.
  func beginWrite(of source: DependencySource) -> Write? {
    let previous = currentWrite
    nextWriteID += 1
    let label = source.traceDescription
    let writerScope = TrackingScope.current.flatMap { $0.root == nil ? nil : $0 }
    let writerRoot = writerScope?.root ?? renderingRoot ?? currentInteraction?.root
    let from: String
    if let writerScope, let root = writerScope.root {
      from = "from the \(Self.kindName(writerScope.kind)) of \(writerScope.name) in root '\(root.name)'"
    } else if let renderingRoot {
      from = "while root '\(renderingRoot.name)' rendered"
    } else if let currentInteraction {
      from = "by \(currentInteraction.description)"
    } else {
      from = "outside any root (a timer, a task, or work posted from another thread)"
    }
    let writerTrack = writerRoot.map(track(of:)) ?? 0
    let write = Write(
      id: nextWriteID, description: "write to \(label) \(from)", writerTrack: writerTrack,
      writerRoot: writerRoot.map(ObjectIdentifier.init))
    append(
      Event(
        phase: .flowStart, name: "write", category: "write", track: writerTrack, start: elapsed,
        duration: .zero, arguments: ["write": write.description], flowID: write.id))
    instant("write", category: "write", track: writerTrack, arguments: ["write": write.description])
    currentWrite = write
    return previous
  }

  /// Ends the delivery begun by ``beginWrite(of:)``.
  func endWrite(restoring previous: Write?) { currentWrite = previous }

  /// `scope` became dirty: remembers why, for its root's next render.
  func scopeInvalidated(_ scope: TrackingScope) {
    guard let root = scope.root else { return }
    invalidated(root, named: scope.name)
  }

  /// `root`'s own work was scheduled (``UpdateRoot/scheduleRootWork()``): remembers why, as for
  /// a scope named after the root.
  func rootWorkScheduled(_ root: UpdateRoot) { invalidated(root, named: root.name) }

  /// Work of `root` named `name` (a scope, or the root's own) was scheduled: remembers why.
  private func invalidated(_ root: UpdateRoot, named name: String) {
    guard records(root) else { return }
    let key = ObjectIdentifier(root)
    let cause: Cause
    if let write = currentWrite {
      let crossing =
        write.writerRoot.map { $0 == key ? "" : " (crossed a root boundary into '\(root.name)')" } ?? ""
      cause = Cause(description: write.description + crossing, flowID: write.id)
    } else if let pendingReason {
      let from = TrackingScope.current.flatMap { invalidator in
        invalidator.root.map {
          " (from the \(Self.kindName(invalidator.kind)) of \(invalidator.name) in root '\($0.name)')"
        }
      }
      cause = Cause(description: "\(name): \(pendingReason)\(from ?? "")", flowID: nil)
    } else if let invalidator = TrackingScope.current, let invalidatorRoot = invalidator.root {
      cause = Cause(
        description: "\(name) invalidated by the \(Self.kindName(invalidator.kind)) of "
          + "\(invalidator.name) in root '\(invalidatorRoot.name)'", flowID: nil)
    } else if let currentInteraction {
      cause = Cause(
        description: "\(name) invalidated by \(currentInteraction.description)", flowID: nil)
    } else {
      cause = Cause(description: "\(name) invalidated outside any pass", flowID: nil)
    }
    var causes = pendingCauses[key, default: []]
    guard !causes.contains(where: { $0.description == cause.description }) else { return }
    causes.append(cause)
    pendingCauses[key] = causes
  }

  /// Runs `body` with `reason` as the cause of the invalidations it makes that no write
  /// explains (an `@Observable` property changed, a root was started, its view replaced).
  public static func withReason<T>(_ reason: @autoclosure () -> String, _ body: () throws -> T) rethrows -> T
  {
    guard let recorder = current else { return try body() }
    let saved = recorder.pendingReason
    recorder.pendingReason = reason()
    defer { recorder.pendingReason = saved }
    return try body()
  }

  /// Runs `body` — a node's event handler — as a user's interaction with `node`: writes it makes
  /// are described as made by this interaction, from the root that owns the node.
  public static func withInteraction<T>(
    _ kind: String, on node: Node, _ body: () throws -> T
  ) rethrows -> T {
    guard let recorder = current else { return try body() }
    let root = node.owningRoot
    let title = node.kind == .textField ? node.properties.placeholder ?? "" : node.label
    let place = root.map { " in root '\($0.name)'" } ?? ""
    let saved = recorder.currentInteraction
    recorder.currentInteraction = Interaction(
      description: "\(kind) on \(node.kind) \"\(title)\"\(place)", root: root)
    defer { recorder.currentInteraction = saved }
    return try body()
  }

  // MARK: Slices

  func beginPass(_ number: Int) -> Duration {
    passNumber = number
    return elapsed
  }

  func endPass(_ number: Int, since start: Duration) {
    complete("pass \(number)", category: "pass", track: 0, since: start)
  }

  /// Records `body` as a slice named `name` on `root`'s track (graph track if `nil`): a
  /// representable's make or dismantle hook, a size query, a layout run.
  public static func slice<T>(
    _ name: @autoclosure () -> String, category: String, root: UpdateRoot?, _ body: () throws -> T
  ) rethrows -> T {
    guard let recorder = current, root.map(recorder.records) ?? true else { return try body() }
    let start = recorder.elapsed
    defer {
      recorder.complete(name(), category: category, track: root.map(recorder.track(of:)) ?? 0, since: start)
    }
    return try body()
  }

  /// Records one scope evaluation (a body, an update hook, a composition, a C update).
  func evaluated(_ scope: TrackingScope, since start: Duration) {
    guard let root = scope.root, records(root) else { return }
    complete(
      "\(Self.kindName(scope.kind)) \(scope.name)", category: "evaluation", track: track(of: root),
      since: start)
  }

  /// Starts one root render (the graph calls this); returns the render's start time.
  func beginRender(_ root: UpdateRoot) -> (start: Duration, previous: UpdateRoot?) {
    let previous = renderingRoot
    renderingRoot = root
    return (elapsed, previous)
  }

  /// Ends the render begun by ``beginRender(_:)``.
  func endRender(_ root: UpdateRoot, since begin: (start: Duration, previous: UpdateRoot?)) {
    renderingRoot = begin.previous
    rendered(root, since: begin.start)
  }

  /// Records one root render, with its causes and a flow end per write that caused it.
  func rendered(_ root: UpdateRoot, since start: Duration) {
    let causes = pendingCauses.removeValue(forKey: ObjectIdentifier(root)) ?? []
    let track = track(of: root)
    let descriptions = causes.isEmpty ? ["no recorded cause"] : causes.map(\.description)
    for cause in causes {
      guard let flowID = cause.flowID else { continue }
      append(
        Event(
          phase: .flowEnd, name: "write", category: "write", track: track, start: start, duration: .zero,
          arguments: [:], flowID: flowID))
    }
    complete(
      "render \(root.name)", category: "render", track: track, since: start,
      arguments: ["cause": descriptions.joined(separator: "; "), "pass": "\(passNumber)"])
    recordRender(RootRender(root: root.name, pass: passNumber, causes: descriptions))
  }

  static func kindName(_ kind: TrackingScope.Kind) -> String {
    switch kind {
    case .body: "body"
    case .update: "update"
    case .effect: "effect"
    }
  }
}

extension Node {
  /// The root whose anchor this node is in (the nearest ancestor-or-self anchor's owner).
  public var owningRoot: UpdateRoot? {
    var node: Node? = parent
    while let current = node {
      if let owner = current.anchorOwner { return owner }
      node = current.parent
    }
    return nil
  }
}
