#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  /// A QR scanner, as apps write one: the camera if there is one, a metadata output, a preview.
  final class ScannerViewController: UIViewController, AVCaptureMetadataOutputObjectsDelegate {
    let session = AVCaptureSession()
    let output = AVCaptureMetadataOutput()
    var previewLayer: AVCaptureVideoPreviewLayer!
    var hasCamera = false
    var scanned: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      if let device = AVCaptureDevice.default(for: .video),
        let input = try? AVCaptureDeviceInput(device: device), session.canAddInput(input)
      {
        session.addInput(input)
        hasCamera = true
      }
      if session.canAddOutput(output) {
        session.addOutput(output)
        output.setMetadataObjectsDelegate(self, queue: .main)
        output.metadataObjectTypes = [.qr]
      }
      previewLayer = AVCaptureVideoPreviewLayer(session: session)
      previewLayer.videoGravity = .resizeAspectFill
      previewLayer.frame = view.layer.bounds
      view.layer.addSublayer(previewLayer)
      session.startRunning()
    }

    nonisolated func metadataOutput(
      _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
      from connection: AVCaptureConnection
    ) {
      MainActor.assumeIsolated {
        if let code = metadataObjects.first as? AVMetadataMachineReadableCodeObject,
          let text = code.stringValue
        {
          scanned.append(text)
        }
      }
    }
  }

  /// Records camera permission answers.
  final class PermissionAnswers: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Bool] = []
    var values: [Bool] { lock.withLock { stored } }
    func append(_ value: Bool) { lock.withLock { stored.append(value) } }
  }

  @MainActor
  @Suite("Camera capture, as the Simulator has it: no camera; codes a test hands over")
  struct CameraCaptureSpec {
    @Test("A scanner finds no camera, runs its session and reads the code a test hands it")
    func scanner() async {
      let scanner = ScannerViewController()
      scanner.loadViewIfNeeded()
      #expect(!scanner.hasCamera)
      #expect(scanner.session.isRunning && scanner.session.outputs.count == 1)
      #expect(scanner.previewLayer.superlayer === scanner.view.layer)
      #expect(
        AVCaptureDevice.DiscoverySession(
          deviceTypes: [.builtInWideAngleCamera], mediaType: .video, position: .back
        ).devices.isEmpty)
      #expect(scanner.output.deliver("https://example.com/ticket/42"))
      #expect(!scanner.output.deliver("4006381333931", type: .ean13))  // not asked for
      for _ in 0..<10_000 where scanner.scanned.isEmpty { await Task.yield() }
      #expect(scanner.scanned == ["https://example.com/ticket/42"])
      scanner.session.stopRunning()
      #expect(!scanner.session.isRunning)
    }

    @Test("Camera permission: not determined, then the test's answer, kept")
    func permission() async {
      let media = AVMediaType(rawValue: "CameraCaptureSpec.permission")
      #expect(AVCaptureDevice.authorizationStatus(for: media) == .notDetermined)
      AVCaptureDevice.setAuthorizationStatus(nil, for: media, grantsRequests: false)
      defer { AVCaptureDevice.setAuthorizationStatus(nil, for: media) }
      let answers = PermissionAnswers()
      AVCaptureDevice.requestAccess(for: media) { answers.append($0) }
      for _ in 0..<10_000 where answers.values.isEmpty { await Task.yield() }
      #expect(answers.values == [false])
      #expect(AVCaptureDevice.authorizationStatus(for: media) == .denied)
    }
  }
#endif
