// graft-bench: the js-framework-benchmark operations through Graft and by hand against the
// node tree, fine-grained updates, the embed boundary, and memory. Build in release mode:
//
//   swift run -c release graft-bench            the full table (under three minutes)
//   swift run -c release graft-bench --verify   checks the baseline matches Graft, exit 1 if not
//   graft-bench --profile <op> <count> [app]    only one app's side of one op (for valgrind/perf);
//                                               app: observed (default), observedObservable,
//                                               nodeObserved, graft, fineGrained, compose
//   graft-bench --profile-timed <op> <count> [app]  the table's own iterations (a fresh list
//                                               shown on both sides before each op; for
//                                               --cache-sim=yes, toggled on either side's apply)
//   graft-bench --profile-embed <count> [side]  only mounting 1,000 counters; side: hosted
//                                               (default, HostingController), inline, compose
//   graft-bench --profile-tap <count> [plain|modified|imperative] [evicting]  only <count>
//                                               single-row @State taps (1,000 rows; modified:
//                                               rows with modifiers, ModifiedTapList; imperative:
//                                               the hand-written side; evicting: a 1 MiB read
//                                               before each tap, CacheEvictor)
//   graft-bench --quick                         fewer iterations (a smoke run)
//   graft-bench --layout                        only the layout section
//   graft-bench --embed                         only the embed-boundary sections (Graft, GraftCompose)
//   graft-bench --remote                        only the process-boundary section (GraftRemote)
//   graft-bench --terminal                      only the terminal renderer section
//   graft-bench --memory                        only the memory section (bytes per row at 10k rows)
//   graft-bench --allocations [app]             only the heap allocations per steady-state update
//   graft-bench --compose [--quick]             only the GraftCompose list-operations section
//   graft-bench --list <app> [--quick]          only one app's list-operations table, in a
//                                               process that ran nothing before it
//   graft-bench --warm-code [--quick]           the headline select, swap, update every 10th and
//                                               remove as in the table, then with each side's op
//                                               code warmed first (a second list of that side
//                                               runs the op just before; untimed)
import Graft
import GraftBench

#if canImport(Glibc)
  import Glibc
#endif

@MainActor
func verify() -> Bool {
  var passed = true
  for app in BenchApp.allCases {
    print("\(app.name) vs by hand")
    passed = verify(app) && passed
  }
  return passed
}

@MainActor
func verify(_ app: BenchApp) -> Bool {
  var passed = true
  for outcome in Verification.run(app: app) {
    let status = outcome.passed ? "ok  " : "FAIL"
    print(
      "\(status) \(BenchReport.pad(outcome.op.name, 24, left: false)) trees \(outcome.treesMatch ? "match" : "DIFFER"), "
        + "batches \(outcome.batchesMatch ? "match" : "DIFFER") "
        + "(graft \(outcome.graftChanges) changes, by hand \(outcome.imperativeChanges)), "
        + "frames \(outcome.framesMatch ? "match" : "DIFFER") "
        + "(graft \(outcome.graftFrames), by hand \(outcome.imperativeFrames))")
    if let difference = outcome.firstDifference { print("     \(difference)") }
    passed = passed && outcome.passed
  }
  return passed
}

