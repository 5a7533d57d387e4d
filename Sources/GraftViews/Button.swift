import GraftCore

/// `properties.text = title`, kept out of line so that a button's refresh stores its title as
/// the `String` it unwrapped (see `Button.nodeProperties(in:)`).
@inline(never)
private func storeButtonTitle(_ title: String, in properties: inout NodeProperties) {
  properties.text = title
}

/// A control that performs an action when tapped, as SwiftUI's `Button`.
///
/// The action runs on the loop thread, outside any update pass; state it writes is
/// reconciled in the next pass. A button inside `.disabled(true)` ignores taps.
@MainActor
public struct Button<Label: View>: NodeView {
  let title: String?
  /// The label's views (already as the node's content) and the role, in a box shared by every
  /// copy of the button; `nil` for a title-only button without a role (most buttons). Not
  /// `Label?`: no stored property's layout then depends on `Label`, so a button is copied and
  /// destroyed by fixed value witnesses (a `Label?` field sent every copy of a button — several
  /// per re-rendered row — through the generic ones and `Label`'s enum-tag witness), and
  /// ``nodeContent`` hands the label over without converting a `Label?` to `(any View)?` on
  /// every update (issue 15). Boxed rather than an inline `(any View)?` (40 bytes), at one
  /// allocation per labeled button made — where a label larger than the existential's inline
  /// buffer was boxed by every `nodeContent` call before. The role is in the box too: a
  /// `ButtonRole?` of its own (a string, 16 bytes) made a button 56 bytes, its element
  /// (which keeps it) 120; at 40 the element is 104, the allocator's next class down (issue 15,
  /// round 10). A title button with a role (an alert's) allocates the box.
  private(set) var extras: ButtonExtras?
  let action: () -> Void
  /// `.destructive` or `.cancel` (`Button(role:action:label:)`); shown by renderers.
  var role: ButtonRole? {
    get { extras?.role }
    set {
      let label = extras?.label
      extras = label == nil && newValue == nil ? nil : ButtonExtras(label: label, role: newValue)
    }
  }

  /// A button whose label is `label`'s views.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    title = nil
    extras = ButtonExtras(label: label(), role: nil)
    self.action = action
  }

  public var nodeKind: NodeKind { .button }

  public var nodeContent: (any View)? { extras?.label }

  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    // Unwrapped first, and stored out of line: `self.title` copied as a `String?` went through
    // `Optional`'s generic value witness, looked up by mangled name (~110 instructions per
    // button refreshed) — as it did again when the properties' initializer and setter were
    // inlined here (the store then became a copy of the whole optional).
    if let title { storeButtonTitle(title, in: &properties) }
    // Out-of-line properties only when present (see `NodeProperties.setTextStyle(from:)`).
    if let font = environment.font { properties.font = font }
    if let foreground = environment.foregroundStyle { properties.foreground = foreground }
    properties.isDisabled = !environment.isEnabled
    if let role { properties.role = role.name }
    if let style = environment.controlStyleName({ $0.button }) { properties.style = style }
    if let tint = environment.tint { properties.tint = tint }
    return properties
  }

  public func eventHandlers(in environment: EnvironmentValues) -> NodeEventHandlers {
    NodeEventHandlers(onTap: tapHandler(in: environment))
  }

  /// What a tap runs in `environment`, the button's only handler: nothing when disabled, the
  /// action — and in an alert or confirmation dialog, the dismissal after it — otherwise.
  func tapHandler(in environment: EnvironmentValues) -> (() -> Void)? {
    guard environment.isEnabled else { return nil }
    // In an alert or confirmation dialog, every button also dismisses it (after its action).
    if let dismiss = environment.presentationDismiss {
      let action = self.action
      return {
        action()
        dismiss()
      }
    }
    return action
  }
}

extension Button where Label == Text {
  /// A button titled `title`.
  public init(_ title: String, action: @escaping () -> Void) {
    self.title = title
    extras = nil
    self.action = action
  }

  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(String(title), action: action)
  }
}

extension Button: ActionCarryingNodeView {
  /// Its node's properties are its title and role in the environment; its label is the node's
  /// content (reconciled on every update) and its action a handler.
  func makesSameProperties(as other: Button) -> Bool { title == other.title && role == other.role }
}

/// A button's label views and role (see ``Button``'s `extras`): one reference however often
/// the button value is copied. Immutable (a new role makes a new box); main actor.
@MainActor
final class ButtonExtras {
  let label: (any View)?
  let role: ButtonRole?

  init(label: (any View)?, role: ButtonRole?) {
    self.label = label
    self.role = role
  }
}
