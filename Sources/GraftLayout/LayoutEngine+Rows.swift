import Foundation
import GraftCore

/// Placing a scrolling container's rows (a `List`, a `ScrollView`'s content): each row at its
/// ideal length along the axis, one after the other.
///
/// A change to one row of an unchanged container that stays where it was costs that row's
/// own layout: each row that reported a change (``NodeLayoutRecord/changedChildren``) is
/// measured again and, keeping its length along the axis, placed where it was — no other row
/// is visited (one that changed its length makes the walk below). A structural change (rows inserted, removed, moved) visits the
/// rows from each of its seams (``ChildSeams``) until they are back in place. Otherwise every
/// row is walked, and a clean row already placed where it belongs is skipped with one flag
/// and one comparison.
extension LayoutEngine {
  /// The geometry of one placement of a container's rows.
  struct ScrollRows {
    let axis: Axis
    let spacing: CGFloat
    let centred: Bool
    let space: CGRect
    /// What each row is offered: nothing along the axis, the space's offer across it.
    let rowProposal: ProposedViewSize

    init(axis: Axis, spacing: CGFloat, centred: Bool, space: CGRect, proposal: ProposedViewSize) {
      self.axis = axis
      self.spacing = spacing
      self.centred = centred
      self.space = space
      rowProposal = ProposedViewSize(along: axis, nil, across: proposal[axis.cross])
    }

    /// Where the first row starts along the axis.
    var start: CGFloat { axis == .horizontal ? space.minX : space.minY }

    /// Where a row of `size` starting at `cursor` along the axis goes.
    func origin(at cursor: CGFloat, for size: CGSize) -> CGPoint {
      let across = centred ? (space.size[axis.cross] - size[axis.cross]) / 2 : 0
      return axis == .horizontal
        ? CGPoint(x: cursor, y: space.minY + across) : CGPoint(x: space.minX + across, y: cursor)
    }
  }

  /// Places `node`'s rows. `onlyChildrenChanged` (the container itself is unchanged and
  /// placed as before): only the rows that changed, or whose neighbours changed
  /// (``NodeLayoutRecord/childSeams``), are visited when no row changed its length.
  func placeRows(of node: Node, _ rows: ScrollRows, onlyChildrenChanged: Bool) {
    if onlyChildrenChanged {
      if let seams = storage(node).childSeams, !seams.isEmpty {
        if placeRowsFromSeams(of: node, rows, seams) { return }
      } else if placeChangedRows(of: node, rows) {
        return
      }
    }
    placeAllRows(of: node, rows)
  }

  /// Places every row of `node`.
  func placeAllRows(of node: Node, _ rows: ScrollRows) {
    var cursor = rows.start
    let tree = self.tree
    for child in node.children { cursor = placeRow(child, at: cursor, rows, in: tree).next }
  }

  /// Places `child` starting at `cursor` along the axis — or skips it, when it is a clean row
  /// already placed there for this proposal (it keeps its size and place) — and answers where
  /// the next row starts and whether `child` was skipped.
  ///
  /// `child` is read from a copy of the children array the caller holds, which keeps it alive
  /// (so a caller may pass it unretained); its record is read unretained, as nothing here
  /// replaces it.
  /// `tree` is the engine's, loaded once by the caller (a load is a retain and a release).
  private func placeRow(_ child: Node, at cursor: CGFloat, _ rows: ScrollRows, in tree: NodeTree?) -> (
    next: CGFloat, inPlace: Bool
  ) {
    if !child.needsLayout, let unretained = Self.unretainedRecord(of: child) {
      let placedHere = IsolationCheckFreeCalls.withGuaranteedReference(to: unretained) {
        placeCleanRow(child, $0, at: cursor, rows, in: tree)
      }
      if let placedHere { return placedHere }
    }
    let size = self.size(of: child, rows.rowProposal)
    place(
      child, in: CGRect(origin: rows.origin(at: cursor, for: size), size: size), proposal: rows.rowProposal)
    return (cursor + size[rows.axis] + rows.spacing, false)
  }

  /// ``placeRow(_:at:_:in:)`` for a clean `child` (`record` its record): skipped when in place,
  /// moved whole when placed elsewhere for this proposal; `nil` when it must be placed.
  @inline(__always)
  private func placeCleanRow(
    _ child: Node, _ record: NodeLayoutRecord, at cursor: CGFloat, _ rows: ScrollRows, in tree: NodeTree?
  ) -> (next: CGFloat, inPlace: Bool)? {
    if record.placedProposal == rows.rowProposal, let placed = record.placedRect {
      let origin = rows.origin(at: cursor, for: placed.size)
      let next = cursor + placed.size[rows.axis] + rows.spacing
      if placed.origin == origin {
        statistics.visited += 1
        return (next, true)
      }
      // A clean row placed for this proposal elsewhere (below a removed row): its size is the
      // one it was placed at (its cached answer for the proposal), so it is moved whole as
      // `place(_:in:proposal:)` would move it, without asking its size and looking its record
      // up again. Counted as visited twice, as there (offered a place, then moved).
      if !record.isHidden, !NodeTree.isLayoutBarrier(child), !child.hasLayoutBehavior {
        statistics.visited += 1
        move(
          child, record, by: CGSize(width: origin.x - placed.minX, height: origin.y - placed.minY), in: tree)
        return (next, false)
      }
    }
    return nil
  }

