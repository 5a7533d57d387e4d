import GraftCore

/// A control that performs an action when tapped, as SwiftUI's `Button`.
///
/// The action runs on the loop thread, outside any update pass; state it writes is
/// reconciled in the next pass. A button inside `.disabled(true)` ignores taps.
@MainActor
public struct Button<Label: View>: NodeView {
  let title: String?
  /// The label's views, already as the node's content. Stored as `(any View)?`, not `Label?`:
  /// no stored property's layout then depends on `Label`, so a button is copied and destroyed
  /// by fixed value witnesses (a `Label?` field sent every copy of a button — several per
  /// re-rendered row — through the generic ones and `Label`'s enum-tag witness), and
  /// ``nodeContent`` hands it over without converting a `Label?` to `(any View)?` on every
  /// update (issue 15). A title-only button stores `nil`; a label that fits the existential's
  /// inline buffer (a `Text`) is not boxed.
  let label: (any View)?
  let action: () -> Void
  /// `.destructive` or `.cancel` (`Button(role:action:label:)`); shown by renderers.
  var role: ButtonRole?

  /// A button whose label is `label`'s views.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    title = nil
    self.label = label()
    self.action = action
  }

  public var nodeKind: NodeKind { .button }

  public var nodeContent: (any View)? { label }

  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    properties.text = title
    properties.font = environment.font
    properties.foreground = environment.foregroundStyle
    properties.isDisabled = !environment.isEnabled
    properties.role = role?.name
    properties.style = environment.controlStyles.button
    properties.tint = environment.tint
    return properties
  }

  public func eventHandlers(in environment: EnvironmentValues) -> NodeEventHandlers {
    guard environment.isEnabled else { return NodeEventHandlers() }
    // In an alert or confirmation dialog, every button also dismisses it (after its action).
    if let dismiss = environment.presentationDismiss {
      let action = self.action
      return NodeEventHandlers(onTap: {
        action()
        dismiss()
      })
    }
    return NodeEventHandlers(onTap: action)
  }
}

extension Button where Label == Text {
  /// A button titled `title`.
  public init(_ title: String, action: @escaping () -> Void) {
    self.title = title
    label = nil
    self.action = action
  }

  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(String(title), action: action)
  }
}
