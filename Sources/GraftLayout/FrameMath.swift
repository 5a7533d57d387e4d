import Foundation
import GraftCore

/// SwiftUI's two frame modifiers on one axis at a time.
///
/// `.frame(width:height:)` proposes its fixed size (or passes the proposal through on an axis
/// it leaves `nil`) and takes exactly that size. `.frame(minWidth:idealWidth:maxWidth:…)`
/// proposes the offer (or its ideal when the offer is `nil`) clamped to min…max, and takes
/// the child's size clamped the same way — except that with a min it grows towards the
/// offer no further than the child, and with a max it grows to the offer even past the child
/// (which is how `maxWidth: .infinity` fills).
enum FrameMath {
  static func childProposal(_ frame: NodeFrame, _ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axisProposal(
        fixed: frame.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth, proposal.width),
      height: axisProposal(
        fixed: frame.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight,
        proposal.height))
  }

  static func size(_ frame: NodeFrame, _ proposal: ProposedViewSize, child: CGSize) -> CGSize {
    CGSize(
      width: axisSize(
        fixed: frame.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth, proposal.width,
        child: child.width),
      height: axisSize(
        fixed: frame.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight,
        proposal.height, child: child.height))
  }

  private static func axisProposal(
    fixed: Double?, min: Double?, ideal: Double?, max: Double?, _ proposal: CGFloat?
  ) -> CGFloat? {
    if let fixed { return CGFloat(fixed) }
    guard var value = proposal ?? ideal.map({ CGFloat($0) }) else { return nil }
    if let min, CGFloat(min) > value { value = CGFloat(min) }
    if let max, CGFloat(max) < value { value = CGFloat(max) }
    return value
  }

  private static func axisSize(
    fixed: Double?, min: Double?, ideal: Double?, max: Double?, _ proposal: CGFloat?, child: CGFloat
  ) -> CGFloat {
    if let fixed { return CGFloat(fixed) }
    if min == nil, max == nil {
      if proposal == nil, let ideal { return CGFloat(ideal) }
      return child
    }
    var result = child
    if let offer = proposal ?? ideal.map({ CGFloat($0) }) {
      if let min { result = Swift.max(CGFloat(min), Swift.min(result, offer)) }
      if let max { result = Swift.min(CGFloat(max), Swift.max(result, offer)) }
    } else {
      if let min { result = Swift.max(CGFloat(min), result) }
      if let max { result = Swift.min(CGFloat(max), result) }
    }
    return result
  }
}

extension EdgeInsets {
  func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { Swift.max(0, $0 - CGFloat(leading + trailing)) },
      height: proposal.height.map { Swift.max(0, $0 - CGFloat(top + bottom)) })
  }

  func outset(_ size: CGSize) -> CGSize {
    CGSize(width: size.width + CGFloat(leading + trailing), height: size.height + CGFloat(top + bottom))
  }

  func inset(_ rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX + CGFloat(leading), y: rect.minY + CGFloat(top),
      width: Swift.max(0, rect.width - CGFloat(leading + trailing)),
      height: Swift.max(0, rect.height - CGFloat(top + bottom)))
  }
}

/// A node alignment as fractions of the free space on each axis.
struct Alignment2D {
  var x: CGFloat
  var y: CGFloat

  init(_ alignment: NodeAlignment?) {
    switch alignment ?? .center {
    case .center: (x, y) = (0.5, 0.5)
    case .leading: (x, y) = (0, 0.5)
    case .trailing: (x, y) = (1, 0.5)
    case .top, .firstTextBaseline: (x, y) = (0.5, 0)
    case .bottom, .lastTextBaseline: (x, y) = (0.5, 1)
    case .topLeading: (x, y) = (0, 0)
    case .topTrailing: (x, y) = (1, 0)
    case .bottomLeading: (x, y) = (0, 1)
    case .bottomTrailing: (x, y) = (1, 1)
    }
  }

  /// `size` placed in `rect` at this alignment.
  func place(_ size: CGSize, in rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX + (rect.width - size.width) * x, y: rect.minY + (rect.height - size.height) * y,
      width: size.width, height: size.height)
  }

  /// The fraction along the cross axis of a stack laying out along `axis`.
  func cross(_ axis: Axis) -> CGFloat { axis == .horizontal ? y : x }
}
