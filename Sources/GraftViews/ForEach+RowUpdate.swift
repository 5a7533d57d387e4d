import CGraftPrefetch
import GraftSeam

/// Gives a `ForEach`'s rows whose keys are unchanged their new views: child
/// `firstChild + k` of `rows` takes the view `makeContent` makes of `items[indices.lowerBound + k]`.
/// Runs on the loop thread inside the list's update; it must not change `rows`' children other
/// than by updating (or, for a child of another type, replacing) the one at each index.
/// `makeContent` is the `ForEach` value's own content closure, passed in rather than captured:
/// the specialized loop then captures nothing, and making it (once per `ForEach` value, each
/// time the list's `body` runs) allocates no context.
@usableFromInline typealias ForEachRowUpdate<Item, Content> =
  @MainActor (
    _ items: UnsafeBufferPointer<Item>, _ indices: Range<Int>, _ firstChild: Int, _ rows: FragmentElement,
    _ environment: EnvironmentValues, _ makeContent: @escaping (Item) -> Content
  ) -> Void

extension ForEach {
  /// The row loop over the content closure's views. Inlinable, so that an initializer inlined
  /// into the app's module specializes it: each element is passed in place, its view built,
  /// compared with the row's last one and destroyed as their concrete types (unspecialized,
  /// each of those went through a value witness).
  @inlinable static var rowUpdate: ForEachRowUpdate<Data.Element, Content> {
    rowUpdate(inputs: ComparedRowInputs<Content>.self)
  }

  /// ``rowUpdate`` updating each row through `inputs` (an `Equatable` row type's compares
  /// with `==` in the loop).
  @inlinable static func rowUpdate<Inputs: RowInputs>(
    inputs: Inputs.Type
  ) -> ForEachRowUpdate<Data.Element, Content> where Inputs.Row == Content {
    { items, indices, firstChild, rows, environment, makeContent in
      precondition(indices.lowerBound >= 0 && indices.upperBound <= items.count)
      // (Mutable only in type: ``inPlace(_:)``'s function reads the element, never writes it.)
      guard let elements = UnsafeMutablePointer(mutating: items.baseAddress) else { return }  // (no rows)
      let makeContentInPlace = inPlace(makeContent)
      let compositeType = CompositeElement<Content>.self
      let inputs = Inputs()
      let children = rows.childElements
      var childIndex = firstChild
      let childCount = children.count
      for index in indices {
        // The element this loop reads some rows from now, asked of memory already: an unchanged
        // row's update is a few loads of its element (its class pointer, environment, scope,
        // storage and last view: the first 96 bytes), and the elements, allocated among each
        // row's other objects, lie far apart — after the list was built they are rarely in the
        // cache, and each row waited for its own (issue 15, round 35).
        let ahead = childIndex &+ rowsPrefetchedAhead
        if ahead < childCount {
          let address = Unmanaged.passUnretained(children[ahead]).toOpaque()
          graft_prefetch(address)
          graft_prefetch(address + 64)
        }
        let content = makeContentInPlace(&elements[index])
        let child = children[childIndex]
        if type(of: child) == compositeType {
          inputs.update(unsafeDowncast(child, to: compositeType), to: content, environment: environment)
        } else {
          rows.reconcileChild(at: childIndex, to: content, environment: environment)
        }
        childIndex += 1
      }
    }
  }
}

/// How many rows ahead of the one it updates a list's row loop asks for the next element's
/// memory (see `ForEach.rowUpdate(inputs:)`): far enough that the loads arrive before the row
/// is reached (a row's update takes about as long as one trip to memory), near enough that
/// they are still in the first-level cache then.
@inlinable var rowsPrefetchedAhead: Int { 8 }

extension ForEach {
  /// `makeContent` called with the address of its element: the row loop passes each row where
  /// it lies in the rows' buffer (called with `items[index]`, the element was copied out for
  /// the call and destroyed after it: a retain and a release of each reference it holds, per
  /// row per update).
  ///
  /// Sound: `unsafeBitCast` takes and returns both functions at their most general
  /// abstraction, which is how the loop calls the result (no reabstraction thunk between).
  /// Both are thick functions (a context and an entry point) with an indirect result; the
  /// parameter of `makeContent`, a generic `Data.Element`, is passed indirectly and guaranteed
  /// (the address of an initialized element the caller keeps alive and unchanged for the
  /// call), and an `inout` one is passed as an address in the same place. The function only
  /// reads through it, as `makeContent` does. (An `UnsafePointer` parameter would not do: at
  /// that abstraction it is itself passed indirectly, through a thunk.) The loop passes only
  /// addresses of initialized elements of the rows' buffer, which stays alive and unwritten for
  /// the whole update (the `ForEach` value being applied holds it, or its contiguous copy).
  @inlinable static func inPlace(
    _ makeContent: @escaping (Data.Element) -> Content
  ) -> (inout Data.Element) -> Content {
    unsafeBitCast(makeContent, to: ((inout Data.Element) -> Content).self)
  }
}

extension ForEach where Content: Equatable {
  /// Rows keyed by the element's property at `id`, of an `Equatable` row view: each row's
  /// new view is compared with its last by `==` in the specialized row loop.
  @inlinable public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, keyPath: id, content: content)
    rowUpdate = Self.rowUpdate(inputs: EquatableRowInputs<Content>.self)
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: Equatable {
  /// Rows keyed by each element's `id`, of an `Equatable` row view (compared by `==` in the
  /// specialized row loop).
  @inlinable public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(identifiedData: data, content: content)
    rowUpdate = Self.rowUpdate(inputs: EquatableRowInputs<Content>.self)
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: Equatable {
  /// One row per integer in a constant range, of an `Equatable` row view (compared by `==` in
  /// the specialized row loop).
  @inlinable public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(range: data, content: content)
    rowUpdate = Self.rowUpdate(inputs: EquatableRowInputs<Content>.self)
  }
}
