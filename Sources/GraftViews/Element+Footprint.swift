extension ViewRootCore {
  /// Calls `body` with each element of this root, parents before children (main actor,
  /// outside an update pass; `body` must not change the tree). For measuring
  /// (`graft-bench --memory`'s element breakdown), not for use while rendering.
  public func visitElements(_ body: (Element) -> Void) {
    func visit(_ element: Element) {
      body(element)
      for child in element.children { visit(child) }
    }
    if let rootElement { visit(rootElement) }
  }
}
