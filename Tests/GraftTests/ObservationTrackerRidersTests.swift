import GraftCore
import GraftSeam
import Observation
import Testing

@Observable
private final class Counter {
  var value = 0
}

/// A tracker evaluated inside another's tracked evaluation rides on the outer registration (the
/// Observation module merges the inner reads into the outer ones): a change to what the inner
/// evaluation read invalidates both scopes. A rider belongs to that one evaluation only: a later
/// outer evaluation without the inner one does not carry it.
@MainActor
@Suite struct ObservationTrackerRidersTests {
  @Test func aChangeReadByANestedTrackerInvalidatesItAndItsParent() {
    let loop = VirtualLoop()
    let counter = Counter()
    var outer = ObservationTracker(viewType: Int.self)
    var inner = ObservationTracker(viewType: String.self)
    let parent = TrackingScope(kind: .update, root: nil, depth: 0, name: "parent") { _ in }
    let child = TrackingScope(kind: .update, root: nil, depth: 1, name: "child") { _ in }
    let read = outer.evaluate(
      { inner.evaluate({ counter.value }, invalidating: child, on: loop) }, invalidating: parent, on: loop)
    #expect(read == 0)
    #expect(!parent.isDirty && !child.isDirty)
    counter.value = 1
    loop.runUntilQuiescent()
    #expect(parent.isDirty)
    #expect(child.isDirty)
    outer.retire()
    inner.retire()
  }

  @Test func aRiderDoesNotRideOnTheNextOuterEvaluation() {
    let loop = VirtualLoop()
    let first = Counter()
    let second = Counter()
    var outer = ObservationTracker(viewType: Int.self)
    var inner = ObservationTracker(viewType: String.self)
    var later = ObservationTracker(viewType: Double.self)
    let parent = TrackingScope(kind: .update, root: nil, depth: 0, name: "parent") { _ in }
    let child = TrackingScope(kind: .update, root: nil, depth: 1, name: "child") { _ in }
    let laterScope = TrackingScope(kind: .update, root: nil, depth: 0, name: "later") { _ in }
    _ = outer.evaluate(
      { inner.evaluate({ first.value }, invalidating: child, on: loop) }, invalidating: parent, on: loop)
    // Another outer evaluation, with no tracker inside it, reading another model.
    #expect(later.evaluate({ second.value }, invalidating: laterScope, on: loop) == 0)
    second.value = 1
    loop.runUntilQuiescent()
    #expect(laterScope.isDirty)
    #expect(!child.isDirty)
    #expect(!parent.isDirty)
    // The nested evaluation's own registration still covers the first model.
    first.value = 1
    loop.runUntilQuiescent()
    #expect(child.isDirty && parent.isDirty)
    outer.retire()
    inner.retire()
    later.retire()
  }
}
