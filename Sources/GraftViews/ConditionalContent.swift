import GraftCore

/// One of two views, chosen by an `if`/`else` or `switch` in a `@ViewBuilder`. Switching
/// branches replaces the subtree (its state is dropped), as in SwiftUI — even when both
/// branches show the same view type: the branch is part of the identity (SwiftUI's
/// `_ConditionalContent` true/false). A `switch` nests these, so every case is its own branch.
@MainActor
public struct ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  var content: any View {
    switch storage {
    case .trueContent(let view): view
    case .falseContent(let view): view
    }
  }

  /// Which branch is shown: part of the content's identity.
  var branch: Int {
    switch storage {
    case .trueContent: 0
    case .falseContent: 1
    }
  }

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    ContentElement<Self>(view: view, content: { $0.content }, branch: { $0.branch }, context: context)
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError("Optional is a primitive view") }

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    ContentElement<Self>(view: view, content: { $0.optionalContent }, context: context)
  }

  var optionalContent: (any View)? { self }
}

/// A view that shows nothing.
@MainActor
public struct EmptyView: PrimitiveView {
  public init() {}

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    ContentElement<Self>(view: view, content: { _ in nil }, context: context)
  }
}

/// Groups views without adding a node; modifiers on a group apply to each of its views.
@MainActor
public struct Group<Content: View>: PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    ContentElement<Self>(view: view, content: { $0.content }, context: context)
  }
}

/// A type-erased view. Changing the wrapped view's type replaces the subtree.
@MainActor
public struct AnyView: PrimitiveView {
  let content: any View

  public init<V: View>(_ view: V) {
    content = view
  }

  public init<V: View>(erasing view: V) {
    content = view
  }

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    ContentElement<Self>(view: view, content: { $0.content }, context: context)
  }
}

/// The element of a primitive whose only job is to show one (optional) child view. When the
/// primitive has branches (`branch` given), a change of branch replaces the child.
@MainActor
final class ContentElement<V: View>: PassthroughElement {
  private let content: @MainActor (V) -> (any View)?
  private let branchOf: (@MainActor (V) -> Int)?
  private var branch: Int

  init(
    view: V, content: @escaping @MainActor (V) -> (any View)?,
    branch: (@MainActor (V) -> Int)? = nil, context: ElementContext
  ) {
    self.content = content
    self.branchOf = branch
    self.branch = branch?(view) ?? 0
    super.init(content: content(view), context: context)
  }

  override var name: String { "\(V.self)" }

  override func canUpdate(to view: any View) -> Bool { type(of: view) == V.self }

  override func update(to view: any View, environment: EnvironmentValues) {
    let view = expectView(view, as: V.self)
    self.environment = environment
    let newBranch = branchOf?(view) ?? 0
    let identityChanged = newBranch != branch
    branch = newBranch
    reconcileContent(content(view), environment: environment, identityChanged: identityChanged)
  }
}
