import Graft

/// A list whose rows each own a `@State` counter shown in their button: ``TapRow``s, or
/// ``ModifiedTapRow``s (``ModifiedTapList``).
struct TapList<Row: TapListRow>: View {
  let rows: [RowData]

  var body: some View {
    List {
      ForEach(rows, id: \.id) { row in Row(row: row) }
    }
  }
}

/// A row of a ``TapList``: a stack whose second child is the button that counts its taps.
@MainActor
protocol TapListRow: View {
  init(row: RowData)
}

/// A row with its own state: tapping its button changes only this row.
struct TapRow: TapListRow {
  let row: RowData
  @State private var taps = 0

  var body: some View {
    HStack {
      Text(row.label)
      Button("\(taps)") { taps += 1 }
    }
  }
}

/// A fixture `--profile-tap` taps: Graft's (``TapFixture``) or the hand-written one
/// (``HandTapFixture``). Main actor only.
@MainActor
protocol ProfiledTapFixture {
  /// One tap, its pass and batch included.
  func tap()
  /// Checks every tap reached the row. Called once, last.
  func finish()
}

extension TapFixture: ProfiledTapFixture {}
extension HandTapFixture: ProfiledTapFixture {}

/// One row's own `@State` written in a list of 1k and of 10k rows: the cost should not grow
/// with the list.
@MainActor
public enum FineGrainedBenchmark {
  /// Median nanoseconds of one tap on each side, measured interleaved (see
  /// ``interleaved(warmup:iterations:)``).
  public struct Result: Sendable {
    /// 1,000 rows, no trace.
    public let small: Double
    /// 10,000 rows, no trace.
    public let large: Double
    /// 1,000 rows by hand (``HandTapFixture``).
    public let byHand: Double
    /// 1,000 rows with a boundary trace recording.
    public let traced: Double
    /// 1,000 rows whose rows carry modifiers (``ModifiedTapList``), no trace.
    public let modified: Double
  }

  /// The five taps the benchmark compares — 1k rows, 10k rows, by hand, 1k rows traced, 1k
  /// rows with modifiers —
  /// mounted side by side and tapped in turn, one tap each per round (the starting side
  /// rotating), so that a slow stretch of the machine falls on all five alike; medians of
  /// `iterations` rounds after `warmup` unmeasured ones.
  public static func interleaved(warmup: Int, iterations: Int) -> Result {
    let small = TapFixture(rowCount: 1_000)
    let large = TapFixture(rowCount: 10_000)
    let byHand = HandTapFixture(rowCount: 1_000)
    let traced = TapFixture(rowCount: 1_000, tracing: true)
    let modified = TapFixture(rowCount: 1_000, list: ModifiedTapList.init(rows:))
    let taps: [() -> Void] = [small.tap, large.tap, byHand.tap, traced.tap, modified.tap]
    var samples = [[UInt64]](repeating: [], count: taps.count)
    for round in 0..<(warmup + iterations) {
      for offset in taps.indices {
        let side = (round + offset) % taps.count
        let sample = Stopwatch.measure(taps[side])
        if round >= warmup { samples[side].append(sample) }
      }
    }
    small.finish()
    large.finish()
    byHand.finish()
    traced.finish()
    modified.finish()
    return Result(
      small: Stopwatch.median(samples[0]), large: Stopwatch.median(samples[1]),
      byHand: Stopwatch.median(samples[2]), traced: Stopwatch.median(samples[3]),
      modified: Stopwatch.median(samples[4]))
  }

  /// Median nanoseconds of one tap (write + pass) in a list of `rowCount` rows; with
  /// `tracing`, a boundary trace records the whole run (mount included); with `modified`, the
  /// rows carry modifiers (``ModifiedTapList``).
  public static func run(
    rowCount: Int, warmup: Int, iterations: Int, tracing: Bool = false, modified: Bool = false
  ) -> Double {
    guard modified else {
      return Stopwatch.median(
        sample(
          rowCount: rowCount, warmup: warmup, iterations: iterations, tracing: tracing,
          measure: Stopwatch.measure))
    }
    let fixture = TapFixture(rowCount: rowCount, tracing: tracing, list: ModifiedTapList.init(rows:))
    defer { fixture.finish() }
    return Stopwatch.median(
      measured(fixture.tap, warmup: warmup, iterations: iterations, by: Stopwatch.measure))
  }

