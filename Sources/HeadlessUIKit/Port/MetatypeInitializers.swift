#if !canImport(UIKit)
  import Foundation

  /// The initialisers the port step recorded for one class (see
  /// `PortRegistrar.initializers(_:plain:frame:nib:)`).
  struct PortedInitializers {
    var plain: (@MainActor () -> AnyObject)?
    var frame: (@MainActor (CGRect) -> AnyObject)?
    var nib: (@MainActor (String?, Bundle?) -> AnyObject)?
  }

  // Swift creates an instance of a generic parameter (`T(frame: .zero)`) only through a `required`
  // initialiser — except on a class of Objective-C's, whose initialisers the runtime looks up.
  // UIKit's are, so apps and libraries write it (LBTATools' `T()`, DTTableViewManager's
  // `Cell(frame: .zero)`, Ariadne's `T(nibName: nil, bundle: nil)`); HeadlessUIKit's are Swift's.
  // The port step rewrites such a call on Linux into one of these functions, which create the
  // instance through the initialisers it registered for the class, or HeadlessUIKit's own.

  /// HeadlessUIKit's own classes, made as UIKit makes them (each written out: a generic
  /// parameter's initialiser is what Swift does not allow).
  @MainActor
  private func headlessInitializers(_ type: AnyObject.Type) -> PortedInitializers? {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(UIView.self):
      return PortedInitializers(plain: { UIView(frame: .zero) }, frame: { UIView(frame: $0) })
    case ObjectIdentifier(UILabel.self):
      return PortedInitializers(plain: { UILabel(frame: .zero) }, frame: { UILabel(frame: $0) })
    case ObjectIdentifier(UIButton.self):
      return PortedInitializers(plain: { UIButton(frame: .zero) }, frame: { UIButton(frame: $0) })
    case ObjectIdentifier(UIImageView.self):
      return PortedInitializers(
        plain: { UIImageView(frame: .zero) }, frame: { UIImageView(frame: $0) })
    case ObjectIdentifier(UIControl.self):
      return PortedInitializers(plain: { UIControl(frame: .zero) }, frame: { UIControl(frame: $0) })
    case ObjectIdentifier(UIStackView.self):
      return PortedInitializers(
        plain: { UIStackView(frame: .zero) }, frame: { UIStackView(frame: $0) })
    case ObjectIdentifier(UITextField.self):
      return PortedInitializers(
        plain: { UITextField(frame: .zero) }, frame: { UITextField(frame: $0) })
    case ObjectIdentifier(UITextView.self):
      return PortedInitializers(
        plain: { UITextView(frame: .zero) }, frame: { UITextView(frame: $0) })
    case ObjectIdentifier(UIScrollView.self):
      return PortedInitializers(
        plain: { UIScrollView(frame: .zero) }, frame: { UIScrollView(frame: $0) })
    case ObjectIdentifier(UITableViewCell.self):
      return PortedInitializers(
        plain: { UITableViewCell(frame: .zero) }, frame: { UITableViewCell(frame: $0) })
    case ObjectIdentifier(UICollectionViewCell.self):
      return PortedInitializers(
        plain: { UICollectionViewCell(frame: .zero) }, frame: { UICollectionViewCell(frame: $0) })
    case ObjectIdentifier(UICollectionReusableView.self):
      return PortedInitializers(
        plain: { UICollectionReusableView(frame: .zero) },
        frame: { UICollectionReusableView(frame: $0) })
    case ObjectIdentifier(UITableViewHeaderFooterView.self):
      return PortedInitializers(
        plain: { UITableViewHeaderFooterView(frame: .zero) },
        frame: { UITableViewHeaderFooterView(frame: $0) })
    case ObjectIdentifier(UITableView.self):
      return PortedInitializers(
        plain: { UITableView(frame: .zero) }, frame: { UITableView(frame: $0) })
    case ObjectIdentifier(UIViewController.self):
      return PortedInitializers(
        plain: { UIViewController(nibName: nil, bundle: nil) },
        nib: { UIViewController(nibName: $0, bundle: $1) })
    case ObjectIdentifier(UITableViewController.self):
      return PortedInitializers(
        plain: { UITableViewController(nibName: nil, bundle: nil) },
        nib: { UITableViewController(nibName: $0, bundle: $1) })
    case ObjectIdentifier(UICollectionViewController.self):
      return PortedInitializers(
        plain: { UICollectionViewController(nibName: nil, bundle: nil) },
        nib: { UICollectionViewController(nibName: $0, bundle: $1) })
    case ObjectIdentifier(UINavigationController.self):
      return PortedInitializers(
        plain: { UINavigationController(nibName: nil, bundle: nil) },
        nib: { UINavigationController(nibName: $0, bundle: $1) })
    case ObjectIdentifier(UITabBarController.self):
      return PortedInitializers(
        plain: { UITabBarController(nibName: nil, bundle: nil) },
        nib: { UITabBarController(nibName: $0, bundle: $1) })
    default: return nil
    }
  }

  /// The initialisers of `type`: the port's registration, or HeadlessUIKit's own class's.
  @MainActor
  private func initializers(of type: AnyObject.Type) -> PortedInitializers? {
    PortRegistry.shared.portedInitializers(of: type) ?? headlessInitializers(type)
  }

  /// What is left when no initialiser of that form was recorded for the class: UIKit's trap
  /// message as an issue, and the instance `init(coder:)` makes (UIKit's required initialiser,
  /// here with an empty archive).
  @MainActor
  private func unrecorded<Object: AnyObject>(
    _ type: Object.Type, _ initializer: String, _ make: () -> Object?
  ) -> Object {
    reportUIKitException(
      "\(String(reflecting: type)) was created by its metatype with \(initializer), which the "
        + "port step did not record for it (a class of a module that was not ported, or one "
        + "whose initialisers it could not read); it was made with init(coder:) instead.")
    guard let object = make() else {
      fatalError(
        "Use of unimplemented initializer '\(initializer)' for class '\(String(reflecting: type))'")
    }
    return object
  }

  /// `T()` for a view class `T` (the port step's rewriting; not for hand-written code).
  ///
  /// - Parameter type: The class, a generic parameter's value.
  /// - Returns: A new instance, made with the class's `init()`.
  @_spi(TapwrightPort) @preconcurrency @MainActor
  public func _tapwrightPortMake<View: UIView>(_ type: View.Type) -> View {
    if let made = initializers(of: type)?.plain?() as? View { return made }
    return unrecorded(type, "init()") { View(coder: NSCoder()) }
  }

  /// `T(frame:)` for a view class `T` (the port step's rewriting; not for hand-written code).
  ///
  /// - Parameters:
  ///   - type: The class, a generic parameter's value.
  ///   - frame: The frame.
  /// - Returns: A new instance, made with the class's `init(frame:)`.
  @_spi(TapwrightPort) @preconcurrency @MainActor
  public func _tapwrightPortMake<View: UIView>(_ type: View.Type, frame: CGRect) -> View {
    if let made = initializers(of: type)?.frame?(frame) as? View { return made }
    return unrecorded(type, "init(frame:)") {
      let view = View(coder: NSCoder())
      view?.frame = frame
      return view
    }
  }

  /// `T()` for a view controller class `T` (the port step's rewriting; not for hand-written
  /// code).
  ///
  /// - Parameter type: The class, a generic parameter's value.
  /// - Returns: A new instance, made with the class's `init()`.
  @_spi(TapwrightPort) @preconcurrency @MainActor
  public func _tapwrightPortMake<Controller: UIViewController>(_ type: Controller.Type)
    -> Controller
  {
    if let made = initializers(of: type)?.plain?() as? Controller { return made }
    return unrecorded(type, "init()") { Controller(coder: NSCoder()) }
  }

  /// `T(nibName:bundle:)` for a view controller class `T` (the port step's rewriting; not for
  /// hand-written code).
  ///
  /// - Parameters:
  ///   - type: The class, a generic parameter's value.
  ///   - nibName: The nib's name.
  ///   - bundle: The nib's bundle.
  /// - Returns: A new instance, made with the class's `init(nibName:bundle:)`.
  @_spi(TapwrightPort) @preconcurrency @MainActor
  public func _tapwrightPortMake<Controller: UIViewController>(
    _ type: Controller.Type, nibName: String?, bundle: Bundle?
  ) -> Controller {
    if let made = initializers(of: type)?.nib?(nibName, bundle) as? Controller { return made }
    return unrecorded(type, "init(nibName:bundle:)") { Controller(coder: NSCoder()) }
  }
#endif
