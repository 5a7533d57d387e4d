import Graft

/// The seed article's smart view (`001`, after the refactor): owns a ``MessageViewModel``,
/// loads on appear, and hands data and closures to the dumb ``MessageListView``.
public struct MessageScreen: View {
  @StateObject var viewModel: MessageViewModel

  /// A screen over `store` (a fresh fixture store by default).
  public init(store: MessageStore = MessageStore()) {
    _viewModel = StateObject(wrappedValue: MessageViewModel(store: store))
  }

  public var body: some View {
    MessageListView(
      messages: viewModel.messages,
      edit: viewModel.edit,
      delete: viewModel.delete
    )
    .onAppear(perform: viewModel.loadMessages)
    .navigationTitle("Messages")
  }
}
