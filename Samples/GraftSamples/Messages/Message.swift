import Foundation

/// One message of the seed article's `MessageScreen` (`001`).
public struct Message: Identifiable, Equatable, Sendable {
  public let id: UUID
  public var content: String
  public var sentAt: Date

  public init(id: UUID, content: String, sentAt: Date) {
    self.id = id
    self.content = content
    self.sentAt = sentAt
  }

  /// `sentAt` as the list shows it: `2024-05-01 09:30` in UTC, the same on every machine
  /// (the article's `sentAt.formatted()` works on Linux with Swift 6.3.1 but depends on the
  /// locale and time zone: `01/05/2024, 9:30 AM` on one machine, something else on another).
  public var sentAtText: String {
    let seconds = Int(sentAt.timeIntervalSince1970.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let minutesOfDay = (seconds - days * 86_400) / 60
    let (year, month, day) = Self.civilDate(daysSinceEpoch: days)
    return String(
      format: "%04d-%02d-%02d %02d:%02d", year, month, day, minutesOfDay / 60, minutesOfDay % 60)
  }

  /// Howard Hinnant's days-to-civil conversion (proleptic Gregorian, UTC).
  private static func civilDate(daysSinceEpoch: Int) -> (Int, Int, Int) {
    let z = daysSinceEpoch + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
