import Graft

/// The seed article's dumb view (`001`): renders the messages it is given and reports taps
/// through `edit` and `delete`. No state, no view model — so it can be previewed in any state.
///
/// Each row: a button labelled with the date (footnote) and the content, which calls `edit`,
/// then a spacer and a `minus.circle.fill` button, which calls `delete`.
public struct MessageListView: View {
  let messages: [Message]
  let edit: (Message) -> Void
  let delete: (Message) -> Void

  public init(messages: [Message], edit: @escaping (Message) -> Void, delete: @escaping (Message) -> Void) {
    self.messages = messages
    self.edit = edit
    self.delete = delete
  }

  public var body: some View {
    List {
      ForEach(messages, content: row(message:))
    }
  }

  @ViewBuilder
  func row(message: Message) -> some View {
    HStack {
      Button(action: { edit(message) }) {
        VStack {
          Text(message.sentAtText)
            .font(.footnote)
          Text(message.content)
        }
      }

      Spacer()

      Button(action: { delete(message) }) {
        Image(systemName: "minus.circle.fill")
      }
    }
  }
}
