import GraftCore

/// Content with an explicit identity (`.id(_:)`): when the id changes, the content is
/// replaced — its state dropped and rebuilt — rather than updated.
@MainActor
public struct IdentifiedView<Content: View, ID: Hashable>: PrimitiveView {
  let content: Content
  let id: ID

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    IdentifiedElement<Content, ID>(view: view, context: context)
  }
}

@MainActor
final class IdentifiedElement<Content: View, ID: Hashable>: PassthroughElement {
  private var id: ID

  init(view: IdentifiedView<Content, ID>, context: __shared ElementContext) {
    id = view.id
    super.init(content: view.content, context: context)
  }

  override func canUpdate(to view: any View) -> Bool { type(of: view) == IdentifiedView<Content, ID>.self }

  override func update(to view: any View, environment: EnvironmentValues) {
    let view = expectView(view, as: IdentifiedView<Content, ID>.self)
    self.environment = environment
    if view.id != id {
      id = view.id
      reconcileContent(nil, environment: environment)
    }
    reconcileContent(view.content, environment: environment)
  }
}

extension View {
  /// Gives this view an explicit identity; a new id replaces it with fresh state.
  public func id<ID: Hashable>(_ id: ID) -> IdentifiedView<Self, ID> {
    IdentifiedView(content: self, id: id)
  }
}
