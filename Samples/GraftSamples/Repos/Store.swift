import Graft

/// A Redux-like state container (the seed article series' `Store`, `002`): one `State` value,
/// changed only by a pure reducer from `Action`s; side effects returned by the reducer run on
/// the event loop and feed their results back as actions.
///
/// Contract:
/// - ``send(_:)`` runs the reducer synchronously, records `(action, state after)` in ``log``,
///   publishes when the state changed, then starts the returned effect.
/// - An effect runs on the loop passed to ``send(_:on:)`` (``loop`` otherwise); every action it
///   emits is sent on the loop thread, in the order emitted. An effect started without a loop
///   is dropped and logged as such.
/// - A derived store (``derived(deriveState:embedAction:)``) mirrors a projection of this
///   store's state and forwards its actions here; it never holds state of its own.
/// Loop thread only.
@MainActor
public final class Store<State: Equatable, Action>: ObservableObject {
  /// A change to `State`; returns the side effect to run next, if any.
  public typealias Reducer = @MainActor (inout State, Action) -> Effect<Action>?

  /// The current state.
  @Published public private(set) var state: State
  /// Every action sent, with the state right after the reducer ran, oldest first.
  public private(set) var log: [(action: Action, state: State)] = []
  /// The loop effects run on when ``send(_:on:)`` names none.
  public var loop: (any EventLoop)?

  private let reducer: Reducer
  private var derivedStores: [() -> Void] = []

  public init(initialState: State, reducer: @escaping Reducer, loop: (any EventLoop)? = nil) {
    self.state = initialState
    self.reducer = reducer
    self.loop = loop
  }

  /// Reduces `action`, then runs its effect on `loop` (if given, it becomes ``loop``).
  public func send(_ action: Action, on loop: (any EventLoop)? = nil) {
    if let loop { self.loop = loop }
    // Compare with the state before the reducer: a derived store's reducer forwards to its
    // parent, which may update this store's state meanwhile; that update must stand.
    let before = state
    var next = before
    let effect = reducer(&next, action)
    if next != before {
      state = next
      for follow in derivedStores { follow() }
    }
    log.append((action, state))
    guard let effect else { return }
    guard let runLoop = self.loop else {
      assertionFailure("effect of \(action) started without a loop")
      return
    }
    effect.run(runLoop) { [weak self] action in self?.send(action) }
  }

  /// A store showing `deriveState(state)` and sending `embedAction(local)` here for each local
  /// action: hand it to a part of the UI that needs only that slice.
  public func derived<LocalState: Equatable, LocalAction>(
    deriveState: @escaping (State) -> LocalState,
    embedAction: @escaping (LocalAction) -> Action
  ) -> Store<LocalState, LocalAction> {
    let local = Store<LocalState, LocalAction>(
      initialState: deriveState(state),
      reducer: { [weak self] _, action in
        self?.send(embedAction(action))
        return nil
      })
    derivedStores.append { [weak self, weak local] in
      guard let self, let local else { return }
      local.mirror(deriveState(self.state))
    }
    return local
  }

  private func mirror(_ newState: State) {
    if newState != state { state = newState }
  }
}

/// A side effect: work started on the loop that emits zero or more actions later.
@MainActor
public struct Effect<Action> {
  /// Starts the work on `loop`; `send` delivers each resulting action (on the loop thread).
  public let run: @MainActor (_ loop: any EventLoop, _ send: @escaping (Action) -> Void) -> Void

  public init(run: @escaping @MainActor (_ loop: any EventLoop, _ send: @escaping (Action) -> Void) -> Void) {
    self.run = run
  }
}
