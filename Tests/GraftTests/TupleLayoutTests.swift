import Graft
import GraftTesting
import Testing

/// A one-byte view (alignment 1): its text says whether it is on.
private struct Flag: View {
  let isOn: Bool
  var body: some View { Text(isOn ? "flag on" : "flag off") }
}

/// A view of two one-byte fields, so the view after it starts at an odd offset before
/// alignment.
private struct Pair: View {
  let first: UInt8
  let second: UInt8
  var body: some View { Text("pair \(first) \(second)") }
}

/// An eight-byte view (alignment 8), a double.
private struct Measure: View {
  let value: Double
  var body: some View { Text("measure \(value)") }
}

/// A block of views of mixed sizes and alignments — empty, one byte, two bytes, a string, a
/// double, a closure-carrying button, an existential — each showing state that every tap
/// changes, so each update reads every view of the tuple where it lies. The block builds a
/// ``TupleView8``; with `variadic`, its views are shown in a ``TupleView`` instead.
private struct MixedViews: View {
  let variadic: Bool
  @State private var count = 0
  var body: some View {
    let views = mixedViews
    VStack {
      if variadic {
        TupleView(
          views.view0, views.view1, views.view2, views.view3, views.view4, views.view5, views.view6,
          views.view7)
      } else {
        views
      }
    }
  }

  @ViewBuilder private var mixedViews:
    TupleView8<EmptyView, Flag, Pair, Text, Flag, Measure, Button<Text>, AnyView>
  {
    EmptyView()
    Flag(isOn: count % 2 == 1)
    Pair(first: UInt8(count % 256), second: UInt8((count + 1) % 256))
    Text("text \(count)")
    Flag(isOn: count % 2 == 0)
    Measure(value: Double(count) / 2)
    Button("tap \(count)") { count += 1 }
    AnyView(Text("any \(count)"))
  }
}

/// A tuple of views reads each of its views where it lies in the tuple: views of any size and
/// alignment, in any order, reach their elements intact on every update, in a fixed-arity
/// ``TupleView8`` (a struct of fields) and in a variadic ``TupleView`` (a tuple) alike.
@MainActor
@Suite struct TupleLayoutTests {
  @Test(arguments: [false, true])
  func viewsOfMixedSizesAndAlignmentsUpdateIntact(variadic: Bool) throws {
    let host = TestHost(rootView: MixedViews(variadic: variadic))
    #expect(
      host.nodes(of: .text).map(\.label) == [
        "flag off", "pair 0 1", "text 0", "flag on", "measure 0.0", "any 0",
      ])
    try host.tap("tap 0")
    try host.tap("tap 1")
    try host.tap("tap 2")
    #expect(
      host.nodes(of: .text).map(\.label) == [
        "flag on", "pair 3 4", "text 3", "flag off", "measure 1.5", "any 3",
      ])
    #expect(host.nodes(of: .button).map(\.label) == ["tap 3"])
    #expect(host.rendererIsInSync)
  }
}
