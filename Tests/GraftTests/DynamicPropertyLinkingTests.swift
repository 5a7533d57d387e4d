import Graft
import GraftTesting
import Testing

/// A modifier whose state is reached only through an existential (its offset in the holding
/// view is not the state's): linking must still find the state behind it.
private struct TapCount: ViewModifier {
  @State var taps = 0
  func body(content: Content) -> some View { content }
}

private struct ErasedModifierHolder: View {
  let modifier: any ViewModifier = TapCount()
  var body: some View {
    let count = modifier as? TapCount
    VStack {
      Text("erased taps \(count?.taps ?? -1)")
      Button("Tap erased") { count?.taps += 1 }
    }
  }
}

/// A `@State` held in an optional stored property: not itself a dynamic property's type.
private struct OptionalStateHolder: View {
  let count: State<Int>? = State(initialValue: 0)
  var body: some View {
    VStack {
      Text("optional taps \(count?.wrappedValue ?? -1)")
      Button("Tap optional") { count?.wrappedValue += 1 }
    }
  }
}

/// Several dynamic properties of different types around plain fields, one inside a modifier
/// stored inline: each must reach its own slot.
private struct Mixed: View {
  let title: String
  @State private var first = 10
  let spacer = (1, 2.5, "padding")
  @State private var second = "a"
  @Environment(\.isEnabled) private var isEnabled
  var body: some View {
    VStack {
      Text("\(title) \(first) \(second) \(isEnabled)")
      Button("Bump") {
        first += 1
        second += "b"
      }
    }
    .modifier(TapCount())
  }
}

@MainActor
@Suite struct DynamicPropertyLinkingTests {
  @Test func stateBehindAnExistentialModifierPersistsAcrossRenders() throws {
    let host = TestHost(rootView: ErasedModifierHolder())
    #expect(host.texts == ["erased taps 0"])
    try host.tap("Tap erased")
    try host.tap("Tap erased")
    #expect(host.texts == ["erased taps 2"])
  }

  @Test func stateInAnOptionalFieldPersistsAcrossRenders() throws {
    let host = TestHost(rootView: OptionalStateHolder())
    #expect(host.texts == ["optional taps 0"])
    try host.tap("Tap optional")
    #expect(host.texts == ["optional taps 1"])
  }

  @Test func eachPropertyAmongPlainFieldsReachesItsOwnSlot() throws {
    let host = TestHost(rootView: Mixed(title: "mixed"))
    #expect(host.texts == ["mixed 10 a true"])
    try host.tap("Bump")
    try host.tap("Bump")
    #expect(host.texts == ["mixed 12 abb true"])
  }
}
