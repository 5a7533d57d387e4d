/// A key, as SwiftUI's `KeyEquivalent`: a character, or a named key.
public struct KeyEquivalent: Equatable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The key's name (`return`, `escape`…) or its character.
  public let name: String

  public init(_ character: Character) { name = String(character) }
  public init(extendedGraphemeClusterLiteral character: Character) { name = String(character) }
  private init(named name: String) { self.name = name }

  public static let `return` = KeyEquivalent(named: "return")
  public static let escape = KeyEquivalent(named: "escape")
  public static let delete = KeyEquivalent(named: "delete")
  public static let tab = KeyEquivalent(named: "tab")
  public static let space = KeyEquivalent(named: "space")
  public static let upArrow = KeyEquivalent(named: "up")
  public static let downArrow = KeyEquivalent(named: "down")
}

/// Modifier keys, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let command = EventModifiers(rawValue: 1)
  public static let shift = EventModifiers(rawValue: 2)
  public static let option = EventModifiers(rawValue: 4)
  public static let control = EventModifiers(rawValue: 8)
}

/// A key with modifiers, as SwiftUI's `KeyboardShortcut`; described as `cmd+shift+n`,
/// `return`.
public struct KeyboardShortcut: Equatable, Sendable, CustomStringConvertible {
  public let key: KeyEquivalent
  public let modifiers: EventModifiers

  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Return, no modifiers: the button a form's return key presses.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape, no modifiers: the button that cancels.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

  public var description: String {
    let names: [(EventModifiers, String)] = [
      (.control, "ctrl"), (.option, "alt"), (.shift, "shift"), (.command, "cmd"),
    ]
    return (names.filter { modifiers.contains($0.0) }.map(\.1) + [key.name]).joined(separator: "+")
  }
}
