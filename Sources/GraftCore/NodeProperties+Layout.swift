/// The content and layout properties every node kind may have, stored out of line (see
/// ``NodeProperties``).
extension NodeProperties {
  /// A text field's placeholder.
  public var placeholder: String? {
    get { rare?.value.placeholder }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.placeholder = newValue }
    }
  }
  /// An image's symbol name.
  public var systemImageName: String? {
    get { rare?.value.systemImageName }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.systemImageName = newValue }
    }
  }
  /// A navigation container's title.
  public var title: String? {
    get { rare?.value.title }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.title = newValue }
    }
  }
  /// A stack's alignment.
  public var alignment: NodeAlignment? {
    get { rare?.value.alignment }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.alignment = newValue }
    }
  }
  /// A stack's spacing.
  public var spacing: Double? {
    get { rare?.value.spacing }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.spacing = newValue }
    }
  }
  /// Size constraints from `.frame(...)`.
  public var frame: NodeFrame? {
    get { rare?.value.frame }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.frame = newValue }
    }
  }
  /// Insets from `.padding(...)`.
  public var padding: EdgeInsets? {
    get { rare?.value.padding }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.padding = newValue }
    }
  }
  /// The font a text is drawn with.
  public var font: Font? {
    get { rare?.value.font }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.font = newValue }
    }
  }
  /// The foreground colour.
  public var foreground: Color? {
    get { rare?.value.foreground }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.foreground = newValue }
    }
  }
  /// The name of the root hosted under a host node.
  public var hostedRoot: String? {
    get { rare?.value.hostedRoot }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.hostedRoot = newValue }
    }
  }
  /// A stable identifier a renderer or test can query (from `.id(_:)`/accessibility).
  public var identifier: String? {
    get { rare?.value.identifier }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.identifier = newValue }
    }
  }
  /// Edges padded by the renderer's default amount (`.padding()` with no length); added to
  /// ``padding``. The layout engine's metrics say how much that is.
  public var defaultPadding: NodeEdges? {
    get { rare?.value.defaultPadding }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.defaultPadding = newValue }
    }
  }
  /// The priority a stack gives this node when sharing out space (`.layoutPriority(_:)`).
  public var layoutPriority: Double {
    get { rare?.value.layoutPriority ?? 0 }
    set {
      if rare == nil, newValue == 0 { return }  // The common case: nothing boxed.
      modifyRare { $0.layoutPriority = newValue }
    }
  }
  /// Axes on which the node takes its ideal size whatever it is offered (`.fixedSize()`).
  public var fixedSize: NodeAxes? {
    get { rare?.value.fixedSize }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.fixedSize = newValue }
    }
  }
  /// The most lines a text wraps to (`.lineLimit(_:)`); `nil` means no limit.
  public var lineLimit: Int? {
    get { rare?.value.lineLimit }
    set {
      if rare == nil, newValue == nil { return }  // The common case: nothing boxed.
      modifyRare { $0.lineLimit = newValue }
    }
  }
  /// The layout modifiers around the node in the order they were written, innermost first
  /// (`Text("a").padding(1).frame(width: 9)` → padding, then frame). ``frame`` and ``padding``
  /// keep only the outermost of each kind (for renderers that style boxes); layout reads this
  /// list when it is not empty, so `.frame().padding()` and nested frames lay out as SwiftUI's.
  public var layoutModifiers: [NodeLayoutModifier] {
    get { rare?.value.layoutModifiers ?? [] }
    set {
      if rare == nil, newValue.isEmpty { return }  // The common case: nothing boxed.
      modifyRare { $0.layoutModifiers = newValue }
    }
  }

  /// Whether any layout modifier field is set: ``layoutModifiers``, ``padding``,
  /// ``defaultPadding``, ``fixedSize`` or — when `countingFrame` — ``frame``. Reads the fields
  /// in place, in one look at the box: through the accessors each is copied out (a frame is
  /// nine optionals), and a layout engine asks this several times per node measured.
  public func hasLayoutModifierFields(countingFrame: Bool) -> Bool {
    guard let rare else { return false }
    return !rare.value.layoutModifiers.isEmpty || rare.value.padding != nil
      || rare.value.defaultPadding != nil || rare.value.fixedSize != nil
      || (countingFrame && rare.value.frame != nil)
  }
}
