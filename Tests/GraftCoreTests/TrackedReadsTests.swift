import GraftCore
import Testing

/// A scope's reads (`TrackedReads`: two stored inline, an array from the third) and a collection
/// handing them to the scope its owner makes (`TrackingScope.collectingReads(adoptingInto:_:)`):
/// whatever the number of sources, a scope follows exactly what its last run read.
@MainActor
@Suite struct TrackedReadsTests {
  /// Five cells, a scope that reads the first `count` of them, and how often it was invalidated.
  @MainActor private final class Reader {
    let cells = (0..<5).map { StateCell($0) }
    private(set) var invalidations = 0
    var count = 0
    lazy var scope = TrackingScope(kind: .effect, root: nil, depth: 0, name: "reader") { _ in }

    /// Runs the scope's evaluation, reading the first `count` cells in order.
    func evaluate() {
      scope.evaluate { for cell in cells.prefix(count) { _ = cell.value } }
    }

    /// Whether writing cell `index` dirties the scope (cleaned again afterwards).
    func follows(_ index: Int) -> Bool {
      cells[index].value += 10
      let followed = scope.isDirty
      if followed {
        invalidations += 1
        scope.markClean()
      }
      return followed
    }
  }

  @Test(arguments: [0, 1, 2, 3, 5])
  func aScopeFollowsExactlyTheSourcesItRead(count: Int) {
    let reader = Reader()
    reader.count = count
    reader.evaluate()
    for index in 0..<5 {
      #expect(reader.follows(index) == (index < count), "cell \(index) after reading \(count)")
    }
  }

  @Test func aShorterReEvaluationDropsTheSourcesNoLongerRead() {
    let reader = Reader()
    reader.count = 5
    reader.evaluate()
    reader.count = 1
    reader.evaluate()
    #expect(reader.follows(0))
    for index in 1..<5 { #expect(!reader.follows(index), "cell \(index) is no longer read") }

    // And a longer one follows them again, the third and later past the two stored inline.
    reader.count = 4
    reader.evaluate()
    for index in 0..<5 { #expect(reader.follows(index) == (index < 4), "cell \(index)") }
  }

  @Test func aCollectionMakesTheScopeOnlyWhenSomethingWasRead() {
    let cells = (0..<3).map { StateCell($0) }
    var made: [TrackingScope] = []
    func makeScope() -> TrackingScope {
      let scope = TrackingScope(kind: .effect, root: nil, depth: 0, name: "made") { _ in }
      made.append(scope)
      return scope
    }

    let nothing = TrackingScope.collectingReads(adoptingInto: makeScope()) { 7 }
    #expect(nothing == 7)
    #expect(made.isEmpty)

    let sum = TrackingScope.collectingReads(adoptingInto: makeScope()) { cells.reduce(0) { $0 + $1.value } }
    #expect(sum == 3)
    #expect(made.count == 1)
    let scope = made[0]
    #expect(scope.evaluationCount == 1)
    for cell in cells {
      cell.value += 1
      #expect(scope.isDirty, "an adopted read invalidates the scope")
      scope.markClean()
    }
  }

  @Test func aCollectionThatThrowsAdoptsNothing() {
    struct Failure: Error {}
    let cell = StateCell(0)
    var made: [TrackingScope] = []
    func makeScope() -> TrackingScope {
      let scope = TrackingScope(kind: .effect, root: nil, depth: 0, name: "made") { _ in }
      made.append(scope)
      return scope
    }
    #expect(throws: Failure.self) {
      try TrackingScope.collectingReads(adoptingInto: makeScope()) {
        _ = cell.value
        throw Failure()
      }
    }
    #expect(made.isEmpty)
    // The collector was left empty: the next collection's scope follows only its own read.
    let other = StateCell(1)
    _ = TrackingScope.collectingReads(adoptingInto: makeScope()) { other.value }
    #expect(made.count == 1)
    cell.value = 5
    #expect(made.first?.isDirty == false, "the thrown collection's read was dropped")
    other.value = 2
    #expect(made.first?.isDirty == true)
  }

  @Test func nestedCollectionsEachAdoptOnlyTheirOwnReads() {
    let (outerFirst, inner, outerLast, later) = (StateCell(0), StateCell(0), StateCell(0), StateCell(0))
    var made: [String: TrackingScope] = [:]
    func makeScope(_ name: String, kind: TrackingScope.Kind = .effect) -> TrackingScope {
      let scope = TrackingScope(kind: kind, root: nil, depth: 0, name: name) { _ in }
      made[name] = scope
      return scope
    }

    // An effect collection inside a body collection inside an effect collection: each level
    // reads its own cell, the outer one before and after the inner ones ran.
    _ = TrackingScope.collectingReads(adoptingInto: makeScope("outer")) {
      _ = outerFirst.value
      _ = TrackingScope.collectingBodyReads(
        root: nil, namedAfter: Int.self, adoptingInto: makeScope("body", kind: .body)
      ) {
        #expect(TrackingScope.current?.kind == .body, "the body collection is current inside it")
        return TrackingScope.collectingReads(adoptingInto: makeScope("inner")) { inner.value }
      }
      #expect(TrackingScope.current?.kind == .effect, "the outer collection is current again")
      return outerLast.value
    }
    #expect(TrackingScope.current == nil)
    #expect(made["body"] == nil, "the body collection read nothing itself")
    let (outer, innerScope) = (made["outer"], made["inner"])
    outerFirst.value = 1
    #expect(outer?.isDirty == true, "a read before the inner collections is the outer's")
    #expect(innerScope?.isDirty == false, "the outer read is not the inner collection's")
    outer?.markClean()
    inner.value = 1
    #expect(innerScope?.isDirty == true)
    #expect(outer?.isDirty == false, "the inner read is not the outer collection's")
    outerLast.value = 1
    #expect(outer?.isDirty == true, "a read after the inner collections is the outer's")

    // The levels are free again: the next outermost collection follows only its own read.
    _ = TrackingScope.collectingReads(adoptingInto: makeScope("later")) { later.value }
    outerLast.value = 2
    #expect(made["later"]?.isDirty == false)
    later.value = 1
    #expect(made["later"]?.isDirty == true)
  }
}
