import Foundation
import Graft
import GraftSamples

// graft-samples: runs the seed articles' samples on the real libuv loop and prints, per
// sample, what each variant showed before and after a short scripted interaction.
// Top-level code runs on the main thread, where the loop drains the main queue (mode 1 in
// UVEventLoop+MainQueue.swift).

let usage = """
  usage: graft-samples [--list | --help | NAME]

  Runs each sample of Graft's seed articles headlessly on the libuv loop through a short
  scripted interaction, and prints what the incorrect and correct variants show before and
  after it, side by side, with Graft's diagnostics.

    (no arguments)  run every sample
    NAME            run one sample (see --list)
    --list          list the samples
    --help          show this help
  """

func listing() -> String {
  let width = SampleCatalog.all.map(\.name.count).max() ?? 0
  return SampleCatalog.all.map { sample in
    sample.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  \(sample.seed)  \(sample.title)"
  }.joined(separator: "\n")
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let samples: [Sample]
switch arguments.first {
case nil:
  samples = SampleCatalog.all
case "--help", "-h":
  print(usage)
  exit(0)
case "--list":
  print(listing())
  exit(0)
case let name? where arguments.count == 1:
  guard let sample = SampleCatalog.sample(named: name) else {
    fail("graft-samples: no sample named \"\(name)\". Samples:\n\(listing())")
  }
  samples = [sample]
default:
  fail("graft-samples: expected at most one argument.\n\n\(usage)")
}

MainActor.assumeIsolated {
  do {
    let runs = try samples.map { sample in
      try SampleRun.run(sample) { try UVSampleDriver(rootView: $0) }
    }
    print(SampleReport.format(runs), terminator: "")
  } catch {
    fail("graft-samples: \(error)")
  }
}
