import CCounterComponent
import Foundation
import Graft
import GraftCBridge
import GraftCInterop
import GraftSamples
import GraftTesting
import Testing

/// A C program hosting Graft, and the header as a C compiler sees it.
@MainActor
@Suite struct CHostingTests {
  @Test func aCProgramHostsAGraftRootOnLibuv() {
    let before = CBridge.liveHandleCount
    CBridge.registerView(named: "CComponentExample") { _ in AnyView(CComponentExample()) }
    #expect(graft_counter_host_example("CComponentExample") == GRAFT_OK)
    #expect(graft_counter_host_example("missing") == GRAFT_ERR_INVALID_ARGUMENT)
    #expect(CBridge.liveHandleCount == before)
  }

  @Test func aCProgramMountsARootInAGraphAndSeesItRender() throws {
    // The graph's root node is free: nothing else is mounted in this graph.
    let swiftGraph = UpdateGraph(loop: VirtualLoop())
    let replay = ReplayRenderer(tree: swiftGraph.tree)
    CBridge.registerView(named: "greeting") { inputs in
      guard case .string(let name) = inputs.first else { return AnyView(Text("no name")) }
      return AnyView(Text("hello \(name)"))
    }
    let graph = CBridge.graphHandle(for: swiftGraph)
    var rootNode = graft_node(bits: 0)
    var root = graft_root(bits: 0)
    var name = graft_value()
    name.type = GRAFT_TYPE_STRING
    #expect(graft_graph_root_node(graph, &rootNode) == GRAFT_OK)
    "C".withCString { text in
      name.string_value = text
      name.string_length = 1
      #expect(graft_root_create(graph, rootNode, "greeting", &name, 1, &root) == GRAFT_OK)
    }
    var settled = false
    #expect(graft_graph_run_until_idle(graph, &settled) == GRAFT_OK)
    #expect(settled)
    #expect(swiftGraph.tree.texts == ["hello C"])
    // One root per anchor: a second root on the same node is refused, the first keeps working.
    var second = graft_root(bits: 0)
    #expect(graft_root_create(graph, rootNode, "greeting", nil, 0, &second) == GRAFT_ERR_ANCHOR_IN_USE)
    #expect(second.bits == 0)
    #expect(swiftGraph.tree.texts == ["hello C"])
    #expect(graft_root_destroy(root) == GRAFT_OK)
    #expect(graft_graph_run_until_idle(graph, &settled) == GRAFT_OK)
    #expect(swiftGraph.tree.texts.isEmpty)
    #expect(replay.matchesTree)
    // Freed by the destroy: the anchor takes a new root.
    #expect(graft_root_create(graph, rootNode, "greeting", nil, 0, &second) == GRAFT_OK)
    #expect(graft_root_destroy(second) == GRAFT_OK)
    #expect(graft_root_destroy(root) == GRAFT_ERR_DISMANTLED)
    #expect(graft_graph_destroy(graph) == GRAFT_OK)
  }

  /// The package root, found from this file's path.
  private var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  private func compile(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["cc"] + arguments
    process.currentDirectoryURL = packageRoot
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  @Test func theHeaderCompilesAsStrictC11() throws {
    let result = try compile([
      "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-fsyntax-only", "-x", "c",
      "Bridge/include/graft.h",
    ])
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func theCComponentsCompileWithoutWarnings() throws {
    for file in [
      "Sources/CCounterComponent/counter.c", "Sources/CCounterComponent/host_example.c",
      "Tests/CGraftTestComponents/components.c",
    ] {
      let result = try compile([
        "-std=c11", "-Wall", "-Wextra", "-Werror", "-fsyntax-only", "-IBridge/include",
        "-ISources/CCounterComponent/include", "-ITests/CGraftTestComponents/include", file,
      ])
      #expect(result.status == 0, "\(file): \(result.output)")
    }
  }
}
