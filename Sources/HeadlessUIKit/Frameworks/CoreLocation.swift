#if !canImport(UIKit)
  import Foundation

  // Core Location's value types, which apps keep in their models, and its location services as a
  // simulator without a simulated location has them. The port step imports HeadlessUIKit where an
  // app imports CoreLocation.

  /// A latitude or longitude, in degrees.
  public typealias CLLocationDegrees = Double
  /// A distance, in metres.
  public typealias CLLocationDistance = Double
  /// An accuracy, in metres.
  public typealias CLLocationAccuracy = Double
  /// A speed, in metres per second.
  public typealias CLLocationSpeed = Double
  /// A direction, in degrees from north.
  public typealias CLLocationDirection = Double

  /// A latitude and longitude, as Core Location's.
  public struct CLLocationCoordinate2D: Sendable {
    /// The latitude, −90 to 90.
    public var latitude: CLLocationDegrees
    /// The longitude, −180 to 180.
    public var longitude: CLLocationDegrees

    /// The coordinate (0, 0).
    public init() {
      self.init(latitude: 0, longitude: 0)
    }

    /// A coordinate.
    ///
    /// - Parameters:
    ///   - latitude: The latitude.
    ///   - longitude: The longitude.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
      self.latitude = latitude
      self.longitude = longitude
    }
  }

  /// The invalid coordinate (−180, −180), as Core Location's.
  public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(
    latitude: -180, longitude: -180)

  /// Whether a coordinate lies within the valid ranges of latitude and longitude.
  ///
  /// - Parameter coord: The coordinate.
  /// - Returns: Whether it is valid.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
  }

  /// A location: a coordinate with an altitude, accuracies and a time, as Core Location's.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  open class CLLocation: NSObject, @unchecked Sendable {
    /// The coordinate.
    public let coordinate: CLLocationCoordinate2D
    /// The altitude, in metres.
    public let altitude: CLLocationDistance
    /// The horizontal accuracy, in metres (negative: invalid).
    public let horizontalAccuracy: CLLocationAccuracy
    /// The vertical accuracy, in metres.
    public let verticalAccuracy: CLLocationAccuracy
    /// When the location was determined.
    public let timestamp: Date

    /// A location at a coordinate, with altitude 0 and accuracy 0.
    ///
    /// - Parameters:
    ///   - latitude: The latitude.
    ///   - longitude: The longitude.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
      self.init(
        coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
        horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
    }

    /// The speed, in metres per second (negative: invalid).
    public let speed: CLLocationSpeed
    /// The direction of travel, in degrees from north (negative: invalid).
    public let course: CLLocationDirection

    /// A location with its parts, its speed and course invalid.
    public convenience init(
      coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
      horizontalAccuracy hAccuracy: CLLocationAccuracy,
      verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
      self.init(
        coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy,
        verticalAccuracy: vAccuracy, course: -1, speed: -1, timestamp: timestamp)
    }

    /// A location with all its parts.
    public init(
      coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
      horizontalAccuracy hAccuracy: CLLocationAccuracy,
      verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
      speed: CLLocationSpeed, timestamp: Date
    ) {
      self.coordinate = coordinate
      self.altitude = altitude
      self.horizontalAccuracy = hAccuracy
      self.verticalAccuracy = vAccuracy
      self.course = course
      self.speed = speed
      self.timestamp = timestamp
      super.init()
    }

    /// The great-circle distance to another location, in metres (the haversine formula on a
    /// sphere of the Earth's mean radius; Core Location's ellipsoid differs by under 0.5 %).
    ///
    /// - Parameter location: The other location.
    /// - Returns: The distance in metres.
    open func distance(from location: CLLocation) -> CLLocationDistance {
      let radius = 6_371_008.8
      let toRadians = Double.pi / 180
      let lat1 = coordinate.latitude * toRadians
      let lat2 = location.coordinate.latitude * toRadians
      let dLat = lat2 - lat1
      let dLon = (location.coordinate.longitude - coordinate.longitude) * toRadians
      let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
      return 2 * radius * asin(min(1, sqrt(h)))
    }
  }

  // MARK: Location services

  /// The best accuracy, as Core Location's constants (metres; negative values are levels).
  public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
  public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
  public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
  public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
  public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
  public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
  public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
  /// No distance filter: every change is delivered.
  public let kCLDistanceFilterNone: CLLocationDistance = -1
  /// Core Location's error domain.
  public let kCLErrorDomain = "kCLErrorDomain"

  /// Whether the app may use location services, as Core Location's.
  public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorizedAlways = 3
    case authorizedWhenInUse = 4
    /// The same as `authorizedAlways` (deprecated).
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
  }

  /// Whether locations are precise or approximate, as Core Location's.
  public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy = 0
    case reducedAccuracy = 1
  }

  /// What the app's user is doing, which tunes location updates, as Core Location's.
  public enum CLActivityType: Int, Sendable {
    case other = 1
    case automotiveNavigation = 2
    case fitness = 3
    case otherNavigation = 4
    case airborne = 5
  }

  /// Core Location's errors (domain `kCLErrorDomain`).
  public struct CLError: CustomNSError, Hashable, Sendable {
    /// The error's code, as Core Location's.
    public enum Code: Int, Sendable {
      case locationUnknown = 0
      case denied = 1
      case network = 2
      case headingFailure = 3
      case regionMonitoringDenied = 4
      case regionMonitoringFailure = 5
      case regionMonitoringSetupDelayed = 6
      case regionMonitoringResponseDelayed = 7
      case geocodeFoundNoResult = 8
      case geocodeFoundPartialResult = 9
      case geocodeCanceled = 10
      case deferredFailed = 11
      case promptDeclined = 18
    }

    public static let errorDomain = "kCLErrorDomain"
    /// The code.
    public let code: Code
    public var errorCode: Int { code.rawValue }

    /// An error of a code.
    ///
    /// - Parameter code: The code.
    public init(_ code: Code) { self.code = code }

    public static let locationUnknown = Code.locationUnknown
    public static let denied = Code.denied
    public static let network = Code.network
    public static let geocodeFoundNoResult = Code.geocodeFoundNoResult
    public static let geocodeCanceled = Code.geocodeCanceled
  }

  extension CLError.Code {
    /// Matches an error of this code: `catch CLError.denied`.
    public static func ~= (code: CLError.Code, error: any Error) -> Bool {
      (error as? CLError)?.code == code
    }
  }

  /// What a location manager tells its app, as Core Location's; every method is optional there
  /// and does nothing by default here.
  public protocol CLLocationManagerDelegate: AnyObject {
    /// Tells that the app's authorization changed, and once when a manager is made.
    ///
    /// - Parameter manager: The manager.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// Tells the new authorization (deprecated in iOS 14; told as the one above is).
    ///
    /// - Parameters:
    ///   - manager: The manager.
    ///   - status: The authorization.
    func locationManager(
      _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    /// Tells new locations, oldest first.
    ///
    /// - Parameters:
    ///   - manager: The manager.
    ///   - locations: The locations.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// Tells that no location could be had.
    ///
    /// - Parameters:
    ///   - manager: The manager.
    ///   - error: Why (a ``CLError``).
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
  }

  extension CLLocationManagerDelegate {
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
      optionalRequirementDefault()
    }
    public func locationManager(
      _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus
    ) { optionalRequirementDefault() }
    public func locationManager(
      _ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]
    ) { optionalRequirementDefault() }
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
      optionalRequirementDefault()
    }
  }

  /// Core Location's manager, on a device as a simulator without a simulated location has it.
  ///
  /// Authorization is the process's: `.notDetermined` until the app asks, then the headless user
  /// allows what is asked (`requestWhenInUseAuthorization()` → `.authorizedWhenInUse`,
  /// `requestAlwaysAuthorization()` → `.authorizedAlways`) unless a test set another answer
  /// (``CLLocationManager/userAnswer``). Delegates hear of it on a later main-queue turn, and
  /// each manager once after it is made, as iOS 14 and later tell them. The device has no
  /// location until a test gives it one (``CLLocationManager/simulatedLocation``): updates then
  /// deliver it, else fail with `CLError.locationUnknown`, as Xcode's simulator does with its
  /// location set to None.
  open class CLLocationManager: NSObject, @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var status = CLAuthorizationStatus.notDetermined
    nonisolated(unsafe) private static var answer: CLAuthorizationStatus?
    nonisolated(unsafe) private static var location: CLLocation?
    nonisolated(unsafe) private static var managers: [WeakManager] = []

    private final class WeakManager: @unchecked Sendable {
      weak var manager: CLLocationManager?
      init(_ manager: CLLocationManager) { self.manager = manager }
    }

    private let stateLock = NSLock()
    private weak var storedDelegate: (any CLLocationManagerDelegate)?
    private var updating = false
    private var lastLocation: CLLocation?

    /// Where the manager's news goes.
    open var delegate: (any CLLocationManagerDelegate)? {
      get { stateLock.withLock { storedDelegate } }
      set { stateLock.withLock { storedDelegate = newValue } }
    }
    /// The accuracy asked for; `kCLLocationAccuracyBest` by default.
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The distance a move must cover to be told; `kCLDistanceFilterNone` by default.
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// What the user is doing; `.other` by default.
    open var activityType = CLActivityType.other
    /// Whether updates go on in the background; `false` by default.
    open var allowsBackgroundLocationUpdates = false
    /// Whether updates pause when the user stops moving; `true` by default.
    open var pausesLocationUpdatesAutomatically = true
    /// Whether the status bar shows background use; `false` by default.
    open var showsBackgroundLocationIndicator = false

    /// Creates a manager; its delegate hears the authorization on a later main-queue turn.
    public override init() {
      super.init()
      CLLocationManager.lock.withLock {
        CLLocationManager.managers.removeAll { $0.manager == nil }
        CLLocationManager.managers.append(WeakManager(self))
      }
      tellAuthorization()
    }

    /// The app's authorization.
    open var authorizationStatus: CLAuthorizationStatus { Self.lock.withLock { Self.status } }

    /// The app's authorization (deprecated in iOS 14: the instance's).
    open class func authorizationStatus() -> CLAuthorizationStatus {
      lock.withLock { status }
    }

    /// Whether the device's location services are on: yes.
    open class func locationServicesEnabled() -> Bool { true }

    /// Whether the device reports headings: no, as a simulator.
    open class func headingAvailable() -> Bool { false }

    /// Whether significant-change monitoring is available: yes.
    open class func significantLocationChangeMonitoringAvailable() -> Bool { true }

    /// Locations are precise.
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    /// The last location delivered; `nil` before one.
    open var location: CLLocation? { stateLock.withLock { lastLocation } }

    /// Asks the user to allow use while the app is in use: the headless user allows it (or gives
    /// the test's answer) when nothing was decided yet.
    open func requestWhenInUseAuthorization() {
      decide(.authorizedWhenInUse)
    }

    /// Asks the user to allow use at any time: allowed (or the test's answer) when nothing was
    /// decided yet, or when only use in use was allowed.
    open func requestAlwaysAuthorization() {
      let current = authorizationStatus
      if current == .authorizedWhenInUse {
        Self.lock.withLock { Self.status = Self.answer ?? .authorizedAlways }
        Self.tellEveryManager()
      } else {
        decide(.authorizedAlways)
      }
    }

    private func decide(_ asked: CLAuthorizationStatus) {
      let changed = Self.lock.withLock { () -> Bool in
        guard Self.status == .notDetermined else { return false }
        Self.status = Self.answer ?? asked
        return true
      }
      guard changed else { return }
      Self.tellEveryManager()
      for manager in Self.lock.withLock({ Self.managers.compactMap(\.manager) })
      where manager.stateLock.withLock({ manager.updating }) {
        manager.deliver(once: false)
      }
    }

    private static func tellEveryManager() {
      for manager in lock.withLock({ managers.compactMap(\.manager) }) {
        manager.tellAuthorization()
      }
    }

    private func tellAuthorization() {
      onMainQueue { manager in
        let status = manager.authorizationStatus
        manager.delegate?.locationManagerDidChangeAuthorization(manager)
        manager.delegate?.locationManager(manager, didChangeAuthorization: status)
      }
    }

    private func onMainQueue(_ body: @escaping @Sendable (CLLocationManager) -> Void) {
      DispatchQueue.main.async { [weak self] in
        guard let self else { return }
        body(self)
      }
    }

    /// Starts delivering locations: the simulated one, else `CLError.locationUnknown`; denied or
    /// restricted use fails with `CLError.denied`; nothing before the app is authorized.
    open func startUpdatingLocation() {
      stateLock.withLock { updating = true }
      deliver(once: false)
    }

    /// Stops delivering locations.
    open func stopUpdatingLocation() {
      stateLock.withLock { updating = false }
    }

    /// Asks for one location, delivered (or failed) as an update.
    open func requestLocation() {
      deliver(once: true)
    }

    /// Starts significant-change updates: delivered as `startUpdatingLocation()`'s.
    open func startMonitoringSignificantLocationChanges() { startUpdatingLocation() }

    /// Stops significant-change updates.
    open func stopMonitoringSignificantLocationChanges() { stopUpdatingLocation() }

    /// Starts heading updates: none on this device.
    open func startUpdatingHeading() {}

    /// Stops heading updates.
    open func stopUpdatingHeading() {}

    private func deliver(once: Bool) {
      let status = authorizationStatus
      guard status != .notDetermined else { return }
      onMainQueue { manager in
        if status == .denied || status == .restricted {
          manager.delegate?.locationManager(manager, didFailWithError: CLError(.denied))
          return
        }
        guard let location = CLLocationManager.simulatedLocation else {
          manager.delegate?.locationManager(manager, didFailWithError: CLError(.locationUnknown))
          return
        }
        manager.stateLock.withLock { manager.lastLocation = location }
        manager.delegate?.locationManager(manager, didUpdateLocations: [location])
      }
    }

    /// The device's location, which updates deliver; `nil` (none, as a simulator's location set
    /// to None) by default.
    @_spi(Testing)
    public static var simulatedLocation: CLLocation? {
      get { lock.withLock { location } }
      set { lock.withLock { location = newValue } }
    }

    /// How the headless user answers the authorization prompt; `nil`, allowing what is asked, by
    /// default (`.denied` to test an app's refusal path).
    @_spi(Testing)
    public static var userAnswer: CLAuthorizationStatus? {
      get { lock.withLock { answer } }
      set { lock.withLock { answer = newValue } }
    }

    /// Forgets the app's authorization, as deleting and reinstalling the app does.
    @_spi(Testing)
    public static func resetAuthorization() {
      lock.withLock { status = .notDetermined }
    }
  }

  /// A place's name and address, as Core Location's.
  open class CLPlacemark: NSObject, @unchecked Sendable {
    /// The location.
    open private(set) var location: CLLocation?
    /// The name.
    open private(set) var name: String?
    /// The street.
    open private(set) var thoroughfare: String?
    /// The house number.
    open private(set) var subThoroughfare: String?
    /// The city.
    open private(set) var locality: String?
    /// The neighbourhood.
    open private(set) var subLocality: String?
    /// The state or province.
    open private(set) var administrativeArea: String?
    /// The county.
    open private(set) var subAdministrativeArea: String?
    /// The postal code.
    open private(set) var postalCode: String?
    /// The ISO country code.
    open private(set) var isoCountryCode: String?
    /// The country.
    open private(set) var country: String?
    /// The time zone.
    open private(set) var timeZone: TimeZone?

    /// A copy of another placemark.
    ///
    /// - Parameter placemark: The other placemark.
    public init(placemark: CLPlacemark) {
      location = placemark.location
      name = placemark.name
      thoroughfare = placemark.thoroughfare
      subThoroughfare = placemark.subThoroughfare
      locality = placemark.locality
      subLocality = placemark.subLocality
      administrativeArea = placemark.administrativeArea
      subAdministrativeArea = placemark.subAdministrativeArea
      postalCode = placemark.postalCode
      isoCountryCode = placemark.isoCountryCode
      country = placemark.country
      timeZone = placemark.timeZone
      super.init()
    }

    /// A placemark of a location and address parts, for tests and for MapKit's placemarks.
    @_spi(Testing)
    public init(
      location: CLLocation?, name: String? = nil, locality: String? = nil,
      country: String? = nil, isoCountryCode: String? = nil, postalCode: String? = nil
    ) {
      self.location = location
      self.name = name
      self.locality = locality
      self.country = country
      self.isoCountryCode = isoCountryCode
      self.postalCode = postalCode
      super.init()
    }
  }

  /// Turns coordinates into addresses and back, as Core Location's: it asks Apple's servers, which
  /// a test cannot reach, so every request fails with `CLError.network` on the main queue.
  open class CLGeocoder: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var geocodingStorage = false

    /// Whether a request is under way.
    open var isGeocoding: Bool { lock.withLock { geocodingStorage } }

    /// A completion handler of a geocoding request.
    public typealias CLGeocodeCompletionHandler = @Sendable ([CLPlacemark]?, (any Error)?) -> Void

    /// Finds the address of a location: fails with `CLError.network`.
    ///
    /// - Parameters:
    ///   - location: The location.
    ///   - completionHandler: Called on the main queue with the error.
    open func reverseGeocodeLocation(
      _ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
      fail(completionHandler)
    }

    /// Finds the address of a location in a locale: fails with `CLError.network`.
    ///
    /// - Parameters:
    ///   - location: The location.
    ///   - locale: The locale.
    ///   - completionHandler: Called on the main queue with the error.
    open func reverseGeocodeLocation(
      _ location: CLLocation, preferredLocale locale: Locale?,
      completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
      fail(completionHandler)
    }

    /// Finds the places of an address: fails with `CLError.network`.
    ///
    /// - Parameters:
    ///   - addressString: The address.
    ///   - completionHandler: Called on the main queue with the error.
    open func geocodeAddressString(
      _ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
      fail(completionHandler)
    }

    /// Finds the address of a location: throws `CLError.network`.
    ///
    /// - Parameter location: The location.
    /// - Returns: Never: it throws.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
      throw CLError(.network)
    }

    /// Finds the places of an address: throws `CLError.network`.
    ///
    /// - Parameter addressString: The address.
    /// - Returns: Never: it throws.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
      throw CLError(.network)
    }

    /// Cancels the request under way: it fails with `CLError.geocodeCanceled` instead.
    open func cancelGeocode() {
      lock.withLock { geocodingStorage = false }
    }

    private func fail(_ completionHandler: @escaping CLGeocodeCompletionHandler) {
      lock.withLock { geocodingStorage = true }
      DispatchQueue.main.async { [self] in
        let cancelled = lock.withLock { () -> Bool in
          let was = !geocodingStorage
          geocodingStorage = false
          return was
        }
        completionHandler(nil, CLError(cancelled ? .geocodeCanceled : .network))
      }
    }
  }

  /// A region a location manager watches, as Core Location's.
  open class CLRegion: NSObject, @unchecked Sendable {
    /// The region's name.
    public let identifier: String
    /// Whether entering is told; `true` by default.
    open var notifyOnEntry = true
    /// Whether leaving is told; `true` by default.
    open var notifyOnExit = true

    init(identifier: String) {
      self.identifier = identifier
      super.init()
    }
  }

  /// A circle around a coordinate, as Core Location's.
  open class CLCircularRegion: CLRegion, @unchecked Sendable {
    /// The centre.
    public let center: CLLocationCoordinate2D
    /// The radius, in metres.
    public let radius: CLLocationDistance

    /// A circle.
    ///
    /// - Parameters:
    ///   - center: The centre.
    ///   - radius: The radius, in metres.
    ///   - identifier: The name.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
      self.center = center
      self.radius = radius
      super.init(identifier: identifier)
    }

    /// Whether a coordinate lies within the circle (great-circle distance).
    ///
    /// - Parameter coordinate: The coordinate.
    /// - Returns: Whether it does.
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
      CLLocation(latitude: center.latitude, longitude: center.longitude).distance(
        from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)) <= radius
    }
  }
#endif
