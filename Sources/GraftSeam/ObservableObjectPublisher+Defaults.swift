import GraftCore

/// The default publishers: ``ObservableObject/objectWillChange`` for objects whose type does
/// not declare its own, kept here by object (a type cannot gain a stored property from a
/// protocol extension), and the sending that `@Published` setters do.
///
/// Glossary:
/// - *default publisher*: the one ``defaultPublisher(for:)`` makes for an object the first time
///   anything asks for its `objectWillChange` (a view holding it with `@ObservedObject`, a
///   `sink`), then returns for as long as the object lives.
/// - *default type*: a type whose `objectWillChange` is the protocol extension's, learned the
///   first time ``defaultPublisher(for:)`` runs for one of its objects (a type that declares its
///   own never reaches it).
///
/// Why a `@Published` setter does not simply read `objectWillChange`: for an object of a
/// default type, reading it makes a publisher (and a weak reference to the object, which gives
/// it a refcount side table: every later retain and release of the object takes the slow
/// path) even when nothing observes the object — the usual case for a row model, whose
/// properties views read one by one. ``sendWillChange(of:)`` sends the publisher only if one
/// exists: nothing can be subscribed to a publisher that was never made.
///
/// Loop thread only; every access to the tables is instantaneous (unchecked exclusivity).
extension ObservableObjectPublisher {
  /// An object's default publisher, weakly keyed by the object.
  private final class Entry {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher

    init(object: AnyObject, publisher: ObservableObjectPublisher) {
      self.object = object
      self.publisher = publisher
    }
  }

  @exclusivity(unchecked) private static var publishers: [ObjectIdentifier: Entry] = [:]
  /// The count at which dead entries are pruned next (doubles with the live count).
  @exclusivity(unchecked) private static var pruneThreshold = 64
  /// The default types seen so far, and the last one asked about (most writes repeat it).
  @exclusivity(unchecked) private static var defaultTypes: Set<ObjectIdentifier> = []
  @exclusivity(unchecked) private static var lastDefaultType: ObjectIdentifier?
  /// Set while ``sendWillChange(of:)`` reads the `objectWillChange` of an object whose type is
  /// not known yet (a probe): a default type's read then only teaches ``defaultTypes`` and
  /// returns a new publisher that nothing keeps, where it registered one for the object with a
  /// weak reference — a side table, every later retain and release of that first object on
  /// the slow path (~25 instructions each, ~200 a select in graft-bench's headline app).
  /// Once per default type: after it the type is known and its writes do not probe.
  @exclusivity(unchecked) private static var probing = false

  /// `object`'s default publisher, made on first use (see the glossary above).
  static func defaultPublisher(for object: AnyObject) -> ObservableObjectPublisher {
    if let existing = existingDefaultPublisher(for: object) { return existing }
    defaultTypes.insert(ObjectIdentifier(type(of: object)))
    // Nothing can be subscribed to a publisher never made: sending a new one reaches no one.
    if probing { return ObservableObjectPublisher() }
    if publishers.count >= pruneThreshold {
      publishers = publishers.filter { $0.value.object != nil }
      pruneThreshold = max(64, publishers.count * 2)
    }
    let publisher = ObservableObjectPublisher()
    publishers[ObjectIdentifier(object)] = Entry(object: object, publisher: publisher)
    return publisher
  }

  /// Sends `object`'s `objectWillChange`, as a `@Published` setter must before it stores: the
  /// type's own publisher, or the default publisher if one was made (none made, none sent).
  @usableFromInline static func sendWillChange<Object: ObservableObject>(of object: Object) {
    let type = ObjectIdentifier(Swift.type(of: object))
    if type == lastDefaultType || defaultTypes.contains(type) {
      lastDefaultType = type
      existingDefaultPublisher(for: object)?.send()
    } else {
      // Not known to be a default type: its own publisher, or (a probe) the default one if the
      // object has one — teaching `defaultTypes` either way without making one.
      probing = true
      let publisher = object.objectWillChange
      probing = false
      publisher.send()
    }
  }

  private static func existingDefaultPublisher(for object: AnyObject) -> ObservableObjectPublisher? {
    guard !publishers.isEmpty, let entry = publishers[ObjectIdentifier(object)], entry.object === object
    else { return nil }
    return entry.publisher
  }
}