  /// After structural changes (`seams`), places the rows from each seam on until one is in
  /// place and the next is no seam: every row after it up to the next seam still follows the
  /// sibling it followed when placed, so it is in place too. A swap of two rows of equal
  /// length places those two and checks the two after them, whatever the list's length; a
  /// removal moves every row after it (as it must). `false`, having placed nothing, when a
  /// changed row changed its length or is not placed here — then every row must be walked.
  func placeRowsFromSeams(of node: Node, _ rows: ScrollRows, _ seams: ChildSeams) -> Bool {
    guard changedRowsKeepTheirLength(of: node, rows) else { return false }
    let children = node.children
    let tree = self.tree
    if !seams.overflowed { seams.sortIndices() }
    let starts = seams.overflowed ? [seams.lowest] : seams.indices
    // The rows before `done` have their final place.
    var done = 0
    for start in starts where start >= done && start < children.count {
      var cursor = rows.start
      if start > 0 {
        // Final: before the first seam, in place after a walk, or placed by one.
        let previous = storage(children[start - 1])
        guard let placed = previous.placedRect else { return false }
        cursor = (rows.axis == .horizontal ? placed.maxX : placed.maxY) + rows.spacing
      }
      var index = start
      while index < children.count {
        // Unretained: `children` keeps the row alive.
        let (next, inPlace) = IsolationCheckFreeCalls.withGuaranteedReference(
          to: .passUnretained(children[index])
        ) {
          placeRow($0, at: cursor, rows, in: tree)
        }
        cursor = next
        index += 1
        if inPlace, !seams.overflowed { break }
      }
      done = index
    }
    // A changed row no walk reached still follows the sibling it followed, in place: it
    // keeps its place too.
    placeChangedRowsWhereTheyWere(of: node, rows)
    return true
  }

  /// Places only the rows `node` listed as changed, each where it was; `false` when one is new
  /// here, was hidden or placed for another proposal, or changed its length along the axis —
  /// then every row must be walked (the rows placed before it are in place for that walk, or
  /// moved by it). Each row is measured and placed in one step, so a row's distribution (its
  /// stack's, memoized for the pass only while no other stack is distributed) is computed once,
  /// not once to measure it and again to place it.
  func placeChangedRows(of node: Node, _ rows: ScrollRows) -> Bool {
    forEachChangedRow(of: node) { child in
      guard let size = sizeKeepingLength(of: child, rows) else { return false }
      place(child, at: size, where: withRecord(of: child) { $0.placedRect }, rows)
      return true
    }
  }

  /// Calls `body` with each row `node` listed as changed (``NodeLayoutRecord/changedChildren``)
  /// that is still its child, until `body` answers `false`; answers whether every call went
  /// on. The list is copied once and its rows lent unretained (the copy keeps them; measuring
  /// or placing a row does not change it), as is `node`'s record: read through `storage(_:)`,
  /// each row and the record were retained and released (~0.1 k instructions a changed row).
  private func forEachChangedRow(of node: Node, _ body: (Node) -> Bool) -> Bool {
    let changed = withRecord(of: node) { $0.changedChildren }
    for index in changed.indices {
      let goesOn = withChild(at: index, of: changed) { child in !child.isChild(of: node) || body(child) }
      if !goesOn { return false }
    }
    return true
  }

  /// `child`'s size for `rows`, when it is placed here for this proposal and keeps its length
  /// along the axis; `nil` otherwise.
  private func sizeKeepingLength(of child: Node, _ rows: ScrollRows) -> CGSize? {
    let placedHere = withRecord(of: child) { record -> CGRect? in
      guard !record.isHidden, record.placedProposal == rows.rowProposal else { return nil }
      return record.placedRect
    }
    guard let placed = placedHere else { return nil }
    let size = self.size(of: child, rows.rowProposal)
    return size[rows.axis] == placed.size[rows.axis] ? size : nil
  }

  /// Places `child`, of `size`, starting where `placed` started along the axis.
  private func place(_ child: Node, at size: CGSize, where placed: CGRect?, _ rows: ScrollRows) {
    guard let placed else { return }
    let cursor = rows.axis == .horizontal ? placed.minX : placed.minY
    place(
      child, in: CGRect(origin: rows.origin(at: cursor, for: size), size: size), proposal: rows.rowProposal)
  }

  /// Whether every row `node` listed as changed is placed here for this proposal and keeps its
  /// length along the axis (measuring it: the answer is cached for placing it).
  private func changedRowsKeepTheirLength(of node: Node, _ rows: ScrollRows) -> Bool {
    forEachChangedRow(of: node) { sizeKeepingLength(of: $0, rows) != nil }
  }

  /// Places each row `node` listed as changed where it starts now (a row placed already in
  /// this pass is skipped by ``place(_:in:proposal:)``).
  private func placeChangedRowsWhereTheyWere(of node: Node, _ rows: ScrollRows) {
    _ = forEachChangedRow(of: node) { child in
      place(
        child, at: self.size(of: child, rows.rowProposal), where: withRecord(of: child) { $0.placedRect },
        rows)
      return true
    }
  }
}

extension Axis {
  /// The other axis.
  var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
