import GraftCore

/// A choice among tagged views bound to a selection, as SwiftUI's `Picker`.
///
/// Each view in `content` marked with `.tag(_:)` becomes an option node; the one whose tag
/// equals the selection is on. Tapping an option writes its tag through the binding. A tag
/// whose type is neither `SelectionValue` nor (for an optional selection) its wrapped type is
/// not an option (as in SwiftUI, it cannot be chosen). `.pickerStyle(_:)` names the style the
/// renderer draws (menu by default).
@MainActor
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: NodeView {
  let title: String?
  let label: Label?
  let selection: Binding<SelectionValue>
  let content: Content

  /// A picker whose label is `label`'s views.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    title = nil
    self.label = label()
    self.selection = selection
    self.content = content()
  }

  public var nodeKind: NodeKind { .picker }

  public var nodeContent: (any View)? { content }

  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = environment.controlProperties(\.picker)
    if let title { properties.text = title }  // (unwrapped: see `Button.nodeProperties(in:)`)
    return properties
  }

  public func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
    var values = environment
    values.pickerContext = PickerContext(selection: selection)
    values.listSelection = nil  // Options inside a picker are not list rows.
    return values
  }
}

extension Picker where Label == Text {
  /// A picker titled `title`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.title = String(title)
    label = nil
    self.selection = selection
    self.content = content()
  }
}

/// What `Picker` tells the tagged views in its content: how to tell whether a tag is chosen
/// and how to choose it. Both read and write the picker's binding.
@MainActor
struct PickerContext {
  /// Whether `tag` is the selection; `nil` when `tag` cannot be a selection of this picker.
  let isSelected: (Any) -> Bool?
  let select: (Any) -> Void

  init<Value: Hashable>(selection: Binding<Value>) {
    isSelected = { tag in
      guard let value = tag as? Value else { return nil }
      return selection.wrappedValue == value
    }
    select = { tag in
      if let value = tag as? Value { selection.wrappedValue = value }
    }
  }
}

/// One option of a picker: its content, on when chosen; a tap chooses it.
@MainActor
struct PickerOption<Content: View>: NodeView {
  let content: Content
  let isSelected: Bool
  let tag: AnyHashable
  let select: (Any) -> Void

  init<Tag: Hashable>(content: Content, isSelected: Bool, tag: Tag, select: @escaping (Any) -> Void) {
    self.content = content
    self.isSelected = isSelected
    self.tag = AnyHashable(tag)
    self.select = select
  }

  var nodeKind: NodeKind { .option }
  var nodeContent: (any View)? { content }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    properties.isOn = isSelected
    properties.isDisabled = !environment.isEnabled
    return properties
  }

  func eventHandlers(in environment: EnvironmentValues) -> NodeEventHandlers {
    guard environment.isEnabled else { return NodeEventHandlers() }
    let select = self.select
    let tag = self.tag.base
    return NodeEventHandlers(onTap: { select(tag) })
  }
}
