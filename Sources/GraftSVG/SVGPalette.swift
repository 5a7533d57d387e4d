import GraftCore

/// The colours and text styles ``SVGRenderer`` draws with: SwiftUI's light-mode system colours
/// and, in a grid of same-size cells, font styles as weight and size (a title is bold, a
/// footnote smaller), never as a wider line.
enum SVGPalette {
  static let background = "#ffffff"
  static let text = "#1c1c1e"
  static let secondary = "#6e6e73"
  static let accent = "#007aff"
  static let disabled = "#aeaeb2"
  static let buttonFill = "#eaf3ff"
  static let highlight = "#d6e8ff"
  static let fieldStroke = "#c7c7cc"
  static let listFill = "#f9f9fb"
  static let separator = "#e0e0e5"
  static let host = "#af52de"
  static let errorFill = "#ffecec"
  static let error = "#ff3b30"

  /// The CSS colour of `color`.
  static func css(_ color: Color) -> String {
    switch color {
    case .primary: text
    case .secondary: secondary
    case .accentColor, .blue: accent
    case .red: error
    case .orange: "#ff9500"
    case .yellow: "#ffcc00"
    case .green: "#34c759"
    case .purple: host
    case .pink: "#ff2d55"
    case .gray: "#8e8e93"
    case .black: "#000000"
    case .white: "#ffffff"
    case .rgb(let red, let green, let blue): "#" + hex(red) + hex(green) + hex(blue)
    }
  }

  private static func hex(_ component: Double) -> String {
    let byte = component.isFinite ? Int((min(max(component, 0), 1) * 255).rounded()) : 0
    let digits = Array("0123456789abcdef")
    return String([digits[byte / 16], digits[byte % 16]])
  }

  /// `font-weight` for `font`: bold for titles and headlines.
  static func weight(_ font: Font?) -> String? {
    switch font {
    case .largeTitle, .title, .title2, .title3, .headline: "bold"
    default: nil
    }
  }

  /// The font size for `font`, relative to body text (captions and footnotes are smaller;
  /// nothing is larger, since a line has one cell of height).
  static func scale(_ font: Font?) -> Double {
    switch font {
    case .footnote, .caption, .caption2: 0.86
    case .subheadline, .callout: 0.93
    case .system(let size) where size.isFinite && size > 0: min(1, size / 17)
    default: 1
    }
  }
}
