import CGraftABI
import GraftSeam

/// One input of a C component (or of a Graft root created from C): a plain value, or a
/// binding the component reads (tracked) and writes through.
public enum CValue {
  case int64(Int)
  case double(Double)
  case bool(Bool)
  case string(String)
  case int64Binding(Binding<Int>)
  case doubleBinding(Binding<Double>)
  case boolBinding(Binding<Bool>)
  case stringBinding(Binding<String>)

  /// The binding this input carries, if it is one.
  var binding: CBindingValue? {
    switch self {
    case .int64Binding(let binding): .int64(binding)
    case .doubleBinding(let binding): .double(binding)
    case .boolBinding(let binding): .bool(binding)
    case .stringBinding(let binding): .string(binding)
    case .int64, .double, .bool, .string: nil
    }
  }
}

/// A typed binding as the C side sees it.
enum CBindingValue {
  case int64(Binding<Int>)
  case double(Binding<Double>)
  case bool(Binding<Bool>)
  case string(Binding<String>)

  var type: graft_value_type {
    switch self {
    case .int64: GRAFT_TYPE_INT64
    case .double: GRAFT_TYPE_DOUBLE
    case .bool: GRAFT_TYPE_BOOL
    case .string: GRAFT_TYPE_STRING
    }
  }
}

/// What a binding handle refers to. Input bindings are replaced in place when new inputs
/// arrive, so the C side keeps one handle per input position.
@MainActor
final class BindingEntry {
  var value: CBindingValue
  init(_ value: CBindingValue) { self.value = value }
}

extension CValue {
  /// Reads a C value (strings copied); a binding handle is looked up in the table.
  @MainActor
  package init(_ value: graft_value) throws(GraftFailure) {
    switch value.type {
    case GRAFT_TYPE_INT64: self = .int64(Int(value.int64_value))
    case GRAFT_TYPE_DOUBLE: self = .double(value.double_value)
    case GRAFT_TYPE_BOOL: self = .bool(value.bool_value)
    case GRAFT_TYPE_STRING: self = .string(try decodeUTF8(value.string_value, length: value.string_length))
    case GRAFT_TYPE_BINDING:
      let entry = try HandleTable.shared.lookup(value.binding.bits, .binding, as: BindingEntry.self)
      switch entry.value {
      case .int64(let binding): self = .int64Binding(binding)
      case .double(let binding): self = .doubleBinding(binding)
      case .bool(let binding): self = .boolBinding(binding)
      case .string(let binding): self = .stringBinding(binding)
      }
    default: throw .invalidArgument
    }
  }
}

/// C copies of a list of inputs, valid until ``release()``: strings are copied into memory
/// that stays put during a callback.
struct CInputBuffer {
  private(set) var values: [graft_value] = []
  private var strings: [UnsafeMutablePointer<CChar>] = []

  /// `bindingHandles[i]` is the handle for input `i` if it is a binding.
  init(_ inputs: [CValue], bindingHandles: [Int: UInt64]) {
    for (index, input) in inputs.enumerated() {
      var value = graft_value()
      switch input {
      case .int64(let number):
        value.type = GRAFT_TYPE_INT64
        value.int64_value = Int64(number)
      case .double(let number):
        value.type = GRAFT_TYPE_DOUBLE
        value.double_value = number
      case .bool(let flag):
        value.type = GRAFT_TYPE_BOOL
        value.bool_value = flag
      case .string(let text):
        let utf8 = Array(text.utf8)
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: max(utf8.count, 1))
        for (offset, byte) in utf8.enumerated() { copy[offset] = CChar(bitPattern: byte) }
        strings.append(copy)
        value.type = GRAFT_TYPE_STRING
        value.string_value = UnsafePointer(copy)
        value.string_length = utf8.count
      case .int64Binding, .doubleBinding, .boolBinding, .stringBinding:
        value.type = GRAFT_TYPE_BINDING
        value.binding = graft_binding(bits: bindingHandles[index] ?? 0)
      }
      values.append(value)
    }
  }

  /// Frees the string copies.
  func release() {
    for pointer in strings { pointer.deallocate() }
  }
}
