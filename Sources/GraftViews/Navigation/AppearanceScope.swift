import GraftCore

/// Whether the views under one navigation level are on screen: a level covered by a pushed
/// one is mounted (its views keep their `@State`) but not visible, so its `.onAppear`,
/// `.onDisappear` and `.task` behave as SwiftUI's do when a view is covered and uncovered —
/// disappear (the task cancelled) on a push above it, appear again (the task restarted) when
/// the level above is popped.
///
/// Scopes nest: a level of a stack that sits inside a covered level of an outer stack is not
/// visible either. Each `NavigationStack` level owns one scope (kept in its `NavigationStore`),
/// passed to its content through the environment; lifecycle elements under it register with
/// the nearest scope.
///
/// Loop thread only. ``setActive(_:)`` runs during a pass; it only tells the registered
/// elements, which enqueue their appear/disappear work as effects (after the pass commits).
@MainActor
final class AppearanceScope {
  /// The enclosing level's scope (nil at the outermost stack).
  private(set) weak var parent: AppearanceScope?
  /// Whether this level is the top of its stack.
  private(set) var isActive = true
  /// Lifecycle elements directly under this scope, and the scopes of stacks nested in it.
  private var members: [ObjectIdentifier: Member] = [:]

  /// Visible: this level is on top, and so is every enclosing level.
  var isVisible: Bool { isActive && (parent?.isVisible ?? true) }

  /// Moves this scope under `parent` (the scope in the environment of the stack that owns it).
  /// Idempotent; called each time the stack's body runs.
  func attach(to parent: AppearanceScope?) {
    guard parent !== self.parent else { return }
    self.parent?.members[ObjectIdentifier(self)] = nil
    self.parent = parent
    parent?.members[ObjectIdentifier(self)] = Member(scope: self)
  }

  /// Marks the level as on top of its stack (or covered), telling every member whose
  /// visibility changed with it.
  func setActive(_ active: Bool) {
    guard active != isActive else { return }
    let wasVisible = isVisible
    isActive = active
    if isVisible != wasVisible { visibilityChanged() }
  }

  /// Registers `element` to hear about visibility changes, until it ``resign(_:)``s.
  func enroll(_ element: any AppearanceObserver) {
    members[ObjectIdentifier(element)] = Member(observer: element)
  }

  /// Stops telling `element`.
  func resign(_ element: any AppearanceObserver) { members[ObjectIdentifier(element)] = nil }

  /// This scope's visibility flipped (its own activity or an enclosing level's).
  private func visibilityChanged() {
    for member in members.values {
      if let observer = member.observer {
        observer.appearanceScopeChanged()
      } else if let scope = member.scope, scope.isActive {
        scope.visibilityChanged()
      }
    }
  }

  /// A registered element or nested scope, held weakly.
  private struct Member {
    weak var observer: (any AppearanceObserver)?
    weak var scope: AppearanceScope?
    init(observer: any AppearanceObserver) { self.observer = observer }
    init(scope: AppearanceScope) { self.scope = scope }
  }
}

/// An element with appear/disappear work that follows an ``AppearanceScope``.
@MainActor
protocol AppearanceObserver: AnyObject {
  /// The visibility of the scope it enrolled in changed (during a pass): enqueue, don't run.
  func appearanceScopeChanged()
}

private struct AppearanceScopeKey: EnvironmentKey {
  static var defaultValue: AppearanceScope? { nil }
}

extension EnvironmentValues {
  /// The navigation level the views are in (nil outside any `NavigationStack`: always visible).
  var appearanceScope: AppearanceScope? {
    get { self[AppearanceScopeKey.self] }
    set { self[AppearanceScopeKey.self] = newValue }
  }
}
