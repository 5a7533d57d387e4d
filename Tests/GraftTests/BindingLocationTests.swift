import Graft
import GraftTesting
import Testing

/// Bindings a view's body projected, kept for the test to compare and write through.
@MainActor
private final class ProjectedBindings {
  var first: Binding<Int>?
  var second: Binding<Int>?
  var other: Binding<Int>?
  var x: Binding<Double>?
  var xAgain: Binding<Double>?
  var y: Binding<Double>?
}

private struct Point: Equatable {
  var x = 0.0
  var y = 0.0
}

/// Projects `$count` twice, `$other` once and two fields of `$point`, and shows them all.
private struct Projector: View {
  let bindings: ProjectedBindings
  @State private var count = 0
  @State private var other = 0
  @State private var point = Point()

  var body: some View {
    bindings.first = $count
    bindings.second = $count
    bindings.other = $other
    bindings.x = $point.x
    bindings.xAgain = $point.x
    bindings.y = $point.y
    return Text("\(count) \(other) \(point.x),\(point.y)")
  }
}

@MainActor
private final class Playlist: ObservableObject {
  @Published var title = "intro"
  @Published var subtitle = "first"
}

@Observable
@MainActor
private final class Card {
  var name = "Ada"
  var note = ""
}

/// A binding is one location object (issue 15): these pin what a location reads, writes and
/// compares as, for each way of making one.
@MainActor
@Suite struct BindingLocationTests {
  @Test func bindingsProjectedFromOneStateShareItsLocationAndWriteThroughIt() throws {
    let bindings = ProjectedBindings()
    let host = TestHost(rootView: Projector(bindings: bindings))
    let first = try #require(bindings.first)
    let second = try #require(bindings.second)
    let other = try #require(bindings.other)
    #expect(first.pointsToSameLocation(as: second))
    #expect(!first.pointsToSameLocation(as: other))

    second.wrappedValue = 4
    other.wrappedValue = 9
    try host.settle()
    #expect(first.wrappedValue == 4)
    #expect(host.render().contains("4 9 0.0,0.0"))
  }

  @Test func aBindingToAFieldReadsAndWritesThroughItsParent() throws {
    let bindings = ProjectedBindings()
    let host = TestHost(rootView: Projector(bindings: bindings))
    let x = try #require(bindings.x)
    let xAgain = try #require(bindings.xAgain)
    let y = try #require(bindings.y)
    #expect(x.pointsToSameLocation(as: xAgain))
    #expect(!x.pointsToSameLocation(as: y))

    x.wrappedValue = 2.5
    try host.settle()
    #expect(y.wrappedValue == 0)
    #expect(xAgain.wrappedValue == 2.5)
    #expect(host.render().contains("0 0 2.5,0.0"))
  }

  @Test func closureBindingsNeverCompareEqualAndSourcedOnesDo() {
    final class Box { var value = 1 }
    let box = Box()
    let plain = Binding(get: { box.value }, set: { box.value = $0 })
    #expect(!plain.pointsToSameLocation(as: plain))
    let sourced = Binding(source: box, get: { box.value }, set: { box.value = $0 })
    let sourcedAgain = Binding(source: box, get: { box.value }, set: { box.value = $0 })
    #expect(sourced.pointsToSameLocation(as: sourcedAgain))
    sourcedAgain.wrappedValue = 7
    #expect(sourced.wrappedValue == 7)
    #expect(plain.wrappedValue == 7)
  }

  @Test func bindingsToAnObjectsPropertyCompareByObjectAndProperty() {
    let playlist = Playlist()
    let observed = ObservedObject(wrappedValue: playlist).projectedValue
    let title = observed.title
    #expect(title.pointsToSameLocation(as: observed.title))
    #expect(!title.pointsToSameLocation(as: observed.subtitle))
    #expect(!title.pointsToSameLocation(as: ObservedObject(wrappedValue: Playlist()).projectedValue.title))
    title.wrappedValue = "outro"
    #expect(playlist.title == "outro")

    let card = Card()
    let name = Bindable(card).name
    #expect(name.pointsToSameLocation(as: Bindable(card).name))
    #expect(!name.pointsToSameLocation(as: Bindable(card).note))
    name.wrappedValue = "Grace"
    #expect(card.name == "Grace")
    #expect(name.wrappedValue == "Grace")
  }
}
