import GraftCore

extension NodeProperties {
  /// Sets the text style `environment` holds — font, foreground, emphasis, weight — on
  /// properties just made (nothing boxed yet), each only when there is one: setting `nil` or an
  /// empty emphasis would change nothing, and a setter not called keeps its code off a node
  /// refresh's path (issue 15, round 37: a one-row tap 522 → 506 lines of code, with the same
  /// rule in `Button`). Shared by `Text` and `Label`, whose `nodeProperties(in:)` run on every
  /// refresh of their nodes; always inlined there.
  @MainActor @inline(__always)
  mutating func setTextStyle(from environment: EnvironmentValues) {
    if let font = environment.font { self.font = font }
    if let foreground = environment.foregroundStyle { self.foreground = foreground }
    let emphasis = environment.textEmphasis
    if !emphasis.isEmpty { self.emphasis = emphasis }
    if let weight = environment.fontWeight { self.weight = weight }
  }
}
