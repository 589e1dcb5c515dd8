import TapwrightDoubles
import Testing
import XCTest

@Suite("Inherited protocols")
struct InheritanceTests {
  @Test("A child's spy implements the parent's requirements through the parent's spy")
  func childSpyCoversParent() {
    let spy = ScreenSpy()
    let screen: any Screen = spy

    screen.load()
    screen.reload(force: true)
    screen.show(title: "Home")

    #expect(spy.loadingSpy.load.callCount == 1)
    #expect(spy.loadingSpy.reload.lastArguments == true)
    #expect(spy.show.lastArguments == "Home")
  }

  @Test("Parent and child calls share one log, in call order")
  func sharedLog() {
    let spy = ScreenSpy()
    spy.show(title: "A")
    spy.load()

    #expect(spy.invocations.map(\.description) == ["show(title: \"A\")", "load()"])
    #expect(spy.loadingSpy.invocations == spy.invocations)
  }

  @Test("A grandchild's spy reaches every ancestor's requirements")
  func grandchild() {
    let spy = DetailScreenSpy()
    let detail: any DetailScreen = spy

    detail.load()
    detail.show(title: "B")
    detail.showDetail(id: 7)

    #expect(spy.loadingSpy.load.callCount == 1)
    #expect(spy.screenSpy.show.callCount == 1)
    #expect(spy.showDetail.lastArguments == 7)
    #expect(spy.invocations.count == 3)
  }
}

final class InheritanceXCTests: XCTestCase {
  func testThatAParentsExpectationsAreVerifiedThroughTheChildSpy() {
    let spy = ScreenSpy()
    spy.loadingSpy.load.expect(.once)

    spy.load()

    spy.verify()
    XCTAssertEqual(spy.loadingSpy.load.callCount, 1)
  }
}
