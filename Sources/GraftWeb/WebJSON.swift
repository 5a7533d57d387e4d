import Foundation
import GraftCore

/// The JSON the web renderer speaks: node snapshots and change-batch ops as JSON objects.
///
/// A node: `{"id": 7, "kind": "button", "props": {…}, "children": [node…]}`. `kind` is one of
/// `root text button textField image vstack hstack zstack list spacer navigationStack host
/// error toggle picker option label divider section form stepper slider progress textEditor
/// link scrollView disclosureGroup tabView tab presentation toolbar row`, or `custom` with
/// `"name"`. `props` holds only the properties that are set:
/// `text placeholder systemImage title alignment spacing hostedRoot identifier` (strings or
/// numbers), `disabled`/`highlighted` (true when set), `frame` and `padding` (objects of
/// numbers; an infinite size is the string `"inf"`), `font` (a text style name, `{"size": n}`,
/// either with a `"weight"`: `{"size": n, "weight": w}`, `{"style": name, "weight": w}`),
/// `foreground` (a CSS colour), and the control properties of `addControlProperties`.
///
/// Ops, in the batch's order: `{"op": "insert", "parent", "index", "node"}`, `{"op": "remove",
/// "parent", "index", "count"}`, `{"op": "move", "parent", "from", "to", "count"}` (`to` counts
/// positions before the move, as in ``NodeChange/move(parent:from:to:count:)``), and
/// `{"op": "update", "node", "props"}` (the node's whole new property set).
enum WebJSON {
  /// `object` serialized with sorted keys and escaped slashes (safe inside `<script>`).
  static func string(_ object: Any) -> String {
    guard JSONSerialization.isValidJSONObject(object),
      let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    else { return "null" }
    return String(decoding: data, as: UTF8.self)
  }

  /// A node and its subtree.
  static func node(_ snapshot: NodeSnapshot) -> [String: Any] {
    var object: [String: Any] = [
      "id": Int(snapshot.id.rawValue), "kind": kind(snapshot.kind), "props": properties(snapshot.properties),
      "children": snapshot.children.map(node),
    ]
    if case .custom(let name) = snapshot.kind { object["name"] = name }
    return object
  }

  /// One change as an op.
  @MainActor
  static func op(_ change: NodeChange) -> [String: Any] {
    switch change {
    case .insert(let parent, let index, let snapshot):
      ["op": "insert", "parent": Int(parent.rawValue), "index": index, "node": node(snapshot)]
    case .remove(let parent, let index, let count):
      ["op": "remove", "parent": Int(parent.rawValue), "index": index, "count": count]
    case .move(let parent, let from, let to, let count):
      ["op": "move", "parent": Int(parent.rawValue), "from": from, "to": to, "count": count]
    case .update(let id, let newProperties):
      ["op": "update", "node": Int(id.rawValue), "props": properties(newProperties)]
    }
  }

  /// The `kind` string of a node kind.
  static func kind(_ kind: NodeKind) -> String {
    switch kind {
    case .root: "root"
    case .text: "text"
    case .button: "button"
    case .textField: "textField"
    case .image: "image"
    case .stack(.vertical): "vstack"
    case .stack(.horizontal): "hstack"
    case .stack(.depth): "zstack"
    case .list: "list"
    case .spacer: "spacer"
    case .navigationStack: "navigationStack"
    case .host: "host"
    case .error: "error"
    case .custom: "custom"
    case .toggle: "toggle"
    case .picker: "picker"
    case .option: "option"
    case .label: "label"
    case .divider: "divider"
    case .section: "section"
    case .form: "form"
    case .stepper: "stepper"
    case .slider: "slider"
    case .progress: "progress"
    case .textEditor: "textEditor"
    case .link: "link"
    case .scrollView: "scrollView"
    case .disclosureGroup: "disclosureGroup"
    case .tabView: "tabView"
    case .tab: "tab"
    case .presentation: "presentation"
    case .toolbar: "toolbar"
    case .row: "row"
    }
  }

