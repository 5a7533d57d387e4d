import Foundation
import GraftCore
import GraftLayout
import GraftViews

// Port-friendly spellings: code written for iOS compiles with `import Graft` in place of
// `import SwiftUI`/`import UIKit`. Each is a thin alias or refinement over the primary name.

/// UIKit's name for ``ViewController``.
public typealias UIViewController = ViewController

/// SwiftUI's name for ``HostingController``.
public typealias UIHostingController = HostingController

/// SwiftUI's `UIViewControllerRepresentable`, over ``ViewControllerRepresentable``.
@MainActor
public protocol UIViewControllerRepresentable: ViewControllerRepresentable {
  associatedtype UIViewControllerType: ViewController
  func makeUIViewController(context: Context) -> UIViewControllerType
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  // Typed with `ViewControllerType` (equal to `UIViewControllerType` for every conformer):
  // spelled with `UIViewControllerType`, its default would defeat associated-type inference.
  static func dismantleUIViewController(_ uiViewController: ViewControllerType, coordinator: Coordinator)
  /// UIKit's spelling of ``ViewControllerRepresentable/sizeThatFits(_:viewController:context:)``
  /// (same contract); `nil` (the default) falls back to that one.
  func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: ViewControllerType, context: Context)
    -> CGSize?
}

extension UIViewControllerRepresentable {
  public func makeViewController(context: Context) -> UIViewControllerType {
    makeUIViewController(context: context)
  }

  public func updateViewController(_ viewController: UIViewControllerType, context: Context) {
    updateUIViewController(viewController, context: context)
  }

  public static func dismantleUIViewController(
    _ uiViewController: ViewControllerType, coordinator: Coordinator
  ) {}

  public func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: ViewControllerType, context: Context
  )
    -> CGSize?
  { nil }

  /// Builds the element with hooks that call the UIKit-named hooks (so
  /// `dismantleUIViewController` runs); the primary-named defaults are not involved.
  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    RepresentableHooksCache.uiViewController(Self.self).makeElement(view, in: context)
  }
}

/// SwiftUI's `UIViewRepresentable`, over ``ViewRepresentable`` (nodes stand in for UIViews).
@MainActor
public protocol UIViewRepresentable: ViewRepresentable {
  func makeUIView(context: Context) -> Node
  func updateUIView(_ uiView: Node, context: Context)
  static func dismantleUIView(_ uiView: Node, coordinator: Coordinator)
}

extension UIViewRepresentable {
  public func makeNode(context: Context) -> Node { makeUIView(context: context) }
  public func updateNode(_ node: Node, context: Context) { updateUIView(node, context: context) }
  public static func dismantleNode(_ node: Node, coordinator: Coordinator) {
    dismantleUIView(node, coordinator: coordinator)
  }
  public static func dismantleUIView(_ uiView: Node, coordinator: Coordinator) {}
}
