import Graft

/// Previews of the dumb ``MessageListView`` (`001`) in three states — no view model, no
/// store: the point of splitting smart from dumb.
public struct MessageList_Previews: PreviewProvider {
  public static var previews: [Preview] {
    [
      Preview("empty") {
        MessageListView(messages: [], edit: { _ in }, delete: { _ in })
      },
      Preview("one message") {
        MessageListView(
          messages: [
            .init(
              id: MessageStore.fixtureID(1), content: "Welcome on Swift Unwrap",
              sentAt: MessageStore.fixtureDate(minutes: 0))
          ],
          edit: { _ in },
          delete: { _ in }
        )
      },
      Preview("fixture") {
        MessageListView(messages: MessageStore.fixture, edit: { _ in }, delete: { _ in })
      },
    ]
  }
}
