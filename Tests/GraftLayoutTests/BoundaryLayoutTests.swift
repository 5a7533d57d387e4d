import CCounterComponent
import Foundation
import Graft
import GraftCBridge
import GraftCInterop
import GraftCompose
import GraftComposeInterop
import GraftTesting
import Testing

/// Size across the boundary: a hosted root (Graft, GraftCompose, a C component) sizes its host
/// node; a representable's `sizeThatFits` overrides that; a hosted change that alters the
/// size re-lays out the host's root in the same pass, and one that does not leaves the host's
/// root alone (the host node is a relayout barrier).
@MainActor
@Suite struct BoundaryLayoutTests {
  /// The Graft hosted root shows "v 1" (3 cells) in an HStack(spacing 1) between "L" and "R".
  @Test func aHostedGraftRootSizesItsHostAndIsARelayoutBarrier() throws {
    try checkBarrier(
      Outer { HostedLabel(value: $0) }, hostedText: { "v \($0)" }, width: { CGFloat("v \($0)".count) })
  }

  /// The same with a GraftCompose composition as the hosted content.
  @Test func aComposeHostIsARelayoutBarrierToo() throws {
    try checkBarrier(
      Outer { ComposeLabel(value: $0) }, hostedText: { "v \($0)" }, width: { CGFloat("v \($0)".count) })
  }

  /// The same with the C counter component, whose `measure` hook sizes the host and answers
  /// in the layout's unit, character cells: "c 1" is 3 cells by 1 line, exactly the frame its
  /// text is laid out in (an answer in points would make the host 8× too wide and 20 lines
  /// tall). CComponentTests checks the hook's answers themselves.
  @Test func aCComponentIsSizedByItsMeasureHook() throws {
    let counter = try CComponent(vtable: graft_counter_vtable())
    let outer = Outer {
      CEmbed(make: CComponentController(component: counter, inputs: [.int64Binding($0), .string("c")]))
    }
    try checkBarrier(outer, hostedText: { "c \($0)" }, width: { CGFloat("c \($0)".count) })
    let host = TestHost(rootView: outer, width: 80, height: 30)
    let hostFrame = try #require(host.nodes(of: .host).first?.absoluteFrame)
    #expect(hostFrame.size == CGSize(width: 3, height: 1))
    #expect(host.frame(ofText: "c 1") == hostFrame)
  }

  /// Two barriers deep: Graft hosts a composition whose Row hosts Graft again. Resolved
  /// innermost first: a same-size change re-places only the innermost content; a wider one
  /// re-lays out the composition's Row, then the outer row, in the same pass, each once.
  @Test func nestedBarriersResolveInnermostFirst() throws {
    let host = TestHost(rootView: Outer { ComposeHostingGraft(value: $0) }, width: 80, height: 30)
    let layout = try #require(host.layout)
    let hosts = host.nodes(of: .host)
    let rows = host.nodes(of: .stack(.horizontal))
    try #require(hosts.count == 2 && rows.count == 2)
    let (outerHost, innerHost, outerRow, composeRow) = (hosts[0], hosts[1], rows[0], rows[1])
    // The composition's Row: "cl" 2 + 1 + "v 1" 3 + 1 + "cr" 2 = 9.
    #expect(outerHost.layoutFrame?.width == 9)
    #expect(innerHost.layoutFrame?.width == 3)
    let left = try #require(host.frame(ofText: "L"))
    #expect(host.frame(ofText: "v 1")?.minX == left.minX + 2 + 3)

    func counts() -> [Int] {
      [outerRow, outerHost, composeRow, innerHost].map { layout.layoutCount(of: $0) }
    }
    var before = counts()
    var passes = host.graph.passCount
    try host.tap("same")
    #expect(host.graph.passCount == passes + 1)
    #expect(zip(counts(), before).map { $0 - $1 } == [0, 0, 0, 1])

    before = counts()
    passes = host.graph.passCount
    try host.tap("grow")
    #expect(host.graph.passCount == passes + 1)
    #expect(zip(counts(), before).map { $0 - $1 } == [1, 1, 1, 1])
    #expect(outerHost.layoutFrame?.width == 12)
    let right = try #require(host.frame(ofText: "R"))
    let newLeft = try #require(host.frame(ofText: "L"))
    #expect(right.minX - newLeft.minX == CGFloat(1 + 1 + 12 + 1))
    #expect(host.frame(ofText: "v 1000")?.minX == newLeft.minX + 2 + 3)
    #expect(host.diagnostics.isEmpty)
  }

