import Foundation

/// A ``ProposedViewSize`` as a node's layout record stores it (its size cache's answers, the
/// proposal it was placed with): each axis one `Double`, an axis that offers nothing (`nil`)
/// written as a NaN with a payload of its own. 16 bytes, where two `CGFloat?` took 25 (32 in an
/// array or a tuple): a record holds four of them, and every node laid out has a record
/// (issue 15: the records were most of a laid-out list row's memory).
///
/// Reading one back gives the proposal stored, compared as ``ProposedViewSize``'s `==`
/// compares (a NaN offer equals nothing). The one value it cannot hold is an axis offering a
/// NaN with exactly ``noOffer``'s bits, which no arithmetic makes (it reads back as `nil`).
struct StoredProposal {
  private var widthBits: UInt64
  private var heightBits: UInt64

  /// A quiet NaN whose payload spells "none": the bits of an axis that offers nothing.
  private static let noOffer: UInt64 = 0x7FF8_6E6F_6E65_0000

  init(_ proposal: ProposedViewSize) {
    widthBits = Self.bits(of: proposal.width)
    heightBits = Self.bits(of: proposal.height)
  }

  /// The proposal stored.
  var proposal: ProposedViewSize {
    ProposedViewSize(width: Self.axis(widthBits), height: Self.axis(heightBits))
  }

  /// Whether the proposal stored is `other` (as ``ProposedViewSize``'s `==` answers).
  @inline(__always) func matches(_ other: ProposedViewSize) -> Bool {
    ProposedViewSize.sameOffer(Self.axis(widthBits), other.width)
      && ProposedViewSize.sameOffer(Self.axis(heightBits), other.height)
  }

  @inline(__always) private static func bits(of axis: CGFloat?) -> UInt64 {
    guard let axis else { return noOffer }
    return axis.native.bitPattern
  }

  @inline(__always) private static func axis(_ bits: UInt64) -> CGFloat? {
    bits == noOffer ? nil : CGFloat(Double(bitPattern: bits))
  }
}
