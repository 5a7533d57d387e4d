extension NodeProperties: CustomReflectable {
  /// Every field by name, boxed or not, in declaration order: a description or `dump` of a
  /// node's properties shows their values, not the storage that holds them (batch recorders
  /// compare these descriptions).
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "text": text as Any, "placeholder": placeholder as Any, "systemImageName": systemImageName as Any,
        "title": title as Any, "alignment": alignment as Any, "spacing": spacing as Any,
        "frame": frame as Any,
        "padding": padding as Any, "font": font as Any, "foreground": foreground as Any,
        "isDisabled": isDisabled,
        "isHighlighted": isHighlighted, "hostedRoot": hostedRoot as Any, "identifier": identifier as Any,
        "defaultPadding": defaultPadding as Any, "layoutPriority": layoutPriority,
        "fixedSize": fixedSize as Any,
        "lineLimit": lineLimit as Any, "layoutModifiers": layoutModifiers, "isOn": isOn as Any,
        "value": value as Any,
        "minimum": minimum as Any, "maximum": maximum as Any, "step": step as Any, "url": url as Any,
        "isSecure": isSecure, "isHidden": isHidden, "emphasis": emphasis, "weight": weight as Any,
        "opacity": opacity as Any, "background": background as Any, "border": border as Any,
        "borderWidth": borderWidth as Any, "tint": tint as Any, "role": role as Any, "style": style as Any,
        "labelsHidden": labelsHidden, "accessibilityLabel": accessibilityLabel as Any,
        "keyboardShortcut": keyboardShortcut as Any, "isFocused": isFocused, "isInactive": isInactive,
      ],
      displayStyle: .struct)
  }
}
