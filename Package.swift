// swift-tools-version:6.0
import PackageDescription

// Graft's modules, bottom up. Arrows only point down:
//   GraftCore   state, dependency tracking, update pass, node tree, the EventLoop protocol, VirtualLoop
//   GraftUV     the libuv event loop (the only module that imports libuv)
//   GraftViews  the SwiftUI-style runtime (View, @State, stacks, modifiers…)
//   GraftBridge representables, HostingController, the runtime-neutral hosting seam
//   Graft       what an app imports: re-exports all of the above
//   GraftTesting TestHost, for tests and previews
let package = Package(
  name: "Graft",
  products: [
    .library(name: "Graft", targets: ["Graft"]),
    .library(name: "GraftTesting", targets: ["GraftTesting"]),
    .executable(name: "graft-bench", targets: ["graft-bench"]),
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
    .target(name: "GraftViews", dependencies: ["GraftCore"]),
    .target(name: "GraftBridge", dependencies: ["GraftCore", "GraftViews"]),
    .target(name: "Graft", dependencies: ["GraftCore", "GraftUV", "GraftViews", "GraftBridge"]),
    .target(name: "GraftTesting", dependencies: ["Graft"]),
    .testTarget(name: "GraftCoreTests", dependencies: ["GraftCore"]),
    .testTarget(name: "GraftUVTests", dependencies: ["GraftUV", "GraftCore"]),
    .testTarget(name: "GraftTests", dependencies: ["Graft", "GraftTesting"]),
    // graft-bench: the benchmark (GraftBench holds its logic so GraftBenchTests can verify it).
    .target(name: "GraftBench", dependencies: ["Graft"]),
    .executableTarget(name: "graft-bench", dependencies: ["Graft", "GraftBench"]),
    .testTarget(name: "GraftBenchTests", dependencies: ["GraftBench"]),
  ]
)
