import CCounterComponent
import CGraftTestComponents
import Graft
import GraftCBridge
import GraftCInterop
import GraftSamples
import GraftTesting
import Testing

@MainActor
@Suite struct CComponentTests {
  @Test func theSampleSharesOneCountBetweenGraftAndC() throws {
    let host = TestHost(rootView: CComponentExample())
    #expect(host.texts == ["graft 0", "c 0"])
    for (button, expected) in [("Graft +1", 1), ("C +1", 2), ("C +1", 3), ("Graft +1", 4)] {
      let passes = host.graph.passCount
      try host.tap(button)
      #expect(host.texts == ["graft \(expected)", "c \(expected)"])
      #expect(host.graph.passCount == passes + 1)
    }
    #expect(host.rendererIsInSync)
    #expect(host.diagnostics.isEmpty)
  }

  @Test func theCounterReconcilesItselfUpdatingTextInPlace() throws {
    let host = TestHost(rootView: CComponentExample())
    let text = try #require(host.nodes(of: .text).last)
    let created = host.graph.tree.createdNodeCount
    try host.tap("C +1")
    #expect(host.nodes(of: .text).last === text)
    #expect(host.graph.tree.createdNodeCount == created)
    #expect(host.render().contains("c 1"))
  }

  @Test func aComponentWhoseMakeFailsShowsAnErrorNodeAndTheRestKeepsWorking() throws {
    let failing = component(graft_test_failing_vtable())
    let before = CBridge.liveHandleCount
    let host = TestHost(rootView: ToggleHost { _ in CComponentController(component: failing) })
    let errors = host.nodes(of: .error)
    #expect(errors.count == 1)
    #expect(errors.first?.properties.text?.contains("Failing") == true)
    #expect(!host.texts.contains("half-built"))
    #expect(host.diagnostics.map(\.kind) == [.hostedComponentFailure])
    #expect(CBridge.liveHandleCount == before)
    try host.tap("Outer +1")
    #expect(host.texts == ["outer 1"])
    try host.tap("Toggle")
    #expect(host.nodes(of: .error).isEmpty)
    #expect(host.rendererIsInSync)
  }

  @Test func aForeignScopeIsInvalidatedByAWriteToWhatItRead() throws {
    let probe = component(graft_test_probe_vtable())
    let host = TestHost(
      rootView: ToggleHost { CComponentController(component: probe, inputs: [.int64Binding($0)]) })
    #expect(host.texts == ["outer 0", "probe 0"])
    #expect(graft_test_probe_record().pointee.scope_invalidations == 0)
    try host.tap("Outer +1")
    #expect(host.texts == ["outer 1", "probe 1"])
    #expect(graft_test_probe_record().pointee.scope_invalidations == 1)
    #expect(graft_test_probe_record().pointee.scope_last_value == 1)
  }

  @Test func theEnvironmentIsReadThroughDeclaredKeysOnly() throws {
    let themed = component(graft_test_themed_vtable())
    let host = TestHost(rootView: ToggleHost { _ in CComponentController(component: themed) })
    // The themed component reads a key its host did not declare: make fails, visibly.
    #expect(host.nodes(of: .error).count == 1)
    #expect(host.diagnostics.first?.message.contains("status \(GRAFT_ERR_UNAVAILABLE.rawValue)") == true)
  }

  /// The counter's `measure` hook answers in the layout's unit, character cells: its widest
  /// line by its number of lines ("c 0": 3 × 1; with its "C +1" button, drawn with a cell on
  /// each side: 6 × 2), never wider than a narrower proposal, and follows what it renders
  /// ("c 10": 4 × 1).
  @Test func measureAsksTheComponent() throws {
    let counter = component(graft_counter_vtable())
    var plain: CComponentController?
    var withButton: CComponentController?
    let host = TestHost(
      rootView: ToggleHost { count in
        let made = CComponentController(component: counter, inputs: [.int64Binding(count), .string("c")])
        plain = made
        return made
      })
    let buttonHost = TestHost(
      rootView: ToggleHost { count in
        let made = CComponentController(
          component: counter, inputs: [.int64Binding(count), .string("c"), .string("C +1")])
        withButton = made
        return made
      })
    #expect(host.texts == ["outer 0", "c 0"])
    #expect(plain?.measure(ProposedSize()) == MeasuredSize(width: 3, height: 1))
    #expect(plain?.measure(ProposedSize(width: 2)) == MeasuredSize(width: 2, height: 1))
    #expect(buttonHost.nodes(of: .button).map(\.label).contains("C +1"))
    #expect(withButton?.measure(ProposedSize()) == MeasuredSize(width: 6, height: 2))
    for _ in 0..<10 { try host.tap("Outer +1") }
    #expect(host.texts == ["outer 10", "c 10"])
    #expect(plain?.measure(ProposedSize()) == MeasuredSize(width: 4, height: 1))
  }

  @Test func tenThousandMountsAndUnmountsLeaveNoHandleBehind() throws {
    let counter = component(graft_counter_vtable())
    let before = CBridge.liveHandleCount
    let host = TestHost(
      rootView: ToggleHost {
        CComponentController(component: counter, inputs: [.int64Binding($0), .string("c"), .string("C +1")])
      }
    )
    #expect(CBridge.liveHandleCount > before)
    for _ in 0..<10_000 {
      try host.tap("Toggle")
      try host.tap("Toggle")
    }
    try host.tap("C +1")
    #expect(host.texts == ["outer 1", "c 1"])
    try host.tap("Toggle")
    #expect(CBridge.liveHandleCount == before)
    var count = -1
    #expect(graft_live_handle_count(&count) == GRAFT_OK)
    #expect(count == before)
    #expect(host.graph.roots.count == 1)
  }
}
