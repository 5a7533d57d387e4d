/// Counts of what the runtime holds right now, for soak tests that assert a long run does not
/// grow. Not API: imported with `@_spi(Testing) import GraftViews`.
@_spi(Testing)
public enum RuntimeCounters {
  /// Observation registrations installed by view bodies and not yet fired or retired,
  /// process wide (see `ObservationTracker`).
  @MainActor public static var liveObservationRegistrations: Int {
    ObservationTracker.liveRegistrationCount
  }
}
