import Foundation

/// The small local store `MessageViewModel` loads from: an in-memory table of messages with
/// fixed ids and dates, so every run (and every test) sees the same list.
///
/// Contract: ``load()`` returns the stored messages, oldest first; ``save(_:)`` replaces one
/// by id (nothing if absent); ``delete(id:)`` removes it. Synchronous; loop thread only.
@MainActor
public final class MessageStore {
  private var messages: [Message]

  /// A store holding `messages`.
  public init(messages: [Message] = MessageStore.fixture) {
    self.messages = messages
  }

  /// The stored messages, oldest first.
  public func load() -> [Message] {
    messages.sorted { $0.sentAt < $1.sentAt }
  }

  /// Replaces the stored message with `message`'s id.
  public func save(_ message: Message) {
    guard let index = messages.firstIndex(where: { $0.id == message.id }) else { return }
    messages[index] = message
  }

  /// Removes the message with `id`.
  public func delete(id: UUID) {
    messages.removeAll { $0.id == id }
  }

  /// Three messages, 1 May 2024 from 09:30 UTC, with ids `…0001` to `…0003`.
  public static let fixture: [Message] = [
    Message(id: fixtureID(1), content: "Welcome on Swift Unwrap", sentAt: fixtureDate(minutes: 0)),
    Message(id: fixtureID(2), content: "Smart views own state", sentAt: fixtureDate(minutes: 5)),
    Message(id: fixtureID(3), content: "Dumb views render it", sentAt: fixtureDate(minutes: 12)),
  ]

  /// The deterministic id number `n`: `00000000-0000-0000-0000-00000000000n`.
  public static func fixtureID(_ n: Int) -> UUID {
    guard let id = UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", n)) else {
      preconditionFailure("fixture id \(n) does not fit in 12 digits")
    }
    return id
  }

  /// 1 May 2024 09:30 UTC plus `minutes`.
  public static func fixtureDate(minutes: Int) -> Date {
    Date(timeIntervalSince1970: 1_714_555_800 + Double(minutes * 60))
  }
}
