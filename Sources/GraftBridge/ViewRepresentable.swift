import GraftCore
import GraftViews

/// A view that embeds a node the user builds directly — SwiftUI's `UIViewRepresentable`,
/// with the node tree in place of UIKit views. Same hook contracts as
/// ``ViewControllerRepresentable``: `makeCoordinator` + ``makeNode(context:)`` once per
/// identity, ``updateNode(_:context:)`` after make and whenever inputs, read environment or
/// read state change (tracked), ``dismantleNode(_:coordinator:)`` once on removal. Build and
/// change nodes only through `context.tree` (the applier), so renderers see every change.
@MainActor
public protocol ViewRepresentable: View where Body == Never {
  associatedtype Coordinator = Void
  typealias Context = ViewRepresentableContext<Self>

  func makeNode(context: Context) -> Node
  func updateNode(_ node: Node, context: Context)
  static func dismantleNode(_ node: Node, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
}

extension ViewRepresentable {
  public var body: Never { fatalError("\(Self.self) is a representable; Graft builds it directly") }

  public static func dismantleNode(_ node: Node, coordinator: Coordinator) {}

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    RepresentableHooksCache.node(Self.self).makeElement(view, in: context)
  }
}

extension ViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// What a ``ViewRepresentable``'s hooks receive.
@MainActor
public struct ViewRepresentableContext<Representable: ViewRepresentable> {
  public let coordinator: Representable.Coordinator
  public let environment: EnvironmentValues
  public let transaction: Transaction
  /// The applier to build and change nodes with.
  public let tree: NodeTree
}

/// Holds a user-built node so a ``ViewRepresentable`` can share the controller machinery.
@MainActor
final class NodeHolder: ViewController {
  private let makeNode: (NodeTree) -> Node

  init(makeNode: @escaping (NodeTree) -> Node) {
    self.makeNode = makeNode
  }

  override func loadNode(in tree: NodeTree) -> Node { makeNode(tree) }
}
