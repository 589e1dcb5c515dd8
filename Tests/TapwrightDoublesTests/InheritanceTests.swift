import Foundation
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

  @Test("Two parents sharing a grandparent: the listed grandparent's spy records its calls")
  func diamond() {
    let spy = BothScreensSpy()
    let screens: any BothScreens = spy

    screens.load()
    screens.left()
    screens.right()
    screens.both()

    #expect(spy.loadingSpy.load.callCount == 1)
    #expect(spy.leftScreenSpy.left.callCount == 1)
    #expect(spy.rightScreenSpy.right.callCount == 1)
    #expect(spy.invocations.map(\.member) == ["load()", "left()", "right()", "both()"])
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

@MainActor
@Suite("Inherited @MainActor protocols")
struct MainActorInheritanceTests {
  @Test("A @MainActor child spy records the parent's calls in the same log")
  func mainActorChild() {
    let spy = MenuNavigationSpy()
    let navigation: any MenuNavigation = spy
    spy.navigationDelegateSpy.show.returns(true)

    navigation.showRed()
    navigation.showMenu(animated: false)
    let shown = navigation.show(color: "red", animated: true)

    #expect(shown)
    #expect(spy.navigationDelegateSpy.showRed.callCount == 1)
    #expect(
      spy.invocations.map(\.description) == [
        "showRed()", "showMenu(animated: false)", "show(color: \"red\", animated: true)",
      ])
  }

  @Test("A protocol nested in a type gets a nested spy")
  func nestedProtocol() {
    let spy = Checkout.PaymentDelegateSpy()
    let delegate: any Checkout.PaymentDelegate = spy

    delegate.paymentDidFinish(amount: 12)

    #expect(spy.paymentDidFinish.lastArguments == 12)
  }

  @Test("A public protocol's spy is public and uses the documented default")
  func publicSpy() {
    let clock = ClockSpy()
    #expect(clock.now() == Date(timeIntervalSinceReferenceDate: 0))
    #expect(clock.now.callCount == 1)
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
