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
  // Each is inlined into the engine up to its test for rare fields (a call each was ~8 of the
  // ~12–18 instructions a read cost, about thirty reads per list row laid out); the box is read
  // out of line.

  /// `properties.hasLayoutModifierFields(countingFrame:)`, read in place.
  @inlinable public func hasLayoutModifierFields(countingFrame: Bool) -> Bool {
    guard hasRareProperties else { return false }
    return rareHasLayoutModifierFields(countingFrame: countingFrame)
  }

  /// `properties.layoutPriority`, read in place.
  @inlinable public var layoutPriority: Double {
    guard hasRareProperties else { return 0 }
    return rareLayoutPriority
  }

  /// `properties.lineLimit`, read in place.
  @inlinable public var lineLimit: Int? {
    guard hasRareProperties else { return nil }
    return rareLineLimit
  }

  /// `properties.font`, read in place.
  @inlinable public var font: Font? {
    guard hasRareProperties else { return nil }
    return rareFont
  }

  /// `properties.spacing`, read in place.
  @inlinable public var spacing: Double? {
    guard hasRareProperties else { return nil }
    return rareSpacing
  }

  /// `properties.alignment`, read in place.
  @inlinable public var alignment: NodeAlignment? {
    guard hasRareProperties else { return nil }
    return rareAlignment
  }

  /// `properties.text`, read in place: only the string is retained.
  @inlinable public var text: String? { propertiesStorage.text }

  /// Whether any rare field is set (the properties hold their box): the reference tested, not
  /// retained.
  @inlinable var hasRareProperties: Bool { propertiesStorage.rare != nil }

  // The reads past the test, out of line (the box's fields are not part of the module's
  // inlinable surface).
  @usableFromInline func rareHasLayoutModifierFields(countingFrame: Bool) -> Bool {
    propertiesStorage.hasLayoutModifierFields(countingFrame: countingFrame)
  }
  @usableFromInline var rareLayoutPriority: Double { propertiesStorage.layoutPriority }
  @usableFromInline var rareLineLimit: Int? { propertiesStorage.lineLimit }
  @usableFromInline var rareFont: Font? { propertiesStorage.font }
  @usableFromInline var rareSpacing: Double? { propertiesStorage.spacing }
  @usableFromInline var rareAlignment: NodeAlignment? { propertiesStorage.alignment }
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

  /// Whether ``kind`` is one a control's chrome can be drawn around — a toggle, picker, option,
  /// label, section, stepper, slider, progress view, disclosure group, navigation stack or
  /// presentation (``NodeKindCode/controlChromeCodes``) — so that `ControlChrome` answers every
  /// other node (a text, a button, a stack: nearly every node measured and placed, several
  /// times each) without making its kind.
  @inlinable public nonisolated var kindMayHaveControlChrome: Bool {
    let code = kindCode.rawValue
    return code < 32 && NodeKindCode.controlChromeCodes & (1 << UInt32(code)) != 0
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
