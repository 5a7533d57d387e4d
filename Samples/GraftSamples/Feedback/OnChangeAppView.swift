import Graft

/// The seed article's fix (`004`): `.onChange(of: deleting)` in the body sees every change,
/// whether made here or through `$deleting` by another view, and plays the warning.
public struct OnChangeAppView: View {
  @State private var deleting: Item?
  private let haptics = FeedbackGenerator(source: "OnChangeAppView.onChange")

  public init() {}

  public var body: some View {
    DeleteControls(
      title: "onChange(of:)", deleting: deleting, directWrite: { deleting = $0 }, binding: $deleting
    )
    .onChange(of: deleting) { newValue in
      if newValue != nil {
        haptics.generate(.warning)
      }
    }
  }
}
