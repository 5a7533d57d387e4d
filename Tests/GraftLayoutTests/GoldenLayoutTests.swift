import Foundation
import Graft
import GraftTesting
import Testing

/// Golden layouts: each expected frame is what SwiftUI computes for the same code, given the
/// monospace metrics (a character cell is 1×1, `HStack` spacing 1, `VStack` spacing 0,
/// `.padding()` 1). The comment on each test walks through SwiftUI's algorithm. Frames are in
/// root coordinates; SwiftUI centres the root view in the window.
@MainActor
@Suite struct GoldenLayoutTests {
  private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
  }

  /// HStack offered 20×5, spacing 0. Flexibility (size offered ∞ minus size offered 0):
  /// "Left" 4, "Right" 5, the Spacer ∞. Least flexible first: "Left" gets 20/3 → takes 4;
  /// "Right" gets 16/2 → takes 5; the Spacer gets the remaining 11. The stack is 20×1,
  /// centred vertically in 5 → y = 2. The spacer is 0 high, centred in the stack's line (y 2.5).
  @Test func aSpacerPushesTextsToTheEdges() {
    let host = TestHost(
      rootView: HStack(spacing: 0) {
        Text("Left")
        Spacer()
        Text("Right")
      }, width: 20, height: 5)
    #expect(host.frame(ofText: "Left") == rect(0, 2, 4, 1))
    #expect(host.frame(ofText: "Right") == rect(15, 2, 5, 1))
    #expect(host.frame(of: .spacer) == rect(4, 2.5, 11, 0))
  }

  /// VStack(.leading, spacing 1) of "Title" (5×1) and an HStack(.top, spacing 2) of "a" (1×1)
  /// and a two-line text (3×2): the HStack is 1+2+3 = 6 wide and 2 high; the VStack is
  /// max(5, 6) = 6 wide and 1+1+2 = 4 high, centred in 30×8 at (12, 2). Leading alignment puts
  /// both rows at x = 12; top alignment puts both texts at the HStack's top, y = 4.
  @Test func nestedStacksAlignTheirChildren() {
    let host = TestHost(
      rootView: VStack(alignment: .leading, spacing: 1) {
        Text("Title")
        HStack(alignment: .top, spacing: 2) {
          Text("a")
          Text("bbb\nccc")
        }
      }, width: 30, height: 8)
    #expect(host.frame(ofText: "Title") == rect(12, 2, 5, 1))
    #expect(host.frame(ofText: "a") == rect(12, 4, 1, 1))
    #expect(host.frame(ofText: "bbb\nccc") == rect(15, 4, 3, 2))
  }

  /// HStack(.top) offered 14×2 with spacing 1: 13 to share. The higher-priority text is
  /// offered first: everything but the lower group's minimum (0) = 13 → takes its 8. The
  /// other is offered the remaining 5 and wraps at the space: "Hello" / "world", 5×2.
  @Test func layoutPriorityIsServedFirstAndTheRestWraps() {
    let host = TestHost(
      rootView: HStack(alignment: .top, spacing: 1) {
        Text("Hello world")
        Text("Priority").layoutPriority(1)
      }, width: 14, height: 2)
    #expect(host.frame(ofText: "Hello world") == rect(0, 0, 5, 2))
    #expect(host.frame(ofText: "Priority") == rect(6, 0, 8, 1))
  }

  /// Without priorities the same texts share by flexibility: "Priority" (flexibility 8) is
  /// less flexible than "Hello world" (11), so it is offered 13/2 = 6.5 first and, being one
  /// word, is broken between characters into "Priori"/"ty" (6×2); "Hello world" gets 7 →
  /// "Hello"/"world" (5×2). The stack is 5 + 1 + 6 = 12 wide, centred in 14 at x = 1.
  @Test func withoutPrioritiesTheLeastFlexibleGoesFirst() {
    let host = TestHost(
      rootView: HStack(alignment: .top, spacing: 1) {
        Text("Hello world")
        Text("Priority")
      }, width: 14, height: 2)
    #expect(host.frame(ofText: "Hello world") == rect(1, 0, 5, 2))
    #expect(host.frame(ofText: "Priority") == rect(7, 0, 6, 2))
  }

  /// Offered 10 wide, the text wraps to "The quick" / "brown fox" / "jumps"; `.lineLimit(2)`
  /// keeps two lines, the second cut with an ellipsis: "brown fox…" (10 cells). So the text is
  /// 10×2 — without the ellipsis it would be 9 wide. The 10×2 frame is centred in 20×4.
  @Test func textWrapsAtWordsAndTruncatesAtItsLineLimit() {
    let host = TestHost(
      rootView: Text("The quick brown fox jumps").lineLimit(2).frame(width: 10), width: 20, height: 4)
    #expect(host.frame(ofText: "The quick brown fox jumps") == rect(5, 1, 10, 2))
  }

  /// `.padding()` makes "Hi" 4×3; `.frame(maxWidth: .infinity, alignment: .leading)` offered
  /// 20 takes min(∞, max(4, 20)) = 20 and puts its child at its leading edge. The 20×3 frame is
  /// centred vertically in 5 (y = 1); the text sits inside the padding at (1, 2).
  @Test func paddingInsideAFlexibleFrame() {
    let host = TestHost(
      rootView: Text("Hi").padding().frame(maxWidth: .infinity, alignment: .leading), width: 20, height: 5)
    #expect(host.frame(ofText: "Hi") == rect(1, 2, 2, 1))
  }

  /// A fixed frame of width 6 proposes 6, but `.fixedSize()` asks its text for its ideal size,
  /// 20×1: the text overflows its 6-wide frame, centred on it (SwiftUI does the same). The
  /// frame is centred in 20×3 at x = 7, so the text starts at 7 + (6 - 20)/2 = 0.
  @Test func fixedSizeIgnoresTheOffer() {
    let host = TestHost(
      rootView: Text("A long sentence here").fixedSize().frame(width: 6), width: 20, height: 3)
    #expect(host.frame(ofText: "A long sentence here") == rect(0, 1, 20, 1))
    // Without fixedSize the text wraps to the 6 it is offered: "A long" / "senten" "ce" / "here".
    let wrapped = TestHost(rootView: Text("A long sentence here").frame(width: 6), width: 20, height: 6)
    #expect(wrapped.frame(ofText: "A long sentence here")?.width == 6)
    #expect(wrapped.frame(ofText: "A long sentence here")?.height == 4)
  }

  /// Modifier order matters, as in SwiftUI. `.frame(width: 6, alignment: .leading).padding(1)`
  /// is an 8×3 box whose 6×1 frame starts at (1, 1): the text sits at its leading edge, (1, 1).
  /// `.padding(1).frame(width: 6, alignment: .leading)` is a 6×3 frame (centred in 8 at x = 1)
  /// holding the 4×3 padded text at its leading edge: the text is at (1 + 1, 1) = (2, 1).
  @Test func modifierOrderIsKept() {
    let frameThenPadding = TestHost(
      rootView: Text("ab").frame(width: 6, alignment: .leading).padding(1), width: 8, height: 3)
    #expect(frameThenPadding.frame(ofText: "ab") == rect(1, 1, 2, 1))
    let paddingThenFrame = TestHost(
      rootView: Text("ab").padding(1).frame(width: 6, alignment: .leading), width: 8, height: 3)
    #expect(paddingThenFrame.frame(ofText: "ab") == rect(2, 1, 2, 1))
  }

  /// Nested frames both apply: the inner fixed 4-wide frame is put at the trailing edge of the
  /// outer frame that fills 10 (x = 6), and centres its 2-wide text (x = 7).
  @Test func nestedFramesBothApply() {
    let host = TestHost(
      rootView: Text("ab").frame(width: 4).frame(maxWidth: .infinity, alignment: .trailing), width: 10,
      height: 1)
    #expect(host.frame(ofText: "ab") == rect(7, 0, 2, 1))
  }

  /// A fixed `.frame(width:height:)` bigger than its content centres it (default alignment) or
  /// aligns it (`.bottomTrailing`).
  @Test func fixedFramesAlignTheirContent() {
    let host = TestHost(
      rootView: VStack(spacing: 0) {
        Text("mid").frame(width: 9, height: 3)
        Text("end").frame(width: 9, height: 3, alignment: .bottomTrailing)
      }, width: 9, height: 6)
    #expect(host.frame(ofText: "mid") == rect(3, 1, 3, 1))
    #expect(host.frame(ofText: "end") == rect(6, 5, 3, 1))
  }

  /// The WWDC "equal widths" custom Layout: every subview is as wide as the widest ideal width
  /// (3), spaced by 1: 3 + 1 + 3 = 7 wide. Each subview is placed at its column's leading
  /// edge, sized for the proposal 3×1 ("a" stays 1 wide).
  @Test func aCustomLayoutPlacesItsSubviews() {
    let host = TestHost(
      rootView: EqualWidths {
        Text("a")
        Text("ccc")
      }, width: 7, height: 1)
    #expect(host.frame(ofText: "a") == rect(0, 0, 1, 1))
    #expect(host.frame(ofText: "ccc") == rect(4, 0, 3, 1))
    #expect(host.frame(of: .custom("EqualWidths")) == rect(0, 0, 7, 1))
  }

  /// `ViewThatFits(in: .horizontal)` shows the first child whose ideal width fits: in 11 the
  /// 17-wide label does not, so "Short" (5) is shown, centred at x = 3; the long label has no
  /// frame. In 19 the long label fits and is shown at x = 1.
  @Test func viewThatFitsPicksTheFirstThatFits() {
    let narrow = TestHost(rootView: Choice(), width: 11, height: 1)
    #expect(narrow.frame(ofText: "A very long label") == nil)
    #expect(narrow.frame(ofText: "Short") == rect(3, 0, 5, 1))
    let wide = TestHost(rootView: Choice(), width: 19, height: 1)
    #expect(wide.frame(ofText: "A very long label") == rect(1, 0, 17, 1))
    #expect(wide.frame(ofText: "Short") == nil)
  }

  /// A button is its label plus its style's insets (one cell each side in a terminal): "OK"
  /// makes a 4×1 button; a divider in a VStack spans the offered width, one line thick.
  @Test func buttonsAndDividers() {
    let host = TestHost(
      rootView: VStack(spacing: 0) {
        Button("OK") {}
        Divider()
        Text("wide content")
      }, width: 12, height: 3)
    #expect(host.frame(of: .button) == rect(4, 0, 4, 1))
    #expect(host.frame(of: .divider) == rect(0, 1, 12, 1))
    #expect(host.frame(ofText: "wide content") == rect(0, 2, 12, 1))
  }

  /// A List stacks its rows at their ideal height, from the top, and fills the offer; wide
  /// characters (CJK, emoji) take two cells.
  @Test func listRowsStackAtTheirIdealHeight() {
    let host = TestHost(
      rootView: List {
        Text("一二三")
        Text("row 🙂")
        Text("two\nlines")
      }, width: 10, height: 6)
    #expect(host.frame(of: .list) == rect(0, 0, 10, 6))
    #expect(host.frame(ofText: "一二三") == rect(0, 0, 6, 1))
    #expect(host.frame(ofText: "row 🙂") == rect(0, 1, 6, 1))
    #expect(host.frame(ofText: "two\nlines") == rect(0, 2, 5, 2))
  }
}

private struct EqualWidths: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let widest = subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) {
      CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
    }
    return CGSize(
      width: widest.width * CGFloat(subviews.count) + CGFloat(max(0, subviews.count - 1)),
      height: widest.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    let widest = subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) {
      CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
    }
    for (index, subview) in subviews.enumerated() {
      subview.place(
        at: CGPoint(x: bounds.minX + CGFloat(index) * (widest.width + 1), y: bounds.minY),
        proposal: ProposedViewSize(width: widest.width, height: widest.height))
    }
  }
}

private struct Choice: View {
  var body: some View {
    ViewThatFits(in: .horizontal) {
      Text("A very long label")
      Text("Short")
    }
  }
}
