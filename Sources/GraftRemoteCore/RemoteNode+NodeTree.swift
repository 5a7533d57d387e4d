import GraftCore

// The one correspondence between the protocol's node kinds and properties and the node tree's.
// The child describes its nodes with it (`RemoteChildSession`), the host builds its mirror with
// it (`RemoteMirror`); both directions sit side by side so a field added to one is added to the
// other (and to the wire: `RemoteWire`, `RemoteWireReader`, docs/remote.md).

extension RemoteKind {
  /// The kind a child sends for one of its nodes. The root, hosts, error nodes, and controls the
  /// protocol has no kind for yet (a toggle, a picker, …) travel by name; the host shows them as
  /// custom nodes.
  package init(_ kind: NodeKind) {
    switch kind {
    case .text: self = .text
    case .button: self = .button
    case .textField: self = .textField
    case .image: self = .image
    case .stack(.vertical): self = .vstack
    case .stack(.horizontal): self = .hstack
    case .stack(.depth): self = .zstack
    case .list: self = .list
    case .spacer: self = .spacer
    case .navigationStack: self = .navigationStack
    case .custom(let name): self = .custom(name)
    default: self = .custom("\(kind)")
    }
  }

  /// The kind of the host's mirror node.
  var nodeKind: NodeKind {
    switch self {
    case .text: .text
    case .button: .button
    case .textField: .textField
    case .image: .image
    case .vstack: .stack(.vertical)
    case .hstack: .stack(.horizontal)
    case .zstack: .stack(.depth)
    case .list: .list
    case .spacer: .spacer
    case .navigationStack: .navigationStack
    case .custom(let name): .custom(name)
    }
  }
}

extension RemoteProperties {
  /// What a child sends of one of its node's properties.
  package init(_ properties: NodeProperties) {
    self.init(text: properties.text)
    placeholder = properties.placeholder
    systemImage = properties.systemImageName
    title = properties.title
    identifier = properties.identifier
    isDisabled = properties.isDisabled
    isHighlighted = properties.isHighlighted
    isInactive = properties.isInactive
    spacing = properties.spacing
  }

  /// The properties of the host's mirror node; `hostedRoot` is the host's own (kept on update).
  func nodeProperties(hostedRoot: String? = nil) -> NodeProperties {
    var properties = NodeProperties()
    properties.text = text
    properties.placeholder = placeholder
    properties.systemImageName = systemImage
    properties.title = title
    properties.identifier = identifier
    properties.isDisabled = isDisabled
    properties.isHighlighted = isHighlighted
    properties.isInactive = isInactive
    properties.spacing = spacing
    properties.hostedRoot = hostedRoot
    return properties
  }
}