@MainActor
func runAll(quick: Bool) {
  let (warmup, iterations) = listRuns(quick: quick)
  let loadAtStart = loadAverage()
  let memory = MemoryBenchmark.run(rows: 10_000)

  print("graft-bench: medians of \(iterations) runs after \(warmup) warm-up; load average \(loadAtStart)")
  print("")
  print(
    "List operations (keyed rows: id, label, select and remove buttons; layout included: each op's "
      + "pass computes frames in 80x24 and delivers them in its batch, the baseline sets the same frames by hand)"
  )
  print(
    "Headline app: \(BenchApp.observed.name) — ObservableArray of ObservableObject row models whose "
      + "@Published properties Graft tracks per property, the idiomatic fastest way"
  )
  let verified = Verification.run(app: .observed).allSatisfy(\.passed)
  let list = ListBenchmark.run(app: .observed, warmup: warmup, iterations: iterations)
  for line in BenchReport.listTable(list) { print(line) }
  let geomean = Stopwatch.geometricMean(list.map(\.ratio))
  guard let worst = list.max(by: { $0.ratio < $1.ratio }) else {
    preconditionFailure("no list operations ran")
  }
  print(
    "baseline batches identical to Graft's: \(verified ? "yes" : "NO (run --verify)"); "
      + "worst op: \(worst.op.name) \(BenchReport.fixed(worst.ratio, 2))x (target <= 4)")
  print("")
  // Each other app's table in a process of its own: see `printOtherAppInItsOwnProcess`.
  let diffing = printOtherAppInItsOwnProcess(.graft, quick: quick)
  for app in [BenchApp.observedObservable, .nodeObserved, .fineGrained, .compose] {
    _ = printOtherAppInItsOwnProcess(app, quick: quick)
  }

  print("Fine-grained update (one row's own @State; write + pass)")
  let taps = FineGrainedBenchmark.interleaved(warmup: warmup * 4, iterations: iterations * 5)
  let (small, large, byHand) = (taps.small, taps.large, taps.byHand)
  print(
    "  1k rows:  \(BenchReport.us(small)) us   by hand (the same node change in one batch): \(BenchReport.us(byHand)) us"
  )
  print(
    "  10k rows: \(BenchReport.us(large)) us   ratio 10k/1k \(BenchReport.fixed(large / small, 2)) (target <= 1.5)"
  )
  print(
    "  1k rows, each row with modifiers (.bold(), .padding(1), .frame(width: 40)): "
      + "\(BenchReport.us(taps.modified)) us   \(BenchReport.fixed(taps.modified / small, 2))x the plain row"
  )
  print("")

  printAllocations()

  print(
    "Boundary trace (the 1k-row single-row update above, with a trace recording; measured interleaved with it)"
  )
  let traced = taps.traced
  print(
    "  tracing off: \(BenchReport.us(small)) us   tracing on: \(BenchReport.us(traced)) us   "
      + "on/off \(BenchReport.fixed(traced / small, 2)) "
      + "(tracing off vs no hooks: docs/performance-boundaries.md)")
  print("")

  let embed = printEmbed(quick: quick)

  print("Layout (10,000-row list, monospace metrics, 80x24 viewport)")
  let layout = LayoutBenchmark.run(rows: 10_000, warmup: quick ? 1 : 2, iterations: quick ? 3 : 10)
  for line in BenchReport.layoutTable(layout) { print(line) }
  print("")
  printRemote(inProcessHostWrite: embed.hostWrite, quick: quick)

  print("Memory (10,000 rows)")
  print(
    "  graft (diffing app): \(Int(memory.graftBytesPerRow)) bytes/row   by hand: \(Int(memory.imperativeBytesPerRow)) bytes/row"
      + "   peak RSS after mount: \(memory.peakResident / 1_048_576) MiB")
  print("  graft (observable collection, measured next): \(Int(memory.observedBytesPerRow)) bytes/row")
  print(
    "  laid out, as the list ops run (layout records included): graft (diffing app) "
      + "\(Int(memory.laidOutGraftBytesPerRow)) bytes/row   by hand: \(Int(memory.laidOutImperativeBytesPerRow)) bytes/row"
  )
  print(
    "  peak RSS at exit: \(MemoryUsage.current().peak / 1_048_576) MiB; load average at end \(loadAverage())")
  print("")
  print("geomean vs imperative: \(BenchReport.fixed(geomean, 2))")
  print("geomean vs imperative (diffing app): \(BenchReport.fixed(diffing, 2))")
  print("single-row update 10k/1k: \(BenchReport.fixed(large / small, 2))")
  print("single-row update vs imperative: \(BenchReport.fixed(small / byHand, 2))")
  print("bytes/row: \(Int(memory.graftBytesPerRow))")
  print("hosted/inline mount: \(BenchReport.fixed(embed.hostedMount / embed.inlineMount, 2))")
}

