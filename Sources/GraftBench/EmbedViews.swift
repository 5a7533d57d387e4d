import Graft

/// Hosts `Content` in its own ``HostingController``, pushing the content in on every update.
struct Embed<Content: View>: ViewControllerRepresentable {
  let content: Content

  func makeViewController(context: Context) -> HostingController<Content> {
    HostingController(rootView: content)
  }

  func updateViewController(_ viewController: HostingController<Content>, context: Context) {
    viewController.rootView = content
  }
}

/// A counter reading its value through a binding.
struct Counter: View {
  @Binding var count: Int

  var body: some View {
    HStack {
      Text("\(count)")
      Button("+1") { count += 1 }
    }
  }
}

/// Owns a counter's state and shows the counter inline.
struct InlineCounterRow: View {
  @State private var count = 0
  var body: some View { Counter(count: $count) }
}

/// Owns a counter's state and shows the counter in a hosted root of its own.
struct HostedCounterRow: View {
  @State private var count = 0
  var body: some View { Embed(content: Counter(count: $count)) }
}

/// `count` counters, inline or each hosted.
struct CounterColumn: View {
  let count: Int
  let hosted: Bool

  var body: some View {
    VStack {
      if hosted {
        ForEach(0..<count) { _ in HostedCounterRow() }
      } else {
        ForEach(0..<count) { _ in InlineCounterRow() }
      }
    }
  }
}

/// A host whose own state is passed, as a plain value, into a hosted root.
struct HostWriter: View {
  @State private var value = 0

  var body: some View {
    VStack {
      Button("host +1") { value += 1 }
      Embed(content: Text("\(value)"))
    }
  }
}
