import Foundation
import Graft
import GraftSVG
import GraftSamples

/// `graft-samples --previews DIR`: draws every preview of the samples' `PreviewProvider`s, and
/// each sample variant before and after its scripted run, as SVG pictures in DIR, with an
/// `index.html` gallery linking them. Deterministic: each view is mounted on a virtual loop and
/// laid out in monospace cells (a picture matches the terminal), so the same code writes the
/// same bytes. Files: `<PreviewProviderName>-<preview name>.svg` (every character but ASCII
/// letters, digits and `_` becomes `-`; a name taken twice gets `-2`, `-3`…) and
/// `<sample>-<variant label>-before.svg` / `-after.svg`.
@MainActor
struct PreviewGallery {
  /// One picture in the gallery.
  struct Picture {
    let file: String
    let caption: String
  }

  /// The preview providers drawn, by type name.
  static let providers: [(name: String, previews: @MainActor () -> [Preview])] = [
    ("\(MessageList_Previews.self)", { MessageList_Previews.previews })
  ]
  /// The cells a preview is laid out in (then cropped to what it shows).
  static let previewViewport = CGSize(width: 56, height: 14)
  /// The cells a sample's screen is laid out in (then cropped to what it shows).
  static let sampleViewport = CGSize(width: 64, height: 20)

  let directory: URL
  private var taken: Set<String> = []
  private var html: [String] = []

  init(directory: URL) { self.directory = directory }

  /// `name` as a file name: ASCII letters, digits and `_` kept, everything else `-`.
  static func fileName(_ name: String) -> String {
    String(
      name.map { character in
        character.isASCII && (character.isLetter || character.isNumber || character == "_") ? character : "-"
      })
  }

  /// Writes every picture and `index.html`; throws the first error (a view that does not
  /// settle, a file that cannot be written), naming the picture.
  mutating func write(samples: [Sample]) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    html.append(Self.header)
    for provider in Self.providers {
      html.append("<h2>\(escape(provider.name))</h2>\n<div class=\"row\">")
      for preview in provider.previews() {
        let picture = try draw(
          preview.view, named: "\(provider.name)-\(preview.name)", title: "\(provider.name): \(preview.name)",
          viewport: Self.previewViewport)
        html.append(figure(picture, caption: preview.name))
      }
      html.append("</div>")
    }
    for sample in samples { try writeRun(of: sample) }
    html.append("</body>\n</html>\n")
    try Data(html.joined(separator: "\n").utf8).write(to: directory.appendingPathComponent("index.html"))
  }

  private mutating func writeRun(of sample: Sample) throws {
    var drawn: [[String]] = []
    let run = try SampleRun.run(sample) { view in
      drawn.append([])
      let index = drawn.count - 1
      return try LaidOutSampleDriver(rootView: view, viewport: Self.sampleViewport) { graph in
        drawn[index].append((try? Self.svg(graph, title: sample.name)) ?? "")
      }
    }
    html.append(
      "<h2>\(escape(sample.name)) <small>\(escape(sample.seed))</small>: \(escape(sample.title))</h2>")
    html.append("<p>\(escape(sample.summary))</p>")
    html.append(
      "<p class=\"script\">script: \(escape(sample.script.map(\.description).joined(separator: ", ")))</p>")
    for (variant, pictures) in zip(run.variants, drawn) {
      html.append(
        "<h3>\(escape(variant.variant.label)) <small>\(escape(variant.variant.typeName))</small></h3>")
      html.append("<div class=\"row\">")
      for (moment, svg) in [("before", pictures.first), ("after", pictures.last)] {
        guard let svg, !svg.isEmpty else { continue }
        let picture = try save(svg, named: "\(sample.name)-\(variant.variant.label)-\(moment)")
        html.append(figure(picture, caption: moment))
      }
      html.append("</div>")
    }
  }

  /// Mounts `view`, draws it once laid out, and saves the picture.
  private mutating func draw(_ view: AnyView, named name: String, title: String, viewport: CGSize) throws
    -> Picture
  {
    var svg = ""
    var failure: (any Error)?
    let driver = try LaidOutSampleDriver(rootView: view, viewport: viewport) { graph in
      do { svg = try Self.svg(graph, title: title) } catch { failure = error }
    }
    _ = driver.render()
    try driver.close()
    if let failure { throw failure }
    return try save(svg, named: name)
  }

  private static func svg(_ graph: UpdateGraph, title: String) throws -> String {
    try SVGRenderer.render(graph.tree, options: SVGOptions(area: .content(margin: 1), title: title))
  }

  private mutating func save(_ svg: String, named name: String) throws -> Picture {
    let base = Self.fileName(name)
    var file = "\(base).svg"
    var suffix = 2
    while !taken.insert(file).inserted {
      file = "\(base)-\(suffix).svg"
      suffix += 1
    }
    try Data(svg.utf8).write(to: directory.appendingPathComponent(file))
    return Picture(file: file, caption: name)
  }

  private func figure(_ picture: Picture, caption: String) -> String {
    "<figure><a href=\"\(escape(picture.file))\"><img src=\"\(escape(picture.file))\" alt=\"\(escape(picture.caption))\">"
      + "</a><figcaption>\(escape(caption))</figcaption></figure>"
  }

  private func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }

  private static let header = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>Graft previews</title>
    <style>
    body { font-family: system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
    h2 { margin-top: 32px; } small { color: #6e6e73; font-weight: normal; }
    .row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
    figure { margin: 0; background: #fff; border: 1px solid #d1d1d6; border-radius: 6px; padding: 8px; }
    figcaption { font-size: 13px; color: #6e6e73; margin-top: 4px; }
    .script { font-family: monospace; font-size: 13px; }
    </style>
    </head>
    <body>
    <h1>Graft previews</h1>
    <p>Every preview of the samples' PreviewProviders, and each sample before and after its scripted run,
    drawn by GraftSVG from the laid-out node tree (monospace cells, as a terminal shows them).
    Regenerate with <code>swift run graft-samples --previews DIR</code>.</p>
    """
}

/// Runs `--previews DIR`: writes the gallery, prints where, exits 2 on failure.
@MainActor
func writePreviews(to path: String) {
  var gallery = PreviewGallery(directory: URL(fileURLWithPath: path))
  do {
    // The gallery lays samples out on a virtual loop; one that spawns processes can't run there.
    try gallery.write(samples: SampleCatalog.all.filter { !$0.needsLibuvLoop })
  } catch {
    // A file system error reads best as its sentence; a sample's failure names its step.
    let reason = (error as? CocoaError)?.localizedDescription ?? "\(error)"
    fail("graft-samples: --previews cannot write the gallery to \(path): \(reason)")
  }
  print("previews written to \(path)/index.html")
}
