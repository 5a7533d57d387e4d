import GraftCompose

/// A ``ComposeViewController``'s content and the parameters it is composed with. The
/// composition's content closure captures this one object, which Swift passes as the closure's
/// context: a closure capturing the content and a copy of the parameters allocated its context
/// at every mount and at every parameters set (the update hook sets them right after mounting).
/// The closure reads the parameters when it runs, so setting them then recomposing composes
/// the new ones, as replacing the closure did. Holds nothing that holds it (no cycle).
/// Loop thread only.
@MainActor
final class ComposeContentSource<Parameters> {
  let content: (Composer, Parameters) -> Void
  /// Unchecked exclusivity: loop thread only, every access instantaneous (the content gets a
  /// copy).
  @exclusivity(unchecked) var parameters: Parameters

  init(content: @escaping (Composer, Parameters) -> Void, parameters: Parameters) {
    self.content = content
    self.parameters = parameters
  }

  /// The composition's content: composes ``content`` with the current ``parameters``.
  var composeContent: (Composer) -> Void {
    { [self] composer in content(composer, parameters) }
  }
}
