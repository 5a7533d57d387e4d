import Graft

/// The seed article's starting point (`000`): a stateful root whose two children are
/// stateless — the top one reports clicks through a closure, the bottom one shows the count
/// it is given. No embedding, so every click shows.
public struct StatefulCounter: View {
  @State private var clickCount = 0

  public init() {}

  public var body: some View {
    VStack {
      StatelessTopView {
        self.clickCount += 1
      }.frame(maxHeight: .infinity)

      StatelessBottomView(clickCount: self.clickCount)
        .frame(maxHeight: .infinity)
    }
  }
}

private struct StatelessTopView: View {
  let onClick: () -> Void
  var body: some View {
    Button("Click me", action: onClick)
  }
}

private struct StatelessBottomView: View {
  // This view is completely stateless. It only uses the clickCount property passed to it.
  let clickCount: Int
  var body: some View {
    VStack {
      Text("Stateless example")
      Text("\(self.clickCount) clicks")
    }
  }
}
