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
  /// The object's change publisher, created on first use and kept with the object (a type
  /// may declare its own instead, as with Combine).
  public var objectWillChange: ObservableObjectPublisher {
    ObservableObjectPublisher.defaultPublisher(for: self)
  }
}
