import Foundation
import GraftUV
import XCTest

/// XCTest on Linux runs test methods synchronously on the process's real main thread,
/// before anything called `dispatch_main()`: the main queue is thread-bound and exposes
/// its file descriptor. That is the production setup (a synchronous `main` that calls
/// `run()`), which Swift Testing cannot reproduce (it runs `@MainActor` tests as jobs on
/// the main queue after `dispatch_main()`), so these two tests use XCTest.
final class MainQueueFileDescriptorTests: XCTestCase {
  func testMainActorRunFromDetachedTaskRunsDuringRun() throws {
    XCTAssertTrue(Thread.isMainThread)
    try MainActor.assumeIsolated { try Self.mainActorRunFromDetachedTask() }
  }

  func testMainActorTaskResumesOnTheLoop() throws {
    XCTAssertTrue(Thread.isMainThread)
    try MainActor.assumeIsolated { try Self.mainActorTaskResumes() }
  }

  @MainActor
  private static func mainActorRunFromDetachedTask() throws {
    let loop = try UVEventLoop()
    let inRun = Box(false)
    let flag = Box(false)
    let ranInsideRun = Box(false)
    Task.detached {
      await MainActor.run {
        flag.value = true
        ranInsideRun.value = inRun.value
      }
    }
    inRun.value = true
    let done = loop.run(until: { flag.value }, timeout: .seconds(10))
    inRun.value = false
    XCTAssertTrue(done)
    XCTAssertTrue(ranInsideRun.value)
    XCTAssertEqual(loop.shutdown(), 0)
  }

  @MainActor
  private static func mainActorTaskResumes() throws {
    let loop = try UVEventLoop()
    let inRun = Box(false)
    let result = Box<Int?>(nil)
    let resumedInsideRun = Box(false)
    Task { @MainActor in
      let value = await Task.detached { 6 * 7 }.value
      result.value = value
      resumedInsideRun.value = inRun.value && Thread.isMainThread
    }
    inRun.value = true
    let done = loop.run(until: { result.value != nil }, timeout: .seconds(10))
    inRun.value = false
    XCTAssertTrue(done)
    XCTAssertEqual(result.value, 42)
    XCTAssertTrue(resumedInsideRun.value)
    let before = loop.iterationCount
    loop.run()  // The main-queue poll is unref'd: nothing keeps the loop alive.
    XCTAssertLessThanOrEqual(loop.iterationCount - before, 2)
    XCTAssertEqual(loop.shutdown(), 0)
  }
}
