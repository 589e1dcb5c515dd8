#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  /// A screen that asks for the user's location, as apps write one.
  final class NearbyViewController: UIViewController, CLLocationManagerDelegate {
    let manager = CLLocationManager()
    var events: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      manager.delegate = self
      manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
    }

    func locateMe() {
      switch manager.authorizationStatus {
      case .notDetermined: manager.requestWhenInUseAuthorization()
      case .authorizedWhenInUse, .authorizedAlways: manager.requestLocation()
      default: events.append("refused")
      }
    }

    nonisolated func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
      let status = manager.authorizationStatus
      MainActor.assumeIsolated { events.append("authorization \(status.rawValue)") }
    }

    nonisolated func locationManager(
      _ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]
    ) {
      let coordinate = locations.last?.coordinate
      MainActor.assumeIsolated {
        events.append("at \(coordinate?.latitude ?? 0),\(coordinate?.longitude ?? 0)")
      }
    }

    nonisolated func locationManager(
      _ manager: CLLocationManager, didFailWithError error: any Error
    ) {
      let code = (error as? CLError)?.code.rawValue ?? -1
      MainActor.assumeIsolated { events.append("failed \(code)") }
    }
  }

  @MainActor
  @Suite("Location services (Core Location)", .serialized)
  struct LocationServicesSpec {
    /// Lets the main queue run until `events` has `count` entries (or a bounded number of turns).
    private func waitFor(_ count: Int, in controller: NearbyViewController) async {
      for _ in 0..<10_000 where controller.events.count < count { await Task.yield() }
    }

    @Test("Asked, the headless user allows; no simulated location fails; a simulated one arrives")
    func authorizationAndLocations() async {
      CLLocationManager.resetAuthorization()
      CLLocationManager.simulatedLocation = nil
      CLLocationManager.userAnswer = nil
      let controller = NearbyViewController()
      controller.loadViewIfNeeded()
      // Told once when the manager is made.
      await waitFor(1, in: controller)
      #expect(controller.events == ["authorization 0"])
      controller.locateMe()
      await waitFor(2, in: controller)
      #expect(controller.events.last == "authorization 4")
      #expect(CLLocationManager.authorizationStatus() == .authorizedWhenInUse)

      controller.locateMe()
      await waitFor(3, in: controller)
      #expect(controller.events.last == "failed 0")  // CLError.locationUnknown
      #expect(controller.manager.location == nil)

      CLLocationManager.simulatedLocation = CLLocation(latitude: 51.5, longitude: -0.12)
      controller.locateMe()
      await waitFor(4, in: controller)
      #expect(controller.events.last == "at 51.5,-0.12")
      #expect(controller.manager.location?.coordinate.latitude == 51.5)

      // A user who refuses: updates fail with CLError.denied.
      CLLocationManager.resetAuthorization()
      CLLocationManager.userAnswer = .denied
      let refused = NearbyViewController()
      refused.loadViewIfNeeded()
      refused.locateMe()
      await waitFor(2, in: refused)
      #expect(refused.events.last == "authorization 2")
      refused.locateMe()
      #expect(refused.events.last == "refused")
      refused.manager.startUpdatingLocation()
      await waitFor(4, in: refused)
      #expect(refused.events.last == "failed 1")
      CLLocationManager.resetAuthorization()
      CLLocationManager.userAnswer = nil
      CLLocationManager.simulatedLocation = nil
    }

    @Test("Geocoding needs Apple's servers: it fails with CLError.network")
    func geocoding() async {
      do {
        _ = try await CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 0, longitude: 0))
        Issue.record("it geocoded")
      } catch CLError.network {
      } catch {
        Issue.record("unexpected \(error)")
      }
      let region = CLCircularRegion(
        center: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12), radius: 1000,
        identifier: "office")
      #expect(region.contains(CLLocationCoordinate2D(latitude: 51.505, longitude: -0.12)))
      #expect(!region.contains(CLLocationCoordinate2D(latitude: 51.6, longitude: -0.12)))
    }
  }
#endif
