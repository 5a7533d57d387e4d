import GraftSeam
import Testing

/// `ListChangeLog`'s contract, driven as a list and its readers drive it: the list appends,
/// each reader reads what it has not applied, reports how far it got, and rebuilds when the
/// log collapsed.
@Suite struct ListChangeLogTests {
  private final class Reader {}

  @Test func nothingIsKeptWithoutAReader() {
    var log = ListChangeLog<String>()
    log.append("a", limit: 8)
    log.append("b", limit: 8)
    #expect(log.version == 2)
    #expect(!log.hasChanges)
    // A version from before the changes that were not kept cannot be caught up from.
    #expect(log.changes(after: 0) == nil)
    #expect(log.changes(after: 2).map(Array.init) == [])
  }

  @Test func aReaderGetsWhatItHasNotAppliedInOrder() {
    var log = ListChangeLog<String>()
    let reader = Reader()
    let start = log.attach(ObjectIdentifier(reader))
    log.append("insert", limit: 8)
    log.append("swap", limit: 8)
    #expect(log.changes(after: start).map(Array.init) == ["insert", "swap"])
    log.caughtUp(ObjectIdentifier(reader), to: start + 1)
    #expect(log.changes(after: start + 1).map(Array.init) == ["swap"])
    log.caughtUp(ObjectIdentifier(reader), to: log.version)
    #expect(!log.hasChanges)
    // A version beyond the log's is not one it handed out.
    #expect(log.changes(after: log.version + 1) == nil)
  }

  @Test func changesAreKeptForTheReaderFurthestBehind() {
    var log = ListChangeLog<Int>()
    let ahead = Reader()
    let behind = Reader()
    log.attach(ObjectIdentifier(ahead))
    let behindVersion = log.attach(ObjectIdentifier(behind))
    log.append(1, limit: 8)
    log.append(2, limit: 8)
    log.caughtUp(ObjectIdentifier(ahead), to: log.version)
    #expect(log.changes(after: behindVersion).map(Array.init) == [1, 2])
    #expect(log.firstKept { $0 > 1 ? $0 : nil } == 2)
    // Once the reader behind is gone, nobody needs them.
    log.detach(ObjectIdentifier(behind))
    #expect(!log.hasChanges)
    #expect(log.firstKept { $0 } == nil)
  }

  @Test func aReaderTooFarBehindRebuildsAndThenFollowsAgain() {
    var log = ListChangeLog<Int>()
    let reader = Reader()
    let start = log.attach(ObjectIdentifier(reader))
    for change in 0..<3 { log.append(change, limit: 2) }
    // The third change found two kept: all were dropped.
    #expect(log.changes(after: start) == nil)
    #expect(!log.hasChanges)
    #expect(log.version == 3)
    // It rebuilt from the list and reports it has everything; new changes are kept again.
    log.caughtUp(ObjectIdentifier(reader), to: log.version)
    log.append(7, limit: 2)
    #expect(log.changes(after: 3).map(Array.init) == [7])
  }

  @Test func reattachingMovesTheReaderToNow() {
    var log = ListChangeLog<Int>()
    let reader = Reader()
    log.attach(ObjectIdentifier(reader))
    log.append(1, limit: 8)
    #expect(log.attach(ObjectIdentifier(reader)) == 1)
    #expect(!log.hasChanges)
    #expect(log.hasReaders)
    log.detach(ObjectIdentifier(reader))
    #expect(!log.hasReaders)
  }
}
