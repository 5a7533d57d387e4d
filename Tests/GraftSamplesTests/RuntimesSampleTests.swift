import Graft
import GraftSamples
import GraftTesting
import Testing

@MainActor
@Suite struct RuntimesSampleTests {
  @Test func foreignCounterFollowsClicksOnBothSidesInOnePassEach() throws {
    let host = TestHost(rootView: ForeignCounterExample())
    #expect(host.texts == ["outer 0", "inner 0"])
    for (button, expected) in [("Outer +1", 1), ("Inner +1", 2), ("Inner +1", 3)] {
      let passes = host.graph.passCount
      let renders = [host.root.renderCount] + host.hostedRoots.map(\.renderCount)
      try host.tap(button)
      #expect(host.texts == ["outer \(expected)", "inner \(expected)"])
      #expect(host.graph.passCount == passes + 1)
      let after = [host.root.renderCount] + host.hostedRoots.map(\.renderCount)
      #expect(zip(renders, after).map { $1 - $0 } == [1, 1])
    }
    #expect(host.diagnostics.isEmpty)
    #expect(host.rendererIsInSync)
  }

  @Test func nestedRuntimesShareOneCounterThreeLevelsDeep() throws {
    let host = TestHost(rootView: NestedRuntimesExample())
    #expect(host.texts == ["outermost 0", "middle 0", "innermost 0"])
    for expected in 1...2 {
      let passes = host.graph.passCount
      let renders = [host.root.renderCount] + host.hostedRoots.map(\.renderCount)
      try host.tap("Innermost +1")
      #expect(host.texts == ["outermost \(expected)", "middle \(expected)", "innermost \(expected)"])
      #expect(host.graph.passCount == passes + 1)
      let after = [host.root.renderCount] + host.hostedRoots.map(\.renderCount)
      #expect(zip(renders, after).map { $1 - $0 } == [1, 1, 1])
    }
    #expect(host.rendererIsInSync)
    #expect(host.hostedRoots.count == 2)
    #expect(host.diagnostics.isEmpty)
    #expect(
      host.render() == """
        VStack
          Text "outermost 2"
          Host ComposeViewController<Binding<Int>>
            VStack
              Text "middle 2"
              Host HostingController<InnermostView>
                VStack
                  Text "innermost 2"
                  Button "Innermost +1"
        """)
    try host.tearDown()
    #expect(host.graph.roots.isEmpty)
  }
}
