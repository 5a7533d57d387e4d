/// How one terminal cell is drawn: attributes and a foreground colour.
public struct CellStyle: Hashable, Sendable {
  /// The SGR attributes, one bit each (compared as one byte when frames are diffed).
  private var attributes: UInt8 = 0
  /// The foreground colour; `nil` is the terminal's default.
  public var foreground: TerminalColor?

  public var bold: Bool {
    get { attribute(0) }
    set { setAttribute(0, newValue) }
  }
  public var dim: Bool {
    get { attribute(1) }
    set { setAttribute(1, newValue) }
  }
  public var underline: Bool {
    get { attribute(2) }
    set { setAttribute(2, newValue) }
  }
  public var reverse: Bool {
    get { attribute(3) }
    set { setAttribute(3, newValue) }
  }
  public var italic: Bool {
    get { attribute(4) }
    set { setAttribute(4, newValue) }
  }
  public var strikethrough: Bool {
    get { attribute(5) }
    set { setAttribute(5, newValue) }
  }

  public init(
    bold: Bool = false, dim: Bool = false, underline: Bool = false, reverse: Bool = false,
    foreground: TerminalColor? = nil
  ) {
    self.foreground = foreground
    self.bold = bold
    self.dim = dim
    self.underline = underline
    self.reverse = reverse
  }

  private func attribute(_ bit: UInt8) -> Bool { attributes & (1 << bit) != 0 }

  private mutating func setAttribute(_ bit: UInt8, _ on: Bool) {
    if on { attributes |= 1 << bit } else { attributes &= ~(1 << bit) }
  }

  /// The terminal's default style (no attributes, default colour).
  public static let plain = CellStyle()

  /// The SGR sequence that sets exactly this style from any other (it starts with a reset),
  /// with colours written for `colors`.
  public func sgr(_ colors: ColorMode) -> [UInt8] {
    var parameters = ["0"]
    if bold { parameters.append("1") }
    if dim { parameters.append("2") }
    if underline { parameters.append("4") }
    if reverse { parameters.append("7") }
    if italic { parameters.append("3") }
    if strikethrough { parameters.append("9") }
    if let foreground, let color = foreground.sgrParameters(colors) { parameters.append(color) }
    return Array("\u{1B}[\(parameters.joined(separator: ";"))m".utf8)
  }
}

/// A terminal foreground colour, kept as 24-bit RGB and written for the terminal's
/// ``ColorMode``.
public struct TerminalColor: Hashable, Sendable {
  public var red, green, blue: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The SGR parameters for this colour: `38;2;R;G;B` in truecolor, `38;5;N` (the nearest
  /// entry of the xterm 256-colour cube or grey ramp) otherwise, nothing when colours are off.
  func sgrParameters(_ colors: ColorMode) -> String? {
    switch colors {
    case .none: nil
    case .truecolor: "38;2;\(red);\(green);\(blue)"
    case .indexed256: "38;5;\(paletteIndex)"
    }
  }

  /// The nearest xterm-256 palette entry: the 6×6×6 cube (16–231) or the grey ramp (232–255).
  public var paletteIndex: Int {
    func cubeLevel(_ value: UInt8) -> Int {
      value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40
    }
    let levels = [0, 95, 135, 175, 215, 255]
    let (r, g, b) = (cubeLevel(red), cubeLevel(green), cubeLevel(blue))
    let cube = 16 + 36 * r + 6 * g + b
    let cubeError = distance(levels[r], levels[g], levels[b])
    let average = (Int(red) + Int(green) + Int(blue)) / 3
    let grey = average > 238 ? 23 : max(0, (average - 3) / 10)
    let greyLevel = 8 + 10 * grey
    return distance(greyLevel, greyLevel, greyLevel) < cubeError ? 232 + grey : cube
  }

  private func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
    let dr = r - Int(red)
    let dg = g - Int(green)
    let db = b - Int(blue)
    return dr * dr + dg * dg + db * db
  }
}

/// Which colours the terminal is sent.
public enum ColorMode: Sendable, Hashable {
  /// No colours (`NO_COLOR` is set): attributes only.
  case none
  /// The xterm 256-colour palette.
  case indexed256
  /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
  case truecolor

  /// The mode an environment asks for: `NO_COLOR` (set and not empty) turns colours off,
  /// `COLORTERM` of `truecolor`/`24bit` selects 24-bit colour, anything else 256 colours.
  public static func from(environment: [String: String]) -> ColorMode {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    let colorTerm = environment["COLORTERM"]?.lowercased()
    return colorTerm == "truecolor" || colorTerm == "24bit" ? .truecolor : .indexed256
  }
}
