import Graft
import GraftTesting
import Testing

/// A model whose views hold it as a plain `let`: Graft tracks each `@Published` read itself.
@MainActor
private final class Track: ObservableObject {
  @Published var title = "intro"
  @Published var plays = 0
}

/// A model that declares its own publisher, as a Combine type may.
@MainActor
private final class OwnPublisherTrack: ObservableObject {
  let objectWillChange = ObservableObjectPublisher()
  @Published var title = "intro"
}

private struct TitleLabel: View {
  let track: Track
  var body: some View { Text("title \(track.title)") }
}

private struct PlaysLabel: View {
  let track: Track
  var body: some View { Text("plays \(track.plays)") }
}

private struct SecondTitleLabel: View {
  let track: Track
  var body: some View { Text("again \(track.title)") }
}

/// Depends on the whole object (its `objectWillChange`), reading no property in its body.
private struct WholeTrackWatcher: View {
  @ObservedObject var track: Track
  var body: some View { Text("watching") }
}

private struct TrackScreen: View {
  let track: Track
  let showsSecondTitle: Bool
  let showsWatcher: Bool
  var body: some View {
    VStack {
      TitleLabel(track: track)
      PlaysLabel(track: track)
      if showsSecondTitle { SecondTitleLabel(track: track) }
      if showsWatcher { WholeTrackWatcher(track: track) }
    }
  }
}

/// `@Published` reads are tracked per property, whoever reads them and however many read them;
/// `objectWillChange` reaches every subscriber, whether the object's publisher is its type's
/// own or the default one made when something first asked for it.
@MainActor
@Suite struct PublishedTrackingTests {
  @Test func aWriteReRendersOnlyTheViewsThatReadThatProperty() throws {
    let track = Track()
    let host = TestHost(rootView: TrackScreen(track: track, showsSecondTitle: false, showsWatcher: false))
    #expect(host.texts == ["title intro", "plays 0"])
    track.plays = 1
    try host.settle()
    #expect(host.texts == ["title intro", "plays 1"])
    #expect(host.bodyEvaluationCounts["PlaysLabel"] == 2)
    #expect(host.bodyEvaluationCounts["TitleLabel"] == 1)
    track.title = "outro"
    try host.settle()
    #expect(host.texts == ["title outro", "plays 1"])
    #expect(host.bodyEvaluationCounts["TitleLabel"] == 2)
    #expect(host.bodyEvaluationCounts["PlaysLabel"] == 2)
  }

  @Test func everyReaderOfOnePropertyUpdatesAndOneLeavingKeepsTheOthers() throws {
    let track = Track()
    let host = TestHost(rootView: TrackScreen(track: track, showsSecondTitle: true, showsWatcher: false))
    track.title = "two readers"
    try host.settle()
    #expect(host.texts == ["title two readers", "plays 0", "again two readers"])
    host.rootView = TrackScreen(track: track, showsSecondTitle: false, showsWatcher: false)
    try host.settle()
    track.title = "one reader"
    try host.settle()
    #expect(host.texts == ["title one reader", "plays 0"])
    host.rootView = TrackScreen(track: track, showsSecondTitle: true, showsWatcher: false)
    try host.settle()
    track.title = "two again"
    try host.settle()
    #expect(host.texts == ["title two again", "plays 0", "again two again"])
    #expect(host.bodyEvaluationCounts["TitleLabel"] == 4)
  }

  @Test func anObservedObjectReRendersOnAnyPublishedWriteEvenAfterUnobservedWrites() throws {
    let track = Track()
    // Written before anything observes the object as a whole: no publisher exists yet.
    track.plays = 5
    track.title = "early"
    let host = TestHost(rootView: TrackScreen(track: track, showsSecondTitle: false, showsWatcher: true))
    #expect(host.texts == ["title early", "plays 5", "watching"])
    let watcherRenders = host.bodyEvaluationCounts["WholeTrackWatcher"]
    track.plays = 6
    try host.settle()
    #expect(host.texts == ["title early", "plays 6", "watching"])
    #expect(host.bodyEvaluationCounts["WholeTrackWatcher"] == (watcherRenders ?? 0) + 1)
  }

  @Test func sinksHearWritesMadeAfterTheySubscribe() {
    let track = Track()
    track.title = "unheard"
    var heard: [String] = []
    let subscription = track.objectWillChange.sink { heard.append("will change") }
    track.title = "heard"
    track.plays = 1
    #expect(heard == ["will change", "will change"])
    subscription.cancel()
    track.plays = 2
    #expect(heard.count == 2)
    // Another object of the same type has a publisher of its own.
    let other = Track()
    var otherHeard = 0
    let otherSubscription = other.objectWillChange.sink { otherHeard += 1 }
    other.title = "other"
    track.title = "not other"
    #expect(otherHeard == 1)
    otherSubscription.cancel()
  }

  @Test func aTypesOwnPublisherIsSentOnEveryWrite() {
    // A default-publisher type written first, so the type-level bookkeeping is not empty.
    Track().title = "first"
    let track = OwnPublisherTrack()
    var heard = 0
    let subscription = track.objectWillChange.sink { heard += 1 }
    track.title = "one"
    track.title = "two"
    #expect(heard == 2)
    #expect(track.title == "two")
    subscription.cancel()
  }
}

/// A type only ``PublishedFirstWriteTests`` writes, so its first write is the first in the
/// process.
@MainActor
private final class FirstWrittenTrack: ObservableObject {
  @Published var title = "new"
}

/// The first `@Published` write to a type teaches Graft that the type uses the default
/// publisher without making one for the written object; later subscribers still hear writes.
@MainActor
@Suite struct PublishedFirstWriteTests {
  @Test func subscribersOfTheFirstWrittenObjectHearItsLaterWrites() {
    let first = FirstWrittenTrack()
    first.title = "teaches the type"
    var heard = 0
    let subscription = first.objectWillChange.sink { heard += 1 }
    first.title = "heard"
    #expect(heard == 1)
    // The registered publisher, the same on every read (not one a probe made).
    #expect(first.objectWillChange === first.objectWillChange)
    subscription.cancel()
  }
}
