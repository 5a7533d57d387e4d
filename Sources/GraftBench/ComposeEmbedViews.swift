// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Composables are named like types (`Text`, `Counter`), as Jetpack Compose names them.
import Graft
import GraftCompose
import GraftComposeInterop

/// Hosts a ``ComposeCounter`` composition in its own ``ComposeViewController``; the binding
/// is the composition's parameter, pushed again on every update.
struct ComposeCounterEmbed: ViewControllerRepresentable {
  @Binding var count: Int

  func makeViewController(context: Context) -> ComposeViewController<Binding<Int>> {
    ComposeViewController(parameters: $count) { c, count in ComposeCounter(c, count: count) }
  }

  func updateViewController(_ viewController: ComposeViewController<Binding<Int>>, context: Context) {
    viewController.parameters = $count
  }
}

/// The counter as a composable: reads the host's state through the binding (tracked), so a
/// write recomposes this group alone.
@MainActor
func ComposeCounter(_ c: Composer, count: Binding<Int>) {
  c.call(count) { c, count in
    c.Row {
      c.Text("\(count.wrappedValue)")
      c.Button("+1") { count.wrappedValue += 1 }
    }
  }
}

/// Owns a counter's state and shows the counter in a composition of its own.
struct ComposeHostedCounterRow: View {
  @State private var count = 0
  var body: some View { ComposeCounterEmbed(count: $count) }
}

/// `count` counters, each in its own composition.
struct ComposeCounterColumn: View {
  let count: Int

  var body: some View {
    VStack {
      ForEach(0..<count) { _ in ComposeHostedCounterRow() }
    }
  }
}

/// Hosts a composition showing `value`, pushed in as the composition's parameters.
struct ComposeValueEmbed: ViewControllerRepresentable {
  let value: Int

  func makeViewController(context: Context) -> ComposeViewController<Int> {
    ComposeViewController(parameters: value) { c, value in c.Text("\(value)") }
  }

  func updateViewController(_ viewController: ComposeViewController<Int>, context: Context) {
    viewController.parameters = value
  }
}

/// A host whose own state is passed, as a plain value, into a hosted composition.
struct ComposeHostWriter: View {
  @State private var value = 0

  var body: some View {
    VStack {
      Button("host +1") { value += 1 }
      ComposeValueEmbed(value: value)
    }
  }
}
