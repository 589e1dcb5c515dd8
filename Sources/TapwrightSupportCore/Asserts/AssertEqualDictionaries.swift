import CustomDump

/// Checks two dictionaries for equality, reporting missing keys, extra keys and each differing value at once.
///
/// Every problem is its own issue at the caller's line, named after the arguments:
/// - `'payload' is missing keys present in 'expected': 'c', 'd'.`
/// - `'payload' has keys missing from 'expected': 'a'.`
/// - `Value for 'b' in 'payload' does not match 'expected'. 2 == 5` — or, when either value
///   dumps to more than one line, a swift-custom-dump diff (`-` first, `+` second).
///
/// Keys are listed in the order of their text, so messages are the same on every run.
///
/// - Parameters:
///   - first: The dictionary under test.
///   - second: The expected dictionary.
///   - firstName: How messages name `first`, e.g. the expression the caller wrote.
///   - secondName: How messages name `second`.
///   - callSite: Where the caller wrote the call.
/// - Returns: Whether the dictionaries are equal.
@discardableResult
public func assertEqualDictionaries<Key: Hashable, Value: Equatable>(
  _ first: [Key: Value],
  _ second: [Key: Value],
  firstName: String = "first",
  secondName: String = "second",
  at callSite: CallSite = #callSite
) -> Bool {
  let recorder = FailureRecorder(at: callSite)
  func sortedKeys(_ keys: some Sequence<Key>) -> [(key: Key, text: String)] {
    keys.map { (key: $0, text: keyText($0)) }.sorted { $0.text < $1.text }
  }
  func list(_ keys: [(key: Key, text: String)]) -> String {
    keys.map { "'\($0.text)'" }.joined(separator: ", ")
  }

  var isEqual = true
  let missing = sortedKeys(second.keys.filter { first[$0] == nil })
  if !missing.isEmpty {
    isEqual = false
    recorder.record("'\(firstName)' is missing keys present in '\(secondName)': \(list(missing)).")
  }
  let extra = sortedKeys(first.keys.filter { second[$0] == nil })
  if !extra.isEmpty {
    isEqual = false
    recorder.record("'\(firstName)' has keys missing from '\(secondName)': \(list(extra)).")
  }
  for (key, text) in sortedKeys(first.keys) {
    guard let value = first[key], let expected = second[key], value != expected else { continue }
    isEqual = false
    let heading = "Value for '\(text)' in '\(firstName)' does not match '\(secondName)'."
    let valueText = String(customDumping: value)
    let expectedText = String(customDumping: expected)
    if !valueText.contains("\n") && !expectedText.contains("\n") {
      recorder.record("\(heading) \(valueText) == \(expectedText)")
    } else {
      let difference = diff(value, expected) ?? "\(valueText)\n\(expectedText)"
      recorder.record("\(heading)\n(\(firstName): -, \(secondName): +)\n\(difference)")
    }
  }
  return isEqual
}

/// A key as messages show it: a string as is, anything else custom-dumped.
private func keyText<Key>(_ key: Key) -> String {
  if let string = key as? String { return string }
  return String(customDumping: key)
}
