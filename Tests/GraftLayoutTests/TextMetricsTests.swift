import Foundation
import Graft
import GraftTesting
import Testing

@MainActor
@Suite struct TextMetricsTests {
  private let measurer = MonospaceTextMeasurer()

  @Test func graphemesTakeTheirDisplayWidth() {
    #expect(DisplayWidth.of("abc") == 3)
    #expect(DisplayWidth.of("日本") == 4)
    #expect(DisplayWidth.of("🙂") == 2)
    #expect(DisplayWidth.of("👍🏽") == 2)  // one grapheme: emoji plus skin-tone modifier
    #expect(DisplayWidth.of("e\u{301}") == 1)  // e + combining acute: one cell
    #expect(DisplayWidth.of("\u{2764}\u{FE0F}") == 2)  // text-default heart forced to emoji
    #expect(DisplayWidth.of("\u{2764}") == 1)
  }

  /// A `String` and a `Substring` are measured by overloads of their own (a scan of their
  /// bytes for printable ASCII), other text by the generic one: all three give each text the
  /// same cells — printable ASCII one a byte; control characters, DEL and C1 controls none;
  /// wide and emoji characters two.
  @Test func aStringAndItsSubstringTakeTheSameCells() {
    let texts = [
      "", " ", "select", "row 12 of 1,000 !!!", "tab\there", "bell\u{7}", "del\u{7F}", "c1\u{85}x",
      "~", "日本語 text", "e\u{301}", "🙂 ok", "\u{2764}\u{FE0F}",
    ]
    let expected = [0, 1, 6, 19, 7, 4, 3, 3, 1, 11, 1, 5, 2]
    for (text, cells) in zip(texts, expected) {
      #expect(DisplayWidth.of(text) == cells, "\(text.debugDescription)")
      #expect(DisplayWidth.of(text[...]) == cells, "\(text.debugDescription) as a substring")
      #expect(genericWidth(of: text) == cells, "\(text.debugDescription) through the generic overload")
    }
  }

  private func genericWidth<Text: StringProtocol>(of text: Text) -> Int { DisplayWidth.of(text) }

  /// Printable ASCII is recognized eight bytes at a time: one character that is not — a
  /// control character, DEL, a newline, a two- or three-byte character, at every offset of
  /// texts of 1 to 40 bytes (inside a step of eight, across two, in the last bytes) — still
  /// gets its own cells, and a newline still makes a second line. Space and tilde, printable
  /// ASCII's ends, stay one cell each.
  @Test func oneCharacterOutsidePrintableASCIIIsFoundAtEveryOffset() {
    // (the character, its cells, whether it breaks the line)
    let odd: [(String, Int, Bool)] = [
      ("\u{1F}", 0, false), ("\u{0}", 0, false), ("\u{7F}", 0, false), ("\n", 0, true),
      ("é", 1, false), ("日", 2, false), (" ", 1, false), ("~", 1, false),
    ]
    for length in 1...40 {
      for offset in 0..<length {
        for (character, cells, breaksLine) in odd {
          let before = String(repeating: "a", count: offset)
          let after = String(repeating: "b", count: length - offset - 1)
          let text = before + character + after
          let label = "\(character.debugDescription) at \(offset) of \(length)"
          #expect(DisplayWidth.of(text) == length - 1 + cells, "\(label)")
          let size = measurer.size(of: text, font: nil, width: nil, maxLines: nil)
          let expected =
            breaksLine
            ? CGSize(width: max(offset, length - offset - 1), height: 2)
            : CGSize(width: length - 1 + cells, height: 1)
          #expect(size == expected, "\(label)")
        }
      }
    }
  }

  @Test func wrapsAtSpacesAndBreaksLongWords() {
    let layout = measurer.layOut("one two three", font: nil, width: 7, maxLines: nil)
    #expect(layout.lines == ["one two", "three"])
    #expect(layout.size == CGSize(width: 7, height: 2))
    let long = measurer.layOut("abcdefghij", font: nil, width: 4, maxLines: nil)
    #expect(long.lines == ["abcd", "efgh", "ij"])
    // A wide character never straddles a line end.
    #expect(measurer.layOut("日本語", font: nil, width: 5, maxLines: nil).lines == ["日本", "語"])
  }

  /// Offers a broken layout might make (NaN, huge, negative) neither trap nor hang.
  @Test func absurdOffersAreSafe() {
    #expect(measurer.layOut("a b", font: nil, width: .nan, maxLines: nil).size == CGSize(width: 3, height: 1))
    #expect(measurer.layOut("a b", font: nil, width: 1e300, maxLines: nil).lines == ["a b"])
    #expect(measurer.layOut("a b", font: nil, width: -5, maxLines: 0).size.height == 1)
  }

