import Synchronization

/// A ``NodeKind`` in two bytes, as a ``Node`` stores it: one code per payload-free kind and
/// per stack axis, and for a `.custom(name)` kind the index of `name` in a process-wide table
/// of interned names. A `NodeKind` takes 17 bytes (its `custom` string and a tag): stored in the
/// node, with the padding after it, it put every node in the allocator's next size class
/// (issue 15, round 10: 120 bytes requested; 88 with the code, see ``Node``).
///
/// Making a code (``init(_:)``, once per node made) and reading the kind back (``kind``, on
/// every ``Node/kind`` read) are a switch on the case; only a custom kind takes a lock, to
/// intern or look up its name. Any thread. Interned names are never removed, so at most
/// ``maxInternedNames`` are: the distinct custom kind names a program makes (custom layouts'
/// and controllers' type names) are far fewer. A name past that — a hostile remote child
/// sending a new kind name per node, say — gets the ``outOfLine`` code, and its node keeps
/// the name itself (``Node``, freed with the node): neither a crash nor a table that grows
/// with every name a peer ever sent.
@usableFromInline
struct NodeKindCode: Sendable {
  @usableFromInline let rawValue: UInt16

  /// The first custom kind's code; the codes below it are the payload-free kinds and the
  /// stacks' axes.
  private static let firstCustom: UInt16 = 32
  /// The most custom kind names interned.
  static let maxInternedNames = 1_024
  /// The code of a custom kind whose name is not interned (``maxInternedNames`` are): the
  /// node made with it keeps the name (see ``Node/kind``).
  @usableFromInline static let outOfLine = UInt16.max

  /// The codes of the kinds a layout engine tests on its hot paths without making the kind
  /// (``NodeTree/isLayoutBarrier(_:)``, ``Node/kindIsButton``, ``Node/kindIsSpacer``,
  /// ``Node/kindIsScrolling``): named here, where ``init(_:)`` gives them, so the tests and the
  /// table cannot drift apart.
  @inlinable static var rootCode: UInt16 { 0 }
  @inlinable static var buttonCode: UInt16 { 2 }
  @inlinable static var listCode: UInt16 { 8 }
  @inlinable static var spacerCode: UInt16 { 9 }
  @inlinable static var hostCode: UInt16 { 11 }
  @inlinable static var scrollViewCode: UInt16 { 25 }

  /// Whether the kind is a custom one whose name its node keeps.
  @inlinable @inline(__always) var isOutOfLine: Bool { rawValue == Self.outOfLine }

  /// The built-in kinds a control's chrome can be drawn around (``Node/kindMayHaveControlChrome``),
  /// one bit per code: `.navigationStack` (10), `.toggle` (13), `.picker` (14), `.option` (15),
  /// `.label` (16), `.section` (18), `.stepper` (20), `.slider` (21), `.progress` (22),
  /// `.disclosureGroup` (26), `.presentation` (29).
  @inlinable static var controlChromeCodes: UInt32 {
    1 << 10 | 1 << 13 | 1 << 14 | 1 << 15 | 1 << 16 | 1 << 18 | 1 << 20 | 1 << 21 | 1 << 22 | 1 << 26 | 1
      << 29
  }

  /// The names of custom kinds, by code minus ``firstCustom``, and each name's index.
  private static let customNames = Mutex(CustomNames())

  private struct CustomNames {
    var names: [String] = []
    var indices: [String: UInt16] = [:]
  }

  init(_ kind: NodeKind) {
    rawValue =
      switch kind {
      case .root: Self.rootCode
      case .text: 1
      case .button: Self.buttonCode
      case .textField: 3
      case .image: 4
      case .stack(.vertical): 5
      case .stack(.horizontal): 6
      case .stack(.depth): 7
      case .list: Self.listCode
      case .spacer: Self.spacerCode
      case .navigationStack: 10
      case .host: Self.hostCode
      case .error: 12
      case .toggle: 13
      case .picker: 14
      case .option: 15
      case .label: 16
      case .divider: 17
      case .section: 18
      case .form: 19
      case .stepper: 20
      case .slider: 21
      case .progress: 22
      case .textEditor: 23
      case .link: 24
      case .scrollView: Self.scrollViewCode
      case .disclosureGroup: 26
      case .tabView: 27
      case .tab: 28
      case .presentation: 29
      case .toolbar: 30
      case .row: 31
      case .custom(let name): Self.intern(name).map { Self.firstCustom + $0 } ?? Self.outOfLine
      }
  }

  /// The kind this code stands for (the one it was made from); not for ``isOutOfLine``.
  @inlinable @inline(__always) var kind: NodeKind {
    switch rawValue {
    case 0: .root
    case 1: .text
    case 2: .button
    case 3: .textField
    case 4: .image
    case 5: .stack(.vertical)
    case 6: .stack(.horizontal)
    case 7: .stack(.depth)
    case 8: .list
    case 9: .spacer
    case 10: .navigationStack
    case 11: .host
    case 12: .error
    case 13: .toggle
    case 14: .picker
    case 15: .option
    case 16: .label
    case 17: .divider
    case 18: .section
    case 19: .form
    case 20: .stepper
    case 21: .slider
    case 22: .progress
    case 23: .textEditor
    case 24: .link
    case 25: .scrollView
    case 26: .disclosureGroup
    case 27: .tabView
    case 28: .tab
    case 29: .presentation
    case 30: .toolbar
    case 31: .row
    default: .custom(Self.customName(code: rawValue))
    }
  }

  /// The interned name of the custom kind whose code is `code` (one ``init(_:)`` made).
  @usableFromInline static func customName(code: UInt16) -> String {
    customNames.withLock { $0.names[Int(code - firstCustom)] }
  }

  /// `name`'s index in the table, interned now if it is new and the table has room; `nil` if
  /// it is new and ``maxInternedNames`` are interned.
  private static func intern(_ name: String) -> UInt16? {
    customNames.withLock { table in
      if let index = table.indices[name] { return index }
      guard table.names.count < maxInternedNames else { return nil }
      let index = UInt16(table.names.count)
      table.names.append(name)
      table.indices[name] = index
      return index
    }
  }
}
