import Foundation

/// `graft-samples --tui NAME` (or another program built next to the tests, such as
/// `graft-todo`) running in a detached tmux window of its own (a private tmux server per
/// instance, no user config), for end-to-end tests: send keys, capture the pane, resize, read
/// the exit status and the terminal settings (`stty -g`) from before and after.
///
/// Every wait is bounded (``timeout``); ``close()`` kills the tmux server.
final class TmuxPane {
  let socket: String
  let directory: URL
  /// How long a wait may take. A wait ends as soon as its condition holds; the bound matters
  /// only when the program is slow to draw: a sanitizer build on a loaded 2-core machine once
  /// took longer than 15 s to start and draw (a spurious failure), so 45 s.
  let timeout: TimeInterval = 45

  /// The `tmux` executable, if installed (`make test` installs it).
  static var tmux: String? {
    ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// The `graft-samples` binary built next to the tests.
  static var binary: URL? { binary(named: "graft-samples") }

  /// The executable `name` built next to the tests.
  static func binary(named name: String) -> URL? {
    let candidates = [
      Bundle.main.executableURL?.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../.build/debug"),
    ]
    return candidates.compactMap { $0?.appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Starts `graft-samples --tui sample` in a `width`×`height` window.
  convenience init(sample: String, width: Int, height: Int) throws {
    try self.init(program: "graft-samples", arguments: ["--tui", sample], width: width, height: height)
  }

  /// Starts `program` (built next to the tests) with `arguments` (plain words: no quoting is
  /// done) in a `width`×`height` window.
  init(program: String, arguments: [String], width: Int, height: Int) throws {
    guard let binary = Self.binary(named: program) else {
      throw Failure("\(program) is not built next to the tests")
    }
    socket = "graft-tui-\(getpid())-\(UUID().uuidString.prefix(8))"
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let d = directory.path
    // The wrapper records the settings before and after, the program's pid and its status
    // (last, so the settings are there once the status is), then keeps the window open so the
    // pane can still be captured.
    let script =
      "stty -g > \(d)/before; sh -c 'echo $$ > \(d)/pid; exec \"$0\" \"$@\"' \(binary.path) "
      + arguments.joined(separator: " ")
      + " 2> \(d)/err; s=$?; stty -g > \(d)/after; echo $s > \(d)/status; sleep 60"
    // The server this starts inherits the client's stdout: give it no pipe to hold open.
    try tmux(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", script], capturing: false)
  }

  /// Kills the tmux server (and the program, if it still runs) and removes the files.
  func close() {
    _ = try? tmux(["kill-server"], capturing: false)
    try? FileManager.default.removeItem(at: directory)
  }

  /// The pane's lines as shown.
  func capture() throws -> [String] {
    var lines = try tmux(["capture-pane", "-p", "-t", "0"]).components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }  // The output's final newline.
    return lines
  }

  /// Sends tmux key names (`Tab`, `Enter`, `BTab`, `q`…) one at a time, as separate reads.
  func send(_ keys: String...) throws {
    for key in keys {
      try tmux(["send-keys", "-t", "0", key])
      usleep(60_000)
    }
  }

  /// Types `text` literally (no key names), as one read.
  func type(_ text: String) throws {
    try tmux(["send-keys", "-t", "0", "-l", text])
    usleep(60_000)
  }

  func resize(width: Int, height: Int) throws {
    try tmux(["resize-window", "-t", "0", "-x", "\(width)", "-y", "\(height)"])
  }

  /// Polls the pane until `condition` holds; returns the lines, or throws after ``timeout``
  /// with the last capture.
  @discardableResult
  func waitFor(_ what: String, _ condition: ([String]) -> Bool) throws -> [String] {
    let deadline = Date().addingTimeInterval(timeout)
    var lines: [String] = []
    while Date() < deadline {
      lines = try capture()
      if condition(lines) { return lines }
      usleep(100_000)
    }
    throw Failure("timed out waiting for \(what); the pane shows:\n\(lines.joined(separator: "\n"))")
  }

  @discardableResult
  func waitFor(text: String) throws -> [String] {
    try waitFor("\"\(text)\"") { $0.contains { $0.contains(text) } }
  }

  /// The program's exit status, once it exited (bounded wait).
  func exitStatus() throws -> Int32 {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if let text = file("status"), let status = Int32(text) { return status }
      usleep(100_000)
    }
    throw Failure("the program did not exit; stderr: \(file("err") ?? "")")
  }

  /// The pid of `graft-samples` (bounded wait).
  func pid() throws -> pid_t {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if let text = file("pid"), let pid = pid_t(text) { return pid }
      usleep(50_000)
    }
    throw Failure("the program did not start")
  }

  /// A file the wrapper wrote, trimmed.
  func file(_ name: String) -> String? {
    (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @discardableResult
  private func tmux(_ arguments: [String], capturing: Bool = true) throws -> String {
    guard let tmux = Self.tmux else { throw Failure("tmux is not installed (make test installs it)") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tmux)
    process.arguments = ["-L", socket, "-f", "/dev/null"] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = environment["TERM"].flatMap { $0 == "dumb" ? nil : $0 } ?? "xterm-256color"
    environment["TMUX"] = nil
    process.environment = environment
    process.standardError = FileHandle.nullDevice
    guard capturing else {
      // Foundation's Process waits on descriptors the daemonized server inherits; spawn and
      // reap the client directly instead (it exits once the server runs).
      try Self.spawnAndWait(tmux, ["tmux", "-L", socket, "-f", "/dev/null"] + arguments, environment)
      return ""
    }
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  private static func spawnAndWait(_ path: String, _ arguments: [String], _ environment: [String: String])
    throws
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for fd: Int32 in [0, 1, 2] { posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_RDWR, 0) }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    // The test runner's threads block signals, and a blocked mask is inherited: the tmux server
    // and its panes must get a clean one, or kill-server's SIGHUP never ends them.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard result == 0 else { throw Failure("cannot start tmux: errno \(result)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
