import GraftCore

/// Content with appear/disappear actions and an optional task (`.onAppear`, `.onDisappear`,
/// `.task`).
///
/// Contract: `onAppear` runs once after the pass that mounted the content commits;
/// `onDisappear` once after the pass that removed it commits, only if `onAppear`'s moment
/// came (content mounted and removed within one pass neither appears nor disappears); a task starts after mount
/// commits, runs on the main actor (the loop thread), and is cancelled on removal — and
/// restarted when its `id` changes. Inside a `NavigationStack`, a level covered by a push
/// disappears (task cancelled) and appears again when uncovered (task restarted); a level
/// covered and uncovered within one pass does neither. All run on the loop thread, never
/// during a body.
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
final class LifecycleElement<Content: View, TaskID: Equatable>: PassthroughElement, AppearanceObserver {
  private var view: LifecycleView<Content, TaskID>
  private var runningTask: Task<Void, Never>?
  private var isUnmounted = false
  /// Between its `onAppear` and its `onDisappear` (what never appeared does not disappear).
  private var isShown = false
  /// The navigation level it is in (nil outside any stack: visible while mounted).
  private var appearance: AppearanceScope?
  /// An effect that brings `isShown` in line with the scope is queued.
  private var isSettling = false

  init(view: LifecycleView<Content, TaskID>, context: __shared ElementContext) {
    self.view = view
    super.init(content: view.content, context: context)
    appearance = environment.appearanceScope
    appearance?.enroll(self)
    // Mounted and removed in the same pass: it never appeared, so nothing runs.
    settleAfterThisPass()
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
    if environment.appearanceScope !== appearance {
      appearance?.resign(self)
      appearance = environment.appearanceScope
      appearance?.enroll(self)
      settleAfterThisPass()
    }
    if restart {
      runningTask?.cancel()
      graph.enqueueEffect { [weak self] in
        guard let self, self.isShown else { return }
        self.startTask()
      }
    }
  }

  /// A navigation level above it was pushed or popped (during a pass).
  func appearanceScopeChanged() { settleAfterThisPass() }

  /// Queues (once) the effect that runs `onAppear` + starts the task, or `onDisappear` +
  /// cancels the task, if the view's visibility at that moment differs from what it last did
  /// — so a level covered and uncovered within one pass does neither.
  private func settleAfterThisPass() {
    guard !isSettling else { return }
    isSettling = true
    graph.enqueueEffect { [weak self] in
      guard let self else { return }
      self.isSettling = false
      guard !self.isUnmounted else { return }
      let visible = self.appearance?.isVisible ?? true
      if visible && !self.isShown {
        self.isShown = true
        self.view.onAppear?()
        self.startTask()
      } else if !visible && self.isShown {
        self.isShown = false
        self.runningTask?.cancel()
        self.runningTask = nil
        self.view.onDisappear?()
      }
    }
  }

  private func startTask() {
    guard !isUnmounted, let task = view.task else { return }
    runningTask = Task { @MainActor in await task() }
  }

  override func unmount() {
    super.unmount()
    isUnmounted = true
    appearance?.resign(self)
    runningTask?.cancel()
    runningTask = nil
    // What never appeared (or already disappeared, covered) does not disappear again.
    if isShown, let onDisappear = view.onDisappear {
      isShown = false
      graph.enqueueEffect(onDisappear)
    }
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
