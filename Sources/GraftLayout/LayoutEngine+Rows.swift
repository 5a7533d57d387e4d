import Foundation
import GraftCore

/// Placing a scrolling container's rows (a `List`, a `ScrollView`'s content): each row at its
/// ideal length along the axis, one after the other.
///
/// A change to one row of an unchanged container that stays where it was costs that row's
/// own layout: the rows that reported a change (``NodeLayoutRecord/changedChildren``) are
/// measured again and, if none changed its length along the axis, placed where they were —
/// no other row is visited. Otherwise every row is walked, and a clean row already placed
/// where it belongs is skipped with one flag and one comparison.
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

  /// Places every row of `node`.
  func placeAllRows(of node: Node, _ rows: ScrollRows) {
    var cursor = rows.start
    for child in node.children {
      // A clean row already placed here for this proposal keeps its size and place.
      if !child.needsLayout, let record = child.layoutStorage as? NodeLayoutRecord,
        record.placedProposal == rows.rowProposal, let placed = record.placedRect,
        placed.origin == rows.origin(at: cursor, for: placed.size)
      {
        statistics.visited += 1
        cursor += placed.size[rows.axis] + rows.spacing
        continue
      }
      let size = self.size(of: child, rows.rowProposal)
      place(
        child, in: CGRect(origin: rows.origin(at: cursor, for: size), size: size), proposal: rows.rowProposal)
      cursor += size[rows.axis] + rows.spacing
    }
  }

  /// Places only the rows `node` listed as changed, each where it was; `false` (having placed
  /// some of them, harmlessly) when one is new here, was hidden or placed for another
  /// proposal, or changed its length along the axis — then every row must be walked.
  func placeChangedRows(of node: Node, _ rows: ScrollRows) -> Bool {
    for child in storage(node).changedChildren where child.parent === node {
      let record = storage(child)
      guard !record.isHidden, record.placedProposal == rows.rowProposal, let placed = record.placedRect else {
        return false
      }
      let size = self.size(of: child, rows.rowProposal)
      guard size[rows.axis] == placed.size[rows.axis] else { return false }
      let cursor = rows.axis == .horizontal ? placed.minX : placed.minY
      place(
        child, in: CGRect(origin: rows.origin(at: cursor, for: size), size: size), proposal: rows.rowProposal)
    }
    return true
  }
}

extension Axis {
  /// The other axis.
  var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
