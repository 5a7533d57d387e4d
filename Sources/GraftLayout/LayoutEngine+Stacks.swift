import Foundation
import GraftCore

/// `HStack`/`VStack` distribution, as SwiftUI does it.
///
/// With no offer along the axis, every child gets its ideal size. Otherwise the offer minus
/// the spacing is shared out group by group, highest `layoutPriority` first; each group may
/// use what is left after reserving the minimum sizes of the lower groups. Within a group the
/// least flexible child (smallest difference between its size offered everything and offered
/// nothing) goes first and is offered an equal share of what remains; what it takes is
/// subtracted, and the next is offered an equal share of the rest.
extension LayoutEngine {
  struct ChildSize {
    var size: CGSize
    var proposal: ProposedViewSize
  }

  /// A stack child's minimum along the axis and its flexibility, while its stack distributes;
  /// for a text alone in a row, its ideal size too (see ``minimumOfTextAlone(_:)``).
  struct Flexibility {
    var least: CGFloat
    var range: CGFloat
    var index: Int
    var priority: Double
    /// The child's answer offered ∞ along the axis, when any offer at least as long gets the
    /// same answer (a text alone, in a row offered no height); `nil` otherwise.
    var idealForLongerOffers: CGSize?
  }

  /// The count of layout passes run by every engine, and the one running now (`nil` outside
  /// ``layOut(_:viewport:dirtyBarriers:)``): with a node's identity, what names a distribution
  /// computed in one pass — during which no node is freed and no answered size changes.
  // Unchecked exclusivity (these three): main actor only, and every access is a plain read
  // or assignment that calls nothing while it lasts; the dynamic checks cost about 1 k
  // instructions per list row laid out.
  @exclusivity(unchecked) static var passSerial = 0
  @exclusivity(unchecked) static var activePass: Int?
  /// The last distribution computed in a pass (see ``stackSizes(of:_:axis:spacing:proposal:)``).
  @exclusivity(unchecked) private static var lastDistribution:
    (pass: Int, node: ObjectIdentifier, proposal: ProposedViewSize, sizes: [ChildSize])?

  /// The array of the distribution before ``lastDistribution``, kept for the next one to
  /// fill (see ``stackSizes(of:_:axis:spacing:proposal:)``).
  @exclusivity(unchecked) private static var spareSizes: [ChildSize] = []
  /// The array ``stackSizes(_:axis:spacing:proposal:into:)`` orders a stack's children in, kept
  /// between distributions (taken while one runs: a nested one makes its own).
  @exclusivity(unchecked) private static var spareOrder: [Flexibility] = []

  /// `node`'s stack distribution of `children` for `proposal`, computed once per pass when
  /// asked twice in a row: a stack is sized, then placed with the same proposal (a list row).
  ///
  /// A new distribution is written into the array of the one before the last when nothing
  /// else holds it (a stack placing its children holds its own): a list row's stack is
  /// distributed without allocating, where each distribution made an array (about 0.4 k
  /// instructions with its release).
  func stackSizes(
    of node: Node, _ children: [Node], axis: Axis, spacing: CGFloat, proposal: ProposedViewSize
  ) -> [ChildSize] {
    guard let pass = Self.activePass else {
      var sizes: [ChildSize] = []
      stackSizes(children, axis: axis, spacing: spacing, proposal: proposal, into: &sizes)
      return sizes
    }
    if let last = Self.lastDistribution, last.pass == pass, last.node == ObjectIdentifier(node),
      last.proposal == proposal, last.sizes.count == children.count
    {
      return last.sizes
    }
    // Taken out of the static first: the array is then unique unless a caller holds it, and
    // filling it copies nothing.
    var sizes = Self.spareSizes
    Self.spareSizes = []
    stackSizes(children, axis: axis, spacing: spacing, proposal: proposal, into: &sizes)
    if let last = Self.lastDistribution {
      Self.lastDistribution = nil
      Self.spareSizes = last.sizes
    }
    Self.lastDistribution = (pass, ObjectIdentifier(node), proposal, sizes)
    return sizes
  }

