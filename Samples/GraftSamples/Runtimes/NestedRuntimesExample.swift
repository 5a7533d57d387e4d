// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Composables are named like types (`Text`, `Counter`), as Jetpack Compose names them.
import Graft
import GraftCompose
import GraftComposeInterop

/// Graft hosting the Compose-style runtime hosting Graft: three levels, two runtimes, one
/// counter. The button at the bottom writes through bindings that crossed two boundaries;
/// every level shows the new count after one update pass.
public struct NestedRuntimesExample: View {
  @State private var count = 0

  public init() {}

  public var body: some View {
    VStack {
      Text("outermost \(count)")
      ComposeCounterRepresentable(count: $count) { c, count in MiddleLevel(c, count: count) }
    }
  }
}

/// The middle level, in the Compose-style runtime: shows the count and hosts Graft again
/// through `GraftView` (the counterpart of Compose's `AndroidView`).
@MainActor
public func MiddleLevel(_ c: Composer, count: Binding<Int>) {
  c.call(count) { c, count in
    c.Column {
      c.Text("middle \(count.wrappedValue)")
      c.GraftView(
        inputs: count,
        factory: { HostingController(rootView: InnermostView(count: count)) },
        update: { controller in controller.rootView = InnermostView(count: count) })
    }
  }
}

/// The innermost level, a Graft view again.
public struct InnermostView: View {
  @Binding var count: Int

  public init(count: Binding<Int>) {
    _count = count
  }

  public var body: some View {
    VStack {
      Text("innermost \(count)")
      Button("Innermost +1") { count += 1 }
    }
  }
}
