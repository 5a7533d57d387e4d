import GraftCore

/// Content with appear/disappear actions and an optional task (`.onAppear`, `.onDisappear`,
/// `.task`).
///
/// Contract: `onAppear` runs once after the pass that mounted the content commits;
/// `onDisappear` once after the pass that removed it commits, only if `onAppear`'s moment
/// came (content mounted and removed within one pass neither appears nor disappears); a task starts after mount
/// commits, runs on the main actor (the loop thread), and is cancelled on removal — and
/// restarted when its `id` changes. All run on the loop thread, never during a body.
@MainActor
public struct LifecycleView<Content: View, TaskID: Equatable>: PrimitiveView {
  let content: Content
  var onAppear: (() -> Void)?
  var onDisappear: (() -> Void)?
  var task: (@MainActor @Sendable () async -> Void)?
  var taskID: TaskID

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    LifecycleElement<Content, TaskID>(view: view, context: context)
  }
}

@MainActor
final class LifecycleElement<Content: View, TaskID: Equatable>: PassthroughElement {
  private var view: LifecycleView<Content, TaskID>
  private var runningTask: Task<Void, Never>?
  private var isUnmounted = false
  private var hasAppeared = false

  init(view: LifecycleView<Content, TaskID>, context: ElementContext) {
    self.view = view
    super.init(content: view.content, context: context)
    graph.enqueueEffect { [weak self] in
      // Mounted and removed in the same pass: it never appeared, so nothing runs.
      guard let self, !self.isUnmounted else { return }
      self.hasAppeared = true
      self.view.onAppear?()
      self.startTask()
    }
  }

  override func canUpdate(to view: any View) -> Bool {
    type(of: view) == LifecycleView<Content, TaskID>.self
  }

  override func update(to newView: any View, environment: EnvironmentValues) {
    let newView = expectView(newView, as: LifecycleView<Content, TaskID>.self)
    self.environment = environment
    let restart = newView.taskID != view.taskID
    view = newView
    reconcileContent(newView.content, environment: environment)
    if restart {
      runningTask?.cancel()
      graph.enqueueEffect { [weak self] in self?.startTask() }
    }
  }

  private func startTask() {
    guard !isUnmounted, let task = view.task else { return }
    runningTask = Task { @MainActor in await task() }
  }

  override func unmount() {
    super.unmount()
    isUnmounted = true
    runningTask?.cancel()
    runningTask = nil
    // What never appeared does not disappear (mounted and removed within one pass).
    if hasAppeared, let onDisappear = view.onDisappear { graph.enqueueEffect(onDisappear) }
  }
}

/// The id used by lifecycle modifiers that have no task id.
public struct NoTaskID: Equatable, Sendable {}

extension View {
  /// Runs `action` after this view first appears (once per mount).
  public func onAppear(perform action: (() -> Void)? = nil) -> LifecycleView<Self, NoTaskID> {
    LifecycleView(content: self, onAppear: action, onDisappear: nil, task: nil, taskID: NoTaskID())
  }

  /// Runs `action` after this view is removed.
  public func onDisappear(perform action: (() -> Void)? = nil) -> LifecycleView<Self, NoTaskID> {
    LifecycleView(content: self, onAppear: nil, onDisappear: action, task: nil, taskID: NoTaskID())
  }

  /// Starts `action` on the main actor when this view appears; cancels it on removal.
  public func task(_ action: @escaping @MainActor @Sendable () async -> Void) -> LifecycleView<Self, NoTaskID>
  {
    LifecycleView(content: self, onAppear: nil, onDisappear: nil, task: action, taskID: NoTaskID())
  }

  /// Like ``task(_:)``, and restarts (cancelling the previous run) whenever `id` changes.
  public func task<ID: Equatable>(id: ID, _ action: @escaping @MainActor @Sendable () async -> Void)
    -> LifecycleView<Self, ID>
  {
    LifecycleView(content: self, onAppear: nil, onDisappear: nil, task: action, taskID: id)
  }
}
