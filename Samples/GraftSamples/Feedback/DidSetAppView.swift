import Graft

/// The seed article's first attempt (`004`, incorrect): `didSet` on the `@State` property
/// plays the warning. It fires for writes made through the property in this view, and misses
/// writes that arrive through `$deleting` from another view — the `Binding` writes the
/// underlying storage, never the property.
public struct DidSetAppView: View {
  @State private var deleting: Item? {
    didSet {
      if deleting != nil {
        haptics.generate(.warning)
      }
    }
  }
  private let haptics = FeedbackGenerator(source: "DidSetAppView.didSet")

  public init() {}

  public var body: some View {
    DeleteControls(
      title: "didSet on @State", deleting: deleting, directWrite: { deleting = $0 },
      binding: $deleting)
  }
}
