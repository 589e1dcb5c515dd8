#if USES_TAPWRIGHTFAKESERVER
  import TapwrightFakeServer
  import Testing
  import XCTest

  struct FakeServerFailures {
    @Test func aMissingRequestFails() {
      let server = FakeServer(routes: FakeRoutes { $0.resource("/notes") })
      // The next line fails: Expected exactly 1 GET /notes, found 0; no requests were logged
      server.expectRequests(.get, "/notes")
    }
  }

  final class FakeServerXCTestFailures: XCTestCase {
    func testAMissingRequestFails() {
      let server = FakeServer(routes: FakeRoutes { $0.resource("/notes") })
      // The next line fails: Expected exactly 1 GET /notes, found 0; no requests were logged
      server.expectRequests(.get, "/notes")
    }
  }
#endif
