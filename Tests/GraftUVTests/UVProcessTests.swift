import Foundation
import GraftUV
import Testing

/// Child processes on the real loop: pipes, exit status, signals, termination, shutdown.
@MainActor
@Suite(.serialized) struct UVProcessTests {
  /// Spawns `sh -c script`, runs the loop until it exits (bounded), returns how it ended.
  private func run(_ script: String, input: [UInt8] = [], closeInput: Bool = true) throws -> (
    UVProcess.Termination?, [UInt8]
  ) {
    let loop = try UVEventLoop()
    let process = try UVProcess(loop: loop, executable: "/bin/sh", arguments: ["-c", script])
    var output: [UInt8] = []
    var ending: UVProcess.Termination?
    process.onOutput = { output += $0 }
    process.onExit = { ending = $0 }
    process.write(input)
    if closeInput { process.closeInput() }
    loop.run(until: { ending != nil }, timeout: .seconds(20))
    #expect(loop.shutdown() == 0)
    return (ending, output)
  }

  @Test func stdinAndStdoutArePipesAndTheChildExitsAtEndOfInput() throws {
    let (ending, output) = try run("cat", input: Array("hello child".utf8))
    #expect(ending == UVProcess.Termination(status: 0, signal: 0))
    #expect(String(decoding: output, as: UTF8.self) == "hello child")
  }

  @Test func exitStatusAndSignalAreReportedByName() throws {
    let (exited, _) = try run("exit 3")
    #expect(exited?.description == "exited with status 3")
    let (killed, _) = try run("kill -KILL $$")
    #expect(killed?.description == "killed by SIGKILL")
    let (segfaulted, _) = try run("kill -SEGV $$")
    #expect(segfaulted?.description == "killed by SIGSEGV")
  }

  @Test func terminateEscalatesToSIGKILLAfterTheGrace() throws {
    let loop = try UVEventLoop()
    let process = try UVProcess(
      loop: loop, executable: "/bin/sh",
      arguments: ["-c", "trap '' TERM; echo ready; while :; do sleep 1; done"])
    var ready = false
    var ending: UVProcess.Termination?
    process.onOutput = { _ in ready = true }
    process.onExit = { ending = $0 }
    #expect(loop.run(until: { ready }, timeout: .seconds(20)))
    process.terminate(grace: .milliseconds(100))
    #expect(loop.run(until: { ending != nil }, timeout: .seconds(20)))
    #expect(ending?.signal == SIGKILL)
    #expect(loop.shutdown() == 0)
  }

  @Test func aMissingExecutableIsATypedError() throws {
    let loop = try UVEventLoop()
    #expect(throws: UVError.self) { try UVProcess(loop: loop, executable: "/nonexistent/child") }
    do {
      _ = try UVProcess(loop: loop, executable: "/nonexistent/child")
    } catch {
      #expect(error.operation == "uv_spawn")
    }
    #expect(loop.shutdown() == 0)
  }

  @Test func shutdownKillsAndReapsARunningChild() throws {
    let loop = try UVEventLoop()
    let process = try UVProcess(loop: loop, executable: "/bin/sh", arguments: ["-c", "sleep 30"])
    let pid = process.pid
    #expect(kill(pid, 0) == 0)
    #expect(loop.shutdown() == 0)
    #expect(kill(pid, 0) != 0)  // Killed and reaped: not even a zombie is left.
    #expect(!process.isRunning)
  }
}
