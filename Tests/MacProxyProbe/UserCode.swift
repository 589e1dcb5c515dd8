// App code as a Mac package's sources write it, type-checked by `scripts/mac-proxy-compile`
// against HeadlessUIKit built as on a Mac (Darwin Foundation, the Objective-C runtime,
// CoreGraphics). Not part of any target: it is never built on Linux. Each line uses an API
// where HeadlessUIKit once clashed with Darwin's own (two `Selector` types, two `CGColor`s, …).
import HeadlessUIKit

final class ProbeViewController: UIViewController {
  private let button = UIButton(type: .system)
  private let field = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    button.addTarget(self, action: #selector(save), for: .touchUpInside)
    button.addTarget(self, action: #selector(saveWithSender(_:)), for: .touchUpInside)
    view.addGestureRecognizer(
      UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:))))
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .done, target: self, action: #selector(save))
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Back", style: .plain, target: navigationController,
      action: #selector(UINavigationController.popViewController(animated:)))
    let named: Selector = Selector(("saveWithSender:"))
    _ = responds(to: named) && NSStringFromSelector(named) == "saveWithSender:"
    perform(#selector(save), with: nil, afterDelay: 0.5)
    NSObject.cancelPreviousPerformRequests(withTarget: self)
    _ = autoreleasepool { field.text?.count ?? 0 }
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillShow(_:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
    _ = Timer.scheduledTimer(
      timeInterval: 1, target: self, selector: #selector(save), userInfo: nil, repeats: false)
  }

  @objc func save() {}
  @objc func saveWithSender(_ sender: Any?) {}

  @objc func keyboardWillShow(_ notification: Notification) {
    let frame =
      (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
      .cgRectValue ?? .zero
    additionalSafeAreaInsets.bottom = frame.height
  }

  func decorate() -> UIImage {
    view.transform = CGAffineTransform(scaleX: 2, y: 2).rotated(by: .pi / 2)
    view.layer.borderColor = UIColor.red.cgColor
    view.layer.shadowColor = CGColor(gray: 0, alpha: 0.5)
    let color = UIColor(cgColor: view.layer.borderColor!)
    let bounds = CGRect.zero.applying(view.transform).insetBy(dx: 1, dy: 1)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
      color.setFill()
      context.fill(bounds)
      context.cgContext.setStrokeColor(UIColor.blue.cgColor)
      context.cgContext.stroke(CGRect(x: 0, y: 0, width: 10, height: 10))
      context.cgContext.setBlendMode(.multiply)
    }
    let bitmap: CGImage? = image.cgImage
    return bitmap.map { UIImage(cgImage: $0, scale: 2, orientation: .up) } ?? image
  }
}
