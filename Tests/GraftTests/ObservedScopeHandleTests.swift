import GraftCore
import GraftSeam
import Observation
import Testing

@Observable
private final class Model {
  var value = 0
}

/// An `@Observable` read's registration, and a nested tracker's part in its parent's, reach
/// the scope they invalidate through the scope's handle: a scope freed while its registration
/// is still installed in a model is skipped when the model changes, as through `weak` (run
/// under ASan: nothing reads the freed scope).
@MainActor
@Suite struct ObservedScopeHandleTests {
  @Test func aRegistrationWhoseScopeWasFreedFiresHarmlessly() {
    let loop = VirtualLoop()
    let model = Model()
    var tracker = ObservationTracker(viewType: Model.self)
    var scope: TrackingScope? = TrackingScope(kind: .update, root: nil, depth: 0, name: "freed") { _ in }
    let read = tracker.evaluate({ model.value }, invalidating: scope!, on: loop)
    #expect(read == 0)
    let handle = scope!.handle
    weak let freed = scope
    scope = nil
    #expect(freed == nil)
    #expect(handle.object == nil)
    model.value = 1
    loop.runUntilQuiescent()
    // The tracker still works for a live scope.
    let live = TrackingScope(kind: .update, root: nil, depth: 0, name: "live") { _ in }
    #expect(tracker.evaluate({ model.value }, invalidating: live, on: loop) == 1)
    model.value = 2
    loop.runUntilQuiescent()
    #expect(live.isDirty)
    tracker.retire()
  }

  @Test func aNestedTrackersFreedScopeIsSkippedWhenItsParentsRegistrationFires() {
    let loop = VirtualLoop()
    let model = Model()
    var outer = ObservationTracker(viewType: TrackingScope.self)
    var inner = ObservationTracker(viewType: Model.self)
    let parent = TrackingScope(kind: .update, root: nil, depth: 0, name: "parent") { _ in }
    var child: TrackingScope? = TrackingScope(kind: .update, root: nil, depth: 1, name: "child") { _ in }
    outer.evaluate(
      { _ = inner.evaluate({ model.value }, invalidating: child!, on: loop) }, invalidating: parent, on: loop)
    let handle = child!.handle
    child = nil
    #expect(handle.object == nil)
    model.value = 1
    loop.runUntilQuiescent()
    #expect(parent.isDirty)
    outer.retire()
    inner.retire()
  }
}
