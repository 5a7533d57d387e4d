import CAllocationCounter
import Graft

/// What one kind of element occupies in a root: how many there are and the heap bytes their
/// objects (and a fragment's children array) take, as the allocator reports them.
public struct ElementFootprint: Sendable, Equatable {
  /// The element's class, with its view type (`NodeElement<Text>`).
  public var typeName: String
  public var count = 0
  /// The usable size of each object's heap block (`malloc_usable_size`), summed: what the
  /// allocator handed out, so a field that pushes an object into the next size class shows.
  public var objectBytes = 0
  /// Fragments only: the usable size of their children arrays' heap blocks, summed.
  public var childArrayBytes = 0

  /// The footprint of `root`'s elements by type, largest first.
  @MainActor
  public static func of(_ root: ViewRootCore) -> [ElementFootprint] {
    var byType: [ObjectIdentifier: ElementFootprint] = [:]
    root.visitElements { element in
      let key = ObjectIdentifier(type(of: element))
      var entry = byType[key] ?? ElementFootprint(typeName: "\(type(of: element))")
      entry.count += 1
      entry.objectBytes += graft_allocation_size(Unmanaged.passUnretained(element).toOpaque())
      if let fragment = element as? FragmentElement {
        // An array's elements follow the 32-byte header of its storage object.
        entry.childArrayBytes += fragment.childElements.withUnsafeBufferPointer { buffer in
          guard let start = buffer.baseAddress, buffer.count > 0 else { return 0 }
          return graft_allocation_size(UnsafeRawPointer(start) - 32)
        }
      }
      byType[key] = entry
    }
    return byType.values.sorted { $0.objectBytes + $0.childArrayBytes > $1.objectBytes + $1.childArrayBytes }
  }
}
