import Foundation
import Graft
import GraftSamples

// graft-samples: runs the seed articles' samples on the real libuv loop and prints, per
// sample, what each variant showed before and after a short scripted interaction.
// Top-level code runs on the main thread, where the loop drains the main queue (mode 1 in
// MainQueue.swift).

let usage = """
  usage: graft-samples [--list | --help | NAME | --serve NAME [PORT] [--test-autotap]
                        | --tui NAME | --trace FILE NAME | --trace-summary NAME | --previews DIR]

  Runs each sample of Graft's seed articles headlessly on the libuv loop through a short
  scripted interaction, and prints what the incorrect and correct variants show before and
  after it, side by side, with Graft's diagnostics.

    (no arguments)  run every sample
    NAME            run one sample (see --list)
    --serve NAME [PORT] [--test-autotap]
                    serve one sample as a live web page on http://127.0.0.1:PORT/
                    (default 8080; 0 picks a free port) and click through it in a browser;
                    --test-autotap lets the page take ?autotap=LABEL (headless-browser tests)
    --tui NAME      run one sample interactively in this terminal (Tab, Enter, mouse; q quits)
    --trace FILE NAME
                    run one sample with a boundary trace and write it to FILE as Chrome
                    trace-event JSON (load it in Perfetto or chrome://tracing)
    --trace-summary NAME
                    run one sample with a boundary trace and print, per root, how often
                    it rendered and why
    --previews DIR  draw every preview and each sample before/after as SVG in DIR,
                    with an index.html gallery
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
case "--serve":
  let allowsAutotap = arguments.last == "--test-autotap"
  let serveArguments = allowsAutotap ? Array(arguments.dropLast()) : arguments
  guard serveArguments.count == 2 || serveArguments.count == 3 else {
    fail("graft-samples: --serve needs a sample name, an optional port and --test-autotap.\n\n\(usage)")
  }
  guard let sample = SampleCatalog.sample(named: serveArguments[1]) else {
    fail("graft-samples: no sample named \"\(serveArguments[1])\". Samples:\n\(listing())")
  }
  var port = 8080
  if serveArguments.count == 3 {
    guard let parsed = Int(serveArguments[2]), (0...65535).contains(parsed) else {
      fail("graft-samples: PORT must be a number from 0 to 65535, not \"\(serveArguments[2])\"")
    }
    port = parsed
  }
  MainActor.assumeIsolated { serve(sample, port: port, allowsAutotap: allowsAutotap) }
case "--tui":
  guard arguments.count == 2, let sample = SampleCatalog.sample(named: arguments[1]) else {
    fail("graft-samples: --tui needs one sample name. Samples:\n\(listing())")
  }
  MainActor.assumeIsolated { runInTerminal(sample) }
case "--trace", "--trace-summary":
  let writesFile = arguments[0] == "--trace"
  guard arguments.count == (writesFile ? 3 : 2) else {
    fail("graft-samples: \(arguments[0]) needs \(writesFile ? "a file and " : "")a sample name.\n\n\(usage)")
  }
  guard let sample = SampleCatalog.sample(named: arguments[arguments.count - 1]) else {
    fail("graft-samples: no sample named \"\(arguments[arguments.count - 1])\". Samples:\n\(listing())")
  }
  let status = MainActor.assumeIsolated {
    runTraced(sample, file: writesFile ? arguments[1] : nil, printsSummary: !writesFile)
  }
  exit(status)
case "--previews":
  guard arguments.count == 2 else { fail("graft-samples: --previews needs a directory.\n\n\(usage)") }
  MainActor.assumeIsolated { writePreviews(to: arguments[1]) }
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
