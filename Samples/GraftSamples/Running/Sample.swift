import Graft

/// One seed article's scenario: the variants it compares (incorrect, correct, …), each mounted
/// fresh and driven through the same scripted interaction.
public struct Sample: Sendable {
  /// The command-line name (`embedding`).
  public let name: String
  /// The seed article it reproduces (`000`).
  public let seed: String
  /// The heading (`Stateless views and the embedding gotcha`).
  public let title: String
  /// One or two sentences: what to look for in the output.
  public let summary: String
  /// The views compared, shown side by side.
  public let variants: [SampleVariant]
  /// What the user does, in order.
  public let script: [SampleStep]
  /// Extra text blocks printed after the comparison (previews), as `(heading, text)`.
  public let extras: @MainActor @Sendable () -> [(heading: String, text: String)]
  /// Whether the sample needs the real libuv loop (it spawns processes): drivers on a virtual
  /// loop (TestHost, the preview gallery) cannot run it.
  public let needsLibuvLoop: Bool

  public init(
    name: String, seed: String, title: String, summary: String, variants: [SampleVariant],
    script: [SampleStep],
    extras: @escaping @MainActor @Sendable () -> [(heading: String, text: String)] = { [] },
    needsLibuvLoop: Bool = false
  ) {
    self.needsLibuvLoop = needsLibuvLoop
    self.name = name
    self.seed = seed
    self.title = title
    self.summary = summary
    self.variants = variants
    self.script = script
    self.extras = extras
  }
}

/// One of the views a ``Sample`` compares.
public struct SampleVariant: Sendable {
  /// The column heading (`incorrect`, `correct (binding)`).
  public let label: String
  /// The view's type name, printed under the heading.
  public let typeName: String
  /// Builds a fresh instance (with fresh models and stores).
  public let makeView: @MainActor @Sendable () -> AnyView

  /// A variant headed `label`, showing `make()`; `typeName` defaults to the view's type.
  public init<Content: View>(
    _ label: String, typeName: String? = nil, make: @escaping @MainActor @Sendable () -> Content
  ) {
    self.label = label
    self.typeName = typeName ?? "\(Content.self)"
    self.makeView = { AnyView(make()) }
  }
}

/// One scripted user action.
public struct SampleStep: Sendable {
  /// What the user does, for the output (`tap "Click me"`).
  public let description: String
  /// Does it.
  public let perform: @MainActor @Sendable (any SampleDriver) throws -> Void

  public init(
    _ description: String, perform: @escaping @MainActor @Sendable (any SampleDriver) throws -> Void
  ) {
    self.description = description
    self.perform = perform
  }

  /// Taps the button labelled `label`.
  public static func tap(_ label: String) -> SampleStep {
    SampleStep("tap \"\(label)\"") { try $0.tap(label) }
  }

  /// Types `text` into the field with `placeholder` and submits it.
  public static func search(_ text: String, in placeholder: String) -> SampleStep {
    SampleStep("type \"\(text)\" + return") { driver in
      try driver.type(text, into: placeholder)
      try driver.submit(placeholder)
    }
  }

  /// Lets `duration` of loop time pass.
  public static func wait(_ duration: Duration) -> SampleStep {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    return SampleStep("wait \(milliseconds) ms") { try $0.wait(for: duration) }
  }
}
