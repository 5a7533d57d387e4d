import Glibc
import GraftCore
import Testing

/// A graph whose diagnostics go to `received` instead of standard error.
@MainActor
private func capturingGraph() -> (UpdateGraph, Captured) {
  let graph = UpdateGraph(loop: VirtualLoop())
  let captured = Captured()
  graph.diagnosticHandler = { captured.diagnostics.append($0) }
  return (graph, captured)
}

@MainActor
private final class Captured {
  var diagnostics: [Diagnostic] = []
}

private func stale(_ message: String) -> Diagnostic {
  Diagnostic(kind: .staleEmbed, message: message)
}

/// Runs `body` with standard error redirected to a temporary file; returns what was written.
/// Tests running alongside may write there too: callers look for their own lines.
@MainActor
private func capturingStandardError(_ body: () -> Void) throws -> String {
  var template = Array("/tmp/graft-stderr-XXXXXX".utf8CString)
  let file = mkstemp(&template)
  try #require(file >= 0)
  let saved = dup(2)
  try #require(saved >= 0)
  dup2(file, 2)
  body()
  dup2(saved, 2)
  close(saved)
  var output: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  lseek(file, 0, SEEK_SET)
  while true {
    let count = read(file, &buffer, buffer.count)
    guard count > 0 else { break }
    output += buffer[..<count]
  }
  close(file)
  let path = template.withUnsafeBufferPointer { $0.baseAddress.map { String(cString: $0) } ?? "" }
  unlink(path)
  return String(decoding: output, as: UTF8.self)
}

@MainActor
@Suite struct DiagnosticLogTests {
  @Test func theHandlerHearsEachDistinctDiagnosticOnceWhileEveryOccurrenceIsKept() {
    let (graph, captured) = capturingGraph()
    graph.report(stale("Embed: input 'count' changed"))
    graph.report(stale("Embed: input 'count' changed"))
    graph.report(Diagnostic(kind: .duplicateID, message: "Embed: input 'count' changed"))
    graph.report(stale("Other: input 'title' changed"))
    #expect(
      captured.diagnostics.map(\.description) == [
        "[staleEmbed] Embed: input 'count' changed",
        "[duplicateID] Embed: input 'count' changed",
        "[staleEmbed] Other: input 'title' changed",
      ])
    #expect(graph.diagnostics.count == 4)
  }

  @Test func reportOnceKeepsNothingForARepeat() {
    let (graph, captured) = capturingGraph()
    graph.reportOnce(stale("A"))
    graph.reportOnce(stale("A"))
    graph.report(stale("A"))
    #expect(graph.diagnostics.map(\.message) == ["A", "A"])
    #expect(captured.diagnostics.map(\.message) == ["A"])
  }

  @Test func theStoredDiagnosticsAreTheLatestOnesAndTheDroppedAreCounted() {
    let (graph, captured) = capturingGraph()
    let total = UpdateGraph.maxRetainedDiagnostics + 500
    for index in 0..<total { graph.report(stale("#\(index)")) }
    #expect(graph.diagnostics.count == UpdateGraph.maxRetainedDiagnostics)
    #expect(graph.droppedDiagnosticCount == 500)
    #expect(graph.diagnostics.first?.message == "#500")
    #expect(graph.diagnostics.last?.message == "#\(total - 1)")
    #expect(captured.diagnostics.count == total)
  }

  @Test func rememberedDiagnosticsAreBoundedSoOneForgottenIsHandedOnAgain() {
    let (graph, captured) = capturingGraph()
    graph.reportOnce(stale("recurring"))
    for index in 0..<1_023 { graph.report(stale("#\(index)")) }
    graph.reportOnce(stale("recurring"))  // still remembered: the 1,024th distinct one
    #expect(captured.diagnostics.filter { $0.message == "recurring" }.count == 1)
    graph.report(stale("one more"))  // pushes "recurring" out of the remembered keys
    graph.reportOnce(stale("recurring"))
    #expect(captured.diagnostics.filter { $0.message == "recurring" }.count == 2)
  }

  @Test func aLineIsOneLineAndBounded() {
    let multiline = Diagnostic(kind: .hostedComponentFailure, message: "component 'x\ny'\tfailed\r")
    #expect(multiline.line == "[hostedComponentFailure] component 'x y' failed ")
    let huge = Diagnostic(kind: .duplicateID, message: String(repeating: "é", count: 5_000))
    #expect(huge.line.count == Diagnostic.maxLineLength)
    #expect(huge.line.hasSuffix("é…"))
    #expect(!huge.line.contains("\n"))
  }

  @Test func byDefaultEachDistinctDiagnosticIsOneLineOnStandardErrorInEveryBuild() throws {
    let graph = UpdateGraph(loop: VirtualLoop())
    let marker = "DiagnosticLogTests-\(UInt64.random(in: 0...UInt64.max))"
    let output = try capturingStandardError {
      graph.report(stale("\(marker) first\nsecond line"))
      graph.report(stale("\(marker) first\nsecond line"))
      graph.reportOnce(Diagnostic(kind: .updateCycle, message: "\(marker) cut"))
    }
    let ours = output.split(separator: "\n").filter { $0.contains(marker) }
    #expect(
      ours == [
        "graft: [staleEmbed] \(marker) first second line",
        "graft: [updateCycle] \(marker) cut",
      ])
  }

  @Test func feedbackLogKeepsTheLatestEventsAndThePlayerHearsEveryOne() {
    let loop = VirtualLoop()
    let log = FeedbackLog(loop: loop, capacity: 3)
    var played: [String] = []
    log.player = { played.append($0.source) }
    for index in 0..<5 { log.record(.selection, source: "view \(index)") }
    #expect(log.events.map(\.source) == ["view 2", "view 3", "view 4"])
    #expect(log.droppedCount == 2)
    #expect(played == ["view 0", "view 1", "view 2", "view 3", "view 4"])
  }
}
