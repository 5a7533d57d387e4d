import Graft

/// The seed article's final call site (`004`): `.sensoryFeedback(.warning, trigger:
/// deleting) { _, newValue in newValue != nil }`, indistinguishable from SwiftUI's.
public struct AppView: View {
  @State private var deleting: Item?

  public init() {}

  public var body: some View {
    DeleteControls(
      title: "sensoryFeedback(_:trigger:condition:)", deleting: deleting,
      directWrite: { deleting = $0 }, binding: $deleting
    )
    .sensoryFeedback(.warning, trigger: deleting) { _, newValue in
      newValue != nil
    }
  }
}
