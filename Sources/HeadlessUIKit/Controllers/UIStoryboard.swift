#if !canImport(UIKit)
  import Foundation

  /// A storyboard: a file of scenes, each a controller with its views, and the segues between
  /// them — read from the `.storyboard` file Xcode writes (see "Storyboards and nibs").
  ///
  /// Controllers are made with `init?(coder:)`, as UIKit makes them; their views load lazily
  /// from the scene; outlets, actions and segues are connected by name through the port step's
  /// registrations. A missing file, an unknown identifier or class is one reported issue and a
  /// `nil` or plain controller, never a crash.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIStoryboard: NSObject {
    /// The storyboard's file name, without extension.
    let name: String
    let document: IBDocument?

    /// Finds a storyboard in a bundle (`nil`: the main bundle, then the SwiftPM resource bundles
    /// beside the running binary). A missing storyboard is reported with UIKit's wording.
    ///
    /// - Parameters:
    ///   - name: The file name, without `.storyboard`.
    ///   - storyboardBundleOrNil: The bundle, or `nil` for the main bundle.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
      self.name = name
      switch IBDocument.load(name: name, extension: "storyboard", bundle: storyboardBundleOrNil) {
      case .success(let document):
        self.document = document
      case .failure(.missing(_, let path)):
        reportUIKitException(
          "Could not find a storyboard named '\(name)' in bundle NSBundle <\(path)>")
        self.document = nil
      case .failure(.unreadable(let file, let reason)):
        reportUIKitException("Could not read the storyboard \(file): \(reason)")
        self.document = nil
      }
      super.init()
    }

    /// The storyboard's initial controller (and, for a container, its children), or `nil` when
    /// the storyboard has none.
    open func instantiateInitialViewController() -> UIViewController? {
      guard let id = document?.root["initialViewController"] else { return nil }
      return instantiateScene(controllerID: id, from: nil)
    }

    /// The storyboard's initial controller made by `block` from the coder (UIKit's iOS 13 form).
    ///
    /// - Parameter block: Makes the controller from a coder (calling your own initialiser).
    /// - Returns: The controller, or `nil`.
    open func instantiateInitialViewController<ViewController: UIViewController>(
      creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
      guard let id = document?.root["initialViewController"] else { return nil }
      let controller = instantiateScene(controllerID: id, from: nil, creator: block)
      return controller as? ViewController
    }

    /// The controller with a storyboard identifier; an unknown identifier is reported with
    /// UIKit's wording and gives a plain controller.
    ///
    /// - Parameter identifier: The storyboard identifier.
    /// - Returns: The controller.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
      guard let id = controllerID(withIdentifier: identifier) else { return UIViewController() }
      return instantiateScene(controllerID: id, from: nil) ?? UIViewController()
    }

    /// The controller with a storyboard identifier, of type `ViewController`, optionally made by
    /// `block` from the coder (UIKit's iOS 13 form).
    ///
    /// - Parameters:
    ///   - identifier: The storyboard identifier.
    ///   - block: Makes the controller from a coder (calling your own initialiser).
    /// - Returns: The controller.
    open func instantiateViewController<ViewController: UIViewController>(
      identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
      if let id = controllerID(withIdentifier: identifier),
        let controller = instantiateScene(controllerID: id, from: nil, creator: block)
      {
        if let typed = controller as? ViewController { return typed }
        reportUIKitException(
          "The view controller with identifier '\(identifier)' in \(name).storyboard is a "
            + "\(String(reflecting: type(of: controller))), not a "
            + "\(String(reflecting: ViewController.self)).")
      }
      // UIKit raises here; HeadlessUIKit reported the problem and makes a plain instance.
      guard let fallback = ViewController(coder: IBCoder(element: nil)) else {
        preconditionFailure("\(ViewController.self).init(coder:) returned nil")
      }
      return fallback
    }

    private func controllerID(withIdentifier identifier: String) -> String? {
      guard let document else { return nil }
      let scene = document.root.descendants().first {
        $0["storyboardIdentifier"] == identifier && $0["sceneMemberID"] == "viewController"
      }
      guard let id = scene?["id"] else {
        reportUIKitException(
          "Storyboard (\(uikitDescription(self))) doesn't contain a view controller with "
            + "identifier '\(identifier)'")
        return nil
      }
      return id
    }

    // MARK: Scenes

    static let controllerClasses: [String: UIViewController.Type] = [
      "viewController": UIViewController.self,
      "navigationController": UINavigationController.self,
      "tabBarController": UITabBarController.self,
      "tableViewController": UITableViewController.self,
      "collectionViewController": UICollectionViewController.self,
      "pageViewController": UIPageViewController.self,
      "splitViewController": UISplitViewController.self,
      // AVKit's player screen, which Interface Builder's library offers.
      "avPlayerViewController": AVPlayerViewController.self,
    ]

    /// Makes the controller of a scene: its class (`customClass`) by `init?(coder:)`, its title,
    /// navigation and tab bar items, its segues, and — for containers — its related children.
    func instantiateScene(
      controllerID: String, from segue: IBElement?,
      creator: ((NSCoder) -> UIViewController?)? = nil
    ) -> UIViewController? {
      guard let document else { return nil }
      guard let element = document.elementsByID[controllerID],
        element["sceneMemberID"] == "viewController"
      else {
        reportUIKitException(
          "\(document.fileName): no view controller with id '\(controllerID)'"
            + (segue.map { " (the destination of \($0.described))" } ?? ""))
        return nil
      }
      let builder = IBBuilder(document: document, storyboard: self)
      let base = Self.controllerClasses[element.name] ?? UIViewController.self
      if Self.controllerClasses[element.name] == nil {
        builder.report(
          "HeadlessUIKit cannot build <\(element.name)>; it is a plain UIViewController.", element)
      }
      let type = builder.customClass(of: element, base: base)
      let coder = IBCoder(element: element)
      let controller =
        creator?(coder) ?? type.init(coder: coder) ?? base.init(coder: coder) ?? UIViewController()
      controller.storyboard = self
      builder.sceneController = controller
      builder.objects[controllerID] = controller
      if let title = element["title"] { controller.title = title }
      if let style = element["modalPresentationStyle"] {
        controller.modalPresentationStyle = Self.presentationStyle(style)
      }
      if let player = controller as? AVPlayerViewController {
        // Interface Builder writes the settings that differ from AVKit's defaults.
        if let gravity = element["videoGravity"] {
          player.videoGravity = AVLayerVideoGravity(rawValue: gravity)
        }
        if element["showsPlaybackControls"] == "NO" { player.showsPlaybackControls = false }
        if element["allowsPictureInPicturePlayback"] == "NO" {
          player.allowsPictureInPicturePlayback = false
        }
      }
      configureItems(of: controller, element, builder)
      declareSegues(of: controller, element)
      relate(controller, element)
      let scene = IBScene(document: document, element: element, storyboard: self)
      scene.objects = builder.objects.filter { !($0.value is UIViewController) }
      controller.interfaceBuilderScene = scene
      builder.finish()
      controller.awakeFromNib()
      return controller
    }

    private func configureItems(
      of controller: UIViewController, _ element: IBElement, _ builder: IBBuilder
    ) {
      if let item = element.child("navigationItem", key: "navigationItem") {
        if let title = item["title"] { controller.navigationItem.title = title }
        let navigationItem = controller.navigationItem
        for child in item.children {
          switch (child.name, child["key"]) {
          case ("barButtonItem", "rightBarButtonItem"):
            navigationItem.rightBarButtonItem = builder.barButtonItem(child)
          case ("barButtonItem", "leftBarButtonItem"):
            navigationItem.leftBarButtonItem = builder.barButtonItem(child)
          case ("barButtonItem", "backBarButtonItem"):
            navigationItem.backBarButtonItem = builder.barButtonItem(child)
          case ("rightBarButtonItems", _):
            navigationItem.rightBarButtonItems = child.children.map { builder.barButtonItem($0) }
          case ("leftBarButtonItems", _):
            navigationItem.leftBarButtonItems = child.children.map { builder.barButtonItem($0) }
          default:
            break
          }
        }
      }
      if let item = element.child("tabBarItem", key: "tabBarItem") {
        controller.tabBarItem = UITabBarItem(
          title: item["title"], image: nil, tag: Int(item.number("tag") ?? 0))
      }
      if let toolbarItems = element.child("toolbarItems") {
        controller.toolbarItems = toolbarItems.children.map { builder.barButtonItem($0) }
      }
    }

    static func presentationStyle(_ name: String) -> UIModalPresentationStyle {
      switch name {
      case "fullScreen": .fullScreen
      case "pageSheet": .pageSheet
      case "formSheet": .formSheet
      case "overFullScreen": .overFullScreen
      case "currentContext": .currentContext
      case "overCurrentContext": .overCurrentContext
      case "popover": .popover
      default: .automatic
      }
    }

    /// Declares a scene's segues on its controller: each instantiates its destination afresh.
    private func declareSegues(of controller: UIViewController, _ element: IBElement) {
      for segue in element.descendants() where segue.name == "segue" {
        guard let kindName = segue["kind"], kindName != "relationship", kindName != "embed"
        else { continue }
        let key = IBBuilder.segueKey(segue)
        if kindName == "unwind" {
          controller.declareStoryboardSegue(
            key: key, identifier: segue["identifier"], kind: .show,
            unwindAction: segue["unwindAction"].map { Selector($0) }
          ) { [weak controller] in controller ?? UIViewController() }
          continue
        }
        let kind: HeadlessSegueKind
        switch kindName {
        case "showDetail": kind = .showDetail
        case "presentation", "modal", "popoverPresentation":
          kind = .present(animated: segue.flag("animates") ?? true)
        default: kind = .show
        }
        let destinationID = segue["destination"] ?? ""
        let style =
          segue["modalPresentationStyle"].map(Self.presentationStyle)
          ?? (kindName == "popoverPresentation" ? .popover : nil)
        controller.declareStoryboardSegue(
          key: key, identifier: segue["identifier"], kind: kind, unwindAction: nil
        ) { [self] in
          let destination =
            instantiateScene(controllerID: destinationID, from: segue) ?? UIViewController()
          if let style { destination.modalPresentationStyle = style }
          return destination
        }
      }
    }

    /// A container's relationship segues: a navigation controller's root, a tab bar
    /// controller's tabs, a split view controller's columns.
    private func relate(_ controller: UIViewController, _ element: IBElement) {
      var children: [UIViewController] = []
      var master: UIViewController?
      var detail: UIViewController?
      for segue in element.children(of: "connections")
      where segue.name == "segue" && segue["kind"] == "relationship" {
        guard let id = segue["destination"],
          let child = instantiateScene(controllerID: id, from: segue)
        else { continue }
        switch segue["relationship"] {
        case "masterViewController": master = child
        case "detailViewController": detail = child
        default: children.append(child)
        }
      }
      if let navigation = controller as? UINavigationController, !children.isEmpty {
        navigation.setViewControllers(children, animated: false)
      } else if let tabs = controller as? UITabBarController, !children.isEmpty {
        tabs.setViewControllers(children, animated: false)
      } else if let split = controller as? UISplitViewController {
        split.viewControllers = [master, detail].compactMap { $0 } + children
      }
    }
  }

  /// Where a storyboard controller's view comes from: its scene, and the objects made with the
  /// controller (bar button items) that the view's connections may name.
  @MainActor
  final class IBScene {
    let document: IBDocument
    let element: IBElement
    let storyboard: UIStoryboard
    var objects: [String: AnyObject] = [:]

    init(document: IBDocument, element: IBElement, storyboard: UIStoryboard) {
      self.document = document
      self.element = element
      self.storyboard = storyboard
    }
  }

  extension UIViewController {
    /// Builds the view from the controller's storyboard scene, if it has one; whether it did.
    func loadInterfaceBuilderView() -> Bool {
      guard let scene = interfaceBuilderScene, let id = scene.element["id"] else { return false }
      guard let viewElement = scene.element.child(key: "view") else { return false }
      let builder = IBBuilder(document: scene.document, storyboard: scene.storyboard)
      builder.sceneController = self
      builder.objects = scene.objects
      builder.objects[id] = self
      builder.registerLegacyLayoutGuides(of: scene.element)
      let root = builder.buildView(viewElement)
      builder.pendingRoot = root
      builder.buildSceneObjects(scene.element.parent?.children ?? [])
      if let connections = scene.element.child("connections") {
        builder.addConnections(of: self, connections)
      }
      view = root
      builder.finish()
      return true
    }
  }
#endif
