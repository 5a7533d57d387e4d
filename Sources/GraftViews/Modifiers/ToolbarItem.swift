/// Where a toolbar item goes (accepted; renderers put every item in the one toolbar node).
public enum ToolbarItemPlacement: Sendable {
  case automatic, primaryAction, confirmationAction, cancellationAction, destructiveAction, navigation,
    principal, topBarLeading, topBarTrailing, bottomBar, status
}

/// One item of a toolbar, as SwiftUI's `ToolbarItem`.
@MainActor
public struct ToolbarItem<Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  public var body: some View { content }
}
