import GraftCore

/// One view per element of a collection, each keyed by an id, as SwiftUI's `ForEach`.
///
/// Keys are identity: a row keeps its state when the collection is reordered, loses it when
/// its id leaves the collection. Reordering moves nodes (never rebuilds them). Duplicate ids
/// produce a `duplicateID` diagnostic naming the id, once while the duplicate lasts (again if
/// it comes back after being resolved); the first occurrence wins.
@MainActor
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
  public let data: Data
  let id: (Data.Element) -> ID
  /// Where the id is stored in an element, when it is a stored property found by
  /// `MemoryLayout.offset(of:)` (or the element itself): the diff then reads keys in place,
  /// without copying each element out to call ``id``.
  /// (`nil` unless an initializer finds it: no initializer need set it.)
  var idOffset: Int? = nil
  public let content: (Data.Element) -> Content
  /// Gives rows whose keys are unchanged their new views, compiled where this value was made:
  /// an initializer's inlined body makes it, so the app's module specializes the per-row loop
  /// for its element and content types (unspecialized, each row's copy, call and comparison
  /// went through value witnesses). `nil` from a caller that did not inline an initializer;
  /// the element then makes the same loop unspecialized. Called with ``content`` (it captures
  /// nothing, so making it allocates nothing).
  @usableFromInline var rowUpdate: ForEachRowUpdate<Data.Element, Content>? = nil

  /// Rows keyed by the element's property at `id`.
  @inlinable public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, keyPath: id, content: content)
    rowUpdate = Self.rowUpdate
  }

  /// ``init(_:id:content:)`` without the specialized ``rowUpdate``.
  @usableFromInline init(
    _ data: Data, keyPath id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    // A stored property (`\.id` of a struct) is read at its offset: a key-path projection
    // per row per update cost more than comparing the row.
    idOffset = MemoryLayout<Data.Element>.offset(of: id)
    if let offset = idOffset {
      self.id = Self.storedID(at: offset)
    } else {
      self.id = { $0[keyPath: id] }
    }
    self.content = content
  }

  /// Reads the id stored at `offset` bytes into an element (where `MemoryLayout.offset(of:)`
  /// found the id's key path). Nonisolated, so that the closure does not check the executor
  /// on every call (it runs once or twice per row per update).
  nonisolated static func storedID(at offset: Int) -> (Data.Element) -> ID {
    { element in
      withUnsafePointer(to: element) { UnsafeRawPointer($0).load(fromByteOffset: offset, as: ID.self) }
    }
  }

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    ForEachElement(view: view, context: context)
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Rows keyed by each element's `id`.
  @inlinable public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(identifiedData: data, content: content)
    rowUpdate = Self.rowUpdate
  }

  /// ``init(_:content:)`` without the specialized ``rowUpdate``.
  @usableFromInline init(identifiedData data: Data, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = { $0.id }
    self.content = content
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// One row per integer in a constant range, keyed by the integer.
  @inlinable public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(range: data, content: content)
    rowUpdate = Self.rowUpdate
  }

  /// ``init(_:content:)`` without the specialized ``rowUpdate``.
  @usableFromInline init(range data: Range<Int>, content: @escaping (Int) -> Content) {
    self.data = data
    self.id = { $0 }
    idOffset = 0
    self.content = content
  }
}

/// Marks composite elements so diagnostics can name the user view that contains a problem.
@MainActor
protocol CompositeElementMarker {}

extension CompositeElement: CompositeElementMarker {}
