import GraftCore

/// A piece of user interface, described as a value — SwiftUI's `View`.
///
/// Implement ``body`` to compose other views. Graft calls `body` on the loop (main) thread,
/// inside a tracking scope: every `@State`, `@Binding`, `@Environment`, observable model or
/// other tracked value read there makes this view depend on it, and a later change to it
/// re-evaluates exactly this view. A view whose inputs (stored properties) did not change is
/// not re-evaluated. `body` must not write state (such a write is deferred and diagnosed).
@MainActor
@preconcurrency
public protocol View {
  /// The view this one is made of.
  associatedtype Body: View
  @ViewBuilder
  var body: Body { get }

  /// Creates the reconciler element for `view`. Graft's primitives implement this; the
  /// default (for views with a `body`) is right for every user view. Not for direct use.
  static func _makeElement(_ view: Self, in context: ElementContext) -> Element
}

extension View {
  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    // The class from a table (see `ElementClasses`): `CompositeElement<Self>` named here would
    // be looked up in the runtime's cache on every call.
    let elementClass: AnyClass = ElementClasses.elementClass(of: .composite, for: Self.self) {
      CompositeElement<Self>.self
    }
    return unsafeBitCast(elementClass, to: CompositeElement<Self>.Type.self).init(
      view: view, context: context)
  }
}

extension Never: View {
  public var body: Never { fatalError("Never has no body") }
}

/// A view with no body of its own: Graft builds it directly (Text, stacks, modifiers…).
/// Conformers implement `View/_makeElement(_:in:)`.
@MainActor
public protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
  public var body: Never {
    fatalError("\(Self.self) is a primitive view; Graft builds it without calling body")
  }
}
