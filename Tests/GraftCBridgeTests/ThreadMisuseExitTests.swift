import CGraftABI
import Foundation
import GraftCBridge
import Testing

@Suite struct ThreadMisuseExitTests {
  /// graft.h: a call from a thread other than the loop thread stops the process with a
  /// message, before touching any state.
  @Test func aCallFromAnotherThreadStopsTheProcess() async {
    await #expect(processExitsWith: .failure) {
      let thread = Thread {
        var count = 0
        _ = graft_live_handle_count(&count)
      }
      thread.start()
      while !thread.isFinished { usleep(1000) }
    }
  }
}
