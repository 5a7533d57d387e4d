import Foundation

/// A size a parent offers a child, as SwiftUI's `ProposedViewSize`. On each axis `nil` asks
/// for the child's ideal size, `0` for its minimum, `.infinity` for its maximum; any other
/// value is an offer the child may take, ignore or exceed.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
  public var width: CGFloat?
  public var height: CGFloat?

  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Whether the two offer the same on both axes: the synthesized comparison's answer (each
  /// axis `nil` on both sides or equal as `Double`s), written out and inlined. The synthesized
  /// one was a call per comparison (~19 instructions with it): the engine compares proposals
  /// per node placed and per cached size looked up.
  @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
    sameOffer(lhs.width, rhs.width) && sameOffer(lhs.height, rhs.height)
  }

  @inlinable @inline(__always) static func sameOffer(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): a.native == b.native
    default: false
    }
  }

  /// Proposes exactly `size`.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Asks for the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Asks for the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// Asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// The proposal with `nil` axes replaced by `size`'s (SwiftUI's default 10×10).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  public var description: String {
    func axis(_ value: CGFloat?) -> String {
      guard let value else { return "nil" }
      return value == .infinity ? "inf" : "\(Double(value))"
    }
    return "(\(axis(width)) × \(axis(height)))"
  }
}

/// A layout axis.
public enum Axis: Sendable, Hashable {
  case horizontal, vertical
}

extension ProposedViewSize {
  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  init(along axis: Axis, _ main: CGFloat?, across cross: CGFloat?) {
    self =
      axis == .horizontal
      ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
  }
}

extension CGSize {
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  init(along axis: Axis, _ main: CGFloat, across cross: CGFloat) {
    self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
  }
}

extension Axis {
  /// A set of axes, as SwiftUI's `Axis.Set`.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}