/// The embed-boundary sections (`--embed`); returns Graft's figures (the remote section
/// compares with its host write).
@MainActor
func printEmbed(quick: Bool) -> EmbedResult {
  print("Embed boundary (1,000 counters)")
  let embed = EmbedBenchmark.run(counters: 1_000, warmup: quick ? 1 : 3, iterations: quick ? 3 : 10)
  print(
    "  mount inline:  \(BenchReport.ms(embed.inlineMount)) ms   hosted (one HostingController each): "
      + "\(BenchReport.ms(embed.hostedMount)) ms   ratio \(BenchReport.fixed(embed.hostedMount / embed.inlineMount, 2)) (target <= 1.2)"
  )
  print(
    "  binding write read by 1 of 1,000 hosted roots: \(BenchReport.us(embed.bindingWrite)) us, "
      + "roots re-rendered: \(embed.rootsRerendered) (target 1)")
  print(
    "  host write -> hosted root: \(BenchReport.us(embed.hostWrite)) us, passes: \(embed.hostWritePasses) "
      + "(target 1), hosted root renders: \(embed.hostedRootRenders)")
  print("")

  print("Embed boundary through GraftCompose (1,000 counters, each in its own composition)")
  let composed = EmbedBenchmark.run(
    counters: 1_000, warmup: quick ? 1 : 3, iterations: quick ? 3 : 10, compose: true)
  print(
    "  mount inline (Graft):  \(BenchReport.ms(composed.inlineMount)) ms   hosted (one ComposeViewController each): "
      + "\(BenchReport.ms(composed.hostedMount)) ms   ratio \(BenchReport.fixed(composed.hostedMount / composed.inlineMount, 2)) (target <= 1.2)"
  )
  print(
    "  binding write read by 1 of 1,000 hosted compositions: \(BenchReport.us(composed.bindingWrite)) us, "
      + "roots re-rendered: \(composed.rootsRerendered) (target 1)")
  print(
    "  host write -> hosted composition: \(BenchReport.us(composed.hostWrite)) us, passes: \(composed.hostWritePasses) "
      + "(target 1), composition renders: \(composed.hostedRootRenders)")
  print("")
  return embed
}

/// The process-boundary section, next to the in-process host write figure.
@MainActor
func printRemote(inProcessHostWrite: Double, quick: Bool) {
  print("Binding write through a process boundary (GraftRemote, real libuv loop, child graft-remote-counter)")
  if let child = RemoteBenchmark.childNextToThisProgram(),
    let remote = RemoteBenchmark.run(child: child, warmup: quick ? 2 : 20, iterations: quick ? 10 : 200)
  {
    print(
      "  child write (tap -> child write + re-render -> batch -> host pass): \(BenchReport.us(remote.childWrite)) us"
        + "   in-process host write -> hosted root: \(BenchReport.us(inProcessHostWrite)) us")
    print(
      "  host write -> child re-render back in the host's tree: \(BenchReport.us(remote.hostWrite)) us"
        + "   mount (spawn -> first render): \(BenchReport.ms(remote.mount)) ms")
  } else {
    print("  skipped: graft-remote-counter is not next to graft-bench, or it did not answer")
  }
}

/// A list-operations section for an app other than the headline one; returns its geomean.
@MainActor
func printOtherApp(_ app: BenchApp, warmup: Int, iterations: Int) -> Double {
  print("List operations, \(app.name) (same rows, same baseline)")
  if app == .compose {
    print(
      "Written as a Compose app keeps a list: row holders (label, selection in MutableStates) in a "
        + "MutableStateList, shown with c.items(rows, key: \\.id)")
  }
  let outcomes = Verification.run(app: app)
  let results = ListBenchmark.run(app: app, warmup: warmup, iterations: iterations)
  let column = app == .compose ? "compose us" : "graft us"
  for line in BenchReport.listTable(results, appColumn: column) { print(line) }
  let identical = outcomes.filter(\.batchesMatch).map(\.op.name)
  let differing = outcomes.filter { !$0.batchesMatch }.map(\.op.name)
  print(
    "trees identical to the baseline's: \(outcomes.allSatisfy(\.treesMatch) ? "yes" : "NO (run --verify)"); "
      + "batches identical: \(identical.count) of \(outcomes.count)"
      + (differing.isEmpty ? "" : " (differ: \(differing.joined(separator: ", ")))"))
  let geomean = Stopwatch.geometricMean(results.map(\.ratio))
  print("geomean vs imperative (\(app.name)): " + BenchReport.fixed(geomean, 2))
  print("")
  return geomean
}

