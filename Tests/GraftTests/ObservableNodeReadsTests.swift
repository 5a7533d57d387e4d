import Graft
import GraftTesting
import Observation
import Testing

@MainActor
@Observable
private final class Lamp {
  var isOn = false
}

/// Counts its owner's body evaluations (not observable: reading it tracks nothing).
@MainActor
private final class BodyCount {
  var value = 0
}

/// A node view that reads its `@Observable` model in `nodeProperties(in:)`.
private struct LampStack<Content: View>: NodeView {
  let lamp: Lamp
  let typedNodeContent: Content

  init(lamp: Lamp, @ViewBuilder content: () -> Content) {
    self.lamp = lamp
    typedNodeContent = content()
  }

  var nodeKind: NodeKind { .stack(.horizontal) }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    properties.isHighlighted = lamp.isOn
    return properties
  }
}

private struct LampRow: View {
  let lamp: Lamp
  let label: String
  let renders: BodyCount

  var body: some View {
    renders.value += 1
    return LampStack(lamp: lamp) { Text(label) }
  }
}

@MainActor
private protocol Switch: AnyObject {
  var isOn: Bool { get }
}

@MainActor
@Observable
private final class ObservedSwitch: Switch {
  var isOn = false
}

@MainActor
private final class FixedSwitch: Switch {
  let isOn = true
}

/// A node view holding its model as an existential: one value may hold an `@Observable` object
/// and another not.
private struct SwitchStack: NodeView {
  let source: any Switch
  let fallback: Lamp?

  var nodeKind: NodeKind { .stack(.horizontal) }
  var nodeContent: (any View)? { nil }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    properties.isHighlighted = source.isOn || (fallback?.isOn ?? false)
    return properties
  }
}

private struct SwitchBoard: View {
  let first: any Switch
  let second: any Switch
  let lamp: Lamp

  var body: some View {
    VStack {
      SwitchStack(source: first, fallback: nil)
      SwitchStack(source: second, fallback: nil)
      SwitchStack(source: FixedSwitchOff.shared, fallback: lamp)
    }
  }
}

@MainActor
private final class FixedSwitchOff: Switch {
  static let shared = FixedSwitchOff()
  let isOn = false
}

/// A node view's own `@Observable` reads (in `nodeProperties(in:)`) subscribe its node: a
/// change refreshes that node alone, without its parent's body, however the view holds the
/// object (directly, as an existential, as an optional).
@MainActor
struct ObservableNodeReadsTests {
  @Test func aNodeViewHoldingAnObservableModelFollowsItWithoutItsParentsBody() throws {
    let lamp = Lamp()
    let renders = BodyCount()
    let host = TestHost(rootView: LampRow(lamp: lamp, label: "hall", renders: renders))
    func stack() -> Node? { host.nodes(of: .stack(.horizontal)).first }
    #expect(stack()?.properties.isHighlighted == false)
    let rendersAfterMount = renders.value

    lamp.isOn = true
    try host.settle()
    #expect(stack()?.properties.isHighlighted == true)
    #expect(renders.value == rendersAfterMount, "the parent's body ran for a read only the node made")
    #expect(host.render().contains("hall"))

    lamp.isOn = false
    try host.settle()
    #expect(stack()?.properties.isHighlighted == false)
    #expect(host.rendererIsInSync)
  }

  @Test func anExistentialFieldIsFollowedWhateverTheFirstValueHeld() throws {
    // The first `SwitchStack` made holds an object that is not `@Observable`; the second holds
    // one that is, and the third reaches one through an optional that is `nil` in the others.
    let observed = ObservedSwitch()
    let lamp = Lamp()
    let host = TestHost(rootView: SwitchBoard(first: FixedSwitch(), second: observed, lamp: lamp))
    func stacks() -> [Node] { host.nodes(of: .stack(.horizontal)) }
    #expect(stacks().map(\.properties.isHighlighted) == [true, false, false])

    observed.isOn = true
    try host.settle()
    #expect(stacks().map(\.properties.isHighlighted) == [true, true, false])

    lamp.isOn = true
    try host.settle()
    #expect(stacks().map(\.properties.isHighlighted) == [true, true, true])
    #expect(host.rendererIsInSync)
  }
}
