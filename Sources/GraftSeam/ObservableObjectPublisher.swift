import GraftCore

/// Announces that an observable object is about to change; a tracked dependency source.
@MainActor
public final class ObservableObjectPublisher: DependencySource {
  /// The subscribers, in subscription order, each with the number its cancellable removes.
  private var subscribers: [(id: Int, action: () -> Void)] = []
  private var nextSubscriberID = 0

  override public init() {}

  /// Invalidates every view that depends on the object, and calls the subscribers subscribed
  /// at that moment, in subscription order.
  public func send() {
    notifyChange()
    for subscriber in subscribers { subscriber.action() }
  }

  /// Calls `action` before every change, as Combine's `sink`, until the returned cancellable is
  /// cancelled or released (discarding it ends the subscription at once). The cancellable keeps
  /// this publisher alive until then, as a Combine subscription keeps its upstream. Loop thread
  /// only.
  public func sink(_ action: @escaping () -> Void) -> AnyCancellable {
    let id = nextSubscriberID
    nextSubscriberID += 1
    subscribers.append((id, action))
    return AnyCancellable { self.subscribers.removeAll { $0.id == id } }
  }
}
