import Foundation
import Graft
import GraftSVG
import GraftSamples
import GraftTesting
import Testing

/// A small screen with one of each thing the renderer draws.
private struct Showcase: View {
  @State var name = ""
  let title: String

  var body: some View {
    VStack(alignment: .leading) {
      Text(title).font(.headline)
      Text("Secondary note").foregroundColor(.secondary)
      HStack {
        Button("Save") {}
        Button("Locked") {}.disabled(true)
        Button(action: {}) { Image(systemName: "trash") }
      }
      TextField("Your name", text: $name)
      Text("A long line that the layout wraps into several lines").lineLimit(2)
    }
  }
}

@MainActor
@Suite struct SVGRendererTests {
  @Test func aPictureIsWellFormedXMLAndShowsEveryVisibleText() throws {
    let host = TestHost(rootView: Showcase(title: "Profile"), width: 30, height: 10)
    let document = try SVGDocument(try host.svg())
    let shown = document.texts.joined(separator: "\n")
    for text in ["Profile", "Secondary note", "Save", "Locked", "Your name", "A long line that the layout"] {
      #expect(shown.contains(text), "missing \(text) in \(document.texts)")
    }
    // The text wider than 30 cells is drawn on the lines the layout gave it (at most two).
    #expect(document.texts.contains("A long line that the layout"))
    #expect(!document.texts.contains("A long line that the layout wraps into several lines"))
    // The symbol is a placeholder titled with its name; the picture is the viewport, in pixels.
    #expect(document.elements(named: "g").contains { $0.attributes["data-symbol"] == "trash" })
    #expect(document.titles.contains("trash"))
    let svg = try #require(document.elements(named: "svg").first)
    #expect(svg.attributes["width"] == "270")
    #expect(svg.attributes["height"] == "180")
  }

  @Test func styleFollowsTheModifiers() throws {
    let host = TestHost(rootView: Showcase(title: "Profile"), width: 30, height: 10)
    let document = try SVGDocument(try host.svg())
    func attributes(of text: String) -> [String: String]? {
      let index = document.texts.firstIndex(of: text)
      return index.map { document.elements(named: "text")[$0].attributes }
    }
    #expect(attributes(of: "Profile")?["font-weight"] == "bold")
    #expect(attributes(of: "Secondary note")?["fill"] != attributes(of: "Profile")?["fill"])
    // A disabled button's title is drawn differently from an enabled one's; the placeholder
    // of an empty field differs from body text.
    #expect(attributes(of: "Locked")?["fill"] != attributes(of: "Save")?["fill"])
    #expect(attributes(of: "Your name")?["fill"] != attributes(of: "Profile")?["fill"])
    // Each line is stretched to exactly the cells it takes: "Save" is 4 cells of 9 pixels.
    #expect(attributes(of: "Save")?["textLength"] == "36")
  }

  @Test func theSameTreeGivesByteIdenticalPictures() throws {
    let host = TestHost(rootView: Showcase(title: "Profile"), width: 30, height: 10)
    let first = try host.svg()
    #expect(try host.svg() == first)
    // A second host, built from scratch (other node ids, other objects), draws the same bytes.
    let again = TestHost(rootView: Showcase(title: "Profile"), width: 30, height: 10)
    #expect(try again.svg() == first)
    // And a different screen draws different bytes.
    let other = TestHost(rootView: Showcase(title: "Profile!"), width: 30, height: 10)
    #expect(try other.svg() != first)
  }

  @Test func hostileTextIsEscapedAndStillReadable() throws {
    let text = "a<b>&\"c\"'d'\u{1}e"
    let host = TestHost(rootView: Text(text), width: 20, height: 1)
    let svg = try host.svg(options: SVGOptions(title: "</svg> & <title>"))
    let document = try SVGDocument(svg)
    #expect(document.texts == ["a<b>&\"c\"'d'\u{FFFD}e"])
    #expect(document.titles == ["</svg> & <title>"])
  }

  @Test func aTreeThatWasNeverLaidOutIsATypedError() {
    let host = TestHost(rootView: Text("no layout"))
    #expect(throws: SVGRenderError.self) { try host.svg() }
  }

  @Test func hostsAreOutlinedAndNamedOnlyWhenAsked() throws {
    let host = TestHost(rootView: CorrectRepresentableExample(), width: 40, height: 8)
    let hostNames = host.nodes(of: .host).compactMap { $0.anchorOwner?.name }
    #expect(!hostNames.isEmpty)
    let outlined = try SVGDocument(try host.svg())
    let tags = outlined.elements(named: "g").compactMap { $0.attributes["data-host"] }
    #expect(tags == hostNames)
    #expect(hostNames.allSatisfy { outlined.texts.contains($0) })
    let plain = try SVGDocument(try host.svg(options: SVGOptions(outlinesHosts: false)))
    #expect(plain.elements(named: "g").allSatisfy { $0.attributes["data-host"] == nil })
    // Hosted content is drawn where its host placed it.
    #expect(plain.texts.contains("0 clicks"))
  }

  @Test func theContentAreaCropsToWhatIsShown() throws {
    let host = TestHost(rootView: Text("Hi"), width: 40, height: 20)
    let svg = try SVGDocument(try host.svg(options: SVGOptions(area: .content(margin: 1))))
    let root = try #require(svg.elements(named: "svg").first)
    // "Hi" is 2×1 cells; one cell of margin all round: 4×3 cells of 9×18 pixels.
    #expect(root.attributes["width"] == "36")
    #expect(root.attributes["height"] == "54")
    let text = try #require(svg.elements(named: "text").first)
    #expect(text.attributes["x"] == "9")
  }
}

@MainActor
@Suite struct SVGDividerTests {
  /// A divider takes a whole row of cells between "a" and "b" (row 1 of 3, 10 cells wide);
  /// it is drawn as a hairline through the middle of that row: y = 18 + 9 pixels.
  @Test func aDividerIsAHairlineThroughItsRow() throws {
    let host = TestHost(
      rootView: VStack {
        Text("a")
        Divider()
        Text("b")
      }, width: 10, height: 3)
    let lines = try SVGDocument(try host.svg()).elements(named: "line")
    #expect(lines.count == 1)
    #expect(lines.first?.attributes["y1"] == "27")
    #expect(lines.first?.attributes["y2"] == "27")
    #expect(lines.first?.attributes["x1"] == "0")
    #expect(lines.first?.attributes["x2"] == "90")
  }
}
