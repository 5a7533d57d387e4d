import GraftCore

/// Content with an alert, a confirmation dialog or a sheet (`.alert`, `.confirmationDialog`,
/// `.sheet`): while `isPresented` is true, a presentation node follows the content, titled,
/// holding the message (if any) and then the actions — or, for a sheet, the sheet's view.
///
/// Any button in an alert's or dialog's actions dismisses it after running its action (an
/// alert without actions gets an "OK" button). A sheet is dismissed by writing `isPresented`
/// or by `@Environment(\.dismiss)` inside it; only the latter runs `onDismiss` (right after
/// setting `isPresented` to false, in the same action).
@MainActor
public struct PresentationView<Content: View, Presented: View>: View {
  let content: Content
  let style: String
  let title: String?
  let isPresented: Binding<Bool>
  let presented: Presented
  let onDismiss: (() -> Void)?

  public var body: some View {
    content
    if isPresented.wrappedValue {
      let isPresented = self.isPresented
      let onDismiss = self.onDismiss
      let dismiss = DismissAction {
        isPresented.wrappedValue = false
        onDismiss?()
      }
      PresentationNode(style: style, title: title, content: presented)
        .environment(\.dismiss, dismiss)
        .environment(\.presentationDismiss, style == "sheet" ? nil : dismiss)
    }
  }
}

@MainActor
struct PresentationNode<Content: View>: NodeView {
  let style: String
  let title: String?
  let content: Content

  var nodeKind: NodeKind { .presentation }
  var nodeContent: (any View)? { content }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    properties.style = style
    properties.title = title
    return properties
  }
}

/// An alert's or dialog's body: its message, then its actions (or "OK").
@MainActor
public struct AlertBody<Actions: View, Message: View>: View {
  let actions: Actions
  let message: Message

  public var body: some View {
    message
    if Actions.self == EmptyView.self {
      Button("OK") {}
    } else {
      actions
    }
  }
}

private struct PresentationDismissKey: EnvironmentKey {
  static var defaultValue: DismissAction? { nil }
}

extension EnvironmentValues {
  /// Set inside an alert or confirmation dialog: what its buttons call after their action.
  var presentationDismiss: DismissAction? {
    get { self[PresentationDismissKey.self] }
    set { self[PresentationDismissKey.self] = newValue }
  }
}

/// When a confirmation dialog shows its title (accepted; renderers always show it).
public enum Visibility: Sendable { case automatic, visible, hidden }

extension View {
  /// An alert titled `title` while `isPresented` is true, with `actions` (buttons).
  public func alert<A: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> PresentationView<Self, AlertBody<A, EmptyView>> {
    PresentationView(
      content: self, style: "alert", title: title, isPresented: isPresented,
      presented: AlertBody(actions: actions(), message: EmptyView()), onDismiss: nil)
  }

  /// An alert titled `title` with `actions` and a `message`.
  public func alert<A: View, M: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> PresentationView<Self, AlertBody<A, M>> {
    PresentationView(
      content: self, style: "alert", title: title, isPresented: isPresented,
      presented: AlertBody(actions: actions(), message: message()), onDismiss: nil)
  }

  /// A confirmation dialog titled `title` while `isPresented` is true, with `actions`.
  public func confirmationDialog<A: View>(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> PresentationView<Self, AlertBody<A, EmptyView>> {
    PresentationView(
      content: self, style: "confirmationDialog", title: title, isPresented: isPresented,
      presented: AlertBody(actions: actions(), message: EmptyView()), onDismiss: nil)
  }

  /// A confirmation dialog with `actions` and a `message`.
  public func confirmationDialog<A: View, M: View>(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> PresentationView<Self, AlertBody<A, M>> {
    PresentationView(
      content: self, style: "confirmationDialog", title: title, isPresented: isPresented,
      presented: AlertBody(actions: actions(), message: message()), onDismiss: nil)
  }

  /// A sheet showing `content` while `isPresented` is true; `onDismiss` runs when it closes
  /// through `@Environment(\.dismiss)`.
  public func sheet<V: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: () -> V
  ) -> PresentationView<Self, V> {
    PresentationView(
      content: self, style: "sheet", title: nil, isPresented: isPresented, presented: content(),
      onDismiss: onDismiss)
  }

  /// A sheet for `item` while it is non-nil; dismissing sets it to nil.
  public func sheet<Item: Identifiable, V: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> V
  ) -> PresentationView<Self, V?> {
    let isPresented = Binding(
      get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return PresentationView(
      content: self, style: "sheet", title: nil, isPresented: isPresented,
      presented: item.wrappedValue.map(content), onDismiss: onDismiss)
  }
}
