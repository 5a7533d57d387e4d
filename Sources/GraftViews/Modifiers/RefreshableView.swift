import GraftCore

/// Content that can be refreshed (`.refreshable { await … }`): a refresh node holds the
/// content; tapping it (pull to refresh) starts the action as a main-actor task. One refresh
/// at a time: a tap while one runs is ignored.
@MainActor
public struct RefreshableView<Content: View>: View {
  let content: Content
  let action: @MainActor @Sendable () async -> Void
  @State private var running = RefreshState()

  public var body: some View {
    RefreshNode(content: content, state: running, action: action)
  }
}

/// Whether a refresh runs.
@MainActor
final class RefreshState {
  var task: Task<Void, Never>?
}

@MainActor
struct RefreshNode<Content: View>: NodeView {
  let content: Content
  let state: RefreshState
  let action: @MainActor @Sendable () async -> Void

  var nodeKind: NodeKind { .custom("Refreshable") }
  var nodeContent: (any View)? { content }
  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties { NodeProperties() }

  func eventHandlers(in environment: EnvironmentValues) -> NodeEventHandlers {
    let state = self.state
    let action = self.action
    return NodeEventHandlers(onTap: {
      guard state.task == nil else { return }
      state.task = Task { @MainActor in
        await action()
        state.task = nil
      }
    })
  }
}

extension View {
  /// Lets the user refresh this content; `action` runs as a main-actor task.
  public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> RefreshableView<Self> {
    RefreshableView(content: self, action: action)
  }
}