  /// The engine answers a text's size for a narrower offer from a wider one's answer when the
  /// lines are the same: every offer, after the ones before it, gets what the measurer gives
  /// for that offer alone — texts and titled buttons, with spaces, long words and wide
  /// characters, asked from wide to narrow (as a stack asks: ∞, then a share) and back.
  @Test func aTextsSizeForEveryOfferIsWhatTheMeasurerGives() {
    let texts = ["one two three", "abcdefghij", "日本語 text 🙂 ok", "a  b   c", "", "x", "two\nlines", "\n"]
    let offers: [CGFloat?] = [nil, .infinity, 20, 13, 12.5, 7, 5, 4, 3, 2, 1, 0.5, 0, -1]
    for text in texts {
      for kind in [NodeKind.text, .button] {
        let tree = NodeTree()
        let engine = LayoutEngine(tree: tree)
        var properties = NodeProperties()
        properties.text = text
        let node = tree.makeNode(kind, properties: properties)
        let insets = engine.metrics.buttonInsets
        let across = CGFloat(insets.leading + insets.trailing)
        for width in offers + offers.reversed() {
          let label = measurer.layOut(
            text, font: nil, width: width.map { max(0, $0 - across) }, maxLines: nil)
          let expected =
            kind == .text
            ? measurer.layOut(text, font: nil, width: width, maxLines: nil).size
            : CGSize(
              width: label.size.width + across,
              height: label.size.height + CGFloat(insets.top + insets.bottom))
          #expect(
            engine.size(of: node, ProposedViewSize(width: width, height: nil)) == expected,
            "\(kind) \"\(text)\" offered \(String(describing: width))")
        }
      }
    }
  }

  /// A list of one row, an `HStack` of `items` (each a kind and its text), laid out in
  /// 40×10; returns the tree, its engine and the row's children.
  private func layOutRow(_ items: [(NodeKind, String)]) -> (NodeTree, LayoutEngine, [Node]) {
    let tree = NodeTree()
    let engine = LayoutEngine(tree: tree)
    let list = tree.makeNode(.list)
    let row = tree.makeNode(.stack(.horizontal))
    for (index, (kind, text)) in items.enumerated() {
      var properties = NodeProperties()
      properties.text = text
      tree.insert(tree.makeNode(kind, properties: properties), into: row, at: index)
    }
    tree.insert(row, into: list, at: 0)
    tree.insert(list, into: tree.root, at: 0)
    tree.layoutViewport = CGSize(width: 40, height: 10)
    tree.layOutIfNeeded()
    return (tree, engine, row.children)
  }

  /// A stack asks each child its maximum and its minimum before sharing out its offer: a
  /// text's (or titled button's) minimum follows from its maximum — each paragraph on an
  /// empty line — so it is measured once for both, and its share is known from them too.
  @Test func aStackMeasuresEachTextOnce() {
    let (_, engine, items) = layOutRow([(.text, "two\nlines"), (.button, "go")])
    #expect(items[0].layoutFrame == CGRect(x: 0, y: 0, width: 5, height: 2))
    #expect(items[1].layoutFrame == CGRect(x: 6, y: 0.5, width: 4, height: 1))
    #expect(engine.measureCount(of: items[0]) == 1)
    #expect(engine.measureCount(of: items[1]) == 1)
  }

  /// A text that gains a modifier is no longer sized as text alone: its minimum in a stack
  /// is its padding's, not a bare text's.
  @Test func aTextThatGainsPaddingIsSizedWithIt() {
    let (tree, engine, items) = layOutRow([(.text, "hello"), (.text, "x")])
    let label = items[0]
    tree.update(label) { $0.padding = EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1) }
    tree.layOutIfNeeded()
    #expect(engine.size(of: label, ProposedViewSize(width: 0, height: nil)) == CGSize(width: 2, height: 3))
    #expect(label.layoutFrame == CGRect(x: 1, y: 1, width: 5, height: 1))
  }

  /// `size(of:)` answers what `layOut` sizes for every offer, line limit and kind of text —
  /// one line that fits, paragraphs, wrapping, cutting, offers under a cell, absurd offers —
  /// with the monospace measurer and the points one that scales it.
  @Test func aMeasurersSizeIsItsLayoutsSize() {
    let texts = ["one two three", "abcdefghij", "日本語 text 🙂 ok", "a\nb\nc", "first\nsecond line", "", " "]
    let offers: [CGFloat?] = [nil, .infinity, .nan, 1e300, 20, 7, 4.5, 1, 0.5, 0, -3]
    let measurers: [any TextMeasurer] = [
      measurer, ScaledTextMeasurer(base: measurer, cell: CGSize(width: 8, height: 16)),
    ]
    for measuring in measurers {
      for text in texts {
        for width in offers {
          for maxLines in [nil, 0, 1, 2] as [Int?] {
            #expect(
              measuring.size(of: text, font: nil, width: width, maxLines: maxLines)
                == measuring.layOut(text, font: nil, width: width, maxLines: maxLines).size,
              "\(text.debugDescription) offered \(String(describing: width)), \(String(describing: maxLines)) lines"
            )
          }
        }
      }
    }
  }

  /// A text too wide for its offer is sized without making its lines when it is one
  /// paragraph of printable ASCII: the size is still what `layOut` gives, for every way words
  /// and spaces can fall — runs of spaces, spaces at either end, words longer than the line,
  /// line limits that cut — over a seeded spread of texts and offers.
  @Test func anASCIITextsSizeIsItsLayoutsSizeForEveryOffer() {
    var state: UInt64 = 0x5EED
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
    let alphabet = Array("ab cd  efghijklmnop qr~!")
    var texts = ["  leading", "trailing  ", "a  b   c", "averyveryverylongword and more", "x", "          "]
    for _ in 0..<200 {
      let length = next() % 40
      texts.append(String((0..<length).map { _ in alphabet[next() % alphabet.count] }))
    }
    for text in texts {
      for width in stride(from: 1.0, through: 42.0, by: 1.0) + [2.5, 7.99] {
        for maxLines in [nil, 0, 1, 2, 3, 8] as [Int?] {
          #expect(
            measurer.size(of: text, font: nil, width: width, maxLines: maxLines)
              == measurer.layOut(text, font: nil, width: width, maxLines: maxLines).size,
            "\(text.debugDescription) offered \(width), \(String(describing: maxLines)) lines")
        }
      }
    }
  }

  /// Offered less than a cell, a text is zero wide: one empty line per paragraph, cut only
  /// when its line limit has fewer lines.
  @Test func offeredNothingEachParagraphIsAnEmptyLine() {
    for width: CGFloat in [0, 0.5, -3] {
      let two = measurer.layOut("one two\nthree", font: nil, width: width, maxLines: nil)
      #expect(two.lines == ["", ""])
      #expect(two.size == CGSize(width: 0, height: 2))
      #expect(!two.isTruncated)
      #expect(measurer.layOut("", font: nil, width: width, maxLines: nil).size == CGSize(width: 0, height: 1))
      let limited = measurer.layOut("a\nb\nc", font: nil, width: width, maxLines: 2)
      #expect(limited.size.height == 2)
      #expect(limited.isTruncated)
    }
  }

  @Test func truncatesWithAnEllipsis() {
    let limited = measurer.layOut("one two three", font: nil, width: 7, maxLines: 1)
    #expect(limited.lines == ["one tw…"])
    #expect(limited.isTruncated)
    let unwrapped = measurer.layOut("first\nsecond", font: nil, width: nil, maxLines: 1)
    #expect(unwrapped.lines == ["first second…"])
    #expect(measurer.layOut("fits", font: nil, width: 4, maxLines: 1).isTruncated == false)
  }

  /// A text offered less height than it needs keeps the lines that fit (SwiftUI truncates it):
  /// a 10×1 frame around a sentence that wraps to three lines at 10 shows one line, cut.
  @Test func aTextOfferedLessHeightKeepsTheLinesThatFit() {
    let host = TestHost(
      rootView: Text("The quick brown fox jumps").frame(width: 10, height: 1), width: 10, height: 1)
    #expect(host.frame(ofText: "The quick brown fox jumps") == CGRect(x: 0, y: 0, width: 10, height: 1))
  }

  /// The points metrics scale cells to 8×16 and space by 8: "ab" is 16×16; two in an HStack
  /// are 16 + 8 + 16 = 40 wide.
  @Test func pointMetricsScaleCells() throws {
    let host = TestHost(
      rootView: HStack {
        Text("ab")
        Text("cd")
      })
    let engine = LayoutEngine(graph: host.graph, viewport: CGSize(width: 40, height: 16), metrics: .points)
    try host.settle()
    #expect(host.frame(ofText: "ab") == CGRect(x: 0, y: 0, width: 16, height: 16))
    #expect(host.frame(ofText: "cd") == CGRect(x: 24, y: 0, width: 16, height: 16))
    #expect(engine.statistics.passes == 1)
  }
}

