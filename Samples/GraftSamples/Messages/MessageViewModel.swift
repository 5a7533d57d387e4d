import Graft

/// The smart part of the seed article's `MessageScreen` (`001`): loads messages from a
/// ``MessageStore`` when asked (on appear), edits and deletes them there.
///
/// Contract: ``messages`` is empty until ``loadMessages()``; ``edit(_:)`` marks the message's
/// content `(edited)` once and saves it; ``delete(_:)`` removes it from the store and the list.
/// Every change publishes (`objectWillChange`) before it happens. Loop thread only.
@MainActor
public final class MessageViewModel: ObservableObject {
  /// The messages shown, oldest first.
  @Published public private(set) var messages: [Message] = []
  /// How many times ``loadMessages()`` ran.
  @Published public private(set) var loadCount = 0
  private let store: MessageStore

  /// A view model over `store` (a fresh fixture store by default).
  public init(store: MessageStore = MessageStore()) {
    self.store = store
  }

  /// Loads the stored messages.
  public func loadMessages() {
    loadCount += 1
    messages = store.load()
  }

  /// Marks `message` as edited, in the store and the list.
  public func edit(_ message: Message) {
    var edited = message
    if !edited.content.hasSuffix(" (edited)") { edited.content += " (edited)" }
    store.save(edited)
    messages = store.load()
  }

  /// Deletes `message`, from the store and the list.
  public func delete(_ message: Message) {
    store.delete(id: message.id)
    messages = store.load()
  }
}
