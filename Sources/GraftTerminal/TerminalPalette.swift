import GraftCore

/// How node properties map to cell styles: the colours of `.foregroundStyle`, fonts as
/// attributes. One place, so the painter and tests agree.
public enum TerminalPalette {
  /// The RGB a named colour is drawn with; `nil` for `.primary` (the terminal's default).
  public static func color(_ color: Color) -> TerminalColor? {
    switch color {
    case .primary: nil
    case .secondary, .gray: TerminalColor(red: 142, green: 142, blue: 147)
    case .accentColor, .blue: TerminalColor(red: 10, green: 132, blue: 255)
    case .red: TerminalColor(red: 255, green: 69, blue: 58)
    case .orange: TerminalColor(red: 255, green: 159, blue: 10)
    case .yellow: TerminalColor(red: 255, green: 214, blue: 10)
    case .green: TerminalColor(red: 48, green: 209, blue: 88)
    case .purple: TerminalColor(red: 191, green: 90, blue: 242)
    case .pink: TerminalColor(red: 255, green: 55, blue: 95)
    case .black: TerminalColor(red: 0, green: 0, blue: 0)
    case .white: TerminalColor(red: 255, green: 255, blue: 255)
    case .rgb(let red, let green, let blue):
      TerminalColor(red: channel(red), green: channel(green), blue: channel(blue))
    }
  }

  /// `properties`' own styling applied over `inherited` (what its ancestors set).
  public static func style(_ properties: NodeProperties, over inherited: CellStyle) -> CellStyle {
    var style = inherited
    if let foreground = properties.foreground {
      style.foreground = color(foreground)
      if foreground == .secondary { style.dim = true }
    }
    switch properties.font {
    case .largeTitle?, .title?, .title2?, .title3?, .headline?: style.bold = true
    default: break
    }
    let emphasis = properties.emphasis
    if emphasis.contains(.bold) { style.bold = true }
    if emphasis.contains(.italic) { style.italic = true }
    if emphasis.contains(.underline) { style.underline = true }
    if emphasis.contains(.strikethrough) { style.strikethrough = true }
    switch properties.weight {
    case .semibold?, .bold?, .heavy?, .black?: style.bold = true
    default: break
    }
    if properties.role == "destructive" { style.foreground = color(.red) }
    if let tint = properties.tint { style.foreground = color(tint) }
    if properties.isDisabled { style.dim = true }
    if properties.isHighlighted { style.reverse = true }
    return style
  }

  private static func channel(_ value: Double) -> UInt8 {
    guard value.isFinite else { return 0 }
    return UInt8((min(1, max(0, value)) * 255).rounded())
  }
}
