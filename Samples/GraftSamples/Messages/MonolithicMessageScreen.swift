import Graft

/// The seed article's first `MessageScreen` (`001`, before the refactor): layout and data
/// handling in one view. It works — it shows the same as ``MessageScreen`` — but its list can
/// only be shown by loading a view model, so it cannot be previewed in other states.
public struct MonolithicMessageScreen: View {
  @StateObject var viewModel: MessageViewModel

  /// A screen over `store` (a fresh fixture store by default).
  public init(store: MessageStore = MessageStore()) {
    _viewModel = StateObject(wrappedValue: MessageViewModel(store: store))
  }

  public var body: some View {
    List {
      ForEach(viewModel.messages) { message in
        HStack {
          Button(action: { viewModel.edit(message) }) {
            VStack {
              Text(message.sentAtText)
                .font(.footnote)
              Text(message.content)
            }
          }

          Spacer()

          Button(action: { viewModel.delete(message) }) {
            Image(systemName: "minus.circle.fill")
          }
        }
      }
    }
    .onAppear(perform: viewModel.loadMessages)
    .navigationTitle("Messages")
  }
}
