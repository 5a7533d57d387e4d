/// A subscription that ends when cancelled or released, as Combine's `AnyCancellable`:
/// ``ObservableObjectPublisher/sink(_:)`` returns one. Keep it (for example
/// `.store(in: &cancellables)`) for as long as the subscriber should run; releasing it cancels.
///
/// Contract: `cancel()` runs the cancellation at most once, however often it is called, and
/// the release runs it if nothing did. Loop thread only (the release of the last reference
/// included: it cancels on the main actor).
@MainActor
public final class AnyCancellable: Hashable {
  private var cancellation: (() -> Void)?

  /// A cancellable that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping () -> Void) {
    cancellation = cancel
  }

  isolated deinit {
    cancel()
  }

  /// Ends the subscription now. Later calls do nothing.
  public func cancel() {
    guard let cancellation else { return }
    self.cancellation = nil
    cancellation()
  }

  /// Adds this cancellable to `set`, which then keeps the subscription alive.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Adds this cancellable to `collection`, which then keeps the subscription alive.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  nonisolated public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
