/// A stable identifier of a ``Node`` within its ``NodeTree``. Never reused.
public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "#\(rawValue)" }
}

/// The axis of a stack node.
public enum StackAxis: String, Sendable, Hashable {
  case vertical, horizontal, depth
}

/// What a platform node is. Renderers switch over this; runtimes create nodes of these kinds.
public enum NodeKind: Hashable, Sendable, CustomStringConvertible {
  /// The tree's root.
  case root
  /// A run of text (``NodeProperties/text``).
  case text
  /// A button. Its title is ``NodeProperties/text`` or, for a custom label, its children.
  case button
  /// An editable single-line text field (value in ``NodeProperties/text``).
  case textField
  /// A symbol image (``NodeProperties/systemImageName``).
  case image
  /// A stack laying its children out along an axis.
  case stack(StackAxis)
  /// A scrolling list of rows.
  case list
  /// Flexible space.
  case spacer
  /// A navigation container (title in ``NodeProperties/title``).
  case navigationStack
  /// A host node: its children belong to another root (``NodeProperties/hostedRoot`` names it).
  case host
  /// A node shown in place of a component that failed (message in ``NodeProperties/text``).
  case error
  /// A node kind a runtime or component defines itself.
  case custom(String)
  /// An on/off switch (label in ``NodeProperties/text`` or its children, state in
  /// ``NodeProperties/isOn``). Tapping flips it.
  case toggle
  /// A choice among ``option`` children (label in ``NodeProperties/text``).
  case picker
  /// One choice of a picker (its label is its children; ``NodeProperties/isOn`` when chosen).
  /// Tapping chooses it.
  case option
  /// A title with a symbol (``NodeProperties/text``, ``NodeProperties/systemImageName``).
  case label
  /// A thin separating line.
  case divider
  /// A group of rows with an optional header title (``NodeProperties/title``).
  case section
  /// A container of grouped controls.
  case form
  /// A control that steps a number (``NodeProperties/value``) within bounds.
  case stepper
  /// A control that picks a number (``NodeProperties/value``) within bounds.
  case slider
  /// A progress indicator: determinate when ``NodeProperties/value`` is set (0…1).
  case progress
  /// An editable multi-line text (value in ``NodeProperties/text``).
  case textEditor
  /// A link to ``NodeProperties/url``; tapping opens it.
  case link
  /// A scrollable region: vertical, or along the axes ``NodeProperties/style`` names
  /// (`horizontal`, `both`).
  case scrollView
  /// A label that shows or hides its content (``NodeProperties/isOn``: expanded). Tapping
  /// toggles it.
  case disclosureGroup
  /// A container of tabs; only the selected tab's content is shown.
  case tabView
  /// One tab's button (label in ``NodeProperties/text``; ``NodeProperties/isOn`` when selected).
  case tab
  /// A modal presentation: an alert, a confirmation dialog or a sheet (title in
  /// ``NodeProperties/title``, kind of presentation in ``NodeProperties/style``).
  case presentation
  /// A bar of toolbar items.
  case toolbar
  /// A list row with actions (`.onDelete` adds a Delete button child; `.onMove` makes it
  /// movable: ``NodeEventHandlers/onValueChange`` moves it to a new index).
  case row

  public var description: String {
    switch self {
    case .root: "Root"
    case .text: "Text"
    case .button: "Button"
    case .textField: "TextField"
    case .image: "Image"
    case .stack(.vertical): "VStack"
    case .stack(.horizontal): "HStack"
    case .stack(.depth): "ZStack"
    case .list: "List"
    case .spacer: "Spacer"
    case .navigationStack: "NavigationStack"
    case .host: "Host"
    case .error: "Error"
    case .custom(let name): name
    case .toggle: "Toggle"
    case .picker: "Picker"
    case .option: "Option"
    case .label: "Label"
    case .divider: "Divider"
    case .section: "Section"
    case .form: "Form"
    case .stepper: "Stepper"
    case .slider: "Slider"
    case .progress: "ProgressView"
    case .textEditor: "TextEditor"
    case .link: "Link"
    case .scrollView: "ScrollView"
    case .disclosureGroup: "DisclosureGroup"
    case .tabView: "TabView"
    case .tab: "Tab"
    case .presentation: "Presentation"
    case .toolbar: "Toolbar"
    case .row: "Row"
    }
  }
}
