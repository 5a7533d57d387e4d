import GraftCore
import Testing

/// A source holds its readers without keeping them alive and without a handle: a scope freed
/// without being disposed leaves every source it read in its `deinit`, so a later change finds
/// only live readers (run under ASan, a change reaching a freed scope would read freed memory).
@MainActor
@Suite struct DependencySourceReaderTests {
  /// A loop, a graph on it (a root holds its graph unowned: this keeps it) and a root of
  /// scopes on the graph.
  @MainActor struct Fixture {
    let loop: VirtualLoop
    let graph: UpdateGraph
    let root: ScriptRoot
    init() {
      loop = VirtualLoop()
      graph = UpdateGraph(loop: loop)
      root = ScriptRoot(graph: graph, name: "root")
    }
  }

  @Test func aSoleReaderFreedWithoutDisposingLeavesTheSource() {
    let fixture = Fixture()
    let cell = StateCell(0)
    var reader: TrackingScope? = fixture.root.scope("freed") { _ = cell.value }
    #expect(cell.readerCount == 1)
    weak let freed = reader
    reader = nil
    #expect(freed == nil)
    #expect(cell.readerCount == 0)
    cell.value = 1
    fixture.loop.runUntilQuiescent()
    #expect(fixture.root.log.isEmpty)
    // A new reader subscribes as the sole one again.
    let kept = fixture.root.scope("kept") { _ = cell.value }
    cell.value = 2
    fixture.loop.runUntilQuiescent()
    #expect(fixture.root.log == ["kept"])
    #expect(kept.evaluationCount == 2)
  }

  @Test func readersFreedAmongSeveralLeaveOnlyTheirOwnEntries() {
    let fixture = Fixture()
    let cell = StateCell(0)
    let other = StateCell(0)
    // The first reader is the source's sole one; the others go into its table.
    var first: TrackingScope? = fixture.root.scope("first") { _ = cell.value }
    let second = fixture.root.scope("second") { _ = cell.value }
    var third: TrackingScope? = fixture.root.scope("third") {
      _ = other.value
      _ = cell.value
    }
    let fourth = fixture.root.scope("fourth") { _ = cell.value }
    #expect(cell.readerCount == 4)
    #expect(other.readerCount == 1)
    weak let freedFirst = first
    weak let freedThird = third
    first = nil
    #expect(freedFirst == nil)
    #expect(cell.readerCount == 3)
    third = nil
    #expect(freedThird == nil)
    #expect(cell.readerCount == 2)
    #expect(other.readerCount == 0)
    cell.value = 1
    fixture.loop.runUntilQuiescent()
    #expect(fixture.root.log.sorted() == ["fourth", "second"])
    #expect(second.evaluationCount == 2)
    #expect(fourth.evaluationCount == 2)
    other.value = 1
    fixture.loop.runUntilQuiescent()
    #expect(fixture.root.log.count == 2)
  }

  @Test func aDisposedReaderIsGoneBeforeItIsFreed() {
    let fixture = Fixture()
    let cell = StateCell(0)
    var reader: TrackingScope? = fixture.root.scope("disposed") { _ = cell.value }
    reader?.dispose()
    #expect(cell.readerCount == 0)
    reader = nil
    #expect(cell.readerCount == 0)
    cell.value = 1
    fixture.loop.runUntilQuiescent()
    #expect(fixture.root.log.isEmpty)
  }
}
