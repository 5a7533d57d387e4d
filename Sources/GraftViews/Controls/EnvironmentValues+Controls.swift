import Foundation
import GraftCore

private struct TextEmphasisKey: EnvironmentKey {
  static var defaultValue: TextEmphasis { [] }
}

private struct FontWeightKey: EnvironmentKey {
  static var defaultValue: FontWeight? { nil }
}

private struct TintKey: EnvironmentKey {
  static var defaultValue: Color? { nil }
}

private struct ControlStylesKey: EnvironmentKey {
  static var defaultValue: ControlStyles { ControlStyles() }
}

private struct LabelsHiddenKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct PickerContextKey: EnvironmentKey {
  static var defaultValue: PickerContext? { nil }
}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in } }
}

extension EnvironmentValues {
  /// The emphasis texts below are drawn with (`.bold()`, `.italic()`, `.underline()`,
  /// `.strikethrough()` on a container).
  public var textEmphasis: TextEmphasis {
    get { self[TextEmphasisKey.self] }
    set { self[TextEmphasisKey.self] = newValue }
  }

  /// The weight texts below are drawn with (`.fontWeight(_:)`).
  public var fontWeight: FontWeight? {
    get { self[FontWeightKey.self] }
    set { self[FontWeightKey.self] = newValue }
  }

  /// The accent colour of controls below (`.tint(_:)`).
  public var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }

  /// The style names controls below use (`.buttonStyle`, `.textFieldStyle`, `.toggleStyle`,
  /// `.pickerStyle`).
  public var controlStyles: ControlStyles {
    get { self[ControlStylesKey.self] }
    set { self[ControlStylesKey.self] = newValue }
  }

  /// One control family's style name, `family(controlStyles)`, without making and destroying
  /// the default ``ControlStyles`` (four strings' releases) where no ancestor set a style: what
  /// every control's properties read, each time they are computed (issue 15, round 32).
  /// Tracked as ``controlStyles`` is. `family` runs at most once, synchronously.
  func controlStyleName(_ family: (ControlStyles) -> String?) -> String? {
    guard entries[ObjectIdentifier(ControlStylesKey.self)] != nil else { return nil }
    return family(controlStyles)
  }

  /// Whether controls below hide their labels (`.labelsHidden()`).
  public var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }

  /// What a `Link` (or a view calling it) does with a URL. Default: nothing (there is no
  /// browser to hand it to); set one with `.environment(\.openURL, OpenURLAction { … })`.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }

  /// The picker whose options are being built (set by `Picker` for its content).
  var pickerContext: PickerContext? {
    get { self[PickerContextKey.self] }
    set { self[PickerContextKey.self] = newValue }
  }
}

/// The style names set by the style modifiers, by control family.
public struct ControlStyles: Equatable, Sendable {
  public var button: String?
  public var textField: String?
  public var toggle: String?
  public var picker: String?
  public init() {}
}

/// Opens a URL, as SwiftUI's `OpenURLAction`. Call it: `openURL(url)`.
public struct OpenURLAction: Sendable {
  let handler: @MainActor @Sendable (URL) -> Void

  /// An action that hands each URL to `handler` (on the loop thread).
  public init(handler: @escaping @MainActor @Sendable (URL) -> Void) {
    self.handler = handler
  }

  @MainActor
  public func callAsFunction(_ url: URL) { handler(url) }
}

extension EnvironmentValues {
  /// `properties` with the control-wide values of this environment applied: tint, the
  /// control's style name for `family`, labels hidden, disabled.
  func controlProperties(_ family: KeyPath<ControlStyles, String?>?) -> NodeProperties {
    var properties = NodeProperties()
    properties.tint = tint
    properties.labelsHidden = labelsHidden
    properties.isDisabled = !isEnabled
    properties.font = font
    if let family { properties.style = controlStyleName { $0[keyPath: family] } }
    return properties
  }
}
