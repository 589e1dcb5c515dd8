import TapwrightDoubles

struct Item: Equatable, Sendable {
  var id: Int
  var title: String
}

struct TransportFailure: Error, Equatable {
  var code: Int
}

@Spy
protocol Transport: Sendable {
  func fetch(id: Int) async throws -> Item
  func send(_ item: Item, retries: Int) async throws
  func cancelAll()
  func cancel(id: Int)
  func cancel(_ item: Item)
  var baseURL: String { get }
  var timeout: Double { get set }
}

@MainActor
@Spy
protocol NavigationDelegate: AnyObject {
  func showRed()
  func showBlue()
  func show(color: String, animated: Bool) -> Bool
}
