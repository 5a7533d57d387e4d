import Foundation

extension Text {
  /// The text of `input` formatted by `format` — `Text(price, format: .number)`,
  /// `Text(date, format: .dateTime.day().month())`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    self.init(format.format(input))
  }
}

extension DefaultStringInterpolation {
  /// `"\(value, format: .number)"`: `value` formatted by `format`, as SwiftUI's
  /// `LocalizedStringKey` interpolation does.
  public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatOutput == String {
    appendLiteral(format.format(input))
  }
}
