import Foundation

/// Makes deterministic UUIDs: the same sequence every run, restarted for every test.
///
/// The incrementing form gives `00000000-0000-0000-0000-000000000000`, then `…0001`, and so on,
/// easy to read in failure messages. The seeded form gives version-4-shaped UUIDs from a
/// pseudo-random sequence fixed by its seed, for code that checks the UUID version.
public final class UUIDGenerator: Sendable {
  /// How a generator derives its UUIDs.
  public enum Strategy: Sendable, Equatable {
    /// `00000000-0000-0000-0000-000000000000`, `…0001`, `…0002`, …
    case incrementing
    /// Random-looking version 4 UUIDs from a SplitMix64 sequence started at `seed`.
    case seeded(UInt64)
  }

  /// How this generator derives its UUIDs.
  public let strategy: Strategy
  private let count = Locked<UInt64>(0)

  /// Creates a generator at the start of its sequence.
  ///
  /// - Parameter strategy: How UUIDs are derived; incrementing by default.
  public init(_ strategy: Strategy = .incrementing) {
    self.strategy = strategy
  }

  /// How many UUIDs this generator has made since it was created or reset.
  public var generatedCount: UInt64 {
    count.withLock { $0 }
  }

  /// Returns the next UUID of the sequence.
  public func callAsFunction() -> UUID {
    let index = count.withLock { count -> UInt64 in
      defer { count &+= 1 }
      return count
    }
    return Self.uuid(at: index, strategy)
  }

  /// Restarts the sequence, so the next UUID is the first again.
  public func reset() {
    count.withLock { $0 = 0 }
  }

  /// The UUID at position `index` (0-based) of a strategy's sequence.
  ///
  /// - Parameters:
  ///   - index: The position.
  ///   - strategy: The strategy.
  /// - Returns: The UUID.
  public static func uuid(at index: UInt64, _ strategy: Strategy = .incrementing) -> UUID {
    switch strategy {
    case .incrementing:
      var bytes = [UInt8](repeating: 0, count: 16)
      for byte in 0..<8 {
        bytes[15 - byte] = UInt8(truncatingIfNeeded: index >> (8 * UInt64(byte)))
      }
      return uuid(from: bytes)
    case .seeded(let seed):
      let high = splitMix(seed &+ (2 &* index &+ 1) &* 0x9E37_79B9_7F4A_7C15)
      let low = splitMix(seed &+ (2 &* index &+ 2) &* 0x9E37_79B9_7F4A_7C15)
      var bytes = (0..<8).map { UInt8(truncatingIfNeeded: high >> (8 * UInt64($0))) }
      bytes += (0..<8).map { UInt8(truncatingIfNeeded: low >> (8 * UInt64($0))) }
      bytes[6] = (bytes[6] & 0x0F) | 0x40  // version 4
      bytes[8] = (bytes[8] & 0x3F) | 0x80  // RFC 4122 variant
      return uuid(from: bytes)
    }
  }

  private static func splitMix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  private static func uuid(from b: [UInt8]) -> UUID {
    UUID(
      uuid: (
        b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7],
        b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]
      ))
  }
}
