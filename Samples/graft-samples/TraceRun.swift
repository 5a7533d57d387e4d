import Foundation
import Graft
import GraftSamples

/// `graft-samples --trace FILE NAME` and `--trace-summary NAME`: runs one sample's scripted
/// run, every variant on its own graph with a boundary trace recording from before the mount,
/// then writes the variants' traces as one Chrome trace-event file (a process per variant;
/// load it in Perfetto or chrome://tracing) and/or prints each variant's summary. The sample's
/// usual report is printed first, as a plain run prints it. Returns the exit status: 2 (with a
/// message on standard error) if the run fails or the file can't be written. It returns instead
/// of exiting so that the graphs are released before the process ends.
@MainActor
func runTraced(_ sample: Sample, file: String?, printsSummary: Bool) -> Int32 {
  var drivers: [UVSampleDriver] = []
  let run: SampleRun
  do {
    run = try SampleRun.run(sample) { view in
      let driver = try UVSampleDriver(rootView: view, tracing: true)
      drivers.append(driver)
      return driver
    }
  } catch {
    FileHandle.standardError.write(Data("graft-samples: \(error)\n".utf8))
    return 2
  }
  print(SampleReport.format([run]), terminator: "")
  let processes = zip(run.variants, drivers).compactMap { variant, driver in
    driver.recordedTrace.map {
      (name: "\(variant.variant.typeName) (\(variant.variant.label))", recorder: $0)
    }
  }
  if printsSummary {
    for process in processes {
      print("\ntrace of \(process.name)")
      print(process.recorder.summary())
    }
  }
  guard let file else { return 0 }
  do {
    try Data(TraceRecorder.chromeTraceJSON(processes: processes).utf8).write(to: URL(fileURLWithPath: file))
    print("\ntrace written to \(file) (open it in https://ui.perfetto.dev or chrome://tracing)")
    return 0
  } catch {
    FileHandle.standardError.write(
      Data("graft-samples: cannot write the trace to \(file): \(error.localizedDescription)\n".utf8))
    return 2
  }
}
