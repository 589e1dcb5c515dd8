import Combine
import XCTest

@testable import StoryboardApp

final class CombineTests: XCTestCase {
  func testPublishedValuesReachASubscriber() {
    let model = CounterModel()
    var counts: [Int] = []
    var resets = 0
    let subscriptions: Set<AnyCancellable> = [
      model.$count.sink { counts.append($0) }, model.resets.sink { resets += 1 },
    ]
    model.count = 2
    model.reset()
    XCTAssertEqual(counts, [0, 2, 0])
    XCTAssertEqual(resets, 1)
    XCTAssertEqual(subscriptions.count, 2)
  }

  func testReceiveOnTheMainQueueDelivers() {
    let model = CounterModel()
    let delivered = expectation(description: "delivered on the main queue")
    let subscription = model.$count.dropFirst().receive(on: DispatchQueue.main).sink { count in
      XCTAssertEqual(count, 5)
      delivered.fulfill()
    }
    model.count = 5
    wait(for: [delivered], timeout: 5)
    subscription.cancel()
  }
}