@MainActor
@Suite struct LayoutBehaviourTests {
  /// No viewport, no layout: a plain TestHost leaves every frame nil.
  @Test func withoutAViewportNothingIsLaidOut() {
    let host = TestHost(rootView: Text("plain"))
    #expect(host.layout == nil)
    #expect(host.frame(ofText: "plain") == nil)
  }

  /// Offered `nil` (`.fixedSize()`), a stack takes its children's ideal sizes, and a spacer's
  /// ideal length is its `minLength`: 4 + 3 + 4 = 11, centred in 21 at x = 5. Offered 10, the
  /// texts (flexibility 4) go before the spacer (∞): "abcd" gets 10/3 and breaks into
  /// "abc"/"d"; "efgh" gets 7/2 → "efg"/"h"; the spacer takes the remaining 4.
  @Test func spacerMinLength() {
    let ideal = TestHost(
      rootView: HStack(spacing: 0) {
        Text("abcd")
        Spacer(minLength: 3)
        Text("efgh")
      }.fixedSize(), width: 21, height: 1)
    #expect(ideal.frame(ofText: "abcd") == CGRect(x: 5, y: 0, width: 4, height: 1))
    #expect(ideal.frame(of: .spacer)?.width == 3)
    #expect(ideal.frame(ofText: "efgh") == CGRect(x: 12, y: 0, width: 4, height: 1))
    let squeezed = TestHost(
      rootView: HStack(alignment: .top, spacing: 0) {
        Text("abcd")
        Spacer(minLength: 3)
        Text("efgh")
      }, width: 10, height: 2)
    #expect(squeezed.frame(ofText: "abcd") == CGRect(x: 0, y: 0, width: 3, height: 2))
    #expect(squeezed.frame(of: .spacer)?.width == 4)
    #expect(squeezed.frame(ofText: "efgh") == CGRect(x: 7, y: 0, width: 3, height: 2))
  }

