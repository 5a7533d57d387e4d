import Foundation
import GraftCore
import GraftUV
import Testing

/// A main-actor box the tests mutate from loop callbacks.
@MainActor
final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

@Suite("UVEventLoop")
@MainActor
struct UVEventLoopTests {
  @Test func timersFireInDeadlineOrderAndCancelledTimerNeverFires() throws {
    let loop = try UVEventLoop()
    let fired = Box<[String]>([])
    let start = loop.now
    loop.scheduleTimer(after: .milliseconds(30)) { fired.value.append("30ms") }
    loop.scheduleTimer(after: .milliseconds(10)) { fired.value.append("10ms-a") }
    let cancelled = loop.scheduleTimer(after: .milliseconds(15)) { fired.value.append("cancelled") }
    loop.scheduleTimer(after: .milliseconds(20)) { fired.value.append("20ms") }
    loop.scheduleTimer(after: .milliseconds(10)) { fired.value.append("10ms-b") }
    cancelled.cancel()
    #expect(cancelled.isCancelled)
    loop.run()  // Returns once every timer fired or was cancelled.
    #expect(fired.value == ["10ms-a", "10ms-b", "20ms", "30ms"])
    #expect(loop.now - start >= .milliseconds(30))
    #expect(loop.shutdown() == 0)
  }

  @Test func runReturnsImmediatelyWithNothingPending() throws {
    let loop = try UVEventLoop()
    loop.run()
    loop.execute {}  // Posted work does not keep run() alive...
    loop.run()
    #expect(loop.shutdown() == 0)
    #expect(loop.shutdown() == 0)  // ...and a second shutdown is a no-op.
  }

  @Test func manyRequestsBeforeAnIterationMakeOnePass() throws {
    let loop = try UVEventLoop()
    let passes = Box(0)
    loop.updatePass = { passes.value += 1 }
    for _ in 0..<1000 { loop.requestUpdatePass() }
    loop.runOnce()
    #expect(passes.value == 1)
    loop.runOnce()
    #expect(passes.value == 1)
    #expect(loop.shutdown() == 0)
  }

  @Test func requestDuringThePassMakesAnotherPass() throws {
    let loop = try UVEventLoop()
    let passes = Box(0)
    loop.updatePass = { [unowned loop] in
      passes.value += 1
      if passes.value == 1 { loop.requestUpdatePass() }
    }
    loop.requestUpdatePass()
    loop.runOnce()
    #expect(passes.value == 1)
    #expect(loop.runUntilQuiescent())
    #expect(passes.value == 2)
    loop.requestUpdatePass()
    loop.run()  // A requested pass keeps run() alive until it ran.
    #expect(passes.value == 3)
    #expect(loop.shutdown() == 0)
  }

  @Test func runUntilQuiescentIsBoundedAndDoesNotWaitForFutureTimers() throws {
    let loop = try UVEventLoop()
    let passes = Box(0)
    loop.updatePass = {
      passes.value += 1
      loop.requestUpdatePass()  // Never settles.
    }
    loop.requestUpdatePass()
    #expect(!loop.runUntilQuiescent(maxIterations: 50))
    #expect(passes.value <= 50)
    loop.updatePass = nil

    let fired = Box(false)
    loop.scheduleTimer(after: .seconds(10)) { fired.value = true }
    let start = loop.now
    #expect(loop.runUntilQuiescent())
    #expect(!fired.value)
    #expect(loop.now - start < .seconds(5))
    #expect(loop.shutdown() == 0)
  }

  @Test func idleLoopWithOnePendingTimerDoesNotSpin() throws {
    let loop = try UVEventLoop()
    let fired = Box(false)
    loop.scheduleTimer(after: .milliseconds(30)) { fired.value = true }
    let before = loop.iterationCount
    loop.run()
    let iterations = loop.iterationCount - before
    #expect(fired.value)
    #expect(iterations <= 5, "loop spun: \(iterations) iterations for one 30 ms timer")
    #expect(loop.shutdown() == 0)
  }

  @Test func executeFromFourThreads() throws {
    let loop = try UVEventLoop()
    let counter = Box(0)
    let threads = 4
    let postsPerThread = 100_000
    for _ in 0..<threads {
      let thread = Thread {
        for _ in 0..<postsPerThread {
          loop.execute { counter.value += 1 }
        }
      }
      thread.start()
    }
    let done = loop.run(until: { counter.value == threads * postsPerThread }, timeout: .seconds(120))
    #expect(done)
    #expect(counter.value == threads * postsPerThread)
    #expect(loop.shutdown() == 0)
  }

