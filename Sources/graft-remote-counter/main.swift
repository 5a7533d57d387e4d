// graft-remote-counter: a Graft counter served to a host over stdio (RemoteChild), the child of
// the `remote` sample and of GraftRemoteTests. It shows `remote N` and a `Remote +1` button bound
// to the host's `count`, the host's `theme` environment value and proposed width when sent.
// With `--faults` it also shows buttons that make it misbehave, one way each (tests use them);
// with `--levels` the counter is the root of a NavigationStack with a level to push.
import Glibc
import GraftRemote
import GraftViews

/// The counter. `count` is the host's binding.
struct RemoteCounter: View {
  @Binding var count: Int
  let values: RemoteValues
  let faults: Bool

  var body: some View {
    VStack {
      Text("remote \(count)")
      Button("Remote +1") { count += 1 }
      if let theme = values.environment("theme") { Text("theme \(theme)") }
      if let size = values.proposedSize { Text("proposed width \(Int(size.width))") }
      if faults { FaultButtons() }
    }
  }
}

/// Buttons that break the child in one way each.
struct FaultButtons: View {
  var body: some View {
    HStack {
      Button("Exit 3") { exit(3) }
      Button("Segfault") {
        signal(SIGSEGV, SIG_DFL)
        raise(SIGSEGV)
      }
      Button("Garbage") { Faults.writeForever(Array("this is not a frame\n".utf8), times: 1) }
      Button("Oversize") { Faults.writeForever([0x7f, 0xff, 0xff, 0xff, 0x82], times: 1) }
      Button("Hang") { while true { sleep(1) } }
      Button("Flood") { Faults.writeForever([0, 0, 0, 5, 0x84, 0, 0, 0, 0], times: Int.max) }
    }
  }
}

enum Faults {
  /// Writes `bytes` to stdout `times` times, straight to the descriptor (waiting while full).
  static func writeForever(_ bytes: [UInt8], times: Int) {
    var written = 0
    while written < times {
      let result = bytes.withUnsafeBytes { Glibc.write(1, $0.baseAddress, $0.count) }
      if result < 0 && errno != EAGAIN { return }
      if result >= 0 { written += 1 }
    }
  }
}

/// The counter as a navigation stack's root, with `Open level` pushing a level that shows the
/// same count: the root stays mounted (its nodes inactive) while the level is on top.
struct LevelsCounter: View {
  @Binding var count: Int
  @State private var path: [Int] = []

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("remote \(count)")
        Button("Open level") { path.append(1) }
      }
      .navigationDestination(for: Int.self) { level in
        VStack {
          Text("level \(level) of \(count)")
          Button("Remote +1") { count += 1 }
        }
      }
    }
  }
}

let faults = CommandLine.arguments.contains("--faults")
let levels = CommandLine.arguments.contains("--levels")
RemoteChild.serve { values in
  if levels {
    AnyView(LevelsCounter(count: values.int("count")))
  } else {
    AnyView(RemoteCounter(count: values.int("count"), values: values, faults: faults))
  }
}
