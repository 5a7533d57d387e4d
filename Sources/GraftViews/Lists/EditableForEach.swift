import Foundation
import GraftCore

/// A `ForEach` whose rows can be deleted (`.onDelete(perform:)`) and moved
/// (`.onMove(perform:)`). Each row becomes a row node: with `onDelete`, it carries a
/// destructive "Delete" button after the row's content (what a swipe reveals on iOS); with
/// `onMove`, it is movable — a renderer or test moves it with the node's value-change
/// handler (to a new index), which calls `onMove` with SwiftUI's offsets.
@MainActor
public struct EditableForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  let rows: ForEach<Data, ID, Content>
  var onDelete: ((IndexSet) -> Void)?
  var onMove: ((IndexSet, Int) -> Void)?

  public var body: some View {
    let count = rows.data.count
    let indexed = rows.data.enumerated().map {
      IndexedRow(offset: $0.offset, key: rows.id($0.element), element: $0.element)
    }
    ForEach<[IndexedRow<Data.Element, ID>], ID, EditableRow<Content>>(indexed, id: \.key) { row in
      EditableRow(
        content: rows.content(row.element), offset: row.offset, count: count, onDelete: onDelete,
        onMove: onMove)
    }
  }

  /// Also deletes rows: `action` gets the offsets of the rows to delete.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableForEach {
    var copy = self
    copy.onDelete = action
    return copy
  }

  /// Also moves rows: `action` gets the moved offsets and the destination offset.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableForEach {
    var copy = self
    copy.onMove = action
    return copy
  }
}

extension ForEach {
  /// Rows that can be deleted; `action` gets the offsets of the rows to delete (pass them to
  /// `Array.remove(atOffsets:)`).
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableForEach<Data, ID, Content> {
    EditableForEach(rows: self, onDelete: action, onMove: nil)
  }

  /// Rows that can be moved; `action` gets the moved offsets and the destination (pass them to
  /// `Array.move(fromOffsets:toOffset:)`).
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableForEach<Data, ID, Content> {
    EditableForEach(rows: self, onDelete: nil, onMove: action)
  }
}

/// A row's element with its offset and key.
struct IndexedRow<Element, Key: Hashable> {
  let offset: Int
  let key: Key
  let element: Element
}

/// One deletable or movable row.
@MainActor
struct EditableRow<Content: View>: NodeView {
  let content: Content
  let offset: Int
  let count: Int
  let onDelete: ((IndexSet) -> Void)?
  let onMove: ((IndexSet, Int) -> Void)?

  var nodeKind: NodeKind { .row }

  var nodeContent: (any View)? {
    let offset = self.offset
    let delete = onDelete.map { action in
      Button("Delete", role: .destructive) { action(IndexSet(integer: offset)) }
    }
    return TupleView(content, delete)
  }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    if onMove != nil { properties.style = "movable" }
    return properties
  }

  func eventHandlers(in environment: EnvironmentValues) -> NodeEventHandlers {
    guard let onMove, environment.isEnabled else { return NodeEventHandlers() }
    let offset = self.offset
    let count = self.count
    return NodeEventHandlers(onValueChange: { requested in
      guard !requested.isNaN else { return }
      let target = Int(min(max(requested.rounded(), 0), Double(max(count - 1, 0))))
      guard target != offset else { return }
      onMove(IndexSet(integer: offset), target > offset ? target + 1 : target)
    })
  }
}