  @Test func executePreservesPostOrderPerThread() throws {
    let loop = try UVEventLoop()
    let seen = Box<[Int]>([])
    let thread = Thread {
      for index in 0..<10_000 { loop.execute { seen.value.append(index) } }
    }
    thread.start()
    #expect(loop.run(until: { seen.value.count == 10_000 }, timeout: .seconds(60)))
    #expect(seen.value == Array(0..<10_000))
    #expect(loop.shutdown() == 0)
  }

  @Test func runUntilTimesOut() throws {
    let loop = try UVEventLoop()
    let before = loop.iterationCount
    let start = loop.now
    #expect(!loop.run(until: { false }, timeout: .milliseconds(50)))
    #expect(loop.now - start >= .milliseconds(50))
    #expect(loop.iterationCount - before <= 5, "run(until:) spun while waiting")
    #expect(loop.shutdown() == 0)
  }

  @Test func mainActorRunFromDetachedTaskRunsDuringRunUntil() async throws {
    let loop = try UVEventLoop()
    #expect(!loop.drainsMainQueue)  // Swift Testing: main queue after dispatch_main().
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
    let done = await loop.runYieldingMainActor(until: { flag.value }, timeout: .seconds(1_200))
    inRun.value = false
    #expect(done)
    #expect(ranInsideRun.value)
    #expect(loop.shutdown() == 0)
  }

  // The generous timeouts in the main-actor tests only bound a failure: under a parallel
  // test run the other @MainActor tests (soak runs, layout, samples) can keep the main actor
  // busy until most of the suite has finished — minutes under TSan on two cores — and these
  // tests need it to get a turn. They finish in milliseconds when idle.
  @Test func mainActorTaskResumesOnTheLoopAfterAwaitingDetachedWork() async throws {
    let loop = try UVEventLoop()
    let inRun = Box(false)
    let result = Box<Int?>(nil)
    let resumedInsideRun = Box(false)
    Task { @MainActor in
      let value = await Task.detached { 6 * 7 }.value
      result.value = value
      resumedInsideRun.value = inRun.value
    }
    inRun.value = true
    let done = await loop.runYieldingMainActor(until: { result.value != nil }, timeout: .seconds(1_200))
    inRun.value = false
    #expect(done)
    #expect(result.value == 42)
    #expect(resumedInsideRun.value)
    #expect(loop.shutdown() == 0)
  }

  @Test func shutdownWithPendingTimersPassAndPostedWork() throws {
    let loop = try UVEventLoop()
    let ran = Box(false)
    loop.scheduleTimer(after: .seconds(10)) { ran.value = true }
    let cancelledLater = loop.scheduleTimer(after: .seconds(20)) { ran.value = true }
    loop.updatePass = { ran.value = true }
    loop.requestUpdatePass()
    loop.execute { ran.value = true }
    let poster = Thread {
      for _ in 0..<1000 { loop.execute { ran.value = true } }
    }
    poster.start()
    #expect(loop.shutdown() == 0)
    #expect(!ran.value)
    cancelledLater.cancel()  // Ignored after shutdown.
    loop.requestUpdatePass()
    loop.scheduleTimer(after: .zero) { ran.value = true }
    loop.run()
    loop.execute { ran.value = true }
    #expect(!ran.value)
  }

  /// Documents why the two tests above use `runYieldingMainActor`: a synchronous
  /// `run(until:)` inside a Swift Testing `@MainActor` test holds the main queue, so a
  /// main-actor job cannot run until it returns.
  @Test func synchronousRunCannotServeMainActorUnderSwiftTesting() async throws {
    let loop = try UVEventLoop()
    let flag = Box(false)
    Task.detached { await MainActor.run { flag.value = true } }
    #expect(!loop.run(until: { flag.value }, timeout: .milliseconds(100)))
    _ = await loop.runYieldingMainActor(until: { flag.value }, timeout: .seconds(1_200))
    #expect(flag.value)
    #expect(loop.shutdown() == 0)
  }

  @Test func uvErrorCarriesCodeAndText() {
    let error = UVError(code: -16, operation: "uv_loop_close")  // EBUSY on Linux
    #expect(error.code == -16)
    #expect(error.message == "resource busy or locked")
    #expect(error.description.contains("uv_loop_close"))
  }
}
