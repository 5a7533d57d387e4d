import GraftSeam

/// Gives a `ForEach`'s rows whose keys are unchanged their new views: child
/// `firstChild + k` of `rows` takes the view made of `items[indices.lowerBound + k]`. Runs on
/// the loop thread inside the list's update; it must not change `rows`' children other than
/// by updating (or, for a child of another type, replacing) the one at each index.
@usableFromInline typealias ForEachRowUpdate<Item> =
  @MainActor (
    _ items: UnsafeBufferPointer<Item>, _ indices: Range<Int>, _ firstChild: Int, _ rows: FragmentElement,
    _ environment: EnvironmentValues
  ) -> Void

extension ForEach {
  /// The row loop over `makeContent`'s views. Inlinable, so that an initializer inlined into
  /// the app's module specializes it: each element is copied out, its view built, compared
  /// with the row's last one and destroyed as their concrete types (unspecialized, each of
  /// those went through a value witness).
  @inlinable static func rowUpdate(
    _ makeContent: @escaping (Data.Element) -> Content
  ) -> ForEachRowUpdate<Data.Element> {
    rowUpdate(makeContent, inputs: ComparedRowInputs<Content>.self)
  }

  /// ``rowUpdate(_:)`` updating each row through `inputs` (an `Equatable` row type's compares
  /// with `==` in the loop).
  @inlinable static func rowUpdate<Inputs: RowInputs>(
    _ makeContent: @escaping (Data.Element) -> Content, inputs: Inputs.Type
  ) -> ForEachRowUpdate<Data.Element> where Inputs.Row == Content {
    { items, indices, firstChild, rows, environment in
      let compositeType = CompositeElement<Content>.self
      let inputs = Inputs()
      let children = rows.childElements
      var childIndex = firstChild
      for index in indices {
        let content = makeContent(items[index])
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

extension ForEach where Content: Equatable {
  /// Rows keyed by the element's property at `id`, of an `Equatable` row view: each row's
  /// new view is compared with its last by `==` in the specialized row loop.
  @inlinable public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, keyPath: id, content: content)
    rowUpdate = Self.rowUpdate(content, inputs: EquatableRowInputs<Content>.self)
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: Equatable {
  /// Rows keyed by each element's `id`, of an `Equatable` row view (compared by `==` in the
  /// specialized row loop).
  @inlinable public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(identifiedData: data, content: content)
    rowUpdate = Self.rowUpdate(content, inputs: EquatableRowInputs<Content>.self)
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: Equatable {
  /// One row per integer in a constant range, of an `Equatable` row view (compared by `==` in
  /// the specialized row loop).
  @inlinable public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(range: data, content: content)
    rowUpdate = Self.rowUpdate(content, inputs: EquatableRowInputs<Content>.self)
  }
}