func loadAverage() -> String {
  var loads = [Double](repeating: 0, count: 3)
  guard getloadavg(&loads, 3) == 3 else { return "?" }
  return loads.map { BenchReport.fixed($0, 2) }.joined(separator: " ")
}

/// Heap allocations per steady-state update, `app`'s list and one row's `@State` (`--allocations`).
@MainActor
func printAllocations(app: BenchApp = .observed) {
  print("Heap allocations per update (steady state: fewest of 10 after 3 warm-up; \(app.name))")
  guard let results = AllocationBenchmark.run(app: app) else {
    print("  not counted in this build (a sanitizer interposes the allocator)")
    print("")
    return
  }
  for line in BenchReport.allocationTable(results) { print(line) }
  print("")
}

/// The terminal renderer section (`--terminal`).
func terminalLines(_ result: TerminalBenchmark.Result) -> [String] {
  [
    "Terminal renderer (GraftTerminal)",
    "bytes written for one counter increment: \(result.counterIncrementBytes) (target < 64)",
    "\(result.rows)-row list, one row changed: frame (paint + diff) "
      + "\(BenchReport.fixed(result.listFrame / 1000, 1)) µs, re-diff alone "
      + "\(BenchReport.fixed(result.listDiffOnly / 1000, 1)) µs "
      + "(\(BenchReport.fixed(result.listFrame / max(1, result.listDiffOnly), 1))x)",
  ]
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--verify" {
  let passed = MainActor.assumeIsolated { verify() }
  exit(passed ? 0 : 1)
} else if arguments.first == "--layout" {
  MainActor.assumeIsolated {
    for line in BenchReport.layoutTable(LayoutBenchmark.run()) { print(line) }
  }
} else if arguments.first == "--embed" {
  MainActor.assumeIsolated { _ = printEmbed(quick: arguments.contains("--quick")) }
} else if arguments.first == "--memory" {
  MainActor.assumeIsolated {
    let memory = MemoryBenchmark.run(rows: 10_000)
    print(
      "graft (diffing app): \(Int(memory.graftBytesPerRow)) bytes/row   by hand: "
        + "\(Int(memory.imperativeBytesPerRow)) bytes/row   observable collection: "
        + "\(Int(memory.observedBytesPerRow)) bytes/row")
    print(
      "laid out, as the list ops run (layout records included): graft (diffing app) "
        + "\(Int(memory.laidOutGraftBytesPerRow)) bytes/row   by hand: \(Int(memory.laidOutImperativeBytesPerRow)) bytes/row"
    )
    print(
      "anonymous memory only (without code pages first touched): graft \(Int(memory.graftAnonymousBytesPerRow)) "
        + "by hand \(Int(memory.imperativeAnonymousBytesPerRow)) observable collection "
        + "\(Int(memory.observedAnonymousBytesPerRow)) bytes/row")
    print("diffing app elements per row (malloc_usable_size, 10,000 rows):")
    for line in BenchReport.elementFootprintLines(memory.graftElements, rows: 10_000) { print(line) }
    let nodeBytes = String(format: "%7.1f", Double(memory.graftNodeBytes) / 10_000)
    print("  nodes:    \(nodeBytes) bytes/row (objects)")
  }
} else if arguments.first == "--allocations" {
  let name = arguments.dropFirst().first ?? BenchApp.observed.rawValue
  guard let app = BenchApp(rawValue: name) else {
    print("usage: graft-bench --allocations [\(BenchApp.allCases.map(\.rawValue).joined(separator: "|"))]")
    exit(2)
  }
  MainActor.assumeIsolated { printAllocations(app: app) }
} else if arguments.first == "--compose" {
  MainActor.assumeIsolated { printListTableAlone(.compose, quick: arguments.contains("--quick")) }
} else if arguments.first == "--list" {
  guard let name = arguments.dropFirst().first, let app = BenchApp(rawValue: name) else {
    print("usage: graft-bench --list <\(BenchApp.allCases.map(\.rawValue).joined(separator: "|"))> [--quick]")
    exit(2)
  }
  MainActor.assumeIsolated { printListTableAlone(app, quick: arguments.contains("--quick")) }
} else if arguments.first == "--terminal" {
  MainActor.assumeIsolated { for line in terminalLines(TerminalBenchmark.run()) { print(line) } }
} else if arguments.first == "--profile-embed" {
  let count = Int(arguments.dropFirst().first ?? "") ?? 10
  let side = arguments.dropFirst(2).first ?? "hosted"
  guard ["hosted", "inline", "compose"].contains(side) else {
    print("usage: graft-bench --profile-embed <count> [hosted|inline|compose]")
    exit(2)
  }
  MainActor.assumeIsolated {
    for _ in 0..<count {
      _ =
        side == "compose"
        ? EmbedBenchmark.mountCompose(counters: 1_000)
        : EmbedBenchmark.mount(counters: 1_000, hosted: side == "hosted")
    }
  }
} else if arguments.first == "--profile-tap" {
  let count = Int(arguments.dropFirst().first ?? "") ?? 10
  let side = arguments.dropFirst(2).first ?? "plain"
  let evicting = arguments.dropFirst(3).first == "evicting"
  guard ["plain", "modified", "imperative"].contains(side), arguments.count <= (evicting ? 4 : 3) else {
    print("usage: graft-bench --profile-tap <count> [plain|modified|imperative] [evicting]")
    exit(2)
  }
  MainActor.assumeIsolated {
    if side == "imperative" {
      FineGrainedBenchmark.profileByHand(taps: count, evicting: evicting)
    } else {
      FineGrainedBenchmark.profile(taps: count, modified: side == "modified", evicting: evicting)
    }
  }
} else if arguments.first == "--profile" || arguments.first == "--profile-timed" {
  let names = ListOp.allCases.map { "\($0)" }
  let argumentsArray = Array(arguments)
  guard argumentsArray.count >= 2, let index = names.firstIndex(of: argumentsArray[1]) else {
    print("usage: graft-bench --profile <\(names.joined(separator: "|"))> [count]")
    exit(2)
  }
  let count = argumentsArray.count > 2 ? Int(argumentsArray[2]) ?? 10 : 10
  // "imperative": the hand-written baseline's side alone (its instructions, for the ratio).
  let byHand = argumentsArray.count > 3 && argumentsArray[3] == "imperative"
  let app = argumentsArray.count > 3 && !byHand ? BenchApp(rawValue: argumentsArray[3]) : .observed
  guard let app else {
    print(
      "usage: graft-bench --profile <op> <count> "
        + "[\((BenchApp.allCases.map(\.rawValue) + ["imperative"]).joined(separator: "|"))]"
    )
    exit(2)
  }
  let asTimed = arguments.first == "--profile-timed"
  MainActor.assumeIsolated {
    if byHand {
      ListBenchmark.profileByHand(ListOp.allCases[index], count: count)
    } else if asTimed {
      ListBenchmark.profileAsTimed(ListOp.allCases[index], count: count, app: app)
    } else {
      ListBenchmark.profile(ListOp.allCases[index], count: count, app: app)
    }
  }
} else if arguments.first == "--warm-code" {
  MainActor.assumeIsolated {
    let runs = listRuns(quick: arguments.contains("--quick"))
    let ops = ListOp.allCases.filter(\.repeatsOnItsResult)
    for warmingCode in [false, true] {
      print(warmingCode ? "Code warmed before each side's op (untimed):" : "As in the table (code cold):")
      let results = ListBenchmark.run(
        app: .observed, ops: ops, warmup: runs.warmup, iterations: runs.iterations, warmingCode: warmingCode)
      for line in BenchReport.listTable(results) { print(line) }
    }
  }
} else if arguments.first == "--remote" {
  MainActor.assumeIsolated {
    let quick = arguments.contains("--quick")
    let embed = EmbedBenchmark.run(counters: 1_000, warmup: quick ? 1 : 3, iterations: quick ? 3 : 10)
    printRemote(inProcessHostWrite: embed.hostWrite, quick: quick)
  }
} else {
  MainActor.assumeIsolated { runAll(quick: arguments.contains("--quick")) }
}
