import GraftCore

/// An ``ObservableObject`` owned by a view's position, as SwiftUI's `@StateObject`: created
/// once from the autoclosure when the view first mounts, kept across re-renders, released when
/// the view leaves the tree. The view depends on the object's `objectWillChange`.
@MainActor
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private let make: () -> ObjectType
  private let location = ObjectLocation<ObjectType>()

  public init(wrappedValue: @autoclosure @escaping () -> ObjectType) {
    make = wrappedValue
  }

  public var wrappedValue: ObjectType {
    guard let object = location.object else {
      fatalError("@StateObject \(ObjectType.self) read before its view was mounted")
    }
    object.objectWillChange.recordRead()
    return object
  }

  /// Bindings to the object's properties (`$model.field`).
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }

  public func _link(_ link: DynamicPropertyLink) {
    location.object = link.persistentObject(make)
  }
}

extension StateObject: InputComparable {
  public func compareInput(to other: Any) -> InputComparison { .same }
}

/// An ``ObservableObject`` passed in from outside, as SwiftUI's `@ObservedObject`. The view
/// depends on the object's `objectWillChange`; a different object is a changed input.
@MainActor
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  public let wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  public func _link(_ link: DynamicPropertyLink) {
    wrappedValue.objectWillChange.recordRead()
  }

  /// Makes bindings to an observed object's properties: `$model.title`.
  @MainActor
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      Binding(location: ObjectPropertyBindingLocation(object: object, keyPath: keyPath))
    }
  }
}

extension ObservedObject: InputComparable {
  public func compareInput(to other: Any) -> InputComparison {
    guard let other = other as? ObservedObject<ObjectType> else { return .changed }
    return other.wrappedValue === wrappedValue ? .same : .changed
  }
}

/// An ``ObservableObject`` placed above with `.environmentObject(_:)`, as SwiftUI's
/// `@EnvironmentObject`. Reading it when none was placed stops with a message naming the type.
@MainActor
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  private let location = ObjectLocation<ObjectType>()

  public init() {}

  public var wrappedValue: ObjectType {
    guard let object = location.object else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. Place one above this view with "
          + ".environmentObject(_:).")
    }
    object.objectWillChange.recordRead()
    return object
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }

  public func _link(_ link: DynamicPropertyLink) {
    location.object = link.environment.object(ObjectType.self)
  }
}

extension EnvironmentObject: InputComparable {
  public func compareInput(to other: Any) -> InputComparison { .same }
}

/// Where a `StateObject`/`EnvironmentObject` value finds its object once linked.
@MainActor
final class ObjectLocation<ObjectType: AnyObject> {
  var object: ObjectType?
}
