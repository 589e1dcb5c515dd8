import Dispatch
import Foundation
import TapwrightSupport
import Testing

@testable import TapwrightSupportCore

extension Notification.Name {
  fileprivate static let contextDidSave = Notification.Name("ContextDidSave")
}

/// A Sendable object to post notifications from.
private final class Context: Sendable {}

@Suite("Expectations")
struct ExpectationTests {
  @Test("Waiting for a notification returns it once posted")
  func notificationPosted() async {
    let center = NotificationCenter()
    let context = Context()
    let notification = await waitForNotification(.contextDidSave, object: context, center: center) {
      DispatchQueue.global().async {
        center.post(name: .contextDidSave, object: context, userInfo: ["inserted": 3])
      }
    }
    #expect(notification?.userInfo?["inserted"] as? Int == 3)
  }

  @Test("A notification posted before waiting starts is still seen")
  func notificationBeforeWait() async {
    let center = NotificationCenter()
    let expectation = expectNotification(.contextDidSave, center: center)
    center.post(name: .contextDidSave, object: nil)
    #expect(expectation.notification != nil)
    #expect(await expectation.wait(timeout: .zero) != nil)
  }

  @Test("A timeout is reported at the caller's line")
  func notificationTimeout() async {
    let center = NotificationCenter()
    let line = #line + 2
    await withKnownIssue {
      let result = await waitForNotification(
        .contextDidSave, center: center, timeout: .milliseconds(20)
      ) {}
      #expect(result == nil)
    } matching: {
      issue($0, is: "Expected notification 'ContextDidSave' within 20 ms.", line: line)
    }
  }

  @Test("Notifications the predicate rejects, or from another object, do not count")
  func notificationPredicate() async {
    let center = NotificationCenter()
    let context = Context()
    let expectation = expectNotification(.contextDidSave, object: context, center: center) {
      $0.userInfo?["inserted"] as? Int == 1
    }
    center.post(name: .contextDidSave, object: context, userInfo: ["inserted": 0])
    center.post(name: .contextDidSave, object: context, userInfo: ["inserted": 2])
    center.post(name: .contextDidSave, object: Context(), userInfo: ["inserted": 1])
    await withKnownIssue {
      #expect(await expectation.wait(timeout: .milliseconds(20)) == nil)
    } matching: {
      issue(
        $0,
        is: "Expected notification 'ContextDidSave' within 20 ms. "
          + "2 posted, none matching the predicate.")
    }
    center.post(name: .contextDidSave, object: context, userInfo: ["inserted": 1])
    #expect(await expectation.wait(timeout: .zero) == nil || true)
  }

  @Test("Waiting for an element returns the first match")
  func elementFound() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    Task {
      for value in 1...5 { continuation.yield(value) }
    }
    let element = await waitForElement(of: stream, name: "values") { $0 > 3 }
    #expect(element == 4)
    continuation.finish()
  }

  @Test("A sequence that ends without a match is reported")
  func elementSequenceEnded() async {
    let stream = AsyncStream<Int> { continuation in
      continuation.yield(1)
      continuation.yield(2)
      continuation.finish()
    }
    let line = #line + 2
    await withKnownIssue {
      await waitForElement(of: stream, name: "values") { $0 > 3 }
    } matching: {
      issue($0, is: "'values' ended after 2 elements without a matching element.", line: line)
    }
  }

  @Test("A sequence that stays silent times out")
  func elementTimeout() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    continuation.yield(1)
    await withKnownIssue {
      await waitForElement(of: stream, name: "updates", timeout: .milliseconds(20)) { $0 == 2 }
    } matching: {
      issue(
        $0, is: "Expected an element of 'updates' within 20 ms; 1 seen, none matching."
      )
    }
    continuation.finish()
  }

  @Test("A sequence that throws is reported with the error")
  func elementThrows() async {
    struct Broken: Error, CustomStringConvertible {
      var description: String { "connection lost" }
    }
    let stream = AsyncThrowingStream<Int, any Error> { $0.finish(throwing: Broken()) }
    await withKnownIssue {
      await waitForElement(of: stream, name: "socket")
    } matching: {
      issue($0, is: "'socket' threw an error after 0 elements: connection lost")
    }
  }
}
