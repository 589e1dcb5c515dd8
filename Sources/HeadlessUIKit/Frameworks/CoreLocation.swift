#if !canImport(UIKit)
  import Foundation

  // Core Location's value types, which apps keep in their models. On Linux the port step imports
  // HeadlessUIKit where an app imports CoreLocation; location services (CLLocationManager,
  // CLGeocoder) are not modelled.

  /// A latitude or longitude, in degrees.
  public typealias CLLocationDegrees = Double
  /// A distance, in metres.
  public typealias CLLocationDistance = Double
  /// An accuracy, in metres.
  public typealias CLLocationAccuracy = Double

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

    /// A location with all its parts.
    public init(
      coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
      horizontalAccuracy hAccuracy: CLLocationAccuracy,
      verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
      self.coordinate = coordinate
      self.altitude = altitude
      self.horizontalAccuracy = hAccuracy
      self.verticalAccuracy = vAccuracy
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
#endif
