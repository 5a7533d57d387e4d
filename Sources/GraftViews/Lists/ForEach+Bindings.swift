import GraftCore

extension ForEach {
  /// One row per binding, keyed by the bound element's `id` — `ForEach(bindings) { $item in … }`.
  public init<Element: Identifiable>(
    _ data: [Binding<Element>], @ViewBuilder content: @escaping (Binding<Element>) -> Content
  ) where Data == [Binding<Element>], ID == Element.ID {
    self.data = data
    id = { $0.wrappedValue.id }
    self.content = content
  }

  /// One row per element of a bound collection, each handed a binding to its element —
  /// `ForEach($items) { $item in … }`. A row's binding finds its element by `id` on every read
  /// and write, so it stays right when rows are inserted, deleted or moved; a write after the
  /// element left the collection is ignored.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where C.Element: Identifiable, Data == [Binding<C.Element>], ID == C.Element.ID {
    self.init(data.elementBindings, content: content)
  }
}

extension List {
  /// A list with one row per element of a bound collection — `List($items) { $item in … }`.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where C.Element: Identifiable, Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent> {
    self.init { ForEach(data, content: rowContent) }
  }
}

extension Binding where Value: MutableCollection & RandomAccessCollection, Value.Element: Identifiable {
  /// A binding per element, each locating its element by `id` (see `ForEach.init(_:content:)`).
  var elementBindings: [Binding<Value.Element>] {
    wrappedValue.map { element in
      let id = element.id
      return Binding<Value.Element>(
        get: { wrappedValue.first { $0.id == id } ?? element },
        set: { newValue in
          guard let index = wrappedValue.firstIndex(where: { $0.id == id }) else { return }
          wrappedValue[index] = newValue
        })
    }
  }
}
