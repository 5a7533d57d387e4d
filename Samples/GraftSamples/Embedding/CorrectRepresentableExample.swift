import Graft

/// The seed article's fix (`000`): the representable and the embedded view take a `@Binding`
/// instead of a value, so the hosted root depends on the outer `@State` and follows every
/// click, while the update hook still does nothing.
public struct CorrectRepresentableExample: View {
  @State private var clickCount: Int = 0

  public init() {}

  public var body: some View {
    VStack {
      TopView {
        self.clickCount += 1
      }
      .frame(maxHeight: .infinity)

      CorrectStatefulBottomViewRepresentable(clickCount: self.$clickCount)
        .frame(maxHeight: .infinity)
    }
  }
}

private struct TopView: View {
  let onClick: () -> Void

  var body: some View {
    VStack {
      Text("Correct UIVC Representable example")
      Button("Click me", action: onClick)
    }
  }
}

private struct CorrectStatefulBottomViewRepresentable: UIViewControllerRepresentable {
  // To be able to propagate state changes as desired, we have to abandon the stateless approach
  // Instead we need to use a stateful approach using SwiftUI @Binding
  @Binding var clickCount: Int

  func makeUIViewController(context: Context) -> UIViewController {
    let bottomView = BottomView(clickCount: $clickCount)
    return UIHostingController(rootView: bottomView)
  }

  func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
    // No need to update anything here, instead the @Binding var above results in state propagation
  }
}

private struct BottomView: View {
  @Binding var clickCount: Int

  var body: some View {
    Text("\(clickCount) clicks")
  }
}