  // The distribution is written with loops, not closures passed to the standard library: a
  // closure formed here is isolated to the main actor, and each of its calls from there checks
  // the executor (about 220 instructions) — several per child per distribution. (The two
  // buffers are lent through `IsolationCheckFreeCalls`, whose closures carry no check.)
  /// Writes the distribution into `result` (made `children.count` long, every element then
  /// overwritten; its storage is reused when unique). The two arrays are resized only when a
  /// stack of another length was distributed in them last: emptying them each time
  /// (`removeAll(keepingCapacity:)`, a generic `replaceSubrange`) and filling them again cost
  /// ~0.3 k instructions per list row distributed.
  func stackSizes(
    _ children: [Node], axis: Axis, spacing: CGFloat, proposal: ProposedViewSize,
    into result: inout [ChildSize]
  ) {
    let cross = proposal[axis.cross]
    let count = children.count
    Self.resize(&result, to: count, with: ChildSize(size: .zero, proposal: .unspecified))
    guard let offered = proposal[axis] else {
      sizes(of: children, ProposedViewSize(along: axis, nil, across: cross), into: &result)
      return
    }
    guard count > 1 else {
      // One child is offered everything: no flexibility to compare, no minimum to reserve.
      sizes(of: children, ProposedViewSize(along: axis, max(0, offered), across: cross), into: &result)
      return
    }
    // Each child's minimum and flexibility (size offered ∞ − size offered 0), least flexible
    // first (ties in order): one array, sorted in place, kept for the next distribution.
    let minimum = ProposedViewSize(along: axis, 0, across: cross)
    let maximum = ProposedViewSize(along: axis, .infinity, across: cross)
    var order = Self.spareOrder
    Self.spareOrder = []
    Self.resize(
      &order, to: count,
      with: Flexibility(least: 0, range: 0, index: 0, priority: 0, idealForLongerOffers: nil))
    let firstPriority = children[0].layoutPriority
    var uniform = true
    // A row offered no height: a text alone's minimum, and its answer to its share when that is
    // at least its ideal width, are known from its ideal answer (see `minimumOfTextAlone`).
    let knowsTextsAlone = axis == .horizontal && cross == nil && measuresMonospace
    // The two arrays through buffers (`order` made unique, `result` too): an array's subscript
    // checked the bounds and the storage's uniqueness at each of the ~30 accesses of a list
    // row's distribution. Nothing below reaches either array another way (a nested stack's
    // distribution takes its own).
    IsolationCheckFreeCalls.withMutableBuffer(&order) { order in
      for index in children.indices {
        // The maximum first: a text's minimum is then known from it, without measuring it again
        // (``wrappedTextSize(_:_:_:)``). The child not retained (``withChild(at:of:_:)``).
        let (ideal, least, priority, textAlone) = withChild(at: index, of: children) { child in
          let ideal = inlinedSize(of: child, maximum)
          if knowsTextsAlone, let least = minimumOfTextAlone(child) {
            return (ideal, least, child.layoutPriority, true)
          }
          return (ideal, inlinedSize(of: child, minimum)[axis], child.layoutPriority, false)
        }
        if priority != firstPriority { uniform = false }
        // `order[..<index]` holds the children before this one, sorted; it is inserted among
        // them.
        var slot = index
        order[slot] = Flexibility(
          least: least, range: ideal[axis] - least, index: index, priority: priority,
          idealForLongerOffers: textAlone ? ideal : nil)
        while slot > 0, order[slot - 1].range > order[slot].range {
          order.swapAt(slot - 1, slot)
          slot -= 1
        }
      }
      var remaining = offered - spacing * CGFloat(count - 1)
      // Highest priority first; each group may use what the lower groups' minimums leave.
      let groups = uniform ? nil : Set(order.lazy.map(\.priority)).sorted(by: >)
      IsolationCheckFreeCalls.withMutableBuffer(&result) { result in
        for group in 0..<(groups?.count ?? 1) {
          let priority = groups?[group] ?? firstPriority
          var reserved: CGFloat = 0
          var left = 0
          for slot in order.indices {
            if order[slot].priority < priority {
              reserved += order[slot].least
            } else if order[slot].priority == priority {
              left += 1
            }
          }
          var available = remaining - reserved
          for slot in order.indices where order[slot].priority == priority {
            let share = max(0, available / CGFloat(left))
            let childProposal = ProposedViewSize(along: axis, share, across: cross)
            let childSize: CGSize
            if let ideal = order[slot].idealForLongerOffers, share >= ideal[axis] {
              childSize = ideal
            } else {
              childSize = withChild(at: order[slot].index, of: children) {
                inlinedSize(of: $0, childProposal)
              }
            }
            result[order[slot].index] = ChildSize(size: childSize, proposal: childProposal)
            available -= childSize[axis]
            remaining -= childSize[axis]
            left -= 1
          }
        }
      }
    }
    Self.spareOrder = order
  }

