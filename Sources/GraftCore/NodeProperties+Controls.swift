/// The control and style properties (issue 18), stored out of line (see ``NodeProperties``).
extension NodeProperties {
  /// A toggle's state, a picker option's or tab's selection, a disclosure group's expansion.
  public var isOn: Bool? {
    get { rare?.value.isOn }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.isOn = newValue }
    }
  }
  /// A stepper's, slider's or progress view's number.
  public var value: Double? {
    get { rare?.value.value }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.value = newValue }
    }
  }
  /// The lower bound of ``value`` (a stepper's or slider's range).
  public var minimum: Double? {
    get { rare?.value.minimum }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.minimum = newValue }
    }
  }
  /// The upper bound of ``value`` (a stepper's or slider's range; a progress view's total).
  public var maximum: Double? {
    get { rare?.value.maximum }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.maximum = newValue }
    }
  }
  /// The increment of a stepper or slider.
  public var step: Double? {
    get { rare?.value.step }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.step = newValue }
    }
  }
  /// A link's destination.
  public var url: String? {
    get { rare?.value.url }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.url = newValue }
    }
  }
  /// Whether a text field hides what is typed (`SecureField`).
  public var isSecure: Bool {
    get { rare?.value.isSecure ?? false }
    set {
      if rare == nil, !newValue { return }  // The common case: nothing boxed.
      modifyRare { $0.isSecure = newValue }
    }
  }
  /// Whether the node is hidden (`.hidden()`): it keeps its place but is not drawn.
  public var isHidden: Bool {
    get { rare?.value.isHidden ?? false }
    set {
      if rare == nil, !newValue { return }  // The common case: nothing boxed.
      modifyRare { $0.isHidden = newValue }
    }
  }
  /// Text emphasis (`.bold()`, `.italic()`, `.underline()`, `.strikethrough()`).
  public var emphasis: TextEmphasis {
    get { rare?.value.emphasis ?? [] }
    set {
      if rare == nil, newValue.isEmpty { return }  // The common case: nothing boxed.
      modifyRare { $0.emphasis = newValue }
    }
  }
  /// A font weight (`.font(.system(size:weight:))`, `.fontWeight(_:)`).
  public var weight: FontWeight? {
    get { rare?.value.weight }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.weight = newValue }
    }
  }
  /// Opacity from 0 to 1 (`.opacity(_:)`); `nil` is opaque.
  public var opacity: Double? {
    get { rare?.value.opacity }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.opacity = newValue }
    }
  }
  /// A background colour (`.background(_:)`).
  public var background: Color? {
    get { rare?.value.background }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.background = newValue }
    }
  }
  /// A border colour (`.border(_:width:)`).
  public var border: Color? {
    get { rare?.value.border }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.border = newValue }
    }
  }
  /// The border's width in points.
  public var borderWidth: Double? {
    get { rare?.value.borderWidth }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.borderWidth = newValue }
    }
  }
  /// The accent colour of controls (`.tint(_:)`).
  public var tint: Color? {
    get { rare?.value.tint }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.tint = newValue }
    }
  }
  /// A button's role (`destructive`, `cancel`).
  public var role: String? {
    get { rare?.value.role }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.role = newValue }
    }
  }
  /// A control's style name (`.buttonStyle(.bordered)` → `bordered`, `.pickerStyle(.segmented)`…)
  /// or a presentation's kind (`alert`, `confirmationDialog`, `sheet`).
  public var style: String? {
    get { rare?.value.style }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.style = newValue }
    }
  }
  /// Whether a control's label is hidden (`.labelsHidden()`).
  public var labelsHidden: Bool {
    get { rare?.value.labelsHidden ?? false }
    set {
      if rare == nil, !newValue { return }  // The common case: nothing boxed.
      modifyRare { $0.labelsHidden = newValue }
    }
  }
  /// What assistive technology reads (`.accessibilityLabel(_:)`).
  public var accessibilityLabel: String? {
    get { rare?.value.accessibilityLabel }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.accessibilityLabel = newValue }
    }
  }
  /// A control's keyboard shortcut (`.keyboardShortcut(_:)`), e.g. `return`, `cmd+n`.
  public var keyboardShortcut: String? {
    get { rare?.value.keyboardShortcut }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.keyboardShortcut = newValue }
    }
  }
  /// Whether a text field has the keyboard focus (`.focused(_:)`).
  public var isFocused: Bool {
    get { rare?.value.isFocused ?? false }
    set {
      if rare == nil, !newValue { return }  // The common case: nothing boxed.
      modifyRare { $0.isFocused = newValue }
    }
  }
  /// Whether the node and its subtree are mounted but not shown: a `NavigationStack` level
  /// under the one on top keeps its views (and their state) this way. Renderers draw nothing
  /// of it, layout gives it no place, and lookups that play the user's part
  /// (``Node/forEachShownInTree(_:)``) do not see it.
  public var isInactive: Bool {
    get { rare?.value.isInactive ?? false }
    set {
      if rare == nil, !newValue { return }  // The common case: nothing boxed.
      modifyRare { $0.isInactive = newValue }
    }
  }
}
