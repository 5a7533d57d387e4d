import CLibUV
import Glibc
import Testing

@testable import GraftUV

/// Every libuv `*_init`/`*_start` call a `UVEventLoop` makes is checked: a failure is thrown as
/// a `UVError` naming the call, and what was opened before it is closed again, on a private
/// loop and on a borrowed one. Failures are injected (libuv's own — out of file descriptors,
/// say — cannot be provoked for every call), in a child process each (exit tests), so the
/// injection cannot reach other tests.
@Suite struct InitFailureTests {
  static let operations = [
    "uv_check_init", "uv_check_start", "uv_idle_init", "uv_timer_init", "uv_async_init",
  ]

  @Test func aFailingHandleCallIsThrownAndNothingIsLeftOpen() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        for operation in InitFailureTests.operations { InitFailureTests.check(failing: operation) }
      }
    }
  }

  @MainActor
  static func check(failing operation: String) {
    let injected = UVError(code: UV_EMFILE.rawValue, operation: operation)
    LoopHandles.injectedFailureForTesting = injected
    defer { LoopHandles.injectedFailureForTesting = nil }
    #expect(throws: injected) { _ = try UVEventLoop() }

    let host = HostLoop()
    #expect(throws: injected) { _ = try UVEventLoop(borrowing: UnsafeMutableRawPointer(host.raw)) }
    host.run()  // Frees the handles opened before the failure.
    #expect(host.handles().isEmpty, "\(operation): Graft left handles on the host's loop")
    #expect(host.close() == 0)
  }
}