  /// `sizeThatFits` decides: 6 wide (or less if offered less) and 2 high, whatever the hosted
  /// text ("content", 7 cells) would take; the hosted content is then laid out in 6×2 and
  /// wraps ("conten" / "t"). The HStack(.top) is 1 + 1 + 6 + 1 + 1 = 10 wide, centred in 20.
  @Test func sizeThatFitsDecidesARepresentablesSize() {
    let host = TestHost(
      rootView: HStack(alignment: .top, spacing: 1) {
        Text("L")
        FixedSize()
        Text("R")
      }, width: 20, height: 2)
    #expect(host.frame(of: .host) == CGRect(x: 7, y: 0, width: 6, height: 2))
    #expect(host.frame(ofText: "content") == CGRect(x: 7, y: 0, width: 6, height: 2))
    #expect(host.frame(ofText: "R") == CGRect(x: 14, y: 0, width: 1, height: 1))
    // The UIKit spelling is asked the same way.
    let uikit = TestHost(rootView: UIKitFixedSize(), width: 20, height: 2)
    #expect(uikit.frame(of: .host) == CGRect(x: 5, y: 0, width: 10, height: 2))
  }

  /// A frames-only view of the batches: the pass that grows the hosted text delivers the new
  /// frames of the nodes that moved, and only of nodes whose frame changed.
  @Test func framesArriveInTheChangeBatch() throws {
    let host = TestHost(rootView: Outer { HostedLabel(value: $0) }, width: 20, height: 3)
    var delivered: [(node: NodeID, frame: CGRect?)] = []
    let subscription = host.graph.tree.addBatchObserver { delivered.append(contentsOf: $0.frames) }
    defer { subscription.cancel() }
    try host.tap("same")
    #expect(delivered.isEmpty)
    try host.tap("grow")
    let right = try #require(host.graph.tree.nodes(of: .text).first { $0.properties.text == "R" })
    #expect(delivered.contains { $0.node == right.id && $0.frame == right.layoutFrame })
    #expect(Set(delivered.map(\.node)).count == delivered.count)
    // Hit-testing by point finds the text under a point.
    let frame = try #require(host.frame(ofText: "R"))
    #expect(host.graph.tree.node(at: CGPoint(x: frame.midX, y: frame.midY)) === right)
  }

  /// Taps "same" (1 → 2: same width) then "grow" (→ 1000: wider), checking the host node's
  /// frame, its siblings, the passes and the layout counts each time.
  private func checkBarrier<Embed: View>(
    _ view: Outer<Embed>, hostedText: (Int) -> String, width: (Int) -> CGFloat
  ) throws {
    let host = TestHost(rootView: view, width: 80, height: 30)
    let layout = try #require(host.layout)
    let hostNode = try #require(host.nodes(of: .host).first)
    let row = try #require(host.nodes(of: .stack(.horizontal)).first)
    let left = try #require(host.frame(ofText: "L"))
    var right = try #require(host.frame(ofText: "R"))
    #expect(hostNode.layoutFrame?.width == width(1))
    #expect(right.minX - left.minX == 1 + 1 + width(1) + 1)
    // The host sits after "L" and a space; the hosted text is laid out inside it.
    let hostFrame = try #require(hostNode.absoluteFrame)
    #expect(hostFrame.minX == left.minX + 2)
    #expect(host.frame(ofText: hostedText(1)).map { hostFrame.contains($0) } == true)

    // Same size: the hosted content is placed again, the host's row is not.
    var passes = host.graph.passCount
    var rowRuns = layout.layoutCount(of: row)
    var hostRuns = layout.layoutCount(of: hostNode)
    try host.tap("same")
    #expect(host.texts.contains(hostedText(2)))
    #expect(host.graph.passCount == passes + 1)
    #expect(layout.layoutCount(of: row) == rowRuns)
    #expect(layout.layoutCount(of: hostNode) == hostRuns + 1)
    #expect(host.frame(ofText: "R") == right)

    // Wider: the row is laid out again in the same pass, the host's content once.
    passes = host.graph.passCount
    rowRuns = layout.layoutCount(of: row)
    hostRuns = layout.layoutCount(of: hostNode)
    try host.tap("grow")
    #expect(host.texts.contains(hostedText(1000)))
    #expect(host.graph.passCount == passes + 1)
    #expect(layout.layoutCount(of: row) == rowRuns + 1)
    #expect(layout.layoutCount(of: hostNode) == hostRuns + 1)
    #expect(hostNode.layoutFrame?.width == width(1000))
    let newLeft = try #require(host.frame(ofText: "L"))
    right = try #require(host.frame(ofText: "R"))
    #expect(right.minX - newLeft.minX == 1 + 1 + width(1000) + 1)
    #expect(host.rendererIsInSync)
    #expect(host.diagnostics.isEmpty)
  }
}

/// A row "L" [hosted] "R" and two buttons writing the value the hosted content shows. The
/// outer body never reads the value (it passes a binding), so only the hosted root re-renders.
private struct Outer<Embed: View>: View {
  let embed: (Binding<Int>) -> Embed
  @State private var value = 1
  var body: some View {
    VStack(spacing: 0) {
      HStack(alignment: .top, spacing: 1) {
        Text("L")
        embed($value)
        Text("R")
      }
      Button("same") { value = 2 }
      Button("grow") { value = 1000 }
    }
  }
}

