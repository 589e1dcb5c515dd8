import XCTest

final class FixtureTests: XCTestCase {
  func testTheTestBundleHoldsTheTestsFixtures() throws {
    let url = try XCTUnwrap(
      Bundle(for: FixtureTests.self).url(forResource: "fixture", withExtension: "json"))
    XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "{\"name\": \"Ada\"}\n")
  }
}
