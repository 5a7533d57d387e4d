/// A button style by name, as SwiftUI's built-in `ButtonStyle`s are spelled at the use site.
/// Custom `ButtonStyle` conformances are not supported.
public struct ButtonStyleName: Equatable, Sendable {
  public let name: String
  public init(_ name: String) { self.name = name }
  public static let automatic = ButtonStyleName("automatic")
  public static let bordered = ButtonStyleName("bordered")
  public static let borderedProminent = ButtonStyleName("borderedProminent")
  public static let borderless = ButtonStyleName("borderless")
  public static let plain = ButtonStyleName("plain")
}

/// A text field style by name (`.roundedBorder`, `.plain`).
public struct TextFieldStyleName: Equatable, Sendable {
  public let name: String
  public init(_ name: String) { self.name = name }
  public static let automatic = TextFieldStyleName("automatic")
  public static let roundedBorder = TextFieldStyleName("roundedBorder")
  public static let plain = TextFieldStyleName("plain")
}

/// A toggle style by name (`.switch`, `.checkbox`, `.button`).
public struct ToggleStyleName: Equatable, Sendable {
  public let name: String
  public init(_ name: String) { self.name = name }
  public static let automatic = ToggleStyleName("automatic")
  public static let `switch` = ToggleStyleName("switch")
  public static let checkbox = ToggleStyleName("checkbox")
  public static let button = ToggleStyleName("button")
}

/// A picker style by name (`.menu`, `.segmented`, `.inline`, `.wheel`).
public struct PickerStyleName: Equatable, Sendable {
  public let name: String
  public init(_ name: String) { self.name = name }
  public static let automatic = PickerStyleName("automatic")
  public static let menu = PickerStyleName("menu")
  public static let segmented = PickerStyleName("segmented")
  public static let inline = PickerStyleName("inline")
  public static let wheel = PickerStyleName("wheel")
}
