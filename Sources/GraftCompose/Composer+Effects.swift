// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Composables are named like types (`Text`, `Counter`), as Jetpack Compose names them.
import GraftCore

/// Side effects, run on the loop after the pass that composed them commits.
extension Composer {
  /// Runs `effect` after the first composition and again whenever `key` changes; the
  /// returned `onDispose` runs before the next run and when the call leaves the composition —
  /// Compose's `DisposableEffect`.
  public func DisposableEffect<Key: Equatable>(
    _ key: Key, fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
    _ effect: @escaping () -> (() -> Void)
  ) {
    // An effect keyed by another type at this site is another effect: the old group is
    // replaced, and its effect disposed as it leaves.
    let (group, _) = startGroup(
      CallSite(fileID: fileID, line: line, column: column), holding: ObjectIdentifier(Key.self))
    let state = remember { EffectState<Key>() }
    if state.key != key || !state.hasRun {
      state.key = key
      state.hasRun = true
      let graph = self.graph
      graph.enqueueEffect {
        state.dispose?()
        state.dispose = effect()
      }
      if group.onLeave.isEmpty {
        group.onLeave.append { graph.enqueueEffect { state.dispose?() } }
      }
    }
    endGroup()
  }

  /// Starts `task` on the main actor after the first composition, restarting it (cancelling
  /// the previous run) whenever `key` changes, and cancelling it when the call leaves the
  /// composition — Compose's `LaunchedEffect`.
  public func LaunchedEffect<Key: Equatable>(
    _ key: Key, fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
    _ task: @escaping @MainActor @Sendable () async -> Void
  ) {
    DisposableEffect(key, fileID: fileID, line: line, column: column) {
      let running = Task { @MainActor in await task() }
      return { running.cancel() }
    }
  }

  /// Runs `effect` after every composition of this call commits — Compose's `SideEffect`.
  public func SideEffect(_ effect: @escaping () -> Void) {
    graph.enqueueEffect(effect)
  }
}

/// What a `DisposableEffect` call remembers.
@MainActor
final class EffectState<Key> {
  var key: Key?
  var hasRun = false
  var dispose: (() -> Void)?
}
