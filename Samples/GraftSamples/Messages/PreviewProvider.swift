import Graft

/// One named state of a preview: a view built without any view model.
@MainActor
public struct Preview {
  /// What state this shows (`"empty"`, `"three messages"`).
  public let name: String
  /// The view in that state.
  public let view: AnyView

  public init<Content: View>(_ name: String, @ViewBuilder content: () -> Content) {
    self.name = name
    self.view = AnyView(content())
  }
}

/// The seed article's `PreviewProvider` (`001`), for Linux: a type listing a view in several
/// states. `PreviewRenderer` mounts each state on its own deterministic loop and renders it as
/// text; `graft-samples` prints them.
@MainActor
public protocol PreviewProvider {
  /// The states to show, in order.
  static var previews: [Preview] { get }
}
