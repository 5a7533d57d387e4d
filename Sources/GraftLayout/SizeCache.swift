import Foundation

/// A node's answered sizes per proposal (``NodeLayoutRecord/sizes``), oldest first.
///
/// A node is asked a handful of proposals (ideal, minimum, maximum, its share), so a short
/// list searched linearly beats hashing; the first three answers are stored inline, so most
/// nodes keep their sizes without an array of their own (one allocation, and two more as it
/// grew, per node laid out). Past ``limit`` answers the oldest is dropped.
///
/// The lookups (``size(for:)``, ``wrappedAnswer(forWidth:)``) are `mutating` though they
/// change nothing: the cache lives in a class (``NodeLayoutRecord/sizes``), and a
/// non-mutating method called on a class's stored struct copies the struct out first (a
/// 160-byte `memcpy`, a retain and a release of ``more``'s buffer — at every lookup, about a
/// dozen per list row laid out); a mutating one is handed the field's address.
struct SizeCache {
  typealias Entry = (proposal: ProposedViewSize, size: CGSize)
  private var first: Entry = (.unspecified, .zero)
  private var second: Entry = (.unspecified, .zero)
  private var third: Entry = (.unspecified, .zero)
  /// The answers after the third, oldest first.
  private var more: [Entry] = []
  /// How many answers are stored.
  private(set) var count = 0
  /// The most answers kept.
  static let limit = 8

  var isEmpty: Bool { count == 0 }

  /// The answer stored for `proposal`, if any. Changes nothing (`mutating`: see above).
  /// Inlined, with the answers past the third searched out of line: ``LayoutEngine/size(of:_:)``
  /// reads the record with nothing called in between.
  @inline(__always) mutating func size(for proposal: ProposedViewSize) -> CGSize? {
    if count > 0, first.proposal == proposal { return first.size }
    if count > 1, second.proposal == proposal { return second.size }
    if count > 2, third.proposal == proposal { return third.size }
    return count > 3 ? sizeAfterTheThird(for: proposal) : nil
  }

  /// ``size(for:)``'s search of ``more``.
  @inline(never) private mutating func sizeAfterTheThird(for proposal: ProposedViewSize) -> CGSize? {
    for entry in more where entry.proposal == proposal { return entry.size }
    return nil
  }

  /// The oldest answer for an offer of no height and a width of at least `width` (or none)
  /// that is no wider than `width` (see ``LayoutEngine/wrappedTextSize(_:_:_:)``). Here rather
  /// than a search with a closure the engine passes: a closure formed in the engine is
  /// main-actor isolated and checks its executor on every call. Changes nothing (`mutating`:
  /// see above).
  mutating func wrappedAnswer(forWidth width: CGFloat) -> Entry? {
    func fits(_ entry: Entry) -> Bool {
      entry.proposal.height == nil && entry.size.width <= width && width <= entry.proposal.width ?? .infinity
    }
    if count > 0, fits(first) { return first }
    if count > 1, fits(second) { return second }
    if count > 2, fits(third) { return third }
    for entry in more where fits(entry) { return entry }
    return nil
  }

  /// The oldest answer for an offer of no height and no finite width (the ideal or maximum
  /// width: nothing wraps), if any (see ``LayoutEngine/wrappedTextSize(_:_:_:)``). Changes
  /// nothing (`mutating`: see above).
  mutating func unlimitedAnswer() -> Entry? {
    func fits(_ entry: Entry) -> Bool {
      entry.proposal.height == nil && !(entry.proposal.width?.isFinite ?? false)
    }
    if count > 0, fits(first) { return first }
    if count > 1, fits(second) { return second }
    if count > 2, fits(third) { return third }
    for entry in more where fits(entry) { return entry }
    return nil
  }

  /// Stores `size` as the answer for `proposal` (not stored yet), dropping the oldest answer
  /// when ``limit`` are stored.
  mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
    if count >= Self.limit {
      first = second
      second = third
      third = more.removeFirst()
      count -= 1
    }
    switch count {
    case 0: first = (proposal, size)
    case 1: second = (proposal, size)
    case 2: third = (proposal, size)
    default: more.append((proposal, size))
    }
    count += 1
  }

  /// Forgets every answer. `more` is emptied only when it holds answers: emptying an empty
  /// array (the shared empty storage, not unique) made new empty storage, a call per cache
  /// cleared (every node created or changed).
  mutating func removeAll() {
    count = 0
    if !more.isEmpty { more.removeAll(keepingCapacity: true) }
  }

  /// Forgets every answer but those for offers of both axes, keeping their order (see
  /// ``LayoutEngine/size(of:_:)``: a scrolling container answers those whatever its rows).
  /// Allocates nothing.
  mutating func removeAllButOffersOfBothAxes() {
    // The common case, a list asked only its share of the root's offer: nothing to drop.
    if count == 1, first.proposal.width != nil, first.proposal.height != nil { return }
    var kept = 0
    for index in 0..<count {
      let entry = self[index]
      guard entry.proposal.width != nil, entry.proposal.height != nil else { continue }
      // `kept <= index`: no answer still to be read is overwritten.
      if kept != index { self[kept] = entry }
      kept += 1
    }
    if kept <= 3 {
      if !more.isEmpty { more.removeAll(keepingCapacity: true) }
    } else {
      more.removeLast(more.count - (kept - 3))
    }
    count = kept
  }

  /// The answer at `index` (oldest first, below ``count``).
  private subscript(index: Int) -> Entry {
    get {
      switch index {
      case 0: first
      case 1: second
      case 2: third
      default: more[index - 3]
      }
    }
    set {
      switch index {
      case 0: first = newValue
      case 1: second = newValue
      case 2: third = newValue
      default: more[index - 3] = newValue
      }
    }
  }

  /// Every stored answer, oldest first.
  var entries: [Entry] { Array([first, second, third].prefix(count)) + more }
}
