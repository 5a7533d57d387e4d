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
    { items, indices, firstChild, rows, environment in
      let compositeType = CompositeElement<Content>.self
      let comparer = ViewInputs.comparer(for: Content.self)
      let children = rows.childElements
      var childIndex = firstChild
      for index in indices {
        let content = makeContent(items[index])
        let child = children[childIndex]
        if type(of: child) == compositeType {
          unsafeDowncast(child, to: compositeType).update(
            typed: content, environment: environment, comparer: comparer)
        } else {
          rows.reconcileChild(at: childIndex, to: content, environment: environment)
        }
        childIndex += 1
      }
    }
  }
}
