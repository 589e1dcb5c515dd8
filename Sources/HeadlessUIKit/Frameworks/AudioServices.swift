// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  // AudioToolbox's system sound services, which Linux lacks (the port imports HeadlessUIKit where
  // an app imports AudioToolbox): the headless device makes no sound and does not vibrate; each
  // sound played is kept, so a test can see that the app vibrated or clicked
  // (`SystemSounds.played`, SPI).

  /// A system sound's identifier.
  public typealias SystemSoundID = UInt32

  /// The device's vibration, as a system sound.
  public var kSystemSoundID_Vibrate: SystemSoundID { 0x0000_0FFF }
  /// System sound services' success.
  public var kAudioServicesNoError: OSStatus { 0 }
  /// A system sound identifier that names no sound.
  public var kAudioServicesBadSpecifierError: OSStatus { 0x7768_6174 }  // 'what'

  /// The system sounds the app played, in order (SPI for tests).
  @_spi(Testing)
  public enum SystemSounds {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var sounds: [SystemSoundID] = []
    nonisolated(unsafe) private static var files: [SystemSoundID: URL] = [:]
    nonisolated(unsafe) private static var nextID: SystemSoundID = 0x1000

    /// The sounds played so far (`kSystemSoundID_Vibrate` for a vibration).
    public static var played: [SystemSoundID] { lock.withLock { sounds } }

    /// Forgets the sounds played.
    public static func reset() { lock.withLock { sounds.removeAll() } }

    static func play(_ sound: SystemSoundID) { lock.withLock { sounds.append(sound) } }

    static func create(_ url: URL) -> SystemSoundID {
      lock.withLock {
        nextID += 1
        files[nextID] = url
        return nextID
      }
    }

    static func dispose(_ sound: SystemSoundID) -> Bool {
      lock.withLock { files.removeValue(forKey: sound) != nil }
    }
  }

  /// Plays a system sound (or vibrates): nothing is heard here; the sound is kept.
  public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
    SystemSounds.play(inSystemSoundID)
  }

  /// Plays an alert sound (and vibrates where the device does): kept, as a system sound.
  public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {
    SystemSounds.play(inSystemSoundID)
  }

  /// Plays a system sound and calls the block when it has played, later, off the main queue.
  public func AudioServicesPlaySystemSoundWithCompletion(
    _ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?
  ) {
    SystemSounds.play(inSystemSoundID)
    guard let inCompletionBlock else { return }
    DispatchQueue.global().async { inCompletionBlock() }
  }

  /// Plays an alert sound and calls the block when it has played.
  public func AudioServicesPlayAlertSoundWithCompletion(
    _ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?
  ) {
    AudioServicesPlaySystemSoundWithCompletion(inSystemSoundID, inCompletionBlock)
  }

  /// Makes a system sound of a sound file: an error when there is no such file.
  public func AudioServicesCreateSystemSoundID(
    _ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>
  ) -> OSStatus {
    let url = inFileURL as URL
    guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
      return -43  // fnfErr, as AudioToolbox answers for a missing file
    }
    outSystemSoundID.pointee = SystemSounds.create(url)
    return kAudioServicesNoError
  }

  /// Forgets a system sound made from a file.
  public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
    SystemSounds.dispose(inSystemSoundID) ? kAudioServicesNoError : kAudioServicesBadSpecifierError
  }
#endif
