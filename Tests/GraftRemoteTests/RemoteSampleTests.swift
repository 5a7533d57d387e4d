import Graft
import GraftSamples
import Testing

/// The `remote` sample's script on the real loop, with a real child process.
@MainActor
@Suite(.serialized) struct RemoteSampleTests {
  @Test func theSampleEndsAtThreeOnBothSidesAndNamesTheChildsDeath() throws {
    let run = try SampleRun.run(SampleCatalog.remote) { try UVSampleDriver(rootView: $0) }
    let variant = try #require(run.variants.first)
    #expect(variant.textsAfter.contains("host 3"))
    #expect(variant.textsAfter.contains("remote 3"))
    #expect(variant.diagnostics.count == 1)
    #expect(variant.diagnostics.first?.kind == .hostedComponentFailure)
    #expect(variant.diagnostics.first?.message.contains("SIGKILL") == true)
    #expect(SampleReport.format(run).contains("SIGKILL"))
  }
}
