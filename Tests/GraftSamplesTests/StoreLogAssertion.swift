import GraftSamples
import Testing

/// `TestStore`-style exhaustive checking of a ``Store``'s log: every action the store
/// received must be asserted, in order, with the exact state change it made.
@MainActor
struct StoreLogAssertion<State: Equatable, Action: Equatable> {
  let store: Store<State, Action>
  private(set) var expectedState: State
  private var checked = 0

  init(_ store: Store<State, Action>, initialState: State) {
    self.store = store
    expectedState = initialState
  }

  /// The next logged action is `action`, and after it the state is the previous one changed
  /// by `update`.
  mutating func receive(
    _ action: Action, _ update: (inout State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard checked < store.log.count else {
      Issue.record("expected \(action), but the store received nothing more", sourceLocation: sourceLocation)
      return
    }
    let entry = store.log[checked]
    checked += 1
    #expect(entry.action == action, sourceLocation: sourceLocation)
    update(&expectedState)
    #expect(entry.state == expectedState, sourceLocation: sourceLocation)
  }

  /// Every logged action was asserted.
  func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    let rest = store.log.dropFirst(checked).map(\.action)
    #expect(rest.isEmpty, "unasserted actions: \(rest)", sourceLocation: sourceLocation)
  }
}
