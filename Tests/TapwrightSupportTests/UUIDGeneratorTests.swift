import Foundation
import TapwrightSupport
import Testing

@testable import TapwrightSupportCore

@Suite("UUID generator")
struct UUIDGeneratorTests {
  @Test("Incrementing UUIDs count up from zero and restart on reset")
  func incrementing() {
    let generator = UUIDGenerator()
    #expect(generator().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(generator().uuidString == "00000000-0000-0000-0000-000000000001")
    for _ in 2..<256 { _ = generator() }
    #expect(generator().uuidString == "00000000-0000-0000-0000-000000000100")
    #expect(generator.generatedCount == 257)
    generator.reset()
    #expect(generator().uuidString == "00000000-0000-0000-0000-000000000000")
  }

  @Test("Seeded UUIDs are version 4, repeatable, and differ by seed")
  func seeded() {
    let first = UUIDGenerator(.seeded(42))
    let again = UUIDGenerator(.seeded(42))
    let other = UUIDGenerator(.seeded(43))
    let uuids = (0..<100).map { _ in first() }
    #expect(uuids == (0..<100).map { _ in again() })
    #expect(Set(uuids).count == 100)
    #expect(uuids[0] != other())
    for uuid in uuids {
      let text = uuid.uuidString
      #expect(Array(text)[14] == "4")
      #expect("89AB".contains(Array(text)[19]))
    }
  }

  @Test("Each scope restarts the sequence", .tapwrightScope(uuids: .seeded(7)))
  func scopeRestarts() {
    #expect(TestScope.current?.uuid() == UUIDGenerator.uuid(at: 0, .seeded(7)))
  }
}
