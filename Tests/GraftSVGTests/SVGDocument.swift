import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG parsed with Foundation's `XMLParser`: proof that it is well-formed XML, and what it
/// shows — the character data of each `<text>` (and `<title>`) element, and each element's
/// attributes, in document order.
final class SVGDocument: NSObject, XMLParserDelegate {
  struct Element {
    let name: String
    let attributes: [String: String]
  }

  private(set) var texts: [String] = []
  private(set) var titles: [String] = []
  private(set) var elements: [Element] = []
  private var current: String?
  private var buffer = ""

  /// Parses `svg`; throws the parser's error (with line and column) if it is not well-formed.
  init(_ svg: String) throws {
    super.init()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = self
    guard parser.parse() else {
      throw parser.parserError
        ?? NSError(domain: "SVGDocument", code: 1, userInfo: [NSLocalizedDescriptionKey: "not well-formed"])
    }
  }

  /// Every element named `name`.
  func elements(named name: String) -> [Element] { elements.filter { $0.name == name } }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    elements.append(Element(name: elementName, attributes: attributes))
    if elementName == "text" || elementName == "title" {
      current = elementName
      buffer = ""
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if current != nil { buffer += string }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    guard elementName == current else { return }
    if elementName == "text" { texts.append(buffer) } else { titles.append(buffer) }
    current = nil
  }
}
