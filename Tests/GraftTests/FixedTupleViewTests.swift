import Graft
import GraftTesting
import Testing

/// What a `@ViewBuilder` block builds, where nothing names its type.
@MainActor
private func built<Content: View>(@ViewBuilder _ content: () -> Content) -> Content { content() }

/// Blocks of two, three and ten views, and one of eleven, each showing a counter that its
/// button bumps, so every update reads each block's views again.
private struct Blocks: View {
  @State private var count = 0
  var body: some View {
    VStack {
      HStack {
        Button("bump \(count)") { count += 1 }
        Text("two b \(count)")
      }
      HStack {
        Text("three a")
        Text("three b \(count)")
        Text("three c")
      }
      HStack {
        Text("ten 0")
        Text("ten 1")
        Text("ten 2")
        Text("ten 3")
        Text("ten 4")
        Text("ten 5")
        Text("ten 6")
        Text("ten 7")
        Text("ten 8")
        Text("ten 9 \(count)")
      }
      HStack {
        Text("eleven 0 \(count)")
        Text("eleven 1")
        Text("eleven 2")
        Text("eleven 3")
        Text("eleven 4")
        Text("eleven 5")
        Text("eleven 6")
        Text("eleven 7")
        Text("eleven 8")
        Text("eleven 9")
        Text("eleven 10 \(count)")
      }
    }
  }
}

/// A one-byte view between texts (a string, 16 bytes): a tuple element read at the wrong
/// offset or as the wrong type shows the wrong label, or none.
private struct Mark: View {
  let position: UInt8
  let arity: UInt8
  var body: some View { Text("mark \(arity).\(position)") }
}

/// Blocks of four to nine views, each alternating texts and marks (blocks of two, three and
/// ten are in ``Blocks``).
private struct EveryArity: View {
  var body: some View {
    VStack {
      HStack {
        Text("4.0")
        Mark(position: 1, arity: 4)
        Text("4.2")
        Mark(position: 3, arity: 4)
      }
      HStack {
        Text("5.0")
        Mark(position: 1, arity: 5)
        Text("5.2")
        Mark(position: 3, arity: 5)
        Text("5.4")
      }
      HStack {
        Text("6.0")
        Mark(position: 1, arity: 6)
        Text("6.2")
        Mark(position: 3, arity: 6)
        Text("6.4")
        Mark(position: 5, arity: 6)
      }
      HStack {
        Text("7.0")
        Mark(position: 1, arity: 7)
        Text("7.2")
        Mark(position: 3, arity: 7)
        Text("7.4")
        Mark(position: 5, arity: 7)
        Text("7.6")
      }
      HStack {
        Text("8.0")
        Mark(position: 1, arity: 8)
        Text("8.2")
        Mark(position: 3, arity: 8)
        Text("8.4")
        Mark(position: 5, arity: 8)
        Text("8.6")
        Mark(position: 7, arity: 8)
      }
      HStack {
        Text("9.0")
        Mark(position: 1, arity: 9)
        Text("9.2")
        Mark(position: 3, arity: 9)
        Text("9.4")
        Mark(position: 5, arity: 9)
        Text("9.6")
        Mark(position: 7, arity: 9)
        Text("9.8")
      }
    }
  }
}

/// Code that names ``TupleView`` as a block's type: a container whose builder closure returns
/// one, and a body that returns one in a stack (an explicit `return`: a statement inside a
/// builder block takes the type its own expression builds, `HStack<TupleView2<…>>` here).
private struct Labeled<Label: View, Value: View>: View {
  let views: TupleView<Label, Value>
  init(@ViewBuilder content: () -> TupleView<Label, Value>) { views = content() }
  var body: some View { HStack { views } }
}

private struct NamedTuple: View {
  @State private var count = 0
  var body: HStack<TupleView<Text, Button<Text>>> {
    return HStack {
      Text("named \(count)")
      Button("add") { count += 1 }
    }
  }
}

private struct NamedTuples: View {
  var body: some View {
    VStack {
      NamedTuple()
      Labeled {
        Text("label")
        Text("value")
      }
    }
  }
}

/// A block of two to ten views builds a ``TupleView2`` to ``TupleView10``; a longer one, or
/// one whose type the context names as a ``TupleView``, a ``TupleView``. Either renders its
/// views in order and keeps them up to date.
@MainActor
@Suite struct FixedTupleViewTests {
  @Test func blocksOfTwoToTenViewsBuildFixedArityTupleViews() {
    let two = built {
      Text("a")
      Button("b") {}
    }
    #expect(type(of: two) == TupleView2<Text, Button<Text>>.self)
    let four = built {
      Text("a")
      Text("b")
      Text("c")
      EmptyView()
    }
    #expect(type(of: four) == TupleView4<Text, Text, Text, EmptyView>.self)
    let ten = built {
      Text("0")
      Text("1")
      Text("2")
      Text("3")
      Text("4")
      Text("5")
      Text("6")
      Text("7")
      Text("8")
      Text("9")
    }
    #expect(type(of: ten) == TupleView10<Text, Text, Text, Text, Text, Text, Text, Text, Text, Text>.self)
    // The builder's own call for a block of eleven (as the block above makes for ten).
    let text = Text("x")
    let eleven = ViewBuilder.buildBlock(text, text, text, text, text, text, text, text, text, text, text)
    #expect(
      type(of: eleven) == TupleView<Text, Text, Text, Text, Text, Text, Text, Text, Text, Text, Text>.self)
  }

  @Test func blocksOfAnyArityRenderTheirViewsInOrderAndUpdateThem() throws {
    let host = TestHost(rootView: Blocks())
    let ten = (0..<9).map { "ten \($0)" }
    let eleven = (1..<10).map { "eleven \($0)" }
    #expect(
      host.nodes(of: .text).map(\.label)
        == ["two b 0", "three a", "three b 0", "three c"] + ten + ["ten 9 0", "eleven 0 0"] + eleven
        + ["eleven 10 0"])
    try host.tap("bump 0")
    try host.tap("bump 1")
    #expect(
      host.nodes(of: .text).map(\.label)
        == ["two b 2", "three a", "three b 2", "three c"] + ten + ["ten 9 2", "eleven 0 2"] + eleven
        + ["eleven 10 2"])
    #expect(host.nodes(of: .button).map(\.label) == ["bump 2"])
    #expect(host.rendererIsInSync)
  }

  /// Every fixed arity makes its element through its own class (named per arity in
  /// `FixedTupleViews.swift`) and reads each view where it lies.
  @Test func everyFixedArityRendersItsViewsInOrder() {
    let host = TestHost(rootView: EveryArity())
    let expected = (4...9).flatMap { arity in
      (0..<arity).map { $0 % 2 == 0 ? "\(arity).\($0)" : "mark \(arity).\($0)" }
    }
    #expect(host.nodes(of: .text).map(\.label) == expected)
    #expect(host.rendererIsInSync)
  }

  @Test func codeNamingTupleViewBuildsOneAndUpdates() throws {
    let host = TestHost(rootView: NamedTuples())
    #expect(host.nodes(of: .text).map(\.label) == ["named 0", "label", "value"])
    try host.tap("add")
    #expect(host.nodes(of: .text).map(\.label) == ["named 1", "label", "value"])
    #expect(host.rendererIsInSync)
  }
}
