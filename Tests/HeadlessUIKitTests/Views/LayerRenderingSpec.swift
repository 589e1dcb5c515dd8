#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit
  import Testing

  /// The snapshot helper apps write: a window's layer rendered into an image of its size.
  @MainActor
  private func snapshot(of window: UIWindow) -> UIImage {
    let renderer = UIGraphicsImageRenderer(bounds: window.bounds)
    return renderer.image { context in window.layer.render(in: context.cgContext) }
  }

  @MainActor
  @Suite("Rendering a view's layer: the screen at its size, its subviews as sublayers")
  struct LayerRenderingSpec {
    private func window(greeting: String) -> UIWindow {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let controller = UIViewController()
      controller.view.backgroundColor = .white
      let label = UILabel(frame: CGRect(x: 20, y: 100, width: 350, height: 40))
      label.text = greeting
      controller.view.addSubview(label)
      window.rootViewController = controller
      window.makeKeyAndVisible()
      return window
    }

    @Test("A laid-out window renders at its size, with what its subviews show")
    func window() throws {
      let hello = window(greeting: "Hello")
      let image = snapshot(of: hello)
      #expect(image.size == CGSize(width: 390, height: 844))
      #expect(hello.layer.bounds == hello.bounds)
      #expect(hello.layer.frame == hello.frame)
      let same = snapshot(of: window(greeting: "Hello"))
      let other = snapshot(of: window(greeting: "Goodbye"))
      #expect(image.pngData() == same.pngData())
      #expect(image.pngData() != other.pngData())
      hello.rootViewController?.view.subviews.first?.isHidden = true
      #expect(snapshot(of: hello).pngData() != image.pngData())
    }

    @Test("A layer of no view keeps its own frame and bounds")
    func standaloneLayer() {
      let layer = CALayer()
      layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
      #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
      layer.bounds = CGRect(x: 5, y: 5, width: 60, height: 70)
      #expect(layer.frame.size == CGSize(width: 60, height: 70))
    }
  }
#endif
