import GraftCore

/// A view with a tag (`.tag(_:)`): inside a `Picker` an option that can be chosen, in a
/// `List(selection:)` a selectable row, inside a `TabView` the tab's tag; elsewhere just its
/// content.
@MainActor
public struct TaggedView<Content: View, Tag: Hashable>: View {
  let content: Content
  let tag: Tag
  @Environment(\.pickerContext) private var picker
  @Environment(\.listSelection) private var listSelection

  public var body: some View {
    if let picker, let isSelected = picker.isSelected(tag) {
      PickerOption(content: content, isSelected: isSelected, tag: tag, select: picker.select)
    } else if let listSelection, let isSelected = listSelection.isSelected(tag) {
      SelectableRow(content: content, isSelected: isSelected, tag: tag, select: listSelection.select)
    } else {
      content.environment(\.viewTag, AnyHashable(tag))
    }
  }
}

extension View {
  /// Tags this view: inside a `Picker`, an option whose choice writes `tag`; inside a
  /// `TabView`, a tab selected by `tag`.
  public func tag<V: Hashable>(_ tag: V) -> TaggedView<Self, V> {
    TaggedView(content: self, tag: tag)
  }
}
