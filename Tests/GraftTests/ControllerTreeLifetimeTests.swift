import Graft
import Testing

/// A controller that notes the tree it could build in when its node loaded.
@MainActor
private final class TreeNotingController: ViewController {
  weak var treeAtLoad: NodeTree?
  override func viewDidLoad() { treeAtLoad = tree }
}

/// Hands out one controller, kept by the test so it can outlive the tree.
private struct NotingEmbed: ViewControllerRepresentable {
  let controller: TreeNotingController
  func makeViewController(context: Context) -> TreeNotingController { controller }
  func updateViewController(_ viewController: TreeNotingController, context: Context) {}
}

/// A `ViewController` reaches the tree its node lives in through the tree's handle, not a
/// `weak` reference: it sees the tree while the tree lives and `nil` once it is freed, as
/// through `weak`. Run under ASan, the second test also shows nothing reads the freed tree.
@MainActor
@Suite struct ControllerTreeLifetimeTests {
  @Test func aMountedControllerSeesTheGraphsTreeFromViewDidLoadOn() {
    let controller = TreeNotingController()
    #expect(controller.tree == nil)
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let root = ViewRoot(
      rootView: NotingEmbed(controller: controller), graph: graph, hostNode: graph.tree.root)
    root.start()
    loop.runUntilQuiescent()
    #expect(controller.treeAtLoad === graph.tree)
    #expect(controller.tree === graph.tree)
    root.stop()
    loop.runUntilQuiescent()
    // Dismantled, the controller still names the tree its node was in while the tree lives.
    #expect(controller.isDismantled)
    #expect(controller.tree === graph.tree)
  }

  @Test func aControllerThatOutlivesItsTreeReadsNil() {
    let controller = TreeNotingController()
    weak var freedTree: NodeTree?
    do {
      let loop = VirtualLoop()
      let graph = UpdateGraph(loop: loop)
      let root = ViewRoot(
        rootView: NotingEmbed(controller: controller), graph: graph, hostNode: graph.tree.root)
      root.start()
      loop.runUntilQuiescent()
      freedTree = graph.tree
      #expect(controller.tree === graph.tree)
      root.stop()
      loop.runUntilQuiescent()
    }
    #expect(freedTree == nil)
    #expect(controller.tree == nil)
    #expect(controller.node != nil)
  }
}
