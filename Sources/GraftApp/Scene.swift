import Graft

/// A part of an app's user interface, as SwiftUI's `Scene`. Graft has one kind: ``WindowGroup``.
@MainActor
@preconcurrency
public protocol Scene {
  /// The scene's root view (an implementation detail of the runner).
  var _rootView: AnyView { get }
  /// The scene's title, shown as the live page's title.
  var _title: String? { get }
}

/// The window of an app, showing `content`, as SwiftUI's `WindowGroup`.
@MainActor
public struct WindowGroup<Content: View>: Scene {
  let title: String?
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    title = nil
    self.content = content()
  }

  /// A window titled `title`.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }

  public var _rootView: AnyView { AnyView(content) }
  public var _title: String? { title }
}

/// Builds an app's scene, as SwiftUI's `SceneBuilder` (one scene).
@resultBuilder
public enum SceneBuilder {
  public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
}
