import GraftCore

private struct FontKey: EnvironmentKey {
  static var defaultValue: Font? { nil }
}

private struct ForegroundKey: EnvironmentKey {
  static var defaultValue: Color? { nil }
}

private struct IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

private struct SubmitActionKey: EnvironmentKey {
  static var defaultValue: SubmitAction? { nil }
}

extension EnvironmentValues {
  /// The font texts and controls use (`.font(_:)`).
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The foreground colour (`.foregroundStyle(_:)`).
  public var foregroundStyle: Color? {
    get { self[ForegroundKey.self] }
    set { self[ForegroundKey.self] = newValue }
  }

  /// Whether controls accept interaction; `.disabled(true)` turns it off for a subtree.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// What text fields in this subtree do on submit (`.onSubmit(_:)`).
  var submitAction: SubmitAction? {
    get { self[SubmitActionKey.self] }
    set { self[SubmitActionKey.self] = newValue }
  }
}

/// The action `.onSubmit` installs for text fields below it.
struct SubmitAction {
  let action: () -> Void
}
