import Foundation
import Graft
import GraftSamples
import GraftTesting
import Testing

@MainActor
@Suite struct MessagesSampleTests {
  private let contents = ["Welcome on Swift Unwrap", "Smart views own state", "Dumb views render it"]

  @Test func messagesLoadOnAppearFromTheLocalStore() throws {
    let host = TestHost(rootView: MessageScreen())
    #expect(
      host.texts == [
        "2024-05-01 09:30", contents[0], "2024-05-01 09:35", contents[1], "2024-05-01 09:42", contents[2],
      ])
    #expect(host.render().hasPrefix("List [title: \"Messages\"]"))
  }

  @Test func editMarksTheMessageAndSavesItInTheStore() throws {
    let store = MessageStore()
    let host = TestHost(rootView: MessageScreen(store: store))
    try host.tap("2024-05-01 09:35 Smart views own state")
    #expect(host.texts.contains("Smart views own state (edited)"))
    #expect(store.load().map(\.content) == [contents[0], "Smart views own state (edited)", contents[2]])
    try host.tap("2024-05-01 09:35 Smart views own state (edited)")
    #expect(host.texts.filter { $0.hasSuffix("(edited)") } == ["Smart views own state (edited)"])
  }

  @Test func deleteRemovesTheRowAndTheStoredMessage() throws {
    let store = MessageStore()
    let host = TestHost(rootView: MessageScreen(store: store))
    try host.tap("minus.circle.fill")
    #expect(host.texts == ["2024-05-01 09:35", contents[1], "2024-05-01 09:42", contents[2]])
    #expect(store.load().map(\.content) == Array(contents.dropFirst()))
    #expect(host.rendererIsInSync)
  }

  @Test func theMonolithicScreenShowsTheSameAsTheSplitOne() throws {
    let split = TestHost(rootView: MessageScreen())
    let monolithic = TestHost(rootView: MonolithicMessageScreen())
    #expect(split.render() == monolithic.render())
    try split.tap("minus.circle.fill")
    try monolithic.tap("minus.circle.fill")
    #expect(split.render() == monolithic.render())
  }

  @Test func theDumbListOnlyReportsTapsThroughItsClosures() throws {
    var edited: [UUID] = []
    var deleted: [UUID] = []
    let host = TestHost(
      rootView: MessageListView(
        messages: MessageStore.fixture, edit: { edited.append($0.id) }, delete: { deleted.append($0.id) }))
    try host.tap("2024-05-01 09:42 Dumb views render it")
    try host.tap("minus.circle.fill")
    #expect(edited == [MessageStore.fixtureID(3)])
    #expect(deleted == [MessageStore.fixtureID(1)])
    // Dumb: nothing changes on screen until its owner passes new messages.
    #expect(host.texts.count == 6)
  }

  @Test func previewsRenderTheDumbViewInEachStateWithoutAViewModel() throws {
    let previews = PreviewRenderer.render(MessageList_Previews.self)
    #expect(previews.map(\.name) == ["empty", "one message", "fixture"])
    #expect(previews[0].rendering == "List")
    for (preview, count) in zip(previews, [0, 1, 3]) {
      #expect(preview.rendering.components(separatedBy: "Image minus.circle.fill").count - 1 == count)
    }
    // Each preview renders what a mounted list with the same messages shows.
    let fixtureHost = TestHost(
      rootView: MessageListView(messages: MessageStore.fixture, edit: { _ in }, delete: { _ in }))
    #expect(previews[2].rendering == fixtureHost.render())
  }

  @Test func datesFormatDeterministicallyInUTC() {
    let message = Message(
      id: MessageStore.fixtureID(9), content: "", sentAt: Date(timeIntervalSince1970: 951_782_400 + 59))
    #expect(message.sentAtText == "2000-02-29 00:00")
    let epoch = Message(id: MessageStore.fixtureID(9), content: "", sentAt: Date(timeIntervalSince1970: -60))
    #expect(epoch.sentAtText == "1969-12-31 23:59")
  }
}
