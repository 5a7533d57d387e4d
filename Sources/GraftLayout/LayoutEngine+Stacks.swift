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

  func stackSizes(_ children: [Node], axis: Axis, spacing: CGFloat, proposal: ProposedViewSize) -> [ChildSize]
  {
    let cross = proposal[axis == .horizontal ? .vertical : .horizontal]
    guard let offered = proposal[axis] else {
      let ideal = ProposedViewSize(along: axis, nil, across: cross)
      return children.map { ChildSize(size: size(of: $0, ideal), proposal: ideal) }
    }
    let count = children.count
    guard count > 0 else { return [] }
    let minimums = children.map { size(of: $0, ProposedViewSize(along: axis, 0, across: cross))[axis] }
    let maximums = children.map {
      size(of: $0, ProposedViewSize(along: axis, .infinity, across: cross))[axis]
    }
    let priorities = children.map(\.properties.layoutPriority)
    var result = [ChildSize](
      repeating: ChildSize(size: .zero, proposal: .unspecified), count: count)
    var remaining = offered - spacing * CGFloat(count - 1)
    let uniform = priorities.allSatisfy { $0 == priorities[0] }
    for priority in uniform ? [priorities[0]] : Set(priorities).sorted(by: >) {
      let members = (uniform ? Array(0..<count) : (0..<count).filter { priorities[$0] == priority })
        .sorted { (maximums[$0] - minimums[$0], $0) < (maximums[$1] - minimums[$1], $1) }
      let reserved =
        uniform
        ? 0 : (0..<count).filter { priorities[$0] < priority }.reduce(CGFloat(0)) { $0 + minimums[$1] }
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
