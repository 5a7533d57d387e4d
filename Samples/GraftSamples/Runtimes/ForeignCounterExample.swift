// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Composables are named like types (`Text`, `Counter`), as Jetpack Compose names them.
import Graft
import GraftCompose

/// A Graft view embedding a counter written in the second, Compose-style runtime — the seed
/// article's motivating case (a Compose Multiplatform composable inside SwiftUI), done right:
/// the composable receives the count as a binding, so both sides always agree.
public struct ForeignCounterExample: View {
  @State private var count = 0

  public init() {}

  public var body: some View {
    VStack {
      Button("Outer +1") { count += 1 }
      Text("outer \(count)")
      ComposeCounterRepresentable(count: $count) { c, count in InnerCounter(c, count: count) }
    }
  }
}

/// The counter, as a composable: reads the count through the binding (tracked) and writes
/// through it.
@MainActor
public func InnerCounter(_ c: Composer, count: Binding<Int>) {
  c.call(count) { c, count in
    c.Column {
      c.Text("inner \(count.wrappedValue)")
      c.Button("Inner +1") { count.wrappedValue += 1 }
    }
  }
}
