import Graft
import GraftSamples
import GraftTesting

/// Drives a sample through `TestHost` on virtual time — the same scripted steps
/// `graft-samples` runs on libuv, through the tests' host. The actions come from `GraphUser`,
/// as for every other graph driver.
@MainActor
final class TestHostDriver: GraphSampleDriver {
  let host: TestHost<AnyView>

  init(rootView: AnyView) {
    host = TestHost(rootView: rootView)
  }

  var graph: UpdateGraph { host.graph }
  func settle() throws { try host.settle() }
  func wait(for duration: Duration) throws { host.advance(by: duration) }
  func render() -> String { host.render() }
  func close() throws { try host.tearDown() }
}
