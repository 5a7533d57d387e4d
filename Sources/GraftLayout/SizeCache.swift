import Foundation

/// A node's answered sizes per proposal (``NodeLayoutRecord/sizes``), oldest first.
///
/// A node is asked a handful of proposals (ideal, minimum, maximum, its share), so a short
/// list searched linearly beats hashing; the first three answers are stored inline, so nodes
/// keep their sizes without an array of their own (one allocation per node laid out, and more
/// as it grew). Three: a stack's child is asked its maximum, its minimum and its share, and a
/// clean text beside a changed one stores all three (its share's answer is stored once it was
/// placed, see ``LayoutEngine``'s `answerSize`); with two inline, a list row's first update
/// allocated an array for each of its clean children's third answer (~1 k instructions a
/// changed row of "update every 10th"). Each answer stored inline is 32 bytes of every node's
/// record. Past ``limit`` answers the oldest is dropped.
///
/// The lookups (``size(for:)``, ``wrappedAnswer(forWidth:)``) are `mutating` though they
/// change nothing: the cache lives in a class (``NodeLayoutRecord/sizes``), and a
/// non-mutating method called on a class's stored struct copies the struct out first (a
/// `memcpy`, a retain and a release of ``more``'s buffer — at every lookup, about a dozen per
/// list row laid out); a mutating one is handed the field's address.
struct SizeCache {
  typealias Entry = (proposal: ProposedViewSize, size: CGSize)
  /// An answer as stored: its proposal in 16 bytes (``StoredProposal``), 32 bytes in all where
  /// an ``Entry`` took 48.
  private struct Stored {
    var proposal: StoredProposal
    var size: CGSize
    init(_ proposal: ProposedViewSize, _ size: CGSize) {
      self.proposal = StoredProposal(proposal)
      self.size = size
    }
    var entry: Entry { (proposal.proposal, size) }
  }
  private var first = Stored(.unspecified, .zero)
  private var second = Stored(.unspecified, .zero)
  private var third = Stored(.unspecified, .zero)
  /// The answers after the third, oldest first.
  private var more: [Stored] = []
  /// How many answers are stored.
  var count: Int {
    get { Int(countStorage) }
    set { countStorage = UInt8(newValue) }
  }
  /// ``count``'s storage: at most ``limit``, so one byte, stored last, where the fields a
  /// record declares after the cache can sit in the bytes after it.
  private var countStorage: UInt8 = 0
  /// The most answers kept.
  static let limit = 8
  /// How many answers are stored inline (``first``, ``second``, ``third``).
  private static var inline: Int { 3 }

  var isEmpty: Bool { count == 0 }

  /// The answer stored for `proposal`, if any. Changes nothing (`mutating`: see above).
  /// Inlined, with the answers past the third searched out of line: ``LayoutEngine/size(of:_:)``
  /// reads the record with nothing called in between.
  @inline(__always) mutating func size(for proposal: ProposedViewSize) -> CGSize? {
    if count > 0, first.proposal.matches(proposal) { return first.size }
    if count > 1, second.proposal.matches(proposal) { return second.size }
    if count > 2, third.proposal.matches(proposal) { return third.size }
    return count > Self.inline ? sizeAfterTheThird(for: proposal) : nil
  }

  /// ``size(for:)``'s search of ``more``.
  @inline(never) private mutating func sizeAfterTheThird(for proposal: ProposedViewSize) -> CGSize? {
    for entry in more where entry.proposal.matches(proposal) { return entry.size }
    return nil
  }

  /// The oldest answer for an offer of no height and a width of at least `width` (or none)
  /// that is no wider than `width` (see ``LayoutEngine/wrappedTextSize(_:_:_:)``). Here rather
  /// than a search with a closure the engine passes: a closure formed in the engine is
  /// main-actor isolated and checks its executor on every call. Changes nothing (`mutating`:
  /// see above).
  mutating func wrappedAnswer(forWidth width: CGFloat) -> Entry? {
    func fits(_ stored: Stored) -> Bool {
      let proposal = stored.proposal.proposal
      return proposal.height == nil && stored.size.width <= width && width <= proposal.width ?? .infinity
    }
    return oldest(where: fits)
  }

  /// The oldest answer for an offer of no height and no finite width (the ideal or maximum
  /// width: nothing wraps), if any (see ``LayoutEngine/wrappedTextSize(_:_:_:)``). Changes
  /// nothing (`mutating`: see above).
  mutating func unlimitedAnswer() -> Entry? {
    func fits(_ stored: Stored) -> Bool {
      let proposal = stored.proposal.proposal
      return proposal.height == nil && !(proposal.width?.isFinite ?? false)
    }
    return oldest(where: fits)
  }

  /// The oldest answer `fits` accepts. Inlined into its two callers, each with its own local
  /// function (no closure context is formed).
  @inline(__always) private mutating func oldest(where fits: (Stored) -> Bool) -> Entry? {
    if count > 0, fits(first) { return first.entry }
    if count > 1, fits(second) { return second.entry }
    if count > 2, fits(third) { return third.entry }
    for stored in more where fits(stored) { return stored.entry }
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
    case 0: first = Stored(proposal, size)
    case 1: second = Stored(proposal, size)
    case 2: third = Stored(proposal, size)
    default: more.append(Stored(proposal, size))
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
    if count == 1, offersBothAxes(first) { return }
    var kept = 0
    for index in 0..<count {
      let entry = self[index]
      guard offersBothAxes(entry) else { continue }
      // `kept <= index`: no answer still to be read is overwritten.
      if kept != index { self[kept] = entry }
      kept += 1
    }
    if kept <= Self.inline {
      if !more.isEmpty { more.removeAll(keepingCapacity: true) }
    } else {
      more.removeLast(more.count - (kept - Self.inline))
    }
    count = kept
  }

  /// Whether every answer given since the cache was last emptied is stored and is for an offer
  /// of both axes (none for an ideal or a length-free offer, which a scrolling container
  /// answers from its rows). `false` when the cache is full: an older answer may have been
  /// dropped. Changes nothing (`mutating`: see above).
  mutating func answersOnlyOffersOfBothAxes() -> Bool {
    guard count < Self.limit else { return false }
    for index in 0..<count where !offersBothAxes(self[index]) { return false }
    return true
  }

  /// Whether `stored` answers an offer of both axes.
  private func offersBothAxes(_ stored: Stored) -> Bool {
    let proposal = stored.proposal.proposal
    return proposal.width != nil && proposal.height != nil
  }

  /// The answer at `index` (oldest first, below ``count``).
  private subscript(index: Int) -> Stored {
    get {
      switch index {
      case 0: first
      case 1: second
      case 2: third
      default: more[index - Self.inline]
      }
    }
    set {
      switch index {
      case 0: first = newValue
      case 1: second = newValue
      case 2: third = newValue
      default: more[index - Self.inline] = newValue
      }
    }
  }

  /// Every stored answer, oldest first.
  var entries: [Entry] { (Array([first, second, third].prefix(count)) + more).map(\.entry) }
}
