#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// Maps controller types to the screen-object types that represent them, type-safely.
///
/// Register an object type once — its controller type comes from its generic parameter — and
/// every untyped lookup (``Stage/object(for:)``, a navigation's ``NavigationObject/topObject``…)
/// returns an instance of it. A registration also covers subclasses of the controller type (the
/// nearest registered superclass wins), and a registry can fall back to a `parent` registry, e.g.
/// one shared, immutable registry for a whole suite and a per-test registry on top.
public struct ObjectRegistry: Sendable {
  private var factories: [ObjectIdentifier: Factory] = [:]
  private let parent: Parent?

  /// A registration: builds the object for a controller of the registered type.
  struct Factory: Sendable {
    var objectTypeName: String
    var make: @MainActor @Sendable (UIViewController, Stage) -> AnyViewControllerObject?
  }

  /// Boxes the parent registry (a struct cannot contain itself directly).
  final class Parent: Sendable {
    let registry: ObjectRegistry
    init(_ registry: ObjectRegistry) { self.registry = registry }
  }

  /// Creates an empty registry, optionally falling back to `parent`.
  ///
  /// - Parameter parent: The registry consulted when this one has no registration.
  public init(parent: ObjectRegistry? = nil) {
    self.parent = parent.map(Parent.init)
  }

  /// Registers `objectType` for its controller type `VC` (and `VC`'s subclasses).
  ///
  /// - Parameter objectType: The object type, a subclass of ``ViewControllerObject``.
  public mutating func register<VC: UIViewController, Object: ViewControllerObject<VC>>(
    _ objectType: Object.Type
  ) {
    factories[ObjectIdentifier(VC.self)] = Factory(
      objectTypeName: String(describing: objectType),
      make: { controller, stage in
        guard let typed = controller as? VC else { return nil }
        return Object(viewController: typed, stage: stage)
      })
  }

  /// Returns a copy with `objectType` registered, for building registries in one expression.
  ///
  /// - Parameter objectType: The object type, a subclass of ``ViewControllerObject``.
  /// - Returns: The registry with the registration added.
  public func registering<VC: UIViewController, Object: ViewControllerObject<VC>>(
    _ objectType: Object.Type
  ) -> ObjectRegistry {
    var copy = self
    copy.register(objectType)
    return copy
  }

  /// The name of the object type registered for `controllerType` (or a superclass), if any.
  ///
  /// - Parameter controllerType: The controller type to look up.
  /// - Returns: The object type's name, or `nil`.
  public func registeredObjectTypeName(for controllerType: AnyClass) -> String? {
    factory(for: controllerType)?.objectTypeName
  }

  private func factory(for controllerType: AnyClass) -> Factory? {
    var type: AnyClass? = controllerType
    while let current = type {
      if let factory = factories[ObjectIdentifier(current)] { return factory }
      type = superclass(of: current)
    }
    return parent?.registry.factory(for: controllerType)
  }

  /// Builds the registered object for `controller`, or `nil` when no registration covers it.
  @MainActor
  func makeObject(for controller: UIViewController, stage: Stage) -> AnyViewControllerObject? {
    factory(for: type(of: controller))?.make(controller, stage)
  }
}

/// A class's superclass, without the Objective-C runtime.
private func superclass(of type: AnyClass) -> AnyClass? {
  _getSuperclass(type)
}
