#if !canImport(ObjectiveC)
  import Foundation

  // How Foundation compares the values key-value coding reads — numbers of any type with each
  // other (as NSNumber does), strings, dates, UUIDs, objects — for predicates and sort
  // descriptors.

  /// A number key-value coding reads, of whatever Swift or Foundation type: an integer, or a
  /// floating-point value.
  enum KeyValueNumber {
    case signed(Int64)
    case unsigned(UInt64)
    case real(Double)

    var isInteger: Bool {
      if case .real = self { return false }
      return true
    }

    var double: Double {
      switch self {
      case .signed(let value): return Double(value)
      case .unsigned(let value): return Double(value)
      case .real(let value): return value
      }
    }

    var integer: Int64 {
      switch self {
      case .signed(let value): return value
      case .unsigned(let value): return Int64(truncatingIfNeeded: value)
      case .real(let value):
        return value.isFinite ? Int64(exactly: value.rounded(.towardZero)) ?? 0 : 0
      }
    }

    /// NSNumber's order: integers exactly, anything else as doubles.
    func compare(_ other: KeyValueNumber) -> ComparisonResult {
      switch (self, other) {
      case (.signed(let first), .signed(let second)): return order(first, second)
      case (.unsigned(let first), .unsigned(let second)): return order(first, second)
      case (.signed(let first), .unsigned(let second)):
        return first < 0 ? .orderedAscending : order(UInt64(first), second)
      case (.unsigned(let first), .signed(let second)):
        return second < 0 ? .orderedDescending : order(first, UInt64(second))
      default: return order(double, other.double)
      }
    }

    var object: NSNumber {
      switch self {
      case .signed(let value): return NSNumber(value: value)
      case .unsigned(let value): return NSNumber(value: value)
      case .real(let value): return NSNumber(value: value)
      }
    }
  }

  /// The order of two comparable values.
  func order<Value: Comparable>(_ first: Value, _ second: Value) -> ComparisonResult {
    first < second ? .orderedAscending : second < first ? .orderedDescending : .orderedSame
  }

  /// A value as a number: Swift's integer and floating-point types, `Bool`, `Decimal`,
  /// `CGFloat`, `NSNumber`, an enumeration's numeric raw value; `nil` for anything else.
  func numericValue(_ value: Any) -> KeyValueNumber? {
    switch value {
    case let value as Int: return .signed(Int64(value))
    case let value as Int64: return .signed(value)
    case let value as Int32: return .signed(Int64(value))
    case let value as Int16: return .signed(Int64(value))
    case let value as Int8: return .signed(Int64(value))
    case let value as UInt: return .unsigned(UInt64(value))
    case let value as UInt64: return .unsigned(value)
    case let value as UInt32: return .unsigned(UInt64(value))
    case let value as UInt16: return .unsigned(UInt64(value))
    case let value as UInt8: return .unsigned(UInt64(value))
    case let value as Bool: return .signed(value ? 1 : 0)
    case let value as Double: return .real(value)
    case let value as Float: return .real(Double(value))
    case let value as CGFloat: return .real(Double(value))
    case let value as Decimal: return .real(NSDecimalNumber(decimal: value).doubleValue)
    case is String, is NSString, is Date, is NSDate: return nil
    default: break
    }
    if type(of: value) is AnyClass, let number = value as? NSNumber {
      let kind = String(cString: number.objCType)
      switch kind {
      case "f", "d": return .real(number.doubleValue)
      case "Q", "L", "I", "S", "C": return .unsigned(number.uint64Value)
      default: return .signed(number.int64Value)
      }
    }
    if let raw = value as? any RawRepresentable, !(type(of: value) is AnyClass) {
      return numericValue(raw.rawValue)
    }
    return nil
  }

  /// A value as a string: `String`, `Substring`, `NSString`, `Character`, an enumeration's
  /// string raw value.
  func stringValue(_ value: Any) -> String? {
    switch value {
    case let value as String: return value
    case let value as Substring: return String(value)
    case let value as Character: return String(value)
    default: break
    }
    if type(of: value) is AnyClass, let string = value as? NSString { return string as String }
    if let raw = value as? any RawRepresentable, !(type(of: value) is AnyClass),
      let string = raw.rawValue as? String
    {
      return string
    }
    return nil
  }

  /// A value as a date: `Date` or `NSDate`.
  func dateValue(_ value: Any) -> Date? {
    if let date = value as? Date { return date }
    if let date = value as? NSDate { return date as Date }
    return nil
  }

  /// A value as a UUID: `UUID` or `NSUUID`.
  func uuidValue(_ value: Any) -> UUID? {
    if let uuid = value as? UUID { return uuid }
    if let uuid = value as? NSUUID { return uuid as UUID }
    return nil
  }

  /// A value with its optional unwrapped and `NSNull` as `nil`.
  func plainValue(_ value: Any?) -> Any? {
    guard let value = unwrappedValue(value), !(value is NSNull) else { return nil }
    return value
  }

  /// Whether two values are equal as Foundation's `isEqual:` finds them: numbers of any type by
  /// value, strings (case- and diacritic-insensitively with those options), dates, UUIDs,
  /// `nil` with `nil` (and `NSNull`), objects by `isEqual(_:)` or identity, anything `Hashable`
  /// by its equality.
  func valuesEqual(_ first: Any?, _ second: Any?, options: String.CompareOptions = []) -> Bool {
    let first = plainValue(first)
    let second = plainValue(second)
    guard let first, let second else { return first == nil && second == nil }
    if let left = stringValue(first), let right = stringValue(second) {
      if options.isEmpty { return left == right }
      return left.folding(options: options, locale: nil)
        == right.folding(options: options, locale: nil)
    }
    if let left = numericValue(first), let right = numericValue(second) {
      return left.compare(right) == .orderedSame
    }
    if let left = dateValue(first), let right = dateValue(second) { return left == right }
    if let left = uuidValue(first), let right = uuidValue(second) { return left == right }
    if type(of: first) is AnyClass, type(of: second) is AnyClass {
      let left = first as AnyObject
      let right = second as AnyObject
      if left === right { return true }
      if let object = left as? NSObject { return object.isEqual(right) }
      return false
    }
    if let left = first as? AnyHashable, let right = second as? AnyHashable {
      return left == right
    }
    return false
  }

  /// The order of two values as Foundation's `compare:` gives it — numbers, strings (with
  /// those options), dates, UUIDs, values of one `Comparable` type — or `nil` when they cannot
  /// be compared (either is `nil`, or they are of different kinds).
  func orderValues(_ first: Any?, _ second: Any?, options: String.CompareOptions = [])
    -> ComparisonResult?
  {
    guard let first = plainValue(first), let second = plainValue(second) else { return nil }
    if let left = stringValue(first), let right = stringValue(second) {
      return left.compare(right, options: options)
    }
    if let left = numericValue(first), let right = numericValue(second) {
      return left.compare(right)
    }
    if let left = dateValue(first), let right = dateValue(second) { return order(left, right) }
    if let left = uuidValue(first), let right = uuidValue(second) {
      return order(left.uuidString, right.uuidString)
    }
    if let left = first as? any Comparable { return compareOpened(left, second) }
    return nil
  }

  private func compareOpened<Value: Comparable>(_ first: Value, _ second: Any)
    -> ComparisonResult?
  {
    guard let second = second as? Value else { return nil }
    return order(first, second)
  }

  /// The order a sort descriptor gives two values: `nil` first, then `orderValues`; values
  /// that cannot be compared are the same.
  func sortOrder(_ first: Any?, _ second: Any?, options: String.CompareOptions = [])
    -> ComparisonResult
  {
    switch (plainValue(first), plainValue(second)) {
    case (nil, nil): return .orderedSame
    case (nil, _): return .orderedAscending
    case (_, nil): return .orderedDescending
    default: return orderValues(first, second, options: options) ?? .orderedSame
    }
  }
#endif
