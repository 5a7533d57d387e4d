import GraftSeam

/// A host binding handed to a remote component under a name: the child receives its value
/// (at start, after every restart, and whenever it changes) and may write it back.
///
/// `.int($model.count)`, `.string($name)`, `.bool($flag)`, `.double($level)`. A write from the
/// child of another type than the binding's is a protocol violation. Loop thread only.
@MainActor
public struct RemoteBinding {
  let read: @MainActor () -> RemoteValue
  /// Writes a value from the child; false when its type does not fit the binding.
  let write: @MainActor (RemoteValue) -> Bool
  /// The type the binding carries, for messages.
  let typeName: String

  public static func int(_ binding: Binding<Int>) -> RemoteBinding {
    RemoteBinding(
      read: { .int(Int64(binding.wrappedValue)) },
      write: {
        guard case .int(let value) = $0, let fitting = Int(exactly: value) else { return false }
        binding.wrappedValue = fitting
        return true
      }, typeName: "int")
  }

  public static func string(_ binding: Binding<String>) -> RemoteBinding {
    RemoteBinding(
      read: { .string(binding.wrappedValue) },
      write: {
        guard case .string(let value) = $0 else { return false }
        binding.wrappedValue = value
        return true
      }, typeName: "string")
  }

  public static func bool(_ binding: Binding<Bool>) -> RemoteBinding {
    RemoteBinding(
      read: { .bool(binding.wrappedValue) },
      write: {
        guard case .bool(let value) = $0 else { return false }
        binding.wrappedValue = value
        return true
      }, typeName: "bool")
  }

  public static func double(_ binding: Binding<Double>) -> RemoteBinding {
    RemoteBinding(
      read: { .double(binding.wrappedValue) },
      write: {
        guard case .double(let value) = $0 else { return false }
        binding.wrappedValue = value
        return true
      }, typeName: "double")
  }
}
