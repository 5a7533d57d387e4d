import Graft

/// Graft's third way (`000`): the embedded view stays stateless (`let clickCount`), and the
/// representable's update hook — which Graft runs whenever the representable's inputs change —
/// forwards a new `rootView` to the `HostingController` it made. The hosted root re-renders in
/// the same pass, after the outer one.
public struct ForwardingRepresentableExample: View {
  @State private var clickCount: Int = 0

  public init() {}

  public var body: some View {
    VStack {
      TopView {
        self.clickCount += 1
      }
      .frame(maxHeight: .infinity)

      ForwardingBottomViewRepresentable(clickCount: self.clickCount)
        .frame(maxHeight: .infinity)
    }
  }
}

private struct TopView: View {
  let onClick: () -> Void

  var body: some View {
    VStack {
      Text("Forwarding representable example")
      Button("Click me", action: onClick)
    }
  }
}

private struct ForwardingBottomViewRepresentable: ViewControllerRepresentable {
  // Stateless, like the incorrect example: a plain value.
  let clickCount: Int

  func makeViewController(context: Context) -> HostingController<BottomView> {
    HostingController(rootView: BottomView(clickCount: clickCount))
  }

  func updateViewController(_ viewController: HostingController<BottomView>, context: Context) {
    // The embedded view is declarative, but its host is not: hand it the new inputs.
    viewController.rootView = BottomView(clickCount: clickCount)
  }
}

private struct BottomView: View {
  let clickCount: Int

  var body: some View {
    Text("\(clickCount) clicks")
  }
}
