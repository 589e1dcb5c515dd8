#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  /// A café on the map, as apps model their annotations.
  final class Cafe: NSObject, MKAnnotation {
    let coordinate: CLLocationCoordinate2D
    let title: String?

    init(_ title: String, _ latitude: Double, _ longitude: Double) {
      self.title = title
      coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
  }

  /// An annotation view of the app's own, registered by class.
  final class CafeMarkerView: MKMarkerAnnotationView {
    override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
      super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
      canShowCallout = true
      glyphText = "☕"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  /// A screen with a map of cafés, as apps write one.
  final class CafesMapViewController: UIViewController, MKMapViewDelegate {
    let mapView = MKMapView()
    var events: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      mapView.frame = view.bounds
      mapView.delegate = self
      mapView.register(CafeMarkerView.self, forAnnotationViewWithReuseIdentifier: "cafe")
      view.addSubview(mapView)
      let centre = CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12)
      mapView.setRegion(
        MKCoordinateRegion(center: centre, latitudinalMeters: 2000, longitudinalMeters: 2000),
        animated: false)
      mapView.addAnnotations([Cafe("Flat White", 51.5, -0.12), Cafe("Far Away", 48.85, 2.35)])
      let route = [
        CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12),
        CLLocationCoordinate2D(latitude: 51.501, longitude: -0.121),
      ]
      mapView.addOverlay(MKPolyline(coordinates: route, count: route.count))
    }

    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
      guard annotation is Cafe else { return nil }
      return mapView.dequeueReusableAnnotationView(withIdentifier: "cafe", for: annotation)
    }

    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
      let renderer = MKPolylineRenderer(polyline: overlay as! MKPolyline)
      renderer.strokeColor = .systemBlue
      renderer.lineWidth = 4
      return renderer
    }

    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
      events.append("selected \(view.annotation?.title ?? "?")")
    }

    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
      events.append("region changed")
    }
  }

  @MainActor
  @Suite("Maps (MapKit)")
  struct MapKitSpec {
    @Test("Annotations in the region get the delegate's views, placed at their coordinates")
    func annotationsAndViews() async {
      let controller = CafesMapViewController()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      let map = controller.mapView
      map.layoutIfNeeded()
      #expect(map.annotations.count == 2)
      let near = map.annotations.first { $0.title == "Flat White" }!
      let far = map.annotations.first { $0.title == "Far Away" }!
      let view = map.view(for: near) as? CafeMarkerView
      #expect(view?.glyphText == "☕")
      #expect(view?.reuseIdentifier == "cafe")
      // At the region's centre: the middle of the map.
      #expect(abs((view?.center.x ?? 0) - 195) < 1e-6)
      #expect(abs((view?.center.y ?? 0) - 422) < 1e-6)
      // Paris is not in a 2 km region around London: no view.
      #expect(map.view(for: far) == nil)
      let renderer = map.renderer(for: map.overlays[0]) as? MKPolylineRenderer
      #expect(renderer?.lineWidth == 4)

      map.selectAnnotation(near, animated: true)
      #expect(controller.events.contains("selected Flat White"))
      #expect(map.selectedAnnotations.count == 1)
      #expect(view?.isSelected == true)

      for _ in 0..<1000 where !controller.events.contains("region changed") { await Task.yield() }
      #expect(controller.events.contains("region changed"))
      let coordinate = map.convert(CGPoint(x: 195, y: 422), toCoordinateFrom: map)
      #expect(abs(coordinate.latitude - 51.5) < 1e-9)
      #expect(abs(coordinate.longitude - -0.12) < 1e-9)

      // Removing an annotation keeps its view for reuse.
      map.removeAnnotation(near)
      #expect(map.view(for: near) == nil)
      #expect(map.dequeueReusableAnnotationView(withIdentifier: "cafe") === view)
      _ = window
    }

    @Test("A region of metres; Maps opens an item; a search needs the network")
    func regionsItemsAndSearch() async {
      let region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 0, longitude: 0), latitudinalMeters: 111_195.08,
        longitudinalMeters: 111_195.08)
      #expect(abs(region.span.latitudeDelta - 1) < 1e-6)
      #expect(abs(region.span.longitudeDelta - 1) < 1e-6)
      let item = MKMapItem(
        placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2)))
      item.name = "Office"
      #expect(
        item.openInMaps(launchOptions: [
          MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeWalking
        ]))
      #expect(MKMapItem.openedInMaps.contains { $0 === item })
      let request = MKLocalSearch.Request()
      request.naturalLanguageQuery = "coffee"
      await #expect(throws: MKError(.serverFailure)) {
        _ = try await MKLocalSearch(request: request).start()
      }
    }
  }
#endif
