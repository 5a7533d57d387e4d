import Graft
import GraftCompose
import GraftComposeInterop

/// Hosts composable `content` in a `ComposeViewController`, handing it a count binding as its
/// parameters — and pushing the binding again in the update hook, the way to give a hosted
/// composition new inputs (what Compose Multiplatform's `ComposeUIViewController` lacks).
struct ComposeCounterRepresentable: ViewControllerRepresentable {
  @Binding var count: Int
  let content: (Composer, Binding<Int>) -> Void

  func makeViewController(context: Context) -> ComposeViewController<Binding<Int>> {
    ComposeViewController(parameters: $count, content: content)
  }

  func updateViewController(_ viewController: ComposeViewController<Binding<Int>>, context: Context) {
    viewController.parameters = $count
  }
}
