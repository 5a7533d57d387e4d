import GraftCore

/// A reusable change to a view, as SwiftUI's `ViewModifier`: implement
/// `body(content:)` and apply it with `.modifier(_:)`. A modifier may hold `@State` and read
/// `@Environment` like a view; its body is evaluated under the same rules as a view's.
@MainActor
@preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = ViewModifierContent
  @ViewBuilder
  func body(content: Content) -> Body
}

/// Stands for the modified view inside a ``ViewModifier``'s `body(content:)`.
@MainActor
public struct ViewModifierContent: PrimitiveView {
  let content: any View

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    ContentElement<Self>(view: view, content: { $0.content }, context: context)
  }
}

/// A view with a ``ViewModifier`` applied.
@MainActor
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
  public let content: Content
  public let modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  public var body: Modifier.Body {
    modifier.body(content: ViewModifierContent(content: content))
  }
}

extension View {
  /// Applies `modifier` to this view.
  public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