  /// The set properties of a node.
  static func properties(_ properties: NodeProperties) -> [String: Any] {
    var object: [String: Any] = [:]
    object["text"] = properties.text
    object["placeholder"] = properties.placeholder
    object["systemImage"] = properties.systemImageName
    object["title"] = properties.title
    object["alignment"] = properties.alignment?.rawValue
    object["spacing"] = properties.spacing.map(number)
    object["hostedRoot"] = properties.hostedRoot
    object["identifier"] = properties.identifier
    if properties.isDisabled { object["disabled"] = true }
    if properties.isHighlighted { object["highlighted"] = true }
    if let frame = properties.frame {
      var sizes: [String: Any] = [:]
      sizes["width"] = frame.width.map(number)
      sizes["height"] = frame.height.map(number)
      sizes["minWidth"] = frame.minWidth.map(number)
      sizes["maxWidth"] = frame.maxWidth.map(number)
      sizes["minHeight"] = frame.minHeight.map(number)
      sizes["maxHeight"] = frame.maxHeight.map(number)
      sizes["alignment"] = frame.alignment?.rawValue
      object["frame"] = sizes
    }
    if let padding = properties.padding {
      object["padding"] = [
        "top": number(padding.top), "leading": number(padding.leading), "bottom": number(padding.bottom),
        "trailing": number(padding.trailing),
      ]
    }
    if let font = properties.font { object["font"] = self.font(font) }
    if let color = properties.foreground { object["foreground"] = css(color) }
    addControlProperties(properties, to: &object)
    return object
  }

  /// The properties controls and style modifiers set (issue 18): `on` (a toggle's, option's,
  /// tab's or disclosure group's state), `value minimum maximum step opacity borderWidth`
  /// (numbers), `url weight background border tint role style accessibilityLabel
  /// keyboardShortcut` (strings; colours as CSS), `emphasis` (an array of `bold italic
  /// underline strikethrough`), `secure hidden labelsHidden focused inactive` (true when set).
  private static func addControlProperties(_ properties: NodeProperties, to object: inout [String: Any]) {
    object["on"] = properties.isOn
    object["value"] = properties.value.map(number)
    object["minimum"] = properties.minimum.map(number)
    object["maximum"] = properties.maximum.map(number)
    object["step"] = properties.step.map(number)
    object["url"] = properties.url
    if properties.isSecure { object["secure"] = true }
    if properties.isHidden { object["hidden"] = true }
    if properties.isInactive { object["inactive"] = true }
    if !properties.emphasis.isEmpty { object["emphasis"] = properties.emphasis.names }
    object["weight"] = properties.weight?.rawValue
    object["opacity"] = properties.opacity.map(number)
    object["background"] = properties.background.map(css)
    object["border"] = properties.border.map(css)
    object["borderWidth"] = properties.borderWidth.map(number)
    object["tint"] = properties.tint.map(css)
    object["role"] = properties.role
    object["style"] = properties.style
    if properties.labelsHidden { object["labelsHidden"] = true }
    object["accessibilityLabel"] = properties.accessibilityLabel
    object["keyboardShortcut"] = properties.keyboardShortcut
    if properties.isFocused { object["focused"] = true }
  }

  /// A finite number as itself; infinity as `"inf"`, NaN as `0` (JSON has neither).
  private static func number(_ value: Double) -> Any {
    if value.isNaN { return 0 }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    return value
  }

  private static func font(_ font: Font) -> Any {
    if case .system(let size) = font { return ["size": number(size)] }
    // A weighted font is its base font; the weight travels as `weight`-like `fontWeight`.
    if case .weighted(let base, let weight) = font {
      let described = self.font(base)
      if var sized = described as? [String: Any] {
        sized["weight"] = weight.rawValue
        return sized
      }
      return ["style": described, "weight": weight.rawValue]
    }
    return "\(font)"
  }

  private static func css(_ color: Color) -> String {
    switch color {
    case .primary: "#111"
    case .secondary: "#666"
    case .accentColor: "#0a64d8"
    case .rgb(let red, let green, let blue):
      "rgb(\(Int(red * 255)), \(Int(green * 255)), \(Int(blue * 255)))"
    default: "\(color)"
    }
  }
}
