import Foundation
import GraftBench

/// One app's list-operations table (``printOtherApp(_:warmup:iterations:)``), measured in a
/// child process of this binary (`graft-bench --list <app>`) that ran nothing before it: its
/// table printed here, its geometric mean returned.
///
/// Why a process of its own: a table measured after the memory section and the headline table
/// meets the heap they left, and where that heap puts the table's objects decided its speed —
/// the diffing table ran at one of two speeds, run to run and build to build, on both sides at
/// once (select 44.5 µs against 36.6, by hand 1.6 µs against 0.8) with the same instructions
/// (docs/performance.md, round 29). In a fresh process every run met the fast one. Both sides of
/// a table still share their process, measured interleaved, as before.
///
/// Falls back to measuring in this process (and says so) when the child cannot be run or does
/// not print its geometric mean. Blocks until the child exits (a table takes ~10–40 s).
@MainActor
func printOtherAppInItsOwnProcess(_ app: BenchApp, quick: Bool) -> Double {
  let inProcess = { (reason: String) -> Double in
    print("(\(app.rawValue): measured in this process: \(reason))")
    let runs = listRuns(quick: quick)
    return printOtherApp(app, warmup: runs.warmup, iterations: runs.iterations)
  }
  let child = Process()
  child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
  child.arguments = ["--list", app.rawValue] + (quick ? ["--quick"] : [])
  let output = Pipe()
  child.standardOutput = output
  do {
    try child.run()
  } catch {
    return inProcess("\(error)")
  }
  // Read to the end before waiting: a table's output is a few kilobytes, under a pipe's
  // buffer, but the child must never block on a full pipe while this process waits for it.
  let data = output.fileHandleForReading.readDataToEndOfFile()
  child.waitUntilExit()
  let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
  let geomeanPrefix = "geomean vs imperative (\(app.name)): "
  guard child.terminationStatus == 0,
    let geomeanLine = lines.last(where: { $0.hasPrefix(geomeanPrefix) }),
    let geomean = Double(geomeanLine.dropFirst(geomeanPrefix.count))
  else {
    return inProcess("graft-bench --list \(app.rawValue) exited with \(child.terminationStatus)")
  }
  // The child's first line is its load average (this run printed its own at the start).
  for line in lines.dropFirst().drop(while: \.isEmpty).dropLast(while: \.isEmpty) { print(line) }
  print("")
  return geomean
}

/// What `graft-bench --list <app>` (and `--compose`) runs: the load average, then `app`'s table
/// (``printOtherApp(_:warmup:iterations:)``), in a process that ran nothing before it.
@MainActor
func printListTableAlone(_ app: BenchApp, quick: Bool) {
  let runs = listRuns(quick: quick)
  print("load average \(loadAverage())")
  _ = printOtherApp(app, warmup: runs.warmup, iterations: runs.iterations)
}

/// The untimed and timed runs of every list-operations table: 5 and 25, or 1 and 3 for a
/// smoke run (`--quick`).
func listRuns(quick: Bool) -> (warmup: Int, iterations: Int) {
  quick ? (1, 3) : (5, 25)
}

extension BidirectionalCollection {
  /// The collection without the elements at its end that `predicate` accepts.
  fileprivate func dropLast(while predicate: (Element) -> Bool) -> SubSequence {
    var end = endIndex
    while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
    return self[startIndex..<end]
  }
}
