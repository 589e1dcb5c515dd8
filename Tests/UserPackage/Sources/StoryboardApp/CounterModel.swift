import Combine
import Foundation

/// A Combine model, as MVVM apps write them: on Linux the port step maps Combine to OpenCombine.
final class CounterModel: ObservableObject {
  @Published var count = 0
  let resets = PassthroughSubject<Void, Never>()

  func reset() {
    count = 0
    resets.send()
  }
}
