import Graft
import GraftTesting
import Testing

/// Three stacks whose alignment and spacing come from the root view, with a text inside each
/// that shows `label`.
private struct StackScreen: View {
  let label: String
  let horizontalAlignment: HorizontalAlignment
  let verticalAlignment: VerticalAlignment
  let spacing: Double?
  let depthAlignment: Alignment

  var body: some View {
    VStack(alignment: horizontalAlignment, spacing: spacing) {
      HStack(alignment: verticalAlignment, spacing: spacing) { Text("h \(label)") }
      ZStack(alignment: depthAlignment) { Text("z \(label)") }
    }
  }
}

/// A stack re-rendered with its parent keeps its node as it is when its alignment and spacing
/// are the ones the node holds (``NodeView/_nodeIsUpToDate(_:)``), and takes new ones when
/// they changed; its content is reconciled either way.
@MainActor
struct StackUpToDateTests {
  private func screen(
    _ label: String, _ horizontal: HorizontalAlignment = .center, _ vertical: VerticalAlignment = .center,
    spacing: Double? = nil, depth: Alignment = .center
  ) -> StackScreen {
    StackScreen(
      label: label, horizontalAlignment: horizontal, verticalAlignment: vertical, spacing: spacing,
      depthAlignment: depth)
  }

  private func stack(_ host: TestHost<StackScreen>, _ axis: NodeKind) throws -> Node {
    try #require(host.nodes(of: axis).first)
  }

  @Test func unchangedParametersStillReconcileTheContent() throws {
    let host = TestHost(rootView: screen("a", spacing: 2))
    host.rootView = screen("b", spacing: 2)
    let rendered = host.render()
    #expect(rendered.contains("h b"))
    #expect(rendered.contains("z b"))
    #expect(try stack(host, .stack(.vertical)).properties.spacing == 2)
    #expect(try stack(host, .stack(.horizontal)).properties.spacing == 2)
    #expect(host.rendererIsInSync)
  }

  @Test func aNewSpacingReachesTheNode() throws {
    let host = TestHost(rootView: screen("a"))
    #expect(try stack(host, .stack(.horizontal)).properties.spacing == nil)
    for spacing in [3.0, 5.0] {
      host.rootView = screen("a", spacing: spacing)
      #expect(try stack(host, .stack(.vertical)).properties.spacing == spacing)
      #expect(try stack(host, .stack(.horizontal)).properties.spacing == spacing)
    }
    host.rootView = screen("a", spacing: nil)
    #expect(try stack(host, .stack(.horizontal)).properties.spacing == nil)
    #expect(host.rendererIsInSync)
  }

  @Test func aNewAlignmentReachesTheNode() throws {
    let host = TestHost(rootView: screen("a"))
    #expect(try stack(host, .stack(.vertical)).properties.alignment == nil)
    host.rootView = screen("a", .leading, .top, depth: .bottomTrailing)
    let leading = try stack(host, .stack(.vertical)).properties.alignment
    let top = try stack(host, .stack(.horizontal)).properties.alignment
    let bottomTrailing = try stack(host, .stack(.depth)).properties.alignment
    #expect(leading != nil)
    #expect(top != nil)
    #expect(bottomTrailing != nil)

    // The same ones again: the nodes keep them.
    host.rootView = screen("b", .leading, .top, depth: .bottomTrailing)
    #expect(try stack(host, .stack(.vertical)).properties.alignment == leading)
    #expect(try stack(host, .stack(.horizontal)).properties.alignment == top)
    #expect(try stack(host, .stack(.depth)).properties.alignment == bottomTrailing)

    // Back to the center: no alignment on the nodes.
    host.rootView = screen("c")
    #expect(try stack(host, .stack(.vertical)).properties.alignment == nil)
    #expect(try stack(host, .stack(.horizontal)).properties.alignment == nil)
    #expect(try stack(host, .stack(.depth)).properties.alignment == nil)
    #expect(host.render().contains("z c"))
    #expect(host.rendererIsInSync)
  }

  @Test func aDecoratedStackTakesANewSpacingToo() throws {
    let host = TestHost(rootView: PaddedStack(spacing: 1))
    host.rootView = PaddedStack(spacing: 4)
    let node = try #require(host.nodes(of: .stack(.horizontal)).first)
    #expect(node.properties.spacing == 4)
    #expect(node.properties.padding != nil)
    #expect(host.rendererIsInSync)
  }
}

/// A stack with a padding above it (its node is decorated).
private struct PaddedStack: View {
  let spacing: Double

  var body: some View {
    HStack(spacing: spacing) { Text("x") }.padding(1)
  }
}
