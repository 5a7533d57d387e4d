import GraftCore
import GraftSeam

/// What a remote child receives from its host: binding values, environment strings and the
/// proposed size — each a tracked source, so views that read them re-render when the host
/// sends a new value.
///
/// A binding's writes apply locally at once and go to the host as `write` messages; the host's
/// answer (its binding's value) arrives as a `value` message and wins. Loop thread only.
@MainActor
public final class RemoteValues {
  private var values: [String: StateCell<RemoteValue?>] = [:]
  private var environment: [String: StateCell<String?>] = [:]
  private let size = StateCell<RemoteSize?>(nil)
  let sendWrite: @MainActor (String, RemoteValue) -> Void

  package init(sendWrite: @escaping @MainActor (String, RemoteValue) -> Void) {
    self.sendWrite = sendWrite
  }

  /// The size the host proposed last, if any (a negative axis is unconstrained).
  public var proposedSize: RemoteSize? { size.value }

  /// The environment value the host sent under `key`, if any.
  public func environment(_ key: String) -> String? { environmentCell(key).value }

  /// The host's `Int` binding `name` (`fallback` until the host sent a value).
  public func int(_ name: String, default fallback: Int = 0) -> Binding<Int> {
    binding(name, fallback) {
      if case .int(let value) = $0 { Int(exactly: value) } else { nil }
    } wrap: {
      .int(Int64($0))
    }
  }

  /// The host's `String` binding `name`.
  public func string(_ name: String, default fallback: String = "") -> Binding<String> {
    binding(name, fallback) {
      if case .string(let value) = $0 { value } else { nil }
    } wrap: {
      .string($0)
    }
  }

  /// The host's `Bool` binding `name`.
  public func bool(_ name: String, default fallback: Bool = false) -> Binding<Bool> {
    binding(name, fallback) {
      if case .bool(let value) = $0 { value } else { nil }
    } wrap: {
      .bool($0)
    }
  }

  /// The host's `Double` binding `name`.
  public func double(_ name: String, default fallback: Double = 0) -> Binding<Double> {
    binding(name, fallback) {
      if case .double(let value) = $0 { value } else { nil }
    } wrap: {
      .double($0)
    }
  }

  private func binding<Value>(
    _ name: String, _ fallback: Value, unwrap: @escaping (RemoteValue) -> Value?,
    wrap: @escaping (Value) -> RemoteValue
  ) -> Binding<Value> {
    let cell = valueCell(name)
    return Binding(
      source: cell,
      get: { cell.value.flatMap(unwrap) ?? fallback },
      set: { [weak self] newValue in
        let wrapped = wrap(newValue)
        guard cell.untrackedValue != wrapped else { return }
        cell.write(wrapped)
        self?.sendWrite(name, wrapped)
      })
  }

  private func valueCell(_ name: String) -> StateCell<RemoteValue?> {
    if let cell = values[name] { return cell }
    let cell = StateCell<RemoteValue?>(nil)
    values[name] = cell
    return cell
  }

  private func environmentCell(_ key: String) -> StateCell<String?> {
    if let cell = environment[key] { return cell }
    let cell = StateCell<String?>(nil)
    environment[key] = cell
    return cell
  }

  package func receive(_ message: RemoteHostMessage) {
    switch message {
    case .value(let name, let value): valueCell(name).write(value)
    case .environment(let key, let value): environmentCell(key).write(value)
    case .size(let width, let height): size.write(RemoteSize(width: width, height: height))
    default: break
    }
  }
}

/// A size the host proposed; a negative axis is unconstrained.
public struct RemoteSize: Equatable, Sendable {
  public let width: Double
  public let height: Double
}
