#if !canImport(UIKit)
  import Foundation

  /// Builds objects from an Interface Builder file's elements: controllers, views, their
  /// attributes and constraints, then outlets, actions and segues.
  ///
  /// One builder serves one load: a scene's view, a prototype cell, a xib's objects. What it
  /// cannot build is reported once, naming the file and the element, and replaced by the nearest
  /// plain object.
  @MainActor
  final class IBBuilder {
    let document: IBDocument
    /// The storyboard, when building from one (segues instantiate its scenes).
    weak var storyboard: UIStoryboard?
    /// Objects by element id: the scene's controller, placeholders, everything built.
    var objects: [String: AnyObject] = [:]
    /// The controller whose scene this is: the source of segues, the default action target.
    weak var sceneController: UIViewController?
    private var connections: [(owner: AnyObject, element: IBElement)] = []
    private var constraints: [(owner: UIView, element: IBElement)] = []
    private var built: [NSObject] = []

    init(document: IBDocument, storyboard: UIStoryboard?) {
      self.document = document
      self.storyboard = storyboard
    }

    // MARK: Reporting

    func report(_ problem: String, _ element: IBElement) {
      reportUIKitException("\(document.fileName): \(element.described): \(problem)")
    }

    // MARK: Classes

    /// The class an element names with `customClass`, checked against `base`.
    func customClass<Base: AnyObject>(of element: IBElement, base: Base.Type) -> Base.Type {
      guard let name = element["customClass"] else { return base }
      guard
        let found = PortRegistry.shared.type(
          named: name, module: element["customModule"], fallbackModules: document.fallbackModules)
      else {
        // UIKit logs this and goes on with the base class (an Xcode template's leftover
        // `ViewController` is common); what goes wrong next — an outlet the base class lacks — is
        // UIKit's exception, reported then.
        consoleLog("Unknown class \(name) in Interface Builder file.", window: nil)
        return base
      }
      guard let typed = found as? Base.Type else {
        report("\(name) is not a \(base); using \(base).", element)
        return base
      }
      return typed
    }

    // MARK: Views

    static let viewClasses: [String: UIView.Type] = [
      "view": UIView.self, "label": UILabel.self, "button": UIButton.self,
      "textField": UITextField.self, "textView": UITextView.self, "switch": UISwitch.self,
      "slider": UISlider.self, "stepper": UIStepper.self,
      "segmentedControl": UISegmentedControl.self, "imageView": UIImageView.self,
      "stackView": UIStackView.self, "scrollView": UIScrollView.self,
      "tableView": UITableView.self, "tableViewCell": UITableViewCell.self,
      "collectionView": UICollectionView.self, "collectionViewCell": UICollectionViewCell.self,
      "activityIndicatorView": UIActivityIndicatorView.self, "pageControl": UIPageControl.self,
      "searchBar": UISearchBar.self, "toolbar": UIToolbar.self,
      "visualEffectView": UIVisualEffectView.self, "containerView": UIView.self,
      "tableViewCellContentView": UIView.self, "collectionViewCellContentView": UIView.self,
      "navigationBar": UINavigationBar.self, "tabBar": UITabBar.self,
      "mapView": MKMapView.self, "wkWebView": UIView.self, "webView": UIView.self,
      "datePicker": UIDatePicker.self, "pickerView": UIPickerView.self,
      "progressView": UIProgressView.self,
      "tableViewHeaderFooterView": UITableViewHeaderFooterView.self,
      "collectionReusableView": UICollectionReusableView.self,
    ]

    /// Builds a view and its subviews (not yet connected).
    func buildView(_ element: IBElement) -> UIView {
      var base = Self.viewClasses[element.name]
      if base == nil {
        report("HeadlessUIKit cannot build <\(element.name)>; it is a plain UIView.", element)
        base = UIView.self
      }
      let type = customClass(of: element, base: base ?? UIView.self)
      let view = type.init(coder: IBCoder(element: element)) ?? UIView(frame: .zero)
      register(view, element)
      configure(view, element)
      return view
    }

    /// Connections made when the load finishes, for an object built elsewhere (the controller).
    func addConnections(of object: AnyObject, _ element: IBElement) {
      connections.append((object, element))
    }

    func register(_ object: AnyObject, _ element: IBElement) {
      if let id = element["id"] { objects[id] = object }
      if let object = object as? NSObject { built.append(object) }
      if let connections = element.child("connections") {
        self.connections.append((object, connections))
      }
    }

    private func configure(_ view: UIView, _ element: IBElement) {
      if let rect = element.child("rect", key: "frame") {
        view.frame = CGRect(
          x: rect.number("x") ?? 0, y: rect.number("y") ?? 0, width: rect.number("width") ?? 0,
          height: rect.number("height") ?? 0)
      }
      if element.flag("translatesAutoresizingMaskIntoConstraints") == false {
        view.translatesAutoresizingMaskIntoConstraints = false
      }
      if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
        var value: UIView.AutoresizingMask = []
        if mask.flag("widthSizable") == true { value.insert(.flexibleWidth) }
        if mask.flag("heightSizable") == true { value.insert(.flexibleHeight) }
        if mask.flag("flexibleMinX") == true { value.insert(.flexibleLeftMargin) }
        if mask.flag("flexibleMaxX") == true { value.insert(.flexibleRightMargin) }
        if mask.flag("flexibleMinY") == true { value.insert(.flexibleTopMargin) }
        if mask.flag("flexibleMaxY") == true { value.insert(.flexibleBottomMargin) }
        view.autoresizingMask = value
      }
      if element.flag("hidden") == true { view.isHidden = true }
      if let alpha = element.number("alpha") { view.alpha = CGFloat(alpha) }
      if let tag = element.number("tag") { view.tag = Int(tag) }
      if let enabled = element.flag("userInteractionEnabled") {
        view.isUserInteractionEnabled = enabled
      }
      // Xcode writes `clipsSubviews` for a view that clips and for a scroll view that does not.
      if let clips = element.flag("clipsSubviews") { view.clipsToBounds = clips }
      if let accessibility = element.child("accessibility", key: "accessibilityConfiguration") {
        if let identifier = accessibility["identifier"] {
          view.accessibilityIdentifier = identifier
        }
        if let label = accessibility["label"] { view.accessibilityLabel = label }
        if let hint = accessibility["hint"] { view.accessibilityHint = hint }
      }
      for (attribute, axis) in [
        ("horizontalHuggingPriority", NSLayoutConstraint.Axis.horizontal),
        ("verticalHuggingPriority", .vertical),
      ] {
        if let value = element.number(attribute) {
          view.setContentHuggingPriority(UILayoutPriority(Float(value)), for: axis)
        }
      }
      for (attribute, axis) in [
        ("horizontalCompressionResistancePriority", NSLayoutConstraint.Axis.horizontal),
        ("verticalCompressionResistancePriority", .vertical),
      ] {
        if let value = element.number(attribute) {
          view.setContentCompressionResistancePriority(UILayoutPriority(Float(value)), for: axis)
        }
      }
      configureKind(view, element)
      if let toolbar = view as? UIToolbar {
        toolbar.items = element.children(of: "items").filter { $0.name == "barButtonItem" }
          .map { barButtonItem($0) }
      }
      // Layout guides the constraints may name.
      for guide in element.children where guide.name == "viewLayoutGuide" {
        guard let id = guide["id"] else { continue }
        switch guide["key"] {
        case "safeArea": objects[id] = view.safeAreaLayoutGuide
        case "contentLayoutGuide": objects[id] = (view as? UIScrollView)?.contentLayoutGuide
        case "frameLayoutGuide": objects[id] = (view as? UIScrollView)?.frameLayoutGuide
        default: objects[id] = view.layoutMarginsGuide
        }
      }
      // Subviews: a stack view's are arranged; a cell's go into its content view.
      var container = view
      if let cell = view as? UITableViewCell,
        let content = element.child("tableViewCellContentView", key: "contentView")
      {
        container = cell.contentView
        if let id = content["id"] { objects[id] = cell.contentView }
        // The style's labels, with the text, font and alignment Interface Builder gave them.
        for (key, label) in [
          ("textLabel", cell.textLabel), ("detailTextLabel", cell.detailTextLabel),
        ] {
          guard let id = element[key], let label else { continue }
          objects[id] = label
          if let written = content.children(of: "subviews").first(where: { $0["id"] == id }) {
            configureKind(label, written)
          }
        }
        buildSubviews(
          of: cell.contentView, content,
          skipping: [element["textLabel"], element["detailTextLabel"]])
        if !content.children(of: "constraints").isEmpty {
          constraints.append((cell.contentView, content))
        }
      } else if let cell = view as? UICollectionViewCell,
        let content = element.child("collectionViewCellContentView", key: "contentView")
          ?? element.child("view", key: "contentView")
      {
        container = cell.contentView
        if let id = content["id"] { objects[id] = cell.contentView }
        buildSubviews(of: cell.contentView, content, skipping: [])
        if !content.children(of: "constraints").isEmpty {
          constraints.append((cell.contentView, content))
        }
      } else if let header = view as? UITableViewHeaderFooterView,
        let content = element.child("view", key: "contentView")
      {
        container = header.contentView
        if let id = content["id"] { objects[id] = header.contentView }
        buildSubviews(of: header.contentView, content, skipping: [])
        if !content.children(of: "constraints").isEmpty {
          constraints.append((header.contentView, content))
        }
      }
      if container === view { buildSubviews(of: view, element, skipping: []) }
      if !element.children(of: "constraints").isEmpty { constraints.append((view, element)) }
      if let table = view as? UITableView {
        for prototype in element.children(of: "prototypes") where prototype.name == "tableViewCell"
        {
          registerPrototype(prototype, in: table)
        }
        if element["dataMode"] == "static" { buildStaticSections(of: table, element) }
      }
    }

    /// A static table's sections (`dataMode="static"`): each cell built once, as the scene's
    /// other views (outlets reach it), given in order by the table view controller.
    private func buildStaticSections(of table: UITableView, _ element: IBElement) {
      table.staticSections = element.children(of: "sections")
        .filter { $0.name == "tableViewSection" }
        .map { section in
          let cells = section.children(of: "cells").filter { $0.name == "tableViewCell" }
          return StaticTableSection(
            headerTitle: section["headerTitle"], footerTitle: section["footerTitle"],
            cells: cells.map {
              buildView($0) as? UITableViewCell
                ?? UITableViewCell(style: .default, reuseIdentifier: nil)
            },
            rowHeights: cells.map { cell in
              cell.number("rowHeight").map { CGFloat($0) }.flatMap { $0 >= 0 ? $0 : nil }
            })
        }
    }

    private func buildSubviews(of view: UIView, _ element: IBElement, skipping: [String?]) {
      for child in element.children(of: "subviews") {
        if let id = child["id"], skipping.contains(id) { continue }
        let subview = buildView(child)
        if let stack = view as? UIStackView {
          stack.addArrangedSubview(subview)
        } else {
          view.addSubview(subview)
        }
        if child.name == "containerView" { embed(into: subview, child) }
      }
    }

    private func configureKind(_ view: UIView, _ element: IBElement) {
      switch view {
      case let label as UILabel:
        if let text = element["text"] { label.text = text }
        if let lines = element.number("numberOfLines") { label.numberOfLines = Int(lines) }
        if let alignment = element["textAlignment"] {
          label.textAlignment = textAlignment(alignment)
        }
        if let font = font(element) { label.font = font }
      case let button as UIButton:
        for state in element.children where state.name == "state" {
          let controlState: UIControl.State =
            switch state["key"] {
            case "highlighted": .highlighted
            case "disabled": .disabled
            case "selected": .selected
            default: .normal
            }
          if let title = state["title"] { button.setTitle(title, for: controlState) }
        }
        if let configuration = element.child("buttonConfiguration", key: "configuration"),
          let title = configuration["title"]
        {
          button.setTitle(title, for: .normal)
        }
        configureControl(button, element)
      case let field as UITextField:
        if let text = element["text"] { field.text = text }
        if let placeholder = element["placeholder"] { field.placeholder = placeholder }
        switch element["borderStyle"] {
        case "roundedRect": field.borderStyle = .roundedRect
        case "line": field.borderStyle = .line
        case "bezel": field.borderStyle = .bezel
        default: break
        }
        if let traits = element.child("textInputTraits", key: "textInputTraits") {
          if traits.flag("secureTextEntry") == true { field.isSecureTextEntry = true }
        }
        if let alignment = element["textAlignment"] {
          field.textAlignment = textAlignment(alignment)
        }
        configureControl(field, element)
      case let textView as UITextView:
        if let text = element["text"] { textView.text = text }
        if element.flag("editable") == false { textView.isEditable = false }
      case let toggle as UISwitch:
        toggle.isOn = element.flag("on") ?? false
        configureControl(toggle, element)
      case let slider as UISlider:
        if let minimum = element.number("minValue") { slider.minimumValue = Float(minimum) }
        if let maximum = element.number("maxValue") { slider.maximumValue = Float(maximum) }
        if let value = element.number("value") { slider.value = Float(value) }
        configureControl(slider, element)
      case let stepper as UIStepper:
        if let minimum = element.number("minimumValue") { stepper.minimumValue = minimum }
        if let maximum = element.number("maximumValue") { stepper.maximumValue = maximum }
        if let step = element.number("stepValue") { stepper.stepValue = step }
        if let value = element.number("value") { stepper.value = value }
        configureControl(stepper, element)
      case let segmented as UISegmentedControl:
        for (index, segment) in element.children(of: "segments").enumerated() {
          segmented.insertSegment(withTitle: segment["title"], at: index, animated: false)
        }
        if let selected = element.number("selectedSegmentIndex") {
          segmented.selectedSegmentIndex = Int(selected)
        }
        configureControl(segmented, element)
      case let stack as UIStackView:
        if element["axis"] == "vertical" { stack.axis = .vertical }
        if let spacing = element.number("spacing") { stack.spacing = CGFloat(spacing) }
        // Interface Builder's "Use Standard" spacing.
        if element["spacingType"] == "standard" { stack.spacing = UIStackView.spacingUseSystem }
        switch element["distribution"] {
        case "fillEqually": stack.distribution = .fillEqually
        case "fillProportionally": stack.distribution = .fillProportionally
        case "equalSpacing": stack.distribution = .equalSpacing
        case "equalCentering": stack.distribution = .equalCentering
        default: break
        }
        switch element["alignment"] {
        case "top": stack.alignment = .top
        case "center": stack.alignment = .center
        case "bottom": stack.alignment = .bottom
        case "leading": stack.alignment = .leading
        case "trailing": stack.alignment = .trailing
        case "firstBaseline": stack.alignment = .firstBaseline
        case "lastBaseline": stack.alignment = .lastBaseline
        default: break
        }
      case let cell as UITableViewCell:
        switch element["accessoryType"] {
        case "disclosureIndicator": cell.accessoryType = .disclosureIndicator
        case "checkmark": cell.accessoryType = .checkmark
        case "detailButton": cell.accessoryType = .detailButton
        case "detailDisclosureButton": cell.accessoryType = .detailDisclosureButton
        default: break
        }
        if element["selectionStyle"] == "none" { cell.selectionStyle = .none }
      case let indicator as UIActivityIndicatorView:
        if element.flag("animating") == true { indicator.startAnimating() }
        if let hides = element.flag("hidesWhenStopped") { indicator.hidesWhenStopped = hides }
      case let control as UIControl:
        configureControl(control, element)
      default:
        break
      }
    }

    private func configureControl(_ control: UIControl, _ element: IBElement) {
      if element.flag("enabled") == false { control.isEnabled = false }
      if element.flag("selected") == true { control.isSelected = true }
      if element.flag("highlighted") == true { control.isHighlighted = true }
    }

    private func textAlignment(_ name: String) -> NSTextAlignment {
      switch name {
      case "center": .center
      case "right": .right
      case "justified": .justified
      case "left": .left
      default: .natural
      }
    }

    private func font(_ element: IBElement) -> UIFont? {
      guard let description = element.child("fontDescription", key: "fontDescription") else {
        return nil
      }
      let size = CGFloat(description.number("pointSize") ?? 17)
      return description["type"] == "boldSystem"
        ? UIFont.boldSystemFont(ofSize: size) : UIFont.systemFont(ofSize: size)
    }

    static let systemItems: [String: UIBarButtonItem.SystemItem] = {
      var items: [String: UIBarButtonItem.SystemItem] = [:]
      for raw in 0...40 {
        if let item = UIBarButtonItem.SystemItem(rawValue: raw) {
          items[String(describing: item)] = item
        }
      }
      return items
    }()

    /// A bar button item: system or titled, its style, state and accessibility; its connections
    /// are made when the load finishes.
    func barButtonItem(_ element: IBElement) -> UIBarButtonItem {
      let item: UIBarButtonItem
      if let name = element["systemItem"], let system = Self.systemItems[name] {
        item = UIBarButtonItem(systemItem: system)
      } else {
        item = UIBarButtonItem()
        item.title = element["title"]
      }
      if element["style"] == "done" { item.style = .done }
      if element.flag("enabled") == false { item.isEnabled = false }
      if let tag = element.number("tag") { item.tag = Int(tag) }
      if let accessibility = element.child("accessibility", key: "accessibilityConfiguration") {
        if let identifier = accessibility["identifier"] {
          item.accessibilityIdentifier = identifier
        }
        if let label = accessibility["label"] { item.accessibilityLabel = label }
      }
      register(item, element)
      return item
    }

    // MARK: Prototype cells and embedded controllers

    private func registerPrototype(_ element: IBElement, in table: UITableView) {
      guard let identifier = element["reuseIdentifier"] else {
        report("A prototype cell has no reuse identifier; it is never dequeued.", element)
        return
      }
      let document = self.document
      let storyboard = self.storyboard
      let controller = sceneController
      let owner = objects
      table.prototypeFactories[identifier] = { [weak storyboard, weak controller] in
        let builder = IBBuilder(document: document, storyboard: storyboard)
        builder.sceneController = controller
        builder.objects = owner.filter { !($0.value is UIView) || $0.value is UITableView }
        let cell = builder.buildView(element) as? UITableViewCell ?? UITableViewCell()
        builder.finish()
        return cell
      }
    }

    private func embed(into container: UIView, _ element: IBElement) {
      guard let parent = sceneController, let storyboard else { return }
      for segue in element.children(of: "connections") where segue.name == "segue" {
        guard segue["kind"] == "embed", let destination = segue["destination"] else { continue }
        guard let child = storyboard.instantiateScene(controllerID: destination, from: segue) else {
          continue
        }
        let storyboardSegue = UIStoryboardSegue(
          identifier: segue["identifier"], source: parent, destination: child)
        parent.prepare(for: storyboardSegue, sender: nil)
        parent.addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: parent)
      }
    }

    // MARK: Scene objects (gesture recognizers)

    /// Builds the objects of a scene that are not views or the controller: gesture recognizers.
    func buildSceneObjects(_ elements: [IBElement]) {
      for element in elements {
        let recognizer: UIGestureRecognizer?
        switch element.name {
        case "tapGestureRecognizer":
          let tap = UITapGestureRecognizer(target: nil, action: nil)
          if let taps = element.number("numberOfTapsRequired") {
            tap.numberOfTapsRequired = Int(taps)
          }
          recognizer = tap
        case "longPressGestureRecognizer":
          recognizer = UILongPressGestureRecognizer(target: nil, action: nil)
        case "swipeGestureRecognizer":
          let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
          switch element["direction"] {
          case "left": swipe.direction = .left
          case "up": swipe.direction = .up
          case "down": swipe.direction = .down
          default: swipe.direction = .right
          }
          recognizer = swipe
        case "panGestureRecognizer":
          recognizer = UIPanGestureRecognizer(target: nil, action: nil)
        case "pinchGestureRecognizer":
          recognizer = UIPinchGestureRecognizer(target: nil, action: nil)
        case "rotationGestureRecognizer":
          recognizer = UIRotationGestureRecognizer(target: nil, action: nil)
        case "screenEdgePanGestureRecognizer":
          let edgePan = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
          let edges: [String: UIRectEdge] = [
            "top": .top, "left": .left, "bottom": .bottom, "right": .right,
          ]
          edgePan.edges = UIRectEdge(
            (element.child("rectEdge")?.attributes ?? [:]).compactMap { key, value in
              value == "YES" ? edges[key] : nil
            })
          recognizer = edgePan
        default:
          recognizer = nil
        }
        if let recognizer { register(recognizer, element) }
      }
    }

    // MARK: Finishing: constraints, connections, awakeFromNib

    /// Installs the constraints, makes the connections, then calls `awakeFromNib()` on every
    /// object built, as UIKit does after loading.
    func finish() {
      for (owner, element) in constraints {
        for constraint in element.children(of: "constraints") where constraint.name == "constraint"
        {
          install(constraint, owner: owner)
        }
      }
      constraints = []
      for (owner, element) in connections {
        for connection in element.children { connect(connection, from: owner) }
      }
      connections = []
      for object in built { (object as? UIResponder)?.awakeFromNib() }
      built = []
    }

    private static let attributes: [String: NSLayoutConstraint.Attribute] = [
      "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
      "trailing": .trailing, "width": .width, "height": .height, "centerX": .centerX,
      "centerY": .centerY, "baseline": .lastBaseline, "lastBaseline": .lastBaseline,
      "firstBaseline": .firstBaseline, "leftMargin": .leftMargin, "rightMargin": .rightMargin,
      "topMargin": .topMargin, "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin,
      "trailingMargin": .trailingMargin, "centerXWithinMargins": .centerXWithinMargins,
      "centerYWithinMargins": .centerYWithinMargins,
    ]

    /// A controller's `topLayoutGuide`/`bottomLayoutGuide` (iOS 7–10 storyboards): the safe
    /// area's top or bottom edge, as UIKit now maps them.
    final class LegacyLayoutGuide {
      let isTop: Bool
      init(isTop: Bool) { self.isTop = isTop }
    }

    /// The controller's legacy layout guides, by id (from its `<layoutGuides>`).
    func registerLegacyLayoutGuides(of controllerElement: IBElement) {
      for guide in controllerElement.children(of: "layoutGuides") {
        if let id = guide["id"] { objects[id] = LegacyLayoutGuide(isTop: guide["type"] == "top") }
      }
    }

    /// An item and attribute, with a legacy layout guide turned into the root view's safe area.
    private func resolve(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute)
      -> (AnyObject?, NSLayoutConstraint.Attribute)
    {
      guard let legacy = item as? LegacyLayoutGuide,
        let root = sceneController?.viewIfLoaded
          ?? pendingRoot
      else { return (item, attribute) }
      return (root.safeAreaLayoutGuide, legacy.isTop ? .top : .bottom)
    }

    /// The root view being built, before its controller has it.
    var pendingRoot: UIView?

    private func install(_ element: IBElement, owner: UIView) {
      let firstItem: AnyObject? = element["firstItem"].map { objects[$0] } ?? owner
      let secondItem: AnyObject? = element["secondItem"].flatMap { objects[$0] }
      guard let firstItem, let firstName = Self.attributes[element["firstAttribute"] ?? ""] else {
        report("The constraint names an item or attribute HeadlessUIKit does not know.", element)
        return
      }
      if element["secondItem"] != nil && secondItem == nil {
        report("The constraint's second item is not in the file.", element)
        return
      }
      let (first, firstAttribute) = resolve(firstItem, firstName)
      let (second, secondAttribute) = resolve(
        secondItem, element["secondAttribute"].flatMap { Self.attributes[$0] } ?? .notAnAttribute)
      let relation: NSLayoutConstraint.Relation =
        switch element["relation"] {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
      var multiplier: CGFloat = 1
      if let text = element["multiplier"] {
        let parts = text.split(separator: ":").compactMap { Double($0) }
        if parts.count == 2, parts[1] != 0 {
          multiplier = CGFloat(parts[0] / parts[1])
        } else if let value = parts.first {
          multiplier = CGFloat(value)
        }
      }
      let constraint = NSLayoutConstraint(
        item: first as Any, attribute: firstAttribute, relatedBy: relation, toItem: second,
        attribute: secondAttribute, multiplier: multiplier,
        constant: CGFloat(element.number("constant") ?? 0))
      if let priority = element.number("priority") {
        constraint.priority = UILayoutPriority(Float(priority))
      }
      constraint.identifier = element["identifier"]
      constraint.isActive = true
    }

    private func connect(_ connection: IBElement, from owner: AnyObject) {
      switch connection.name {
      case "outlet", "outletCollection":
        guard let property = connection["property"], let destinationID = connection["destination"]
        else { return }
        guard let destination = objects[destinationID] else {
          report("The outlet \(property)'s destination is not in the file.", connection)
          return
        }
        setOutlet(
          property, of: owner, to: destination, collection: connection.name == "outletCollection",
          connection)
      case "action":
        guard let selectorName = connection["selector"] else { return }
        let target: AnyObject? = connection["destination"].flatMap { objects[$0] }
        let selector = Selector(selectorName)
        if let item = owner as? UIBarButtonItem {
          item.target = target
          item.action = selector
        } else if let recognizer = owner as? UIGestureRecognizer {
          if let target { recognizer.addTarget(target, action: selector) }
        } else if let control = owner as? UIControl {
          control.addTarget(target, action: selector, for: Self.event(connection["eventType"]))
        }
      case "segue":
        connectSegueTrigger(connection, from: owner)
      default:
        break
      }
    }

    private static func event(_ name: String?) -> UIControl.Event {
      switch name {
      case "valueChanged": .valueChanged
      case "editingChanged": .editingChanged
      case "editingDidBegin": .editingDidBegin
      case "editingDidEnd": .editingDidEnd
      case "editingDidEndOnExit": .editingDidEndOnExit
      case "touchDown": .touchDown
      case "touchUpOutside": .touchUpOutside
      case "primaryActionTriggered": .primaryActionTriggered
      default: .touchUpInside
      }
    }

    private func setOutlet(
      _ property: String, of owner: AnyObject, to destination: AnyObject, collection: Bool,
      _ element: IBElement
    ) {
      if collection {
        if property == "gestureRecognizers", let view = owner as? UIView,
          let recognizer = destination as? UIGestureRecognizer
        {
          view.addGestureRecognizer(recognizer)
          return
        }
        pendingCollections[ObjectIdentifier(owner), default: (owner, property, [])].values.append(
          destination)
        let entry = pendingCollections[ObjectIdentifier(owner)]!
        _ = setPortedProperty(property, of: owner, to: entry.values)
        return
      }
      // UIKit's own outlets, which the port does not register.
      switch (owner, property) {
      case (let table as UITableView, "dataSource"):
        table.dataSource = destination as? UITableViewDataSource
        return
      case (let table as UITableView, "delegate"):
        table.delegate = destination as? UITableViewDelegate
        return
      case (let collection as UICollectionView, "dataSource"):
        collection.dataSource = destination as? UICollectionViewDataSource
        return
      case (let collection as UICollectionView, "delegate"):
        collection.delegate = destination as? UICollectionViewDelegate
        return
      case (let field as UITextField, "delegate"):
        field.delegate = destination as? UITextFieldDelegate
        return
      case (let textView as UITextView, "delegate"):
        textView.delegate = destination as? UITextViewDelegate
        return
      case (let search as UISearchBar, "delegate"):
        search.delegate = destination as? UISearchBarDelegate
        return
      case (let recognizer as UIGestureRecognizer, "delegate"):
        recognizer.delegate = destination as? UIGestureRecognizerDelegate
        return
      case (let controller as UIViewController, "view"):
        if let view = destination as? UIView { controller.view = view }
        return
      default:
        break
      }
      if !setPortedProperty(property, of: owner, to: destination) {
        reportUIKitException(
          "\(document.fileName): [<\(String(reflecting: type(of: owner))) \(uikitAddress(owner))> "
            + "setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key "
            + "\(property).")
      }
    }

    private var pendingCollections:
      [ObjectIdentifier: (owner: AnyObject, property: String, values: [AnyObject])] = [:]

    private func connectSegueTrigger(_ segue: IBElement, from owner: AnyObject) {
      guard let kind = segue["kind"], kind != "relationship", kind != "embed", kind != "unwind",
        let id = segue["id"]
      else { return }
      let key = IBBuilder.segueKey(segue)
      guard !id.isEmpty else { return }
      let source = sceneController
      switch owner {
      case let cell as UITableViewCell:
        cell.triggeredSegueIdentifier = key
      case let item as UIBarButtonItem:
        item.primaryAction = UIAction(title: item.title ?? "") { [weak item, weak source] _ in
          source?.performTriggeredSegue(withIdentifier: key, sender: item)
        }
      case let control as UIControl:
        control.addAction(
          UIAction { [weak control, weak source] _ in
            source?.performTriggeredSegue(withIdentifier: key, sender: control)
          }, for: .touchUpInside)
      default:
        break
      }
    }

    /// The key a segue is declared under: its identifier, or its element id when it has none.
    static func segueKey(_ segue: IBElement) -> String {
      segue["identifier"] ?? "storyboard segue \(segue["id"] ?? "?")"
    }
  }
#endif