  /// The width of `node` offered less than a cell, known without asking, when it is a text
  /// alone (``plainTextKind(_:_:)``) whose answer offered ∞ (no height) was just asked: what
  /// ``wrappedTextSize(_:_:_:)`` would answer — nothing for a text, its label's insets for a
  /// button. Then its answer to any wider offer no narrower than that ideal is the ideal itself
  /// (greedy wrapping gives the same lines), which the distribution uses without asking either.
  /// Each of the two asks went through the size cache's miss path (~0.35 k instructions), four
  /// texts to a list row. `nil` for anything else (the stack asks).
  private func minimumOfTextAlone(_ node: Node) -> CGFloat? {
    guard let record = Self.unretainedRecord(of: node) else { return nil }
    // Through `IsolationCheckFreeCalls` (the node holds its record): a closure formed here is
    // main-actor isolated, and `_withUnsafeGuaranteedRef` called with it checked the executor.
    return IsolationCheckFreeCalls.withGuaranteedReference(to: record) { record in
      guard !record.sizes.isEmpty else { return nil }
      switch record.textKind ?? plainTextKind(node, record) {
      case .text: return 0
      case .button:
        let across = metrics.buttonInsets.leading + metrics.buttonInsets.trailing
        return across >= 0 ? CGFloat(across) : nil
      case .other: return nil
      }
    }
  }

  /// Writes each of `children`'s size for `proposal` into `result` (as long as `children`).
  private func sizes(of children: [Node], _ proposal: ProposedViewSize, into result: inout [ChildSize]) {
    for index in children.indices {
      let size = withChild(at: index, of: children) { inlinedSize(of: $0, proposal) }
      result[index] = ChildSize(size: size, proposal: proposal)
    }
  }

  /// Makes `array` `count` long, keeping its storage: unchanged when it is (a list's rows are
  /// distributed one after another in the same arrays, each as long as the last), else
  /// trimmed or padded with `filler` (elements the caller overwrites).
  @inline(__always) private static func resize<Element>(
    _ array: inout [Element], to count: Int, with filler: Element
  ) {
    if array.count == count { return }
    if array.count > count {
      array.removeLast(array.count - count)
    } else {
      array.append(contentsOf: repeatElement(filler, count: count - array.count))
    }
  }

  nonisolated static func stackSize(_ sizes: [ChildSize], axis: Axis, spacing: CGFloat) -> CGSize {
    guard !sizes.isEmpty else { return .zero }
    var along: CGFloat = 0
    var across: CGFloat = 0
    for child in sizes {
      along += child.size[axis]
      across = max(across, child.size[axis.cross])
    }
    return CGSize(along: axis, along + spacing * CGFloat(sizes.count - 1), across: across)
  }
}
