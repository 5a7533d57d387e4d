import Graft

/// The seed article's incorrect embedding (`000`), exactly as written for iOS: a stateless
/// view wrapped in a `UIHostingController` by a representable whose update hook does nothing.
/// The outer view counts clicks; the embedded view shows `0 clicks` forever, and Graft
/// reports a stale-embed diagnostic naming the representable and its `clickCount` field.
public struct IncorrectRepresentableExample: View {
  @State private var clickCount: Int = 0

  public init() {}

  public var body: some View {
    VStack {
      TopView {
        self.clickCount += 1
      }
      .frame(maxHeight: .infinity)

      IncorrectStatelessBottomViewRepresentable(clickCount: self.clickCount)
        .frame(maxHeight: .infinity)
    }
  }
}

private struct TopView: View {
  let onClick: () -> Void

  var body: some View {
    VStack {
      Text("Incorrect UIVC Representable example")
      Button("Click me", action: onClick)
    }
  }
}

private struct IncorrectStatelessBottomViewRepresentable: UIViewControllerRepresentable {
  // We try to use a stateless approach for a UIVCRepresentable.
  // However this is incorrect: the state change is not propagated to the SwiftUI view
  // embedded inside the UIHostingViewController
  let clickCount: Int

  func makeUIViewController(context: Context) -> UIViewController {
    let bottomView = BottomView(clickCount: clickCount)
    // This is how you return a declarative View like a SwiftUI View from makeUIViewController
    // By wrapping it in a UIHostingController
    return UIHostingController(rootView: bottomView)
  }

  func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
    // If BottomView was a regular UIKit view, then we could have held on to an instance
    // and updated a property here.
    // However it is a SwiftUI view so that is not possible.
  }
}

private struct BottomView: View {
  let clickCount: Int

  var body: some View {
    Text("\(clickCount) clicks")
  }
}
