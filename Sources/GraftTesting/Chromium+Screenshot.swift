import Foundation

extension Chromium {
  /// Loads `url` headless in a `width`×`height` window and returns the PNG screenshot of it
  /// (`--screenshot`), written to a temporary file that is removed afterwards. Killed after
  /// `timeout`. Blocks the calling thread. Throws ``Failure`` if no screenshot was written.
  public static func screenshot(
    of url: String, width: Int, height: Int, timeout: Duration = .seconds(60)
  ) throws -> Data {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "graft-screenshot-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: file) }
    _ = try run(
      ["--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(file.path)", url],
      timeout: timeout)
    guard let data = try? Data(contentsOf: file), !data.isEmpty else {
      throw Failure(description: "chromium wrote no screenshot of \(url)")
    }
    return data
  }
}
