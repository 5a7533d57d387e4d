import CCounterComponent
import CGraftABI
import CGraftTestComponents
import CLibUV
import Graft
import GraftCBridge
import GraftCInterop
import GraftTesting
import Testing

/// Every misuse of the C ABI answers a status and leaves the host running.
@MainActor
@Suite struct MisuseTests {
  private func probeHost() -> TestHost<ToggleHost> {
    let probe = component(graft_test_probe_vtable())
    return TestHost(
      rootView: ToggleHost { CComponentController(component: probe, inputs: [.int64Binding($0)]) })
  }

  @Test func misuseInsideMakeIsReportedAndMakeStillSucceeds() {
    let host = probeHost()
    let record = graft_test_probe_record().pointee
    #expect(record.create_before_begin == GRAFT_ERR_WRONG_PHASE)
    #expect(record.nested_begin == GRAFT_ERR_WRONG_PHASE)
    #expect(record.insert_out_of_range == GRAFT_ERR_INVALID_ARGUMENT)
    #expect(record.insert_attached == GRAFT_ERR_INVALID_ARGUMENT)
    #expect(record.invalid_utf8 == GRAFT_ERR_INVALID_ARGUMENT)
    #expect(record.null_out == GRAFT_ERR_INVALID_ARGUMENT)
    #expect(record.wrong_typed_read == GRAFT_ERR_WRONG_TYPE)
    #expect(record.small_buffer == GRAFT_ERR_BUFFER_TOO_SMALL)
    #expect(record.small_buffer_length == 5)
    #expect(record.undeclared_environment == GRAFT_ERR_UNAVAILABLE)
    #expect(host.texts == ["outer 0", "probe 0"])
    #expect(host.diagnostics.isEmpty)
  }

  @Test func nodeMutationsOutsideMakeOrUpdateAreTheWrongPhase() throws {
    let host = probeHost()
    let record = graft_test_probe_record().pointee
    #expect(graft_tree_begin(record.context) == GRAFT_ERR_WRONG_PHASE)
    #expect(graft_tree_end(record.context) == GRAFT_ERR_WRONG_PHASE)
    #expect(graft_node_set_text(record.context, record.node, "x", 1) == GRAFT_ERR_WRONG_PHASE)
    var node = graft_node(bits: 0)
    #expect(graft_node_create(record.context, GRAFT_NODE_TEXT, &node) == GRAFT_ERR_WRONG_PHASE)
    try host.tap("Outer +1")
    #expect(host.texts == ["outer 1", "probe 1"])
  }

  @Test func badHandlesAreRejected() {
    let host = probeHost()
    let record = graft_test_probe_record().pointee
    var value: Int64 = 0
    #expect(graft_binding_get_int64(graft_binding(bits: 0), &value) == GRAFT_ERR_BAD_HANDLE)
    #expect(
      graft_binding_get_int64(graft_binding(bits: 0xDEAD_BEEF_0000_0042), &value) == GRAFT_ERR_BAD_HANDLE)
    // A handle of one kind passed as another.
    #expect(graft_binding_get_int64(graft_binding(bits: record.node.bits), &value) == GRAFT_ERR_BAD_HANDLE)
    #expect(graft_tree_begin(graft_context(bits: record.input.bits)) == GRAFT_ERR_BAD_HANDLE)
    #expect(graft_root_destroy(graft_root(bits: 7)) == GRAFT_ERR_BAD_HANDLE)
    #expect(graft_binding_get_int64(record.input, nil) == GRAFT_ERR_INVALID_ARGUMENT)
    #expect(host.texts == ["outer 0", "probe 0"])
  }

  @Test func wrongTypedReadsAndWritesAreRejected() {
    // Kept alive to the end: a dropped TestHost tears its tree down (and the probe with it).
    let host = probeHost()
    defer { withExtendedLifetime(host) {} }
    let record = graft_test_probe_record().pointee
    var flag = false
    var number = 0.0
    #expect(graft_binding_get_bool(record.input, &flag) == GRAFT_ERR_WRONG_TYPE)
    #expect(graft_binding_get_double(record.input, &number) == GRAFT_ERR_WRONG_TYPE)
    #expect(graft_binding_set_string(record.input, "1", 1) == GRAFT_ERR_WRONG_TYPE)
    #expect(graft_binding_set_int64(record.state, 1) == GRAFT_ERR_WRONG_TYPE)
    var type = GRAFT_TYPE_NONE
    #expect(graft_binding_type(record.state, &type) == GRAFT_OK)
    #expect(type == GRAFT_TYPE_STRING)
  }

  @Test func handlesUsedAfterDismantleAreReportedAsSuch() throws {
    let host = probeHost()
    let record = graft_test_probe_record().pointee
    try host.tap("Toggle")
    #expect(host.texts == ["outer 0"])
    var value: Int64 = 0
    var node = graft_node(bits: 0)
    #expect(graft_binding_get_int64(record.input, &value) == GRAFT_ERR_DISMANTLED)
    #expect(graft_binding_set_string(record.state, "x", 1) == GRAFT_ERR_DISMANTLED)
    #expect(graft_context_host_node(record.context, &node) == GRAFT_ERR_DISMANTLED)
    #expect(graft_node_set_handler(record.context, record.node, nil, nil) == GRAFT_ERR_DISMANTLED)
    #expect(graft_scope_invalidate(record.scope) == GRAFT_ERR_DISMANTLED)
    try host.tap("Outer +1")
    #expect(host.texts == ["outer 1"])
  }

  @Test func anABIVersionMismatchFailsRegistration() {
    var vtable = graft_counter_vtable().pointee
    var registered = graft_component(bits: 0)
    #expect(graft_component_register(&vtable, &registered) == GRAFT_OK)
    #expect(graft_component_unregister(registered) == GRAFT_OK)
    #expect(graft_component_unregister(registered) == GRAFT_ERR_DISMANTLED)
    vtable.abi_version = UInt32(GRAFT_ABI_VERSION) + 1
    #expect(graft_component_register(&vtable, &registered) == GRAFT_ERR_ABI_MISMATCH)
    #expect(throws: CComponentError(status: GRAFT_ERR_ABI_MISMATCH)) { try CComponent(vtable: &vtable) }
    vtable.abi_version = UInt32(GRAFT_ABI_VERSION)
    vtable.size -= 8
    #expect(graft_component_register(&vtable, &registered) == GRAFT_ERR_ABI_MISMATCH)
    vtable.size += 8
    vtable.make = nil
    #expect(graft_component_register(&vtable, &registered) == GRAFT_ERR_INVALID_ARGUMENT)
  }

  @Test func aGraphThatDoesNotRunOnLibuvHasNoUVLoop() throws {
    let host = probeHost()
    let graph = CBridge.graphHandle(for: host.graph)
    var loop: UnsafeMutablePointer<uv_loop_s>?
    #expect(graft_graph_uv_loop(graph, &loop) == GRAFT_ERR_UNAVAILABLE)
    var rootNode = graft_node(bits: 0)
    #expect(graft_graph_root_node(graph, &rootNode) == GRAFT_OK)
    var root = graft_root(bits: 0)
    #expect(graft_root_create(graph, rootNode, "no such view", nil, 0, &root) == GRAFT_ERR_INVALID_ARGUMENT)
    #expect(graft_graph_destroy(graph) == GRAFT_OK)
    #expect(graft_graph_request_update(graph) == GRAFT_ERR_DISMANTLED)
  }
}
