// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit)
  import Foundation

  // MapKit's map view and what apps put on it, headless: no tiles are fetched or drawn. The map
  // keeps its region, annotations and overlays, asks its delegate for annotation views and
  // renderers as MapKit does, places annotation views where their coordinates fall (so a user's
  // tap reaches them) and tells the delegate of selections and region changes. Searches and
  // directions ask Apple's servers, which a test cannot reach: they fail. The port step imports
  // HeadlessUIKit where an app imports MapKit.

  // MARK: Geometry

  /// A span of latitude and longitude, in degrees, as MapKit's.
  public struct MKCoordinateSpan: Sendable, Equatable {
    /// The north–south extent.
    public var latitudeDelta: CLLocationDegrees
    /// The east–west extent.
    public var longitudeDelta: CLLocationDegrees

    /// An empty span.
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }

    /// A span.
    ///
    /// - Parameters:
    ///   - latitudeDelta: The north–south extent.
    ///   - longitudeDelta: The east–west extent.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
      self.latitudeDelta = latitudeDelta
      self.longitudeDelta = longitudeDelta
    }
  }

  /// A region: a centre and a span, as MapKit's.
  public struct MKCoordinateRegion: Sendable {
    /// The centre.
    public var center: CLLocationCoordinate2D
    /// The span.
    public var span: MKCoordinateSpan

    /// An empty region at (0, 0).
    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }

    /// A region.
    ///
    /// - Parameters:
    ///   - center: The centre.
    ///   - span: The span.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
      self.center = center
      self.span = span
    }

    /// A region of a size in metres around a centre (a degree of latitude is 111,195 m on the
    /// Earth's mean sphere; a degree of longitude that times the latitude's cosine).
    ///
    /// - Parameters:
    ///   - centerCoordinate: The centre.
    ///   - latitudinalMeters: The north–south size.
    ///   - longitudinalMeters: The east–west size.
    public init(
      center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
      longitudinalMeters: CLLocationDistance
    ) {
      let metresPerDegree = 6_371_008.8 * Double.pi / 180
      let cosine = max(cos(centerCoordinate.latitude * Double.pi / 180), 1e-9)
      self.init(
        center: centerCoordinate,
        span: MKCoordinateSpan(
          latitudeDelta: latitudinalMeters / metresPerDegree,
          longitudeDelta: longitudinalMeters / (metresPerDegree * cosine)))
    }

    func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
      abs(coordinate.latitude - center.latitude) <= span.latitudeDelta / 2
        && abs(coordinate.longitude - center.longitude) <= span.longitudeDelta / 2
    }
  }

  /// A region of a size in metres (deprecated: `MKCoordinateRegion(center:latitudinalMeters:
  /// longitudinalMeters:)`).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func MKCoordinateRegionMakeWithDistance(
    _ centerCoordinate: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance,
    _ longitudinalMeters: CLLocationDistance
  ) -> MKCoordinateRegion {
    MKCoordinateRegion(
      center: centerCoordinate, latitudinalMeters: latitudinalMeters,
      longitudinalMeters: longitudinalMeters)
  }

  /// A region (deprecated: `MKCoordinateRegion(center:span:)`).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func MKCoordinateRegionMake(
    _ centerCoordinate: CLLocationCoordinate2D, _ span: MKCoordinateSpan
  )
    -> MKCoordinateRegion
  {
    MKCoordinateRegion(center: centerCoordinate, span: span)
  }

  /// A span (deprecated: `MKCoordinateSpan(latitudeDelta:longitudeDelta:)`).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func MKCoordinateSpanMake(
    _ latitudeDelta: CLLocationDegrees, _ longitudeDelta: CLLocationDegrees
  )
    -> MKCoordinateSpan
  {
    MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
  }

  // MARK: Annotations and overlays

  /// Something with a place on a map, as MapKit's.
  public protocol MKAnnotation: NSObjectProtocol {
    /// Where it is.
    var coordinate: CLLocationCoordinate2D { get }
    /// Its title, shown in its callout; `nil` by default.
    var title: String? { get }
    /// Its subtitle; `nil` by default.
    var subtitle: String? { get }
  }

  extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
  }

  /// An annotation with a title and subtitle, as MapKit's.
  open class MKShape: NSObject, MKAnnotation, @unchecked Sendable {
    /// The title.
    open var title: String?
    /// The subtitle.
    open var subtitle: String?
    /// Where it is: (0, 0) for a shape with no place of its own.
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }
  }

  /// A pin at a coordinate, as MapKit's.
  open class MKPointAnnotation: MKShape, @unchecked Sendable {
    private var place = CLLocationCoordinate2D()

    /// Where it is; settable.
    open override var coordinate: CLLocationCoordinate2D {
      get { place }
      set { place = newValue }
    }

    /// A pin at (0, 0).
    public override init() { super.init() }

    /// A pin at a coordinate.
    ///
    /// - Parameter coordinate: Where.
    public convenience init(coordinate: CLLocationCoordinate2D) {
      self.init()
      place = coordinate
    }

    /// A pin at a coordinate with a title and subtitle.
    ///
    /// - Parameters:
    ///   - coordinate: Where.
    ///   - title: The title.
    ///   - subtitle: The subtitle.
    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
      self.init(coordinate: coordinate)
      self.title = title
      self.subtitle = subtitle
    }
  }

  /// The user's own place on a map, as MapKit's.
  open class MKUserLocation: NSObject, MKAnnotation, @unchecked Sendable {
    /// The user's location: the simulated one, when a test gave one.
    open var location: CLLocation? { CLLocationManager.simulatedLocation }
    /// Whether it is being updated.
    open var isUpdating: Bool { false }
    /// The title, "My Location" as MapKit's in English.
    open var title: String? = "My Location"
    /// The subtitle.
    open var subtitle: String?
    /// Where the user is: the simulated location, else the invalid coordinate.
    open var coordinate: CLLocationCoordinate2D {
      location?.coordinate ?? kCLLocationCoordinate2DInvalid
    }
  }

  /// A shape drawn over a map, as MapKit's.
  public protocol MKOverlay: MKAnnotation {}

  /// A line through coordinates, as MapKit's.
  open class MKPolyline: MKShape, MKOverlay, @unchecked Sendable {
    /// The coordinates, in order.
    public private(set) var coordinates: [CLLocationCoordinate2D] = []

    /// The number of points.
    open var pointCount: Int { coordinates.count }

    /// A line through `count` coordinates.
    ///
    /// - Parameters:
    ///   - coords: The coordinates.
    ///   - count: How many.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
      self.init()
      coordinates = Array(UnsafeBufferPointer(start: coords, count: count))
    }

    /// Its middle coordinate.
    open override var coordinate: CLLocationCoordinate2D {
      coordinates.isEmpty ? CLLocationCoordinate2D() : coordinates[coordinates.count / 2]
    }
  }

  /// A closed shape through coordinates, as MapKit's.
  open class MKPolygon: MKPolyline, @unchecked Sendable {}

  /// A circle around a coordinate, as MapKit's.
  open class MKCircle: MKShape, MKOverlay, @unchecked Sendable {
    private var centre = CLLocationCoordinate2D()
    /// The radius, in metres.
    public private(set) var radius: CLLocationDistance = 0

    /// A circle.
    ///
    /// - Parameters:
    ///   - coord: The centre.
    ///   - radius: The radius, in metres.
    public convenience init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
      self.init()
      centre = coord
      self.radius = radius
    }

    /// The centre.
    open override var coordinate: CLLocationCoordinate2D { centre }
  }

  /// Draws an overlay, as MapKit's; HeadlessUIKit draws nothing, but keeps its styling.
  open class MKOverlayRenderer: NSObject, @unchecked Sendable {
    /// The overlay.
    public let overlay: any MKOverlay
    /// Its opacity.
    open var alpha: CGFloat = 1

    /// A renderer of an overlay.
    ///
    /// - Parameter overlay: The overlay.
    public init(overlay: any MKOverlay) {
      self.overlay = overlay
      super.init()
    }
  }

  /// Draws a shape's outline and fill, as MapKit's.
  open class MKOverlayPathRenderer: MKOverlayRenderer, @unchecked Sendable {
    /// The outline's colour.
    open var strokeColor: UIColor?
    /// The fill's colour.
    open var fillColor: UIColor?
    /// The outline's width.
    open var lineWidth: CGFloat = 0
  }

  /// Draws a line, as MapKit's.
  open class MKPolylineRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// A renderer of a line.
    ///
    /// - Parameter polyline: The line.
    public init(polyline: MKPolyline) { super.init(overlay: polyline) }
  }

  /// Draws a circle, as MapKit's.
  open class MKCircleRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// A renderer of a circle.
    ///
    /// - Parameter circle: The circle.
    public init(circle: MKCircle) { super.init(overlay: circle) }
  }

  /// Draws a polygon, as MapKit's.
  open class MKPolygonRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// A renderer of a polygon.
    ///
    /// - Parameter polygon: The polygon.
    public init(polygon: MKPolygon) { super.init(overlay: polygon) }
  }

  // MARK: Annotation views

  /// The view that shows an annotation on a map, as MapKit's.
  @preconcurrency @MainActor
  open class MKAnnotationView: UIView {
    /// The annotation it shows.
    open var annotation: (any MKAnnotation)?
    /// The identifier it is reused by.
    public private(set) var reuseIdentifier: String?
    /// Its image.
    open var image: UIImage?
    /// Whether a tap shows a callout with the annotation's title.
    open var canShowCallout = false
    /// Where the view sits relative to its coordinate.
    open var centerOffset = CGPoint.zero
    /// Where the callout sits.
    open var calloutOffset = CGPoint.zero
    /// The callout's left view.
    open var leftCalloutAccessoryView: UIView?
    /// The callout's right view.
    open var rightCalloutAccessoryView: UIView?
    /// The callout's detail view.
    open var detailCalloutAccessoryView: UIView?
    /// Whether the user can drag it.
    open var isDraggable = false
    /// Whether it can be selected.
    open var isEnabled = true
    /// Whether it is selected.
    open var isSelected = false
    /// Annotations of the same identifier cluster.
    open var clusteringIdentifier: String?

    /// A view for an annotation.
    ///
    /// - Parameters:
    ///   - annotation: The annotation.
    ///   - reuseIdentifier: The identifier it is reused by.
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
      self.annotation = annotation
      self.reuseIdentifier = reuseIdentifier
      super.init(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    }

    /// A view of a frame, showing no annotation (a convenience initialiser, as MapKit's, whose
    /// designated ones are `init(annotation:reuseIdentifier:)` and `init(coder:)`).
    ///
    /// - Parameter frame: The frame.
    public override convenience init(frame: CGRect) {
      self.init(annotation: nil, reuseIdentifier: nil)
      self.frame = frame
    }

    /// A view from an archive.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Makes a view of a class registered with `register(_:forAnnotationViewWithReuseIdentifier:)`.
    ///
    /// HeadlessUIKit's addition: it calls `init(annotation:reuseIdentifier:)`, so your override of
    /// it runs, as in MapKit. A subclass that declares only other designated initialisers must
    /// also provide this one to be registered.
    ///
    /// - Parameters:
    ///   - annotation: The annotation.
    ///   - reuseIdentifier: The identifier.
    public required convenience init(
      headlessAnnotation annotation: (any MKAnnotation)?, reuseIdentifier: String?
    ) {
      self.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
    }

    /// Selects or deselects it.
    ///
    /// - Parameters:
    ///   - selected: Whether it is selected.
    ///   - animated: Ignored.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    /// Prepares it for another annotation.
    open func prepareForReuse() {}

    /// Prepares it for display.
    open func prepareForDisplay() {}
  }

  /// A balloon marker, as MapKit's default annotation view.
  @preconcurrency @MainActor
  open class MKMarkerAnnotationView: MKAnnotationView {
    /// The balloon's colour.
    open var markerTintColor: UIColor?
    /// The glyph's text.
    open var glyphText: String?
    /// The glyph's colour.
    open var glyphTintColor: UIColor?
    /// The glyph's image.
    open var glyphImage: UIImage?
    /// Whether the marker animates in.
    open var animatesWhenAdded = false
  }

  /// A pin (deprecated in iOS 16: `MKMarkerAnnotationView`).
  @preconcurrency @MainActor
  open class MKPinAnnotationView: MKAnnotationView {
    /// The pin's colour.
    open var pinTintColor: UIColor?
    /// Whether the pin drops in.
    open var animatesDrop = false
  }

  // MARK: The map

  /// The kind of map shown, as MapKit's.
  public enum MKMapType: UInt, Sendable {
    case standard = 0
    case satellite = 1
    case hybrid = 2
    case satelliteFlyover = 3
    case hybridFlyover = 4
    case mutedStandard = 5
  }

  /// Whether the map follows the user, as MapKit's.
  public enum MKUserTrackingMode: Int, Sendable {
    case none = 0
    case follow = 1
    case followWithHeading = 2
  }

  /// What a map tells its app, as MapKit's; every method is optional there and has MapKit's
  /// default here.
  @preconcurrency @MainActor
  public protocol MKMapViewDelegate: NSObjectProtocol {
    /// Asks for an annotation's view; `nil` (MapKit's marker) by default.
    ///
    /// - Parameters:
    ///   - mapView: The map.
    ///   - annotation: The annotation.
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    /// Asks for an overlay's renderer; a plain renderer by default.
    ///
    /// - Parameters:
    ///   - mapView: The map.
    ///   - overlay: The overlay.
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
    /// Tells that an annotation view was selected.
    ///
    /// - Parameters:
    ///   - mapView: The map.
    ///   - view: The view.
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    /// Tells that an annotation view was deselected.
    ///
    /// - Parameters:
    ///   - mapView: The map.
    ///   - view: The view.
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    /// Tells that a callout's accessory control was tapped.
    ///
    /// - Parameters:
    ///   - mapView: The map.
    ///   - view: The annotation view.
    ///   - control: The control.
    func mapView(
      _ mapView: MKMapView, annotationView view: MKAnnotationView,
      calloutAccessoryControlTapped control: UIControl)
    /// Tells that the region is about to change.
    ///
    /// - Parameters:
    ///   - mapView: The map.
    ///   - animated: Whether it animates.
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    /// Tells that the region changed.
    ///
    /// - Parameters:
    ///   - mapView: The map.
    ///   - animated: Whether it animated.
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    /// Tells that the user's location changed.
    ///
    /// - Parameters:
    ///   - mapView: The map.
    ///   - userLocation: The user's location.
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
    /// Tells that annotation views were added.
    ///
    /// - Parameters:
    ///   - mapView: The map.
    ///   - views: The views.
    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])
  }

  extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation)
      -> MKAnnotationView?
    { optionalRequirementDefault(nil) }
    public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay)
      -> MKOverlayRenderer
    { optionalRequirementDefault(MKOverlayRenderer(overlay: overlay)) }
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
      optionalRequirementDefault()
    }
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {
      optionalRequirementDefault()
    }
    public func mapView(
      _ mapView: MKMapView, annotationView view: MKAnnotationView,
      calloutAccessoryControlTapped control: UIControl
    ) { optionalRequirementDefault() }
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {
      optionalRequirementDefault()
    }
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
      optionalRequirementDefault()
    }
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {
      optionalRequirementDefault()
    }
    public func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {
      optionalRequirementDefault()
    }
  }

  /// A map, headless: it keeps its region, annotations and overlays and draws no tiles.
  ///
  /// Annotation views are made at layout, for the annotations in the region, from the delegate
  /// (`mapView(_:viewFor:)`, else a marker) and placed where their coordinates fall, a linear
  /// projection of the region onto the bounds. Setting the region tells the delegate
  /// `regionWillChangeAnimated` at once and `regionDidChangeAnimated` on a later main-queue turn.
  @preconcurrency @MainActor
  open class MKMapView: UIView {
    /// Where the map's news goes.
    open weak var delegate: (any MKMapViewDelegate)?
    /// The kind of map.
    open var mapType = MKMapType.standard
    /// Whether the user can zoom, scroll, rotate and pitch it.
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    open var isRotateEnabled = true
    open var isPitchEnabled = true
    /// What it shows besides the map.
    open var showsCompass = true
    open var showsScale = false
    open var showsTraffic = false
    open var showsBuildings = true
    /// Whether the user's location is shown (an annotation of its own).
    open var showsUserLocation = false {
      didSet { setNeedsLayout() }
    }
    /// The user's location.
    public let userLocation = MKUserLocation()
    /// Whether the map follows the user.
    open var userTrackingMode = MKUserTrackingMode.none

    private var regionStorage = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 37.13284, longitude: -95.78558),
      span: MKCoordinateSpan(latitudeDelta: 67.5, longitudeDelta: 61.3))
    private var annotationList: [any MKAnnotation] = []
    private var overlayList: [any MKOverlay] = []
    private var views: [ObjectIdentifier: MKAnnotationView] = [:]
    private var renderers: [ObjectIdentifier: MKOverlayRenderer] = [:]
    private var reusable: [String: [MKAnnotationView]] = [:]
    private var registered: [String: MKAnnotationView.Type] = [:]
    private var selected: [any MKAnnotation] = []

    /// Creates a map showing MapKit's first region (the United States).
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a map from an archive.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    // MARK: Region

    /// The region shown.
    open var region: MKCoordinateRegion {
      get { regionStorage }
      set { setRegion(newValue, animated: false) }
    }

    /// Shows a region; the delegate hears `regionWillChangeAnimated` now and
    /// `regionDidChangeAnimated` on a later main-queue turn.
    ///
    /// - Parameters:
    ///   - region: The region.
    ///   - animated: Whether it animates (it changes at once either way).
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
      delegate?.mapView(self, regionWillChangeAnimated: animated)
      regionStorage = region
      setNeedsLayout()
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated {
          guard let self else { return }
          self.delegate?.mapView(self, regionDidChangeAnimated: animated)
        }
      }
    }

    /// The region's centre.
    open var centerCoordinate: CLLocationCoordinate2D {
      get { regionStorage.center }
      set { setCenter(newValue, animated: false) }
    }

    /// Moves the region's centre.
    ///
    /// - Parameters:
    ///   - coordinate: The centre.
    ///   - animated: Whether it animates.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
      setRegion(
        MKCoordinateRegion(center: coordinate, span: regionStorage.span), animated: animated)
    }

    /// The region a region fits as shown: the same.
    ///
    /// - Parameter region: The region.
    /// - Returns: It.
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion { region }

    /// Shows the smallest region holding the annotations, and selects none.
    ///
    /// - Parameters:
    ///   - annotations: The annotations.
    ///   - animated: Whether it animates.
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
      for annotation in annotations where !contains(annotation) { addAnnotation(annotation) }
      let coordinates = annotations.map(\.coordinate).filter(CLLocationCoordinate2DIsValid)
      guard let first = coordinates.first else { return }
      var south = first.latitude
      var north = first.latitude
      var west = first.longitude
      var east = first.longitude
      for coordinate in coordinates {
        south = min(south, coordinate.latitude)
        north = max(north, coordinate.latitude)
        west = min(west, coordinate.longitude)
        east = max(east, coordinate.longitude)
      }
      setRegion(
        MKCoordinateRegion(
          center: CLLocationCoordinate2D(
            latitude: (south + north) / 2, longitude: (west + east) / 2),
          span: MKCoordinateSpan(
            latitudeDelta: max((north - south) * 1.2, 0.01),
            longitudeDelta: max((east - west) * 1.2, 0.01))),
        animated: animated)
    }

    /// Where a coordinate falls in a view's coordinates.
    ///
    /// - Parameters:
    ///   - coordinate: The coordinate.
    ///   - view: The view, or `nil` for the window.
    /// - Returns: The point.
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
      let region = regionStorage
      let x =
        (coordinate.longitude - (region.center.longitude - region.span.longitudeDelta / 2))
        / max(region.span.longitudeDelta, 1e-12) * Double(bounds.width)
      let y =
        ((region.center.latitude + region.span.latitudeDelta / 2) - coordinate.latitude)
        / max(region.span.latitudeDelta, 1e-12) * Double(bounds.height)
      return convert(CGPoint(x: x, y: y), to: view)
    }

    /// The coordinate under a point of a view.
    ///
    /// - Parameters:
    ///   - point: The point.
    ///   - view: The view it is in, or `nil` for the window.
    /// - Returns: The coordinate.
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?)
      -> CLLocationCoordinate2D
    {
      let local = convert(point, from: view)
      let region = regionStorage
      let longitude =
        region.center.longitude - region.span.longitudeDelta / 2 + Double(local.x)
        / max(Double(bounds.width), 1e-12) * region.span.longitudeDelta
      let latitude =
        region.center.latitude + region.span.latitudeDelta / 2 - Double(local.y)
        / max(Double(bounds.height), 1e-12) * region.span.latitudeDelta
      return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    // MARK: Annotations

    /// The annotations on the map (the user's location among them while shown).
    open var annotations: [any MKAnnotation] {
      showsUserLocation ? annotationList + [userLocation] : annotationList
    }

    private func contains(_ annotation: any MKAnnotation) -> Bool {
      annotationList.contains { $0 === annotation }
    }

    /// Adds an annotation; its view is made at the next layout.
    ///
    /// - Parameter annotation: The annotation.
    open func addAnnotation(_ annotation: any MKAnnotation) {
      guard !contains(annotation) else { return }
      annotationList.append(annotation)
      setNeedsLayout()
    }

    /// Adds annotations.
    ///
    /// - Parameter annotations: The annotations.
    open func addAnnotations(_ annotations: [any MKAnnotation]) {
      for annotation in annotations { addAnnotation(annotation) }
    }

    /// Removes an annotation and its view.
    ///
    /// - Parameter annotation: The annotation.
    open func removeAnnotation(_ annotation: any MKAnnotation) {
      annotationList.removeAll { $0 === annotation }
      selected.removeAll { $0 === annotation }
      if let view = views.removeValue(forKey: ObjectIdentifier(annotation)) {
        view.removeFromSuperview()
        if let identifier = view.reuseIdentifier {
          view.annotation = nil
          reusable[identifier, default: []].append(view)
        }
      }
    }

    /// Removes annotations.
    ///
    /// - Parameter annotations: The annotations.
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
      for annotation in annotations { removeAnnotation(annotation) }
    }

    /// The annotations within a map rectangle, here the region's.
    open var visibleAnnotationsCount: Int {
      annotations.filter { regionStorage.contains($0.coordinate) }.count
    }

    /// The view of an annotation, once the map laid it out; `nil` before or off the region.
    ///
    /// - Parameter annotation: The annotation.
    /// - Returns: The view.
    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
      views[ObjectIdentifier(annotation)]
    }

    /// Registers a class whose views `dequeueReusableAnnotationView(withIdentifier:for:)` makes.
    ///
    /// - Parameters:
    ///   - viewClass: The class.
    ///   - identifier: The identifier.
    open func register(
      _ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String
    ) {
      registered[identifier] = viewClass as? MKAnnotationView.Type
    }

    /// A view of the identifier a removed annotation left, or `nil`.
    ///
    /// - Parameter identifier: The identifier.
    /// - Returns: The view.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView?
    {
      guard var views = reusable[identifier], !views.isEmpty else { return nil }
      let view = views.removeLast()
      reusable[identifier] = views
      view.prepareForReuse()
      return view
    }

    /// A view of the identifier, reused or made from the registered class, showing the
    /// annotation.
    ///
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - annotation: The annotation.
    /// - Returns: The view.
    open func dequeueReusableAnnotationView(
      withIdentifier identifier: String, for annotation: any MKAnnotation
    ) -> MKAnnotationView {
      if let view = dequeueReusableAnnotationView(withIdentifier: identifier) {
        view.annotation = annotation
        return view
      }
      let type = registered[identifier] ?? MKMarkerAnnotationView.self
      return type.init(headlessAnnotation: annotation, reuseIdentifier: identifier)
    }

    /// The selected annotations.
    open var selectedAnnotations: [any MKAnnotation] {
      get { selected }
      set {
        for annotation in selected { deselectAnnotation(annotation, animated: false) }
        if let first = newValue.first { selectAnnotation(first, animated: false) }
      }
    }

    /// Selects an annotation (deselecting the one selected); the delegate hears `didSelect`.
    ///
    /// - Parameters:
    ///   - annotation: The annotation.
    ///   - animated: Ignored.
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
      guard !selected.contains(where: { $0 === annotation }) else { return }
      for other in selected { deselectAnnotation(other, animated: false) }
      layoutIfNeeded()
      let view = views[ObjectIdentifier(annotation)]
      guard view?.isEnabled ?? true else { return }
      selected = [annotation]
      if let view {
        view.setSelected(true, animated: animated)
        delegate?.mapView(self, didSelect: view)
      }
    }

    /// Deselects an annotation; the delegate hears `didDeselect`.
    ///
    /// - Parameters:
    ///   - annotation: The annotation.
    ///   - animated: Ignored.
    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
      guard let annotation, selected.contains(where: { $0 === annotation }) else { return }
      selected.removeAll { $0 === annotation }
      if let view = views[ObjectIdentifier(annotation)] {
        view.setSelected(false, animated: animated)
        delegate?.mapView(self, didDeselect: view)
      }
    }

    // MARK: Overlays

    /// The overlays on the map.
    open var overlays: [any MKOverlay] { overlayList }

    /// Adds an overlay; the delegate is asked for its renderer.
    ///
    /// - Parameter overlay: The overlay.
    open func addOverlay(_ overlay: any MKOverlay) {
      guard !overlayList.contains(where: { $0 === overlay }) else { return }
      overlayList.append(overlay)
      renderers[ObjectIdentifier(overlay)] =
        delegate?.mapView(self, rendererFor: overlay) ?? MKOverlayRenderer(overlay: overlay)
    }

    /// Adds overlays.
    ///
    /// - Parameter overlays: The overlays.
    open func addOverlays(_ overlays: [any MKOverlay]) {
      for overlay in overlays { addOverlay(overlay) }
    }

    /// Removes an overlay.
    ///
    /// - Parameter overlay: The overlay.
    open func removeOverlay(_ overlay: any MKOverlay) {
      overlayList.removeAll { $0 === overlay }
      renderers[ObjectIdentifier(overlay)] = nil
    }

    /// Removes overlays.
    ///
    /// - Parameter overlays: The overlays.
    open func removeOverlays(_ overlays: [any MKOverlay]) {
      for overlay in overlays { removeOverlay(overlay) }
    }

    /// The renderer the delegate gave an overlay.
    ///
    /// - Parameter overlay: The overlay.
    /// - Returns: The renderer, or `nil` for an overlay not on the map.
    open func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? {
      renderers[ObjectIdentifier(overlay)]
    }

    // MARK: Layout

    /// Makes the views of annotations in the region (asking the delegate), drops those that left
    /// it, and places each where its coordinate falls.
    open override func layoutSubviews() {
      super.layoutSubviews()
      var added: [MKAnnotationView] = []
      let shown = annotations.filter {
        CLLocationCoordinate2DIsValid($0.coordinate) && regionStorage.contains($0.coordinate)
      }
      let shownIDs = Set(shown.map { ObjectIdentifier($0) })
      for (id, view) in views where !shownIDs.contains(id) {
        view.removeFromSuperview()
        views[id] = nil
      }
      for annotation in shown {
        let id = ObjectIdentifier(annotation)
        let view: MKAnnotationView
        if let existing = views[id] {
          view = existing
        } else {
          if let made = delegate?.mapView(self, viewFor: annotation) {
            view = made
          } else {
            view = MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
          }
          view.annotation = annotation
          views[id] = view
          addSubview(view)
          added.append(view)
        }
        let point = convert(annotation.coordinate, toPointTo: self)
        view.center = CGPoint(x: point.x + view.centerOffset.x, y: point.y + view.centerOffset.y)
      }
      if !added.isEmpty { delegate?.mapView(self, didAdd: added) }
    }
  }

  // MARK: Places, searches and the Maps app

  /// A placemark with a coordinate, as MapKit's.
  open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
    /// Where it is.
    public let coordinate: CLLocationCoordinate2D

    /// A placemark at a coordinate.
    ///
    /// - Parameter coordinate: Where.
    public init(coordinate: CLLocationCoordinate2D) {
      self.coordinate = coordinate
      super.init(
        location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
    }

    /// A placemark at a coordinate with an address.
    ///
    /// - Parameters:
    ///   - coordinate: Where.
    ///   - addressDictionary: The address, as Contacts' keys; kept as the name where it has one.
    public convenience init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
      self.init(coordinate: coordinate)
    }

    /// Its title: its name.
    public var title: String? { name }
  }

  /// A place the Maps app can show, as MapKit's.
  open class MKMapItem: NSObject, @unchecked Sendable {
    /// The place.
    public let placemark: MKPlacemark
    /// Its name.
    open var name: String?
    /// Its phone number.
    open var phoneNumber: String?
    /// Its website.
    open var url: URL?
    /// Whether it is the user's location.
    public let isCurrentLocation: Bool

    /// A map item of a place.
    ///
    /// - Parameter placemark: The place.
    public init(placemark: MKPlacemark) {
      self.placemark = placemark
      isCurrentLocation = false
      super.init()
    }

    private init(current: Void) {
      placemark = MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid)
      isCurrentLocation = true
      super.init()
    }

    /// The user's location.
    ///
    /// - Returns: A map item for it.
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(current: ()) }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var openedStorage: [MKMapItem] = []

    /// Opens the Maps app at the item: recorded (``MKMapItem/openedInMaps``), `true`.
    ///
    /// - Parameter launchOptions: The options.
    /// - Returns: Whether Maps opened: yes.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool {
      Self.lock.withLock { Self.openedStorage.append(self) }
      return true
    }

    /// The items opened in Maps, in order.
    @_spi(Testing)
    public static var openedInMaps: [MKMapItem] { lock.withLock { openedStorage } }
  }

  /// Launch options of the Maps app.
  public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
  public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
  public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
  public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
  public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
  public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"

  /// MapKit's errors (domain `MKErrorDomain`).
  public struct MKError: CustomNSError, Hashable, Sendable {
    /// The error's code, as MapKit's.
    public enum Code: UInt, Sendable {
      case unknown = 1
      case serverFailure = 2
      case loadingThrottled = 3
      case placemarkNotFound = 4
      case directionsNotFound = 5
    }

    public static let errorDomain = "MKErrorDomain"
    /// The code.
    public let code: Code
    public var errorCode: Int { Int(code.rawValue) }

    /// An error of a code.
    ///
    /// - Parameter code: The code.
    public init(_ code: Code) { self.code = code }
  }

  /// A search for places, as MapKit's: it asks Apple's servers, which a test cannot reach, so it
  /// fails with `MKError.serverFailure` on the main queue.
  open class MKLocalSearch: NSObject, @unchecked Sendable {
    /// What to search for, as MapKit's.
    open class Request: NSObject, @unchecked Sendable {
      /// The words searched for.
      open var naturalLanguageQuery: String?
      /// Where to search.
      open var region = MKCoordinateRegion()

      /// An empty request.
      public override init() { super.init() }
    }

    /// What a search found, as MapKit's.
    open class Response: NSObject, @unchecked Sendable {
      /// The places.
      open var mapItems: [MKMapItem] { [] }
      /// The region they lie in.
      open var boundingRegion: MKCoordinateRegion { MKCoordinateRegion() }
    }

    /// The request.
    public let request: Request

    /// A search.
    ///
    /// - Parameter request: What to search for.
    public init(request: Request) {
      self.request = request
      super.init()
    }

    /// Runs the search: fails with `MKError.serverFailure`.
    ///
    /// - Parameter completionHandler: Called on the main queue with the error.
    open func start(completionHandler: @escaping @Sendable (Response?, (any Error)?) -> Void) {
      DispatchQueue.main.async { completionHandler(nil, MKError(.serverFailure)) }
    }

    /// Runs the search: throws `MKError.serverFailure`.
    ///
    /// - Returns: Never: it throws.
    open func start() async throws -> Response { throw MKError(.serverFailure) }

    /// Cancels the search.
    open func cancel() {}
  }
#endif
