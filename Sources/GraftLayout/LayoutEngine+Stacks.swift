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

  /// `node`'s stack distribution of `children` for `proposal`, computed once per pass when
  /// asked twice in a row: a stack is sized, then placed with the same proposal (a list row).
  func stackSizes(
    of node: Node, _ children: [Node], axis: Axis, spacing: CGFloat, proposal: ProposedViewSize
  ) -> [ChildSize] {
    guard let pass = Self.activePass else {
      return stackSizes(children, axis: axis, spacing: spacing, proposal: proposal)
    }
    if let last = Self.lastDistribution, last.pass == pass, last.node == ObjectIdentifier(node),
      last.proposal == proposal, last.sizes.count == children.count
    {
      return last.sizes
    }
    let sizes = stackSizes(children, axis: axis, spacing: spacing, proposal: proposal)
    Self.lastDistribution = (pass, ObjectIdentifier(node), proposal, sizes)
    return sizes
  }

  // The distribution is written with loops, not closures: a closure formed here is isolated
  // to the main actor, and each of its calls checks the executor (about 220 instructions) —
  // several per child per distribution.
  func stackSizes(_ children: [Node], axis: Axis, spacing: CGFloat, proposal: ProposedViewSize) -> [ChildSize]
  {
    let cross = proposal[axis.cross]
    let count = children.count
    var result = [ChildSize]()
    result.reserveCapacity(count)
    guard let offered = proposal[axis] else {
      let ideal = ProposedViewSize(along: axis, nil, across: cross)
      for child in children { result.append(ChildSize(size: size(of: child, ideal), proposal: ideal)) }
      return result
    }
    guard count > 1 else {
      // One child is offered everything: no flexibility to compare, no minimum to reserve.
      let only = ProposedViewSize(along: axis, max(0, offered), across: cross)
      for child in children { result.append(ChildSize(size: size(of: child, only), proposal: only)) }
      return result
    }
    // Each child's flexibility (size offered ∞ − size offered 0) and minimum.
    let minimum = ProposedViewSize(along: axis, 0, across: cross)
    let maximum = ProposedViewSize(along: axis, .infinity, across: cross)
    var least = [CGFloat]()
    var range = [CGFloat]()
    least.reserveCapacity(count)
    range.reserveCapacity(count)
    let firstPriority = children[0].properties.layoutPriority
    var uniform = true
    for child in children {
      let smallest = size(of: child, minimum)[axis]
      least.append(smallest)
      range.append(size(of: child, maximum)[axis] - smallest)
      if uniform, child.properties.layoutPriority != firstPriority { uniform = false }
    }
    result = [ChildSize](repeating: ChildSize(size: .zero, proposal: .unspecified), count: count)
    var remaining = offered - spacing * CGFloat(count - 1)
    var groups = [firstPriority]
    if !uniform {
      var priorities = Set<Double>()
      for child in children { priorities.insert(child.properties.layoutPriority) }
      groups = priorities.sorted(by: >)
    }
    var members = [Int]()
    members.reserveCapacity(count)
    for priority in groups {
      // The group's members, least flexible first (ties in order), and what the lower groups
      // reserve (their minimums).
      members.removeAll(keepingCapacity: true)
      var reserved: CGFloat = 0
      for index in 0..<count {
        let childPriority = uniform ? priority : children[index].properties.layoutPriority
        if childPriority == priority {
          var slot = members.count
          members.append(index)
          while slot > 0, range[members[slot - 1]] > range[index] {
            members[slot] = members[slot - 1]
            slot -= 1
          }
          members[slot] = index
        } else if childPriority < priority {
          reserved += least[index]
        }
      }
      var available = remaining - reserved
      var left = members.count
      for index in members {
        let share = max(0, available / CGFloat(left))
        let childProposal = ProposedViewSize(along: axis, share, across: cross)
        let childSize = size(of: children[index], childProposal)
        result[index] = ChildSize(size: childSize, proposal: childProposal)
        available -= childSize[axis]
        remaining -= childSize[axis]
        left -= 1
      }
    }
    return result
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
