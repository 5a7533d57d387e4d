import Graft

/// Acts on a mounted sample as a user would and reads what the user sees. The scripted
/// interactions of a ``Sample`` are written against this protocol only, so `graft-samples`
/// (on the real libuv loop, ``UVSampleDriver``) and the tests (on `TestHost`'s virtual loop)
/// run the very same script.
///
/// Contract: every action settles before it returns — the screen read afterwards is the one
/// a user would see once the interaction's update pass ran. ``wait(for:)`` lets that much loop
/// time pass, firing due timers.
@MainActor
public protocol SampleDriver: AnyObject {
  /// Activates the first enabled button labelled `label`; throws if there is none.
  func tap(_ label: String) throws
  /// Replaces the content of the text field with placeholder `placeholder`.
  func type(_ text: String, into placeholder: String) throws
  /// Submits (return) the text field with placeholder `placeholder`.
  func submit(_ placeholder: String) throws
  /// Lets `duration` of loop time pass, firing timers, then settles.
  func wait(for duration: Duration) throws
  /// The node tree as text (`TextRenderer`).
  func render() -> String
  /// Every `Text`'s content, in tree order, through hosted roots.
  var texts: [String] { get }
  /// Everything Graft reported, oldest first.
  var diagnostics: [Diagnostic] { get }
  /// Every sensory feedback played, oldest first.
  var feedbackEvents: [FeedbackEvent] { get }
  /// Tears the sample down and releases the loop. Nothing may be called afterwards.
  func close() throws
}

/// Mounts a sample's view and returns the driver acting on it.
public typealias SampleMount = @MainActor (AnyView) throws -> any SampleDriver

/// Why a ``SampleDriver`` action failed (GraftCore's ``InteractionError``).
public typealias SampleDriverError = InteractionError
