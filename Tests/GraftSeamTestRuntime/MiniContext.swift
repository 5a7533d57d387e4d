import GraftCore
import GraftSeam

/// What one render of a ``MiniContent`` emits, in order: the mini runtime's whole vocabulary.
///
/// A render function receives a fresh context on the loop thread, inside the root's tracked
/// scope, and calls ``text(_:)``, ``button(_:action:)`` and ``host(_:_:)``; everything it reads
/// meanwhile — bindings, ``environment`` values, `@Observable` and `@Published` properties — is
/// tracked, so a change re-renders. It must not keep the context after returning.
@MainActor
public final class MiniContext {
  /// One emitted item.
  enum Item {
    case text(String)
    case button(String, action: () -> Void)
    /// Content of any runtime, mounted once per key and kept while renders emit the key.
    case hosted(key: String, make: () -> any HostedRoot)

    /// What must match for an item to reuse the previous render's node at its position.
    var shape: String {
      switch self {
      case .text: "text"
      case .button: "button"
      case .hosted(let key, _): "hosted \(key)"
      }
    }
  }

  /// The environment of the position the content is hosted at (reads are tracked).
  public let environment: EnvironmentValues
  private(set) var items: [Item] = []

  init(environment: EnvironmentValues) {
    self.environment = environment
  }

  /// A line of text.
  public func text(_ text: String) { items.append(.text(text)) }

  /// A button; `action` runs on the loop thread outside any pass, when it is tapped.
  public func button(_ title: String, action: @escaping () -> Void) {
    items.append(.button(title, action: action))
  }

  /// Hosts content of any runtime (a Graft `HostingController`, a composition, a C component,
  /// another mini content): `make` runs once, the first time a render emits `key`; the content
  /// is unmounted when a render no longer emits it.
  public func host(_ key: String, _ make: @escaping () -> any HostedRoot) {
    items.append(.hosted(key: key, make: make))
  }
}
