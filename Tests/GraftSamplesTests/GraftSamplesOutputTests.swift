import Foundation
import Graft
import GraftSamples
import GraftTesting
import Testing

@MainActor
@Suite struct GraftSamplesOutputTests {
  private func run(_ sample: Sample) throws -> SampleRun {
    try SampleRun.run(sample) { TestHostDriver(rootView: $0) }
  }

  @Test func theScriptedRunShowsTheIncorrectEmbedStaleAndNamedNextToTheCorrectOnes() throws {
    let run = try run(SampleCatalog.embedding)
    #expect(run.variants.map { $0.textsAfter.last } == ["0 clicks", "3 clicks", "3 clicks"])
    #expect(run.variants.map { $0.before.contains("Text \"0 clicks\"") } == [true, true, true])
    #expect(run.variants.map(\.diagnostics.count) == [1, 0, 0])
    let report = SampleReport.format(run)
    // Incorrect and correct side by side: one line shows both counts.
    #expect(
      report.split(separator: "\n").contains {
        $0.contains("Text \"0 clicks\"") && $0.contains("Text \"3 clicks\"")
      })
    #expect(report.contains("IncorrectStatelessBottomViewRepresentable"))
    #expect(report.contains("[staleEmbed]"))
  }

  @Test func everySampleRunsItsScriptAndReportsEachVariant() throws {
    // `remote` runs a real child process, which TestHost's virtual loop cannot host: it is
    // skipped here and run on libuv (theExecutableRunsEverySampleOnLibuv, GraftRemoteTests).
    for sample in SampleCatalog.all where !sample.needsLibuvLoop {
      let run = try run(sample)
      let report = SampleReport.format(run)
      #expect(report.contains(sample.title))
      for (index, variant) in run.variants.enumerated() {
        #expect(report.contains(variant.variant.label))
        // Every variant follows the script — except the stale embed, which must not.
        let isStaleEmbed = sample.name == SampleCatalog.embedding.name && index == 0
        #expect(
          (variant.before == variant.after) == isStaleEmbed, "\(sample.name): \(variant.variant.label)")
      }
      #expect(report.split(separator: "\n").allSatisfy { $0.count <= SampleReport.maxWidth })
    }
  }

  @Test func theFeedbackAndReposReportsShowWhatTheViewsShowed() throws {
    let feedback = try run(SampleCatalog.feedback)
    #expect(feedback.variants.map(\.feedbackEvents.count) == [1, 2, 2])
    let repos = try run(SampleCatalog.repos)
    #expect(repos.variants[0].textsAfter.contains("apple/swift-nio"))
    #expect(repos.variants[1].textsAfter == ["Error: Search for \"nio\" failed: network offline"])
    let messages = try run(SampleCatalog.messages)
    #expect(messages.variants.map(\.after).allSatisfy { $0.contains("Smart views own state (edited)") })
    #expect(messages.variants.allSatisfy { !$0.textsAfter.contains("Welcome on Swift Unwrap") })
  }

  // MARK: the executable, on libuv

  private func executable() -> URL? {
    let candidates = [
      Bundle.main.executableURL?.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../.build/debug"),
    ]
    return candidates.compactMap { $0?.appendingPathComponent("graft-samples") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  private func launch(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
    let binary = try #require(executable(), "graft-samples not built next to the tests")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outData, as: UTF8.self),
      String(decoding: errData, as: UTF8.self)
    )
  }

  @Test func theExecutableRunsEverySampleOnLibuv() throws {
    let result = try launch([])
    #expect(result.status == 0)
    for sample in SampleCatalog.all { #expect(result.out.contains(sample.title)) }
    let lines = result.out.split(separator: "\n")
    #expect(lines.contains { $0.contains("Text \"0 clicks\"") && $0.contains("Text \"3 clicks\"") })
    #expect(result.out.contains("[staleEmbed] IncorrectStatelessBottomViewRepresentable"))
    #expect(result.out.contains("apple/swift-nio"))
    #expect(result.out.contains("Error: Search for \\\"nio\\\" failed"))
    #expect(result.out.components(separatedBy: "warning ← ").count - 1 == 1 + 2 + 2)
    #expect(lines.contains { $0.contains("Text \"remote 3\"") })
    // The diagnosed row names the child's death (wrapped across lines of the column).
    let words = result.out.split(whereSeparator: { $0.isWhitespace || $0 == "│" }).joined(separator: " ")
    #expect(words.contains("'graft-remote-counter': the child was killed by SIGKILL;"))
  }

  @Test func theExecutableListsRunsOneAndRejectsUnknownNames() throws {
    let list = try launch(["--list"])
    #expect(list.status == 0)
    #expect(
      list.out.split(separator: "\n").map { String($0.prefix { $0 != " " }) } == SampleCatalog.all.map(\.name)
    )
    let one = try launch(["feedback"])
    #expect(one.status == 0)
    #expect(one.out.contains(SampleCatalog.feedback.title))
    #expect(!one.out.contains(SampleCatalog.embedding.title))
    let help = try launch(["--help"])
    #expect(help.status == 0 && help.out.contains("usage: graft-samples"))
    let unknown = try launch(["nope"])
    #expect(unknown.status == 2)
    #expect(unknown.out.isEmpty)
    #expect(unknown.err.contains("no sample named \"nope\""))
    for sample in SampleCatalog.all { #expect(unknown.err.contains(sample.name)) }
  }

  @Test func theExecutableWritesABoundaryTraceOfTheEmbeddingSample() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("graft-trace-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try launch(["--trace", file.path, "embedding"])
    #expect(result.status == 0, "\(result.err)")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
    let events = try #require(object?["traceEvents"] as? [[String: Any]])
    func arguments(_ event: [String: Any]) -> [String: Any] { event["args"] as? [String: Any] ?? [:] }
    let tracks = events.filter { $0["name"] as? String == "thread_name" }.compactMap {
      arguments($0)["name"] as? String
    }
    #expect(tracks.contains("HostingController<BottomView>"))
    let renders = events.filter { $0["cat"] as? String == "render" }
    #expect(!renders.isEmpty)
    #expect(renders.allSatisfy { arguments($0)["cause"] is String })
    let diagnostics = events.filter { $0["cat"] as? String == "diagnostic" }
    #expect(diagnostics.map { arguments($0)["kind"] as? String } == ["staleEmbed"])
    // The correct variant's hosted root re-rendered because of a write that crossed into it.
    #expect(
      renders.contains {
        ($0["name"] as? String) == "render HostingController<BottomView>"
          && (arguments($0)["cause"] as? String)?.contains("@State clickCount of CorrectRepresentableExample")
            == true
      })
    let summary = try launch(["--trace-summary", "embedding"])
    #expect(summary.status == 0)
    #expect(summary.out.contains("HostingController<BottomView>: 4 renders"))
    let bad = try launch(["--trace", "/nonexistent-dir/x.json", "embedding"])
    #expect(bad.status == 2)
    #expect(bad.err.contains("cannot write the trace to /nonexistent-dir/x.json"))
  }
}