  /// The taps of ``run(rowCount:warmup:iterations:tracing:)``, each measured by `measure` (a
  /// duration, an allocation count), after `warmup` unmeasured ones.
  static func sample(
    rowCount: Int, warmup: Int, iterations: Int, tracing: Bool = false, measure: (() -> Void) -> UInt64
  ) -> [UInt64] {
    let fixture = TapFixture(rowCount: rowCount, tracing: tracing)
    defer { fixture.finish() }
    return measured(fixture.tap, warmup: warmup, iterations: iterations, by: measure)
  }

  /// The same tap by hand (``HandTapFixture``). Median nanoseconds.
  public static func imperative(rowCount: Int, warmup: Int, iterations: Int) -> Double {
    Stopwatch.median(
      sampleImperative(rowCount: rowCount, warmup: warmup, iterations: iterations, measure: Stopwatch.measure)
    )
  }

  /// The hand-written taps of ``imperative(rowCount:warmup:iterations:)``, each measured by
  /// `measure`, after `warmup` unmeasured ones.
  static func sampleImperative(
    rowCount: Int, warmup: Int, iterations: Int, measure: (() -> Void) -> UInt64
  ) -> [UInt64] {
    let fixture = HandTapFixture(rowCount: rowCount)
    defer { fixture.finish() }
    return measured(fixture.tap, warmup: warmup, iterations: iterations, by: measure)
  }

  /// `count` taps of ``run(rowCount:warmup:iterations:tracing:modified:)``'s list (1,000 rows)
  /// and nothing else: no clock read around a tap, no median sorted after (`--profile-tap`).
  /// A profiler's difference of two counts is then the tap's own cost; through `run`, it also
  /// counted the stopwatch and the sort (~340 instructions a tap, measured in round 31). Each
  /// tap runs in ``tapOnce(_:)``, the function a profiler collects in; with `evicting`, a
  /// ``CacheEvictor`` reads its buffer before each tap (outside that function).
  public static func profile(taps count: Int, modified: Bool = false, evicting: Bool = false) {
    if modified {
      tap(TapFixture(rowCount: 1_000, list: ModifiedTapList.init(rows:)), count: count, evicting: evicting)
    } else {
      tap(TapFixture(rowCount: 1_000), count: count, evicting: evicting)
    }
  }

  /// `count` taps of the hand-written side (``HandTapFixture``, 1,000 rows) and nothing else,
  /// as ``profile(taps:modified:evicting:)`` taps Graft's: the cost a tap is compared with.
  public static func profileByHand(taps count: Int, evicting: Bool = false) {
    tap(HandTapFixture(rowCount: 1_000), count: count, evicting: evicting)
  }

  /// Taps `fixture` `count` times (evicting the caches before each tap if asked), then
  /// finishes it (which checks every tap reached the row).
  private static func tap(_ fixture: some ProfiledTapFixture, count: Int, evicting: Bool) {
    let evictor = evicting ? CacheEvictor() : nil
    for _ in 0..<count {
      evictor?.evict()
      tapOnce(fixture)
    }
    fixture.finish()
  }

  /// One tap of `fixture`: a function of its own (never inlined) so that a profiler can
  /// collect in it alone (`callgrind --toggle-collect='*FineGrainedBenchmarkO7tapOnce*'`).
  @inline(never)
  private static func tapOnce(_ fixture: some ProfiledTapFixture) {
    fixture.tap()
  }

  /// `tap` run `warmup + iterations` times, each run measured by `measure`; the last
  /// `iterations` measurements.
  private static func measured(
    _ tap: @escaping () -> Void, warmup: Int, iterations: Int, by measure: (() -> Void) -> UInt64
  ) -> [UInt64] {
    var samples: [UInt64] = []
    samples.reserveCapacity(iterations)
    for iteration in 0..<(warmup + iterations) {
      let sample = measure(tap)
      if iteration >= warmup { samples.append(sample) }
    }
    return samples
  }
}
