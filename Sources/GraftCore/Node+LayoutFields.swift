/// Reads of a node's layout properties in place, for a layout engine's hot paths.
///
/// `node.properties.layoutPriority` from another module copies the whole ``NodeProperties``
/// out of the node first (a retain and a release of its text and of its boxed rare fields),
/// then calls the getter: a layout engine asks these several times per node it measures or
/// places (issue 15: part of the ~3 k instructions of reference counting per list row
/// created). These answer the same from the node's stored properties without a copy, and,
/// for the common node with no rare field set, without touching the box. Loop thread only,
/// as ``Node``; they read, never write.
extension Node {
  /// `properties.hasLayoutModifierFields(countingFrame:)`, read in place.
  public func hasLayoutModifierFields(countingFrame: Bool) -> Bool {
    guard propertiesStorage.rare != nil else { return false }
    return propertiesStorage.hasLayoutModifierFields(countingFrame: countingFrame)
  }

  /// `properties.layoutPriority`, read in place.
  public var layoutPriority: Double {
    guard propertiesStorage.rare != nil else { return 0 }
    return propertiesStorage.layoutPriority
  }

  /// `properties.lineLimit`, read in place.
  public var lineLimit: Int? {
    guard propertiesStorage.rare != nil else { return nil }
    return propertiesStorage.lineLimit
  }

  /// `properties.font`, read in place.
  public var font: Font? {
    guard propertiesStorage.rare != nil else { return nil }
    return propertiesStorage.font
  }

  /// `properties.spacing`, read in place.
  public var spacing: Double? {
    guard propertiesStorage.rare != nil else { return nil }
    return propertiesStorage.spacing
  }

  /// `properties.alignment`, read in place.
  public var alignment: NodeAlignment? {
    guard propertiesStorage.rare != nil else { return nil }
    return propertiesStorage.alignment
  }
}

/// Kind tests from the stored code, for a layout engine's hot paths.
///
/// `node.kind` makes the ``NodeKind`` from the node's stored ``NodeKindCode`` on every read
/// (a switch, and a custom kind's name fetched and released); matching one case of it cost
/// ~20 instructions, read for every node measured and placed. These compare the code
/// (`NodeKindCode.buttonCode`, `.spacerCode`, `.listCode`, `.scrollViewCode`), inlined. Debug
/// builds assert each answer against the kind. Any thread, as ``kind``.
extension Node {
  /// Whether ``kind`` is `.button`.
  @inlinable public nonisolated var kindIsButton: Bool {
    let answer = kindCode.rawValue == NodeKindCode.buttonCode
    assert(answer == Self.isButtonKind(kind), "NodeKindCode's code of .button moved")
    return answer
  }

  /// Whether ``kind`` is `.spacer`.
  @inlinable public nonisolated var kindIsSpacer: Bool {
    let answer = kindCode.rawValue == NodeKindCode.spacerCode
    assert(answer == Self.isSpacerKind(kind), "NodeKindCode's code of .spacer moved")
    return answer
  }

  /// Whether ``kind`` is `.list` or `.scrollView` (a scrolling container).
  @inlinable public nonisolated var kindIsScrolling: Bool {
    let code = kindCode.rawValue
    let answer = code == NodeKindCode.listCode || code == NodeKindCode.scrollViewCode
    assert(answer == Self.isScrollingKind(kind), "NodeKindCode's codes of .list and .scrollView moved")
    return answer
  }

  /// Whether `kind` is `.list` or `.scrollView` (``kindIsScrolling``'s check in debug builds).
  @usableFromInline nonisolated static func isScrollingKind(_ kind: NodeKind) -> Bool {
    switch kind {
    case .list, .scrollView: true
    default: false
    }
  }

  /// Whether `kind` is `.button` (``kindIsButton``'s check in debug builds).
  @usableFromInline nonisolated static func isButtonKind(_ kind: NodeKind) -> Bool {
    if case .button = kind { true } else { false }
  }

  /// Whether `kind` is `.spacer` (``kindIsSpacer``'s check in debug builds).
  @usableFromInline nonisolated static func isSpacerKind(_ kind: NodeKind) -> Bool {
    if case .spacer = kind { true } else { false }
  }
}
