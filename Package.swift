// swift-tools-version:6.0
import PackageDescription

// Graft's modules, bottom up. Arrows only point down:
//   GraftCore   state, dependency tracking, update pass, node tree, the EventLoop protocol, VirtualLoop
//   GraftUV     the libuv event loop (the only module that imports libuv)
//   GraftLayout SwiftUI's layout over the node tree (ProposedViewSize, Layout, LayoutEngine)
//   GraftSeam   the runtime-neutral seam every runtime implements: Binding, EnvironmentValues and
//               EnvironmentKey, input comparison, ObservableObject and Observation read tracking,
//               the HostedRoot protocol (docs/embedding.md, "Bringing your own runtime")
//   GraftViews  the SwiftUI-style runtime (View, @State, stacks, modifiers…)
//   GraftBridge representables, HostingController: Graft's side of the seam
//   Graft       what an app imports: re-exports all of the above
//   GraftTesting TestHost, for tests and previews
//   GraftCompose a second, Compose-style runtime (positional memoization, restartable groups),
//                on the seam alone (no GraftViews)
//   GraftComposeInterop glue: ComposeViewController (a composition in Graft) and c.GraftView
//   GraftSamples the seed articles' scenarios (Samples/), run by `graft-samples`, the main job
//   CGraftABI    Bridge/include/graft.h: the C ABI (no code; implemented by GraftCBridge)
//   GraftCBridge the C ABI's implementation (@_cdecl over a handle table), on the seam alone
//   GraftCInterop glue: CComponentController, and Graft views mounted from C (graft_root_create)
//   CCounterComponent a declarative counter written in C against graft.h alone
//   GraftWeb    the live web page renderer (HTTP + Server-Sent Events on GraftUV's TCP server)
//   GraftSVG    draws a laid-out node tree as an SVG picture (previews, picture snapshots)
//   GraftApp    `App`/`Scene`/`WindowGroup` and `LiveServer`: runs an app on libuv, as text or as
//               the live page; re-exports Graft and GraftWeb (Graft itself never depends on GraftWeb)
//   GraftTerminal the terminal renderer (a diffed cell buffer on GraftUV's tty and signals)
//   GraftRemoteCore a component in a child process, hosted through the seam alone (docs/remote.md):
//               the protocol, RemoteRoot and RemoteContent (a HostedRoot any runtime can host)
//   GraftRemote glue: RemoteController (a Graft ViewController) and RemoteChild (serves Graft
//               views in the child); re-exports GraftRemoteCore
let package = Package(
  name: "Graft",
  products: [
    .library(name: "Graft", targets: ["Graft"]),
    .library(name: "GraftTesting", targets: ["GraftTesting"]),
    .library(name: "GraftCompose", targets: ["GraftCompose", "GraftComposeInterop"]),
    .library(name: "GraftSamples", targets: ["GraftSamples"]),
    .executable(name: "graft-samples", targets: ["graft-samples"]),
    .library(name: "GraftCBridge", targets: ["GraftCBridge", "GraftCInterop"]),
    // The declarative counter written in C (Sources/CCounterComponent), for other packages to
    // host or to copy as a starting point (docs/bridge-abi.md).
    .library(name: "CCounterComponent", targets: ["CCounterComponent"]),
    // libgraft.so: the C ABI (Bridge/include/graft.h) for C programs built without SwiftPM
    // (`make install PREFIX=…` installs it with graft.h and graft.pc).
    .library(name: "graft", type: .dynamic, targets: ["GraftCBridge", "GraftCInterop"]),
    .library(name: "GraftWeb", targets: ["GraftWeb"]),
    .library(name: "GraftApp", targets: ["GraftApp"]),
    .executable(name: "graft-todo", targets: ["graft-todo"]),
    .library(name: "GraftTerminal", targets: ["GraftTerminal"]),
    .executable(name: "graft-bench", targets: ["graft-bench"]),
    .library(name: "GraftSVG", targets: ["GraftSVG"]),
    .library(name: "GraftRemote", targets: ["GraftRemote"]),
    .executable(name: "graft-remote-counter", targets: ["graft-remote-counter"]),
  ],
  targets: [
    .systemLibrary(
      name: "CLibUV",
      path: "Sources/CLibUV",
      pkgConfig: "libuv",
      providers: [.apt(["libuv1-dev"])]
    ),
    .target(name: "GraftCore"),
    .target(name: "GraftUV", dependencies: ["GraftCore", "CLibUV"]),
    .target(name: "GraftLayout", dependencies: ["GraftCore"]),
    .target(name: "GraftSeam", dependencies: ["GraftCore"]),
    .target(name: "CGraftPrefetch"),
    .target(name: "GraftViews", dependencies: ["GraftCore", "GraftLayout", "GraftSeam", "CGraftPrefetch"]),
    .target(name: "GraftBridge", dependencies: ["GraftCore", "GraftLayout", "GraftSeam", "GraftViews"]),
    // Renderers know nothing of runtimes: GraftWeb reads the node tree and its batches only.
    .target(name: "GraftWeb", dependencies: ["GraftCore", "GraftUV"]),
    .target(name: "GraftSVG", dependencies: ["GraftCore", "GraftLayout"]),
    // The terminal renderer: a diffed cell buffer on libuv's tty (reads the tree, frames, batches).
    .target(name: "GraftTerminal", dependencies: ["GraftCore", "GraftLayout", "GraftUV"]),
    .target(
      name: "Graft",
      dependencies: ["GraftCore", "GraftLayout", "GraftSeam", "GraftUV", "GraftViews", "GraftBridge"]),
    .target(name: "GraftApp", dependencies: ["Graft", "GraftWeb", "GraftTerminal"]),
    .target(name: "GraftTesting", dependencies: ["Graft", "GraftSVG"]),
    // Runtimes other than Graft's own depend on the seam, never on GraftViews; what joins two
    // runtimes lives in a small glue target that depends on both sides.
    .target(name: "GraftCompose", dependencies: ["GraftCore", "GraftSeam"]),
    .target(
      name: "GraftComposeInterop",
      dependencies: ["GraftCompose", "GraftCore", "GraftSeam", "GraftViews", "GraftBridge"]),
    .target(name: "CGraftABI", path: "Bridge", publicHeadersPath: "include"),
    .target(
      name: "GraftCBridge",
      dependencies: ["CGraftABI", "GraftCore", "GraftUV", "GraftSeam"]),
    .target(
      name: "GraftCInterop",
      dependencies: ["GraftCBridge", "CGraftABI", "GraftCore", "GraftSeam", "GraftViews", "GraftBridge"]),
    .target(name: "CCounterComponent", dependencies: ["CGraftABI"]),
    .target(
      name: "CGraftTestComponents", dependencies: ["CGraftABI", "CLibUV"], path: "Tests/CGraftTestComponents"),
    // A third runtime written against the seam alone (GraftCore + GraftSeam): the proof that a
    // stranger can bring a runtime; the conformance suite runs it beside Graft, Compose and C.
    .target(
      name: "GraftSeamTestRuntime", dependencies: ["GraftCore", "GraftSeam"],
      path: "Tests/GraftSeamTestRuntime"),
    .testTarget(name: "GraftCoreTests", dependencies: ["GraftCore"]),
    .testTarget(name: "GraftUVTests", dependencies: ["GraftUV", "GraftCore", "GraftViews"]),
    .testTarget(name: "GraftWebTests", dependencies: ["GraftWeb", "GraftUV", "Graft", "GraftTesting"]),
    .testTarget(name: "GraftTests", dependencies: ["Graft", "GraftTesting"]),
    // libvterm, for the terminal renderer's tests only (Debian: libvterm-dev).
    .systemLibrary(
      name: "CVTerm", path: "Tests/CVTerm", pkgConfig: "vterm", providers: [.apt(["libvterm-dev"])]),
    .testTarget(
      name: "GraftTerminalTests",
      dependencies: [
        "GraftTerminal", "Graft", "GraftTesting", "GraftSamples", "graft-samples", "graft-todo", "CVTerm",
      ]),
    .testTarget(
      name: "GraftLayoutTests",
      dependencies: [
        "Graft", "GraftTesting", "GraftCompose", "GraftComposeInterop", "GraftCBridge", "GraftCInterop",
        "CCounterComponent", "CGraftTestComponents",
      ]),
    .testTarget(
      name: "GraftComposeTests",
      dependencies: ["GraftCompose", "GraftComposeInterop", "Graft", "GraftTesting"]),
    // The seed articles' scenarios as samples, and `graft-samples`, which runs them on libuv.
    .target(
      name: "GraftSamples",
      dependencies: [
        "Graft", "GraftCompose", "GraftComposeInterop", "GraftCBridge", "GraftCInterop", "CCounterComponent",
        "GraftRemote",
      ],
      path: "Samples/GraftSamples"),
    .executableTarget(
      name: "graft-samples",
      dependencies: ["GraftSamples", "GraftWeb", "GraftSVG", "GraftTerminal", "graft-remote-counter"],
      path: "Samples/graft-samples"),
    .testTarget(
      name: "GraftSamplesTests", dependencies: ["GraftSamples", "GraftTesting", "graft-samples"]),
    // The todo sample as an `App` (`swift run graft-todo --serve`), and GraftApp's tests.
    .executableTarget(
      name: "graft-todo", dependencies: ["GraftApp", "GraftSamples"], path: "Samples/graft-todo"),
    .testTarget(
      name: "GraftAppTests", dependencies: ["GraftApp", "GraftSamples", "GraftTesting", "graft-todo"]),
    .testTarget(
      name: "GraftConformanceTests",
      dependencies: [
        "Graft", "GraftCompose", "GraftComposeInterop", "GraftTesting", "GraftCBridge", "GraftCInterop",
        "CCounterComponent", "CGraftTestComponents", "GraftSeamTestRuntime",
      ]),
    .testTarget(
      name: "GraftCBridgeTests",
      dependencies: [
        "Graft", "GraftTesting", "GraftCBridge", "GraftCInterop", "GraftSamples", "CCounterComponent",
        "CGraftTestComponents",
      ]),
    .testTarget(
      name: "GraftSVGTests",
      dependencies: ["GraftSVG", "Graft", "GraftTesting", "GraftSamples", "graft-samples"],
      exclude: ["Snapshots"]),
    // graft-bench: the benchmark (GraftBench holds its logic so GraftBenchTests can verify it).
    .target(
      name: "GraftBench",
      dependencies: [
        "Graft", "GraftCompose", "GraftComposeInterop", "GraftRemote", "GraftTerminal", "CAllocationCounter",
      ]),
    // Counts heap allocations by interposing malloc in the executable that links it (graft-bench,
    // and the GraftBenchTests binary that checks it); off under ASan/TSan.
    .target(name: "CAllocationCounter"),
    .executableTarget(name: "graft-bench", dependencies: ["Graft", "GraftBench", "graft-remote-counter"]),
    .testTarget(name: "GraftBenchTests", dependencies: ["GraftBench"]),
    // Out-of-process hosting: a versioned framed protocol over a child's stdio (docs/remote.md),
    // the host's RemoteController and the child's RemoteChild.serve; a child that serves a counter.
    // The host side of a child process on the seam alone (protocol, wire, RemoteRoot,
    // RemoteContent: any runtime hosts a child through HostedRoot), and the Graft glue
    // (RemoteController, RemoteChild serving Graft views) that re-exports it.
    .target(name: "GraftRemoteCore", dependencies: ["GraftCore", "GraftSeam", "GraftUV"]),
    .target(
      name: "GraftRemote",
      dependencies: ["GraftRemoteCore", "GraftCore", "GraftUV", "GraftViews", "GraftBridge"]),
    .executableTarget(name: "graft-remote-counter", dependencies: ["GraftRemote"]),
    .testTarget(
      name: "GraftRemoteTests",
      dependencies: [
        "GraftRemote", "GraftRemoteCore", "Graft", "GraftTesting", "GraftSamples", "CGraftABI",
        "graft-remote-counter", "GraftSeamTestRuntime",
      ]),
  ]
)
