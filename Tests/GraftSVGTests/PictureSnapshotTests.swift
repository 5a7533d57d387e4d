import Foundation
import Graft
import GraftSVG
import GraftSamples
import GraftTesting
import Testing

/// Picture snapshots: the comparison itself, then a few samples' screens against committed
/// references in Snapshots/ (accept a change with GRAFT_RECORD_SNAPSHOTS=1).
@MainActor
@Suite struct PictureSnapshotTests {
  @Test func aMismatchWritesTheNewPictureBesideTheReferenceAndSaysHowToAcceptIt() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "graft-snapshots-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let reference = directory.appendingPathComponent("screen.svg")
    let newPicture = directory.appendingPathComponent("screen.new.svg")

    #expect(
      try SVGSnapshot.compare("<svg>1</svg>", withReferenceAt: reference, recording: false)
        == .recorded(reference: reference))
    #expect(try String(contentsOf: reference, encoding: .utf8) == "<svg>1</svg>")
    #expect(try SVGSnapshot.compare("<svg>1</svg>", withReferenceAt: reference, recording: false) == .matched)

    let outcome = try SVGSnapshot.compare("<svg>2</svg>", withReferenceAt: reference, recording: false)
    #expect(outcome == .mismatched(reference: reference, newPicture: newPicture))
    #expect(try String(contentsOf: newPicture, encoding: .utf8) == "<svg>2</svg>")
    #expect(try String(contentsOf: reference, encoding: .utf8) == "<svg>1</svg>")
    let message = try #require(outcome.failureMessage)
    #expect(message.contains(reference.path) && message.contains(newPicture.path))
    #expect(message.contains("GRAFT_RECORD_SNAPSHOTS=1"))

    // Matching again clears the stale new picture; recording overwrites the reference.
    #expect(try SVGSnapshot.compare("<svg>1</svg>", withReferenceAt: reference, recording: false) == .matched)
    #expect(!FileManager.default.fileExists(atPath: newPicture.path))
    #expect(
      try SVGSnapshot.compare("<svg>3</svg>", withReferenceAt: reference, recording: true)
        == .recorded(reference: reference))
    #expect(try String(contentsOf: reference, encoding: .utf8) == "<svg>3</svg>")
  }

  @Test func theDumbMessageListWithTheFixture() {
    let host = TestHost(
      rootView: MessageListView(messages: MessageStore.fixture, edit: { _ in }, delete: { _ in }), width: 56,
      height: 10)
    host.expectPicture(named: "MessageListView-fixture")
  }

  @Test func theCorrectEmbedAfterThreeClicks() throws {
    let host = TestHost(rootView: CorrectRepresentableExample(), width: 48, height: 8)
    for _ in 0..<3 { try host.tap("Click me") }
    host.expectPicture(named: "CorrectRepresentableExample-3-clicks")
  }

  @Test func graftComposeGraftNestedThreeDeep() throws {
    let host = TestHost(rootView: NestedRuntimesExample(), width: 48, height: 12)
    try host.tap("Innermost +1")
    host.expectPicture(named: "NestedRuntimesExample-1-tap")
  }

  @Test func theSearchWithAnOfflineStoreShowsItsError() throws {
    let host = TestHost(
      rootView: SearchContainerView().environmentObject(ReposStore(fixture: ReposFixture(isOffline: true))),
      width: 56, height: 8)
    host.advance(by: .milliseconds(60))
    host.expectPicture(named: "SearchContainerView-offline")
  }
}
