import Foundation
import GraftTesting
import Testing

/// `graft-samples --previews DIR`, run as a user runs it: the pinned file names, pictures that
/// are valid XML showing the previews' texts, byte-identical output twice, and a gallery a real
/// headless Chromium loads and draws.
@Suite(.serialized) struct PreviewGalleryTests {
  private func executable() throws -> URL {
    let candidates = [
      Bundle.main.executableURL?.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../.build/debug"),
    ]
    return try #require(
      candidates.compactMap { $0?.appendingPathComponent("graft-samples") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) },
      "graft-samples not built next to the tests")
  }

  /// Runs `graft-samples --previews` into a fresh temporary directory; returns it.
  private func writeGallery() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "graft-previews-\(UUID().uuidString)")
    let process = Process()
    process.executableURL = try executable()
    process.arguments = ["--previews", directory.path]
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "graft-samples --previews failed: \(message)")
    return directory
  }

  private func contents(_ directory: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
    }
    return files
  }

  @Test func thePreviewsAreWrittenUnderThePinnedNamesAsValidSVGShowingTheirTexts() throws {
    let directory = try writeGallery()
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = try contents(directory)
    let index = String(decoding: try #require(files["index.html"]), as: UTF8.self)
    for name in [
      "MessageList_Previews-empty", "MessageList_Previews-one-message", "MessageList_Previews-fixture",
    ] {
      let svg = String(decoding: try #require(files["\(name).svg"], "no \(name).svg"), as: UTF8.self)
      _ = try SVGDocument(svg)
      #expect(index.contains("src=\"\(name).svg\""))
    }
    let fixture = try SVGDocument(String(decoding: files["MessageList_Previews-fixture.svg"]!, as: UTF8.self))
    for text in ["Welcome on Swift", "Smart views own state", "Dumb views render it", "2024-05-01 09:35"] {
      #expect(fixture.texts.contains { $0.contains(text) }, "\(text) not in \(fixture.texts)")
    }
    let one = try SVGDocument(String(decoding: files["MessageList_Previews-one-message.svg"]!, as: UTF8.self))
    #expect(!one.texts.contains { $0.contains("Dumb views") })
    // Each sample variant before and after its script: the correct embed counts three clicks
    // after, the stale one still shows 0. Every picture is valid XML and linked from the index.
    let correctAfter = try SVGDocument(
      String(decoding: try #require(files["embedding-correct---Binding-after.svg"]), as: UTF8.self))
    #expect(correctAfter.texts.contains("3 clicks"))
    let staleAfter = try SVGDocument(
      String(decoding: try #require(files["embedding-incorrect--empty-update-hook-after.svg"]), as: UTF8.self)
    )
    #expect(staleAfter.texts.contains("0 clicks"))
    for (name, data) in files where name.hasSuffix(".svg") {
      _ = try SVGDocument(String(decoding: data, as: UTF8.self))
      #expect(index.contains("src=\"\(name)\""), "\(name) is not in the gallery")
    }
    #expect(
      files.keys.filter { $0.hasSuffix("-before.svg") }.count
        == files.keys.filter { $0.hasSuffix("-after.svg") }.count)
  }

  /// The picture README.md shows is the one the gallery writes today (docs stay true).
  @Test func theREADMEPictureIsCurrent() throws {
    let directory = try writeGallery()
    defer { try? FileManager.default.removeItem(at: directory) }
    let name = "MessageList_Previews-fixture.svg"
    let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../docs/previews/\(name)")
    #expect(
      try Data(contentsOf: committed) == Data(contentsOf: directory.appendingPathComponent(name)),
      "docs/previews/\(name) is stale: regenerate it as README.md says")
  }

  @Test func aMissingOrUnwritableDirectoryIsAClearErrorNotACrash() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "graft-previews-file-\(UUID().uuidString)")
    try Data("not a directory".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    for arguments in [["--previews"], ["--previews", file.path]] {
      let process = Process()
      process.executableURL = try executable()
      process.arguments = arguments
      process.standardOutput = FileHandle.nullDevice
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 2)
      #expect(message.contains("--previews"))
      if arguments.count == 2 { #expect(message.contains(file.path)) }
    }
  }

  @Test func theGalleryIsByteIdenticalEveryTime() throws {
    let first = try writeGallery()
    let second = try writeGallery()
    defer {
      try? FileManager.default.removeItem(at: first)
      try? FileManager.default.removeItem(at: second)
    }
    let files = try contents(first)
    #expect(files.count > 4)
    #expect(try contents(second) == files)
  }

  @Test func aHeadlessChromiumLoadsEveryPictureAndDrawsTheGallery() throws {
    let directory = try writeGallery()
    defer { try? FileManager.default.removeItem(at: directory) }
    // Every picture the gallery links loads as an image with a size (a broken SVG would not).
    let pictures = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
      $0.hasSuffix(".svg")
    }
    .sorted()
    let check = """
      <!DOCTYPE html><html><body><p id="result">pending</p>
      \(pictures.map { "<img src=\"\($0)\">" }.joined())
      <script>
      window.addEventListener('load', () => {
        const images = [...document.images];
        const drawn = images.filter(i => i.complete && i.naturalWidth > 0 && i.naturalHeight > 0);
        document.getElementById('result').textContent = 'loaded ' + drawn.length + ' of ' + images.length;
      });
      </script></body></html>
      """
    let checkPage = directory.appendingPathComponent("check.html")
    try Data(check.utf8).write(to: checkPage)
    let dom = try Chromium.dumpDOM(
      of: checkPage.absoluteString, extraArguments: ["--virtual-time-budget=5000"])
    #expect(dom.contains("loaded \(pictures.count) of \(pictures.count)"), "\(dom.prefix(300))")

    // The gallery's screenshot is not a blank page's: same window, same browser.
    let gallery = try Chromium.screenshot(
      of: directory.appendingPathComponent("index.html").absoluteString, width: 1000, height: 1400)
    let blankPage = directory.appendingPathComponent("blank.html")
    try Data("<!DOCTYPE html><html><body style=\"background: #f2f2f7\"></body></html>".utf8).write(
      to: blankPage)
    let blank = try Chromium.screenshot(of: blankPage.absoluteString, width: 1000, height: 1400)
    #expect(gallery.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(gallery != blank)
    // A flat page compresses to almost nothing; drawn text and pictures do not.
    #expect(gallery.count > blank.count * 4, "gallery \(gallery.count) bytes, blank \(blank.count)")
  }
}
