import GraftApp
import GraftSamples

/// The todo sample as an app: `swift run graft-todo` prints its first screen,
/// `swift run graft-todo --serve 8080` serves it as a live page.
@main
struct TodoMain: App {
  var body: some Scene {
    WindowGroup("Todos") { TodoApp() }
  }
}