  /// A symbol image is the metrics' symbol size (2×1 in a terminal). A horizontal ScrollView
  /// takes the whole offer and lines its content up at ideal widths, the default spacing apart
  /// (1), centred vertically: in 10×3, "a" at (0, 1), the image at (2, 1), "bb" at (5, 1).
  @Test func imagesAndScrollViews() {
    let host = TestHost(
      rootView: ScrollView(.horizontal) {
        Text("a")
        Image(systemName: "star")
        Text("bb")
      }, width: 10, height: 3)
    #expect(host.frame(of: .scrollView) == CGRect(x: 0, y: 0, width: 10, height: 3))
    #expect(host.frame(ofText: "a") == CGRect(x: 0, y: 1, width: 1, height: 1))
    #expect(host.frame(of: .image) == CGRect(x: 2, y: 1, width: 2, height: 1))
    #expect(host.frame(ofText: "bb") == CGRect(x: 5, y: 1, width: 2, height: 1))
  }

  /// A ZStack is as big as its largest child and aligns the others in it.
  @Test func zstackAlignsItsChildren() {
    let host = TestHost(
      rootView: ZStack(alignment: .bottomTrailing) {
        Text("wide text\nline two")
        Text("x")
      }, width: 9, height: 2)
    #expect(host.frame(ofText: "wide text\nline two") == CGRect(x: 0, y: 0, width: 9, height: 2))
    #expect(host.frame(ofText: "x") == CGRect(x: 8, y: 1, width: 1, height: 1))
  }

  /// The text rendering can carry frames; state changes lay the tree out again. The VStack is
  /// as wide as the button ("Toggle" + one cell each side = 8), centred in 12 at x = 2.
  @Test func renderingWithFramesFollowsChanges() throws {
    let host = TestHost(rootView: Toggler(), width: 12, height: 2)
    #expect(
      host.renderWithFrames() == """
        VStack @(2,0 8×2)
          Text "off" @(4.5,0 3×1)
          Button "Toggle" @(2,1 8×1)
        """)
    try host.tap("Toggle")
    #expect(host.frame(ofText: "on") == CGRect(x: 5, y: 0, width: 2, height: 1))
  }
}

/// Rows below a row that grows move down; rows above stay.
@MainActor
@Suite struct ListRelayoutTests {
  @Test func aGrowingRowMovesTheRowsBelowIt() throws {
    let host = TestHost(rootView: GrowingList(), width: 10, height: 6)
    #expect(host.frame(ofText: "first") == CGRect(x: 0, y: 0, width: 5, height: 1))
    #expect(host.frame(ofText: "last") == CGRect(x: 0, y: 2, width: 4, height: 1))
    try host.tap("grow")
    #expect(host.frame(ofText: "first") == CGRect(x: 0, y: 0, width: 5, height: 1))
    #expect(host.frame(ofText: "two\nlines") == CGRect(x: 0, y: 1, width: 5, height: 2))
    #expect(host.frame(ofText: "last") == CGRect(x: 0, y: 3, width: 4, height: 1))
  }
}

private struct GrowingList: View {
  @State private var grown = false
  var body: some View {
    VStack(spacing: 0) {
      List {
        Text("first")
        Text(grown ? "two\nlines" : "one")
        Text("last")
      }
      Button("grow") { grown = true }
    }
  }
}

private struct Toggler: View {
  @State private var on = false
  var body: some View {
    VStack {
      Text(on ? "on" : "off")
      Button("Toggle") { on.toggle() }
    }
  }
}
