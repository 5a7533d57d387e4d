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
  static var passSerial = 0
  static var activePass: Int?
  /// The last distribution computed in a pass (see ``stackSizes(of:_:axis:spacing:proposal:)``).
  private static var lastDistribution:
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

  func stackSizes(_ children: [Node], axis: Axis, spacing: CGFloat, proposal: ProposedViewSize) -> [ChildSize]
  {
    let cross = proposal[axis == .horizontal ? .vertical : .horizontal]
    guard let offered = proposal[axis] else {
      let ideal = ProposedViewSize(along: axis, nil, across: cross)
      return children.map { ChildSize(size: size(of: $0, ideal), proposal: ideal) }
    }
    let count = children.count
    guard count > 1 else {
      // One child is offered everything: no flexibility to compare, no minimum to reserve.
      let only = ProposedViewSize(along: axis, max(0, offered), across: cross)
      return children.map { ChildSize(size: size(of: $0, only), proposal: only) }
    }
    // Each child's flexibility (size offered ∞ − size offered 0) and minimum, in one array.
    let minimum = ProposedViewSize(along: axis, 0, across: cross)
    let maximum = ProposedViewSize(along: axis, .infinity, across: cross)
    let flexibility = children.map { child in
      let least = size(of: child, minimum)[axis]
      return (least: least, range: size(of: child, maximum)[axis] - least)
    }
    let firstPriority = children[0].properties.layoutPriority
    let uniform = children.allSatisfy { $0.properties.layoutPriority == firstPriority }
    var result = [ChildSize](
      repeating: ChildSize(size: .zero, proposal: .unspecified), count: count)
    var remaining = offered - spacing * CGFloat(count - 1)
    let groups = uniform ? [firstPriority] : Set(children.map(\.properties.layoutPriority)).sorted(by: >)
    for priority in groups {
      let members =
        (uniform
        ? Array(0..<count) : (0..<count).filter { children[$0].properties.layoutPriority == priority })
        .sorted { (flexibility[$0].range, $0) < (flexibility[$1].range, $1) }
      let reserved =
        uniform
        ? 0
        : (0..<count).filter { children[$0].properties.layoutPriority < priority }.reduce(CGFloat(0)) {
          $0 + flexibility[$1].least
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

  func stackSize(_ sizes: [ChildSize], axis: Axis, spacing: CGFloat) -> CGSize {
    guard !sizes.isEmpty else { return .zero }
    let along = sizes.reduce(CGFloat(0)) { $0 + $1.size[axis] } + spacing * CGFloat(sizes.count - 1)
    let across = sizes.map { $0.size[axis == .horizontal ? .vertical : .horizontal] }.max() ?? 0
    return CGSize(along: axis, along, across: across)
  }
}
