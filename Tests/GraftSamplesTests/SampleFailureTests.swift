import Graft
import GraftSamples
import Testing

/// A sample whose script fails on the real libuv loop (as `graft-samples` runs it): the
/// failure is reported, naming the step, and the loop is shut down — never dropped live (which
/// stops the process in `UVEventLoop`'s deinit).
@MainActor
@Suite struct SampleFailureTests {
  @Test func aFailingStepIsReportedAndTheLoopIsShutDown() throws {
    let sample = Sample(
      name: "broken", seed: "none", title: "A sample with a step that cannot work", summary: "",
      variants: [SampleVariant("only") { Text("no buttons here") }], script: [.tap("Missing")])
    var drivers: [UVSampleDriver] = []
    do {
      _ = try SampleRun.run(sample) { view in
        let driver = try UVSampleDriver(rootView: view)
        drivers.append(driver)
        return driver
      }
      Issue.record("the run did not fail")
    } catch let failure as SampleStepFailure {
      #expect(
        failure.description
          == "sample \"broken\", variant \"only\": step tap \"Missing\" failed: \(InteractionError.noSuchButton("Missing", available: []))"
      )
    }
    #expect(drivers.count == 1)
    #expect(drivers.first?.loop.isShutDown == true, "the failing run left its loop running")
  }
}