private struct LabelView: View {
  let value: Binding<Int>
  var body: some View { Text("v \(value.wrappedValue)") }
}

private struct HostedLabel: ViewControllerRepresentable {
  let value: Binding<Int>
  func makeViewController(context: Context) -> HostingController<LabelView> {
    HostingController(rootView: LabelView(value: value))
  }
  func updateViewController(_ viewController: HostingController<LabelView>, context: Context) {
    viewController.rootView = LabelView(value: value)
  }
}

private struct ComposeLabel: ViewControllerRepresentable {
  let value: Binding<Int>
  func makeViewController(context: Context) -> ComposeViewController<Binding<Int>> {
    ComposeViewController(parameters: value) { c, value in c.Text("v \(value.wrappedValue)") }
  }
  func updateViewController(_ viewController: ComposeViewController<Binding<Int>>, context: Context) {}
  static var reportsStaleEmbeds: Bool { false }
}

/// A composition (Row "cl" [Graft] "cr") hosting a Graft root that shows the value.
private struct ComposeHostingGraft: ViewControllerRepresentable {
  let value: Binding<Int>
  func makeViewController(context: Context) -> ComposeViewController<Binding<Int>> {
    ComposeViewController(parameters: value) { c, value in
      c.Row(spacing: 1) {
        c.Text("cl")
        c.GraftView(inputs: 0, factory: { HostingController(rootView: LabelView(value: value)) })
        c.Text("cr")
      }
    }
  }
  func updateViewController(_ viewController: ComposeViewController<Binding<Int>>, context: Context) {}
  static var reportsStaleEmbeds: Bool { false }
}

private struct CEmbed: ViewControllerRepresentable {
  let make: CComponentController
  func makeViewController(context: Context) -> CComponentController { make }
  func updateViewController(_ viewController: CComponentController, context: Context) {}
  static var reportsStaleEmbeds: Bool { false }
}

private struct FixedSize: ViewControllerRepresentable {
  func makeViewController(context: Context) -> HostingController<Text> {
    HostingController(rootView: Text("content"))
  }
  func updateViewController(_ viewController: HostingController<Text>, context: Context) {}
  func sizeThatFits(_ proposal: ProposedViewSize, viewController: HostingController<Text>, context: Context)
    -> CGSize?
  {
    CGSize(width: min(proposal.width ?? 6, 6), height: 2)
  }
}

private struct UIKitFixedSize: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> HostingController<Text> {
    HostingController(rootView: Text("content"))
  }
  func updateUIViewController(_ uiViewController: HostingController<Text>, context: Context) {}
  func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: HostingController<Text>, context: Context)
    -> CGSize?
  {
    CGSize(width: 10, height: 2)
  }
}

/// A renderer that sees only the batches knows every node's frame: replaying
/// `ChangeBatch.frames` from the first pass gives each attached node exactly its
/// `layoutFrame`, through mounting, a hosted root growing, and a `ViewThatFits` switching.
@MainActor
@Suite struct FrameDeliveryTests {
  @Test func replayedFramesMatchTheTree() throws {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    var replayed: [NodeID: CGRect?] = [:]
    let subscription = graph.tree.addBatchObserver { batch in
      for (node, frame) in batch.frames { replayed[node] = frame }
    }
    defer { subscription.cancel() }
    _ = LayoutEngine(graph: graph, viewport: CGSize(width: 16, height: 6))
    let root = ViewRoot(rootView: Switching(), graph: graph, hostNode: graph.tree.root)
    root.start()
    #expect(loop.runUntilQuiescent())

    func check() {
      graph.tree.root.forEachInTree { node in
        guard node.kind != .root else { return }
        // Never delivered means never shown: a renderer starts with no frame.
        #expect((replayed[node.id] ?? nil) == node.layoutFrame, "\(node.kind) \(node.id)")
      }
    }
    check()
    // The host ("v 1", 3) goes first, then ViewThatFits is offered 12: the long label fits.
    let long = try #require(graph.tree.nodes(of: .text).first { $0.properties.text == "a long label" })
    #expect(long.layoutFrame?.width == 12)
    try graph.tree.enabledButton(labelled: "grow").performTap()
    #expect(loop.runUntilQuiescent())
    check()
    // The long label no longer fits: ViewThatFits switches, and the hidden one's frame is nil.
    #expect(
      graph.tree.nodes(of: .text).contains { $0.properties.text == "a long label" && $0.layoutFrame == nil })
    root.stop()
    graph.tearDown()
  }
}

private struct Switching: View {
  @State private var value = 1
  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 1) {
        HostedLabel(value: $value)
        ViewThatFits(in: .horizontal) {
          Text("a long label")
          Text("short")
        }
      }
      Button("grow") { value = 1000 }
    }
  }
}
