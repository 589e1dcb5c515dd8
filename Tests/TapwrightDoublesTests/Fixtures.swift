import Foundation
import TapwrightDoubles

struct Item: Equatable, Sendable {
  var id: Int
  var title: String
}

struct TransportFailure: Error, Equatable {
  var code: Int
}

/// An async transport: async, throwing, overloaded, properties; Sendable.
@Spy
protocol Transport: Sendable {
  func fetch(id: Int) async throws -> Item
  func send(_ item: Item, retries: Int) async throws
  func count() async -> Int
  func cancelAll()
  func cancel(id: Int)
  func cancel(_ item: Item)
  var baseURL: String { get }
  var timeout: Double { get set }
}

/// The flagship: a navigation delegate a screen asks to show the next screen.
@MainActor
@Spy
protocol NavigationDelegate: AnyObject {
  func showRed()
  func showBlue()
  func show(color: String, animated: Bool) -> Bool
  nonisolated func analyticsName() -> String
}

/// A screen with two buttons that only asks its delegate to navigate.
@MainActor
final class ColorMenu {
  weak var delegate: (any NavigationDelegate)?
  private(set) var shownCustomColor = false

  func redButtonTapped() {
    delegate?.showRed()
  }

  func blueButtonTapped() {
    delegate?.showBlue()
  }

  func customButtonTapped(color: String) {
    shownCustomColor = delegate?.show(color: color, animated: true) ?? false
  }
}

/// Associated types, generic methods, typed throws, variadics, non-escaping closures.
@Spy
protocol KeyValueStore {
  associatedtype Key = String
  func value(for key: Key) -> Int?
  func save<T: Encodable>(_ value: T, for key: Key) throws
  func parse(_ text: String) throws(ParseFailure) -> Int
  func log(_ messages: String...)
  func transaction(_ body: () -> Void)
  func observe(_ handler: @escaping @Sendable (Int) -> Void)
  func retrying(_ body: () throws -> Void) rethrows
}

struct ParseFailure: Error, Equatable {
  var text: String
}

/// Inheritance: a parent, a child and a grandchild, each with its own @Spy.
@Spy
protocol Loading: AnyObject {
  func load()
  func reload(force: Bool)
}

@Spy(inheriting: Loading.self)
protocol Screen: Loading {
  func show(title: String)
}

@Spy(inheriting: Screen.self)
protocol DetailScreen: Screen {
  func showDetail(id: Int)
  func present(detailScreenSpy: Int, log: String)
}

/// A public protocol: the spy and its members are public too.
@Spy
public protocol Clock: Sendable {
  func now() -> Date
}

/// A @MainActor protocol refining another @MainActor @Spy protocol.
@MainActor
@Spy(inheriting: NavigationDelegate.self)
protocol MenuNavigation: NavigationDelegate {
  func showMenu(animated: Bool)
}

/// A protocol nested in a type: the spy is nested too.
enum Checkout {
  @Spy
  protocol PaymentDelegate: AnyObject {
    func paymentDidFinish(amount: Int)
  }
}

/// Static requirements: recorded per test, in the test's scope.
@Spy
protocol Analytics {
  static func track(_ event: String)
  static var isEnabled: Bool { get set }
  func flush()
}

/// Uses an `Analytics` type through its static requirements, as app code would.
func trackOpening<A: Analytics>(with analytics: A.Type) {
  if analytics.isEnabled {
    analytics.track("open")
  }
}

/// Diamond inheritance: two parents refining the same grandparent.
@Spy(inheriting: Loading.self)
protocol LeftScreen: Loading {
  func left()
}

@Spy(inheriting: Loading.self)
protocol RightScreen: Loading {
  func right()
}

/// Two parents sharing a grandparent: list the grandparent too, so the spy holds one of its spies.
@Spy(inheriting: LeftScreen.self, RightScreen.self, Loading.self)
protocol BothScreens: LeftScreen, RightScreen {
  func both()
}
