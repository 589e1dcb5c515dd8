import IssueReporting
import TapwrightReporting

/// Waits for the first element of an async sequence that matches a predicate, with a timeout.
///
/// Reports at the caller's line, and returns nil, when the time runs out
/// (`Expected an element of 'updates' within 1 s; 2 seen, none matching.`), when the
/// sequence ends first (`'updates' ended after 2 elements without a matching element.`) or when
/// it throws (`'updates' threw an error after 0 elements: <error>`). The sequence must stop when
/// its iterating task is cancelled (as `AsyncStream` does).
///
/// - Parameters:
///   - sequence: The sequence to iterate.
///   - name: How messages name the sequence.
///   - timeout: The longest wait.
///   - predicate: Which element counts; the first one when omitted.
///   - callSite: Where the caller wrote the call.
/// - Returns: The first matching element, or nil.
@discardableResult
public func waitForElement<Sequence: AsyncSequence & Sendable>(
  of sequence: Sequence,
  name: String = "sequence",
  timeout: Duration = .seconds(1),
  where predicate: @escaping @Sendable (Sequence.Element) -> Bool = { _ in true },
  at callSite: CallSite = #callSite
) async -> Sequence.Element? where Sequence.Element: Sendable {
  let seen = Locked(0)
  let outcome = await withTaskGroup(of: ElementWaitOutcome<Sequence.Element>.self) {
    group -> ElementWaitOutcome<Sequence.Element> in
    group.addTask {
      do {
        for try await element in sequence {
          if predicate(element) { return .found(element) }
          seen.withLock { $0 += 1 }
        }
        return Task.isCancelled ? .timedOut : .ended
      } catch {
        return Task.isCancelled ? .timedOut : .failed(String(describing: error))
      }
    }
    group.addTask {
      // A deadline, not a fixed wait: cancelled as soon as the sequence produces its answer.
      try? await Task.sleep(for: timeout)
      return .timedOut
    }
    let first = await group.next() ?? .timedOut
    group.cancelAll()
    return first
  }
  let recorder = FailureRecorder(at: callSite)
  let count = seen.withLock { $0 }
  let elements = count == 1 ? "1 element" : "\(count) elements"
  switch outcome {
  case .found(let element):
    return element
  case .ended:
    recorder.record("'\(name)' ended after \(elements) without a matching element.")
  case .failed(let error):
    recorder.record("'\(name)' threw an error after \(elements): \(error)")
  case .timedOut:
    let detail = count == 0 ? "none seen" : "\(count) seen, none matching"
    recorder.record(
      "Expected an element of '\(name)' within \(timeout.messageText); \(detail).")
  }
  return nil
}

/// How waiting for an element ended.
private enum ElementWaitOutcome<Element: Sendable>: Sendable {
  case found(Element)
  case ended
  case failed(String)
  case timedOut
}
