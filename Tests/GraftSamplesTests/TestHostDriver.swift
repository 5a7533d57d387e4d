import Graft
import GraftSamples
import GraftTesting

/// Drives a sample through `TestHost` on virtual time — the same scripted steps
/// `graft-samples` runs on libuv, through the tests' host.
@MainActor
final class TestHostDriver: SampleDriver {
  let host: TestHost<AnyView>

  init(rootView: AnyView) {
    host = TestHost(rootView: rootView)
  }

  func tap(_ label: String) throws { try host.tap(label) }
  func type(_ text: String, into placeholder: String) throws { try host.type(text, into: placeholder) }
  func submit(_ placeholder: String) throws { try host.submit(placeholder) }
  func wait(for duration: Duration) throws { host.advance(by: duration) }
  func render() -> String { host.render() }
  var texts: [String] { host.texts }
  var diagnostics: [Diagnostic] { host.diagnostics }
  var feedbackEvents: [FeedbackEvent] { host.feedbackEvents }
  func close() throws { try host.tearDown() }
}
