import GraftBridge
import GraftCBridge
import GraftCore
import GraftViews

extension CBridge {
  /// Makes the Graft view `make(inputs)` available to `graft_root_create` under `name`.
  /// Registering a name again replaces it.
  @MainActor public static func registerView(
    named name: String, _ make: @escaping @MainActor ([CValue]) -> AnyView
  ) {
    HostedViewRegistry.shared.views[name] = make
  }
}

/// The Graft views registered for C callers, by name.
@MainActor
final class HostedViewRegistry {
  static let shared = HostedViewRegistry()
  var views: [String: @MainActor ([CValue]) -> AnyView] = [:]
}
