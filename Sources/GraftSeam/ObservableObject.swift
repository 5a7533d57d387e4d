import GraftCore

/// An object that announces changes before they happen, as Combine's `ObservableObject` —
/// Graft's own, since there is no Combine on Linux. `@Published` properties send
/// ``objectWillChange`` when set; views holding the object through `@StateObject`,
/// `@ObservedObject` or `@EnvironmentObject` depend on that publisher and re-evaluate when it
/// sends. Loop thread only.
@MainActor
public protocol ObservableObject: AnyObject {
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  /// The object's change publisher, created on first use and kept with the object.
  public var objectWillChange: ObservableObjectPublisher {
    ObservableObjectPublisher.publisher(for: self)
  }
}

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

  private static var publishers:
    [ObjectIdentifier: (object: WeakObject, publisher: ObservableObjectPublisher)] = [:]

  private static var pruneThreshold = 64

  static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    let key = ObjectIdentifier(object)
    if let known = publishers[key], known.object.value === object { return known.publisher }
    if publishers.count >= pruneThreshold {
      publishers = publishers.filter { $0.value.object.value != nil }
      pruneThreshold = max(64, publishers.count * 2)
    }
    let publisher = ObservableObjectPublisher()
    publishers[key] = (WeakObject(value: object), publisher)
    return publisher
  }
}

struct WeakObject {
  weak var value: AnyObject?
}

/// A property of an ``ObservableObject`` that announces its changes, as Combine's `@Published`.
/// Setting it sends the enclosing object's `objectWillChange` (then stores the value); reading
/// it inside a view body is tracked too.
@MainActor
@propertyWrapper
public struct Published<Value> {
  private var value: Value
  private let source = DependencySource()

  public init(wrappedValue: Value) {
    value = wrappedValue
  }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  public static subscript<Object: ObservableObject>(
    _enclosingInstance object: Object,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
  ) -> Value {
    get {
      let storage = object[keyPath: storageKeyPath]
      storage.source.recordRead()
      return storage.value
    }
    set {
      object.objectWillChange.send()
      object[keyPath: storageKeyPath].value = newValue
      object[keyPath: storageKeyPath].source.notifyChange()
    }
  }
}
