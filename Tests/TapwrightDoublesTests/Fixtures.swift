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
}
