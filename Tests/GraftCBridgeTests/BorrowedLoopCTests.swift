import CGraftABI
import CGraftTestComponents
import CLibUV
import Glibc
import GraftCBridge
import Testing

/// A C program hosting Graft on the C program's own libuv loop (`graft_graph_create_on_loop`),
/// and the status codes of graph creation and destruction.
@MainActor
@Suite struct BorrowedLoopCTests {
  @Test func aCHostLendsItsLoopAndGetsItBackClean() {
    let before = CBridge.liveHandleCount
    var report = graft_test_host_report()
    graft_test_host_loop_run(&report)
    #expect(report.create == GRAFT_OK)
    #expect(report.observe == GRAFT_OK)
    #expect(report.state == GRAFT_OK)
    #expect(report.component == GRAFT_OK)
    #expect(report.root == GRAFT_OK)
    #expect(report.run_returned, "uv_run(UV_RUN_DEFAULT) did not return once the host's timer closed")
    #expect(!report.watchdog_fired)
    // Every host write is rendered in the iteration it was made in (the first render shows 0,
    // or 1 if the first tick came before the first pass).
    let count = Int(report.render_count)
    let renders = withUnsafeBytes(of: report.rendered) { Array($0.bindMemory(to: Int64.self).prefix(count)) }
    let renderIterations = withUnsafeBytes(of: report.render_iteration) {
      Array($0.bindMemory(to: Int32.self).prefix(count))
    }
    let written = withUnsafeBytes(of: report.written) { Array($0.bindMemory(to: Int64.self)) }
    let writeIterations = withUnsafeBytes(of: report.write_iteration) { Array($0.bindMemory(to: Int32.self)) }
    #expect(written == [1, 2, 3])
    for (value, iteration) in zip(written, writeIterations) {
      #expect(
        zip(renders, renderIterations).contains { $0 == (value, iteration) },
        "write \(value) in iteration \(iteration) was not rendered in it: \(renders) in \(renderIterations)")
    }
    #expect(renders.last == 3)
    let lastText = withUnsafeBytes(of: report.last_render_text) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    // The observer saw every render, then the root's removal when it was destroyed: every
    // change reaches an observer, inside a pass or not; the last text is the emptied tree.
    #expect(lastText == "")
    #expect(report.observed_renders == report.render_count + 1)
    #expect(report.foreign_handles_while_mounted > 0)
    #expect(report.root_destroy == GRAFT_OK)
    #expect(report.graph_destroy == GRAFT_OK)
    #expect(report.foreign_handles_after == 0, "Graft left handles on the host's loop")
    #expect(report.loop_data_kept)
    #expect(report.loop_close == 0)
    #expect(CBridge.liveHandleCount == before)
  }

  @Test func destroyReportsAnOwnLoopKeptOpenByTheCallersHandle() {
    var loopClose: Int32 = -1
    #expect(graft_test_destroy_with_foreign_handle(&loopClose) == GRAFT_ERR_BUSY)
    #expect(loopClose == 0)  // The loop was handed over open, and closed cleanly by the caller.
  }

  @Test func aNullLoopIsAnInvalidArgument() {
    var graph = graft_graph(bits: 0)
    #expect(graft_graph_create_on_loop(nil, &graph) == GRAFT_ERR_INVALID_ARGUMENT)
    #expect(graph.bits == 0)
  }

  /// Out of file descriptors, libuv cannot create a loop: the status says libuv, not
  /// "unavailable". In a child process: the descriptors are the whole process's.
  @Test func graphCreationOutOfDescriptorsIsALibuvError() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        var graph = graft_graph(bits: 0)
        // libuv creates its process-wide signal pipe with the first loop: do that first.
        #expect(graft_graph_create(&graph) == GRAFT_OK)
        #expect(graft_graph_destroy(graph) == GRAFT_OK)
        var limit = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        limit.rlim_cur = min(limit.rlim_cur, 1024)
        setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        var spare: [Int32] = []
        while case let fd = open("/dev/null", O_RDONLY), fd >= 0 { spare.append(fd) }
        let status = graft_graph_create(&graph)
        for fd in spare { close(fd) }
        #expect(status == GRAFT_ERR_LIBUV)
      }
    }
  }
}
