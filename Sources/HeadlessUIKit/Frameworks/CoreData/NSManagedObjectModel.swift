#if !canImport(UIKit) && !canImport(CoreData)
  import Foundation

  /// The type of an attribute's value, as Core Data's.
  public enum NSAttributeType: UInt, Sendable {
    case undefinedAttributeType = 0
    case integer16AttributeType = 100
    case integer32AttributeType = 200
    case integer64AttributeType = 300
    case decimalAttributeType = 400
    case doubleAttributeType = 500
    case floatAttributeType = 600
    case stringAttributeType = 700
    case booleanAttributeType = 800
    case dateAttributeType = 900
    case binaryDataAttributeType = 1000
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case UUIDAttributeType = 1100
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case URIAttributeType = 1200
    case transformableAttributeType = 1800
    case objectIDAttributeType = 2000
    case compositeAttributeType = 2100
  }

  /// What deleting an object does to the objects a relationship reaches, as Core Data's.
  public enum NSDeleteRule: UInt, Sendable {
    case noActionDeleteRule = 0
    case nullifyDeleteRule = 1
    case cascadeDeleteRule = 2
    case denyDeleteRule = 3
  }

  /// A property of an entity: an attribute or a relationship, as Core Data's.
  open class NSPropertyDescription: NSObject, @unchecked Sendable {
    /// The property's name.
    open var name: String = ""
    /// Whether a saved object may leave it empty.
    open var isOptional = true
    /// Whether it is kept in memory only, never saved.
    open var isTransient = false
    /// The model's user info for it.
    open var userInfo: [AnyHashable: Any]? = nil
    /// The entity that has it.
    open internal(set) weak var entity: NSEntityDescription!

    public override init() { super.init() }
  }

  /// An attribute of an entity, as Core Data's.
  open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    /// The type of its values.
    open var attributeType: NSAttributeType = .undefinedAttributeType
    /// The name of the class of its values.
    open var attributeValueClassName: String? = nil
    /// The value a new object starts with.
    open var defaultValue: Any? = nil
    /// The name of the transformer of a transformable attribute.
    open var valueTransformerName: String? = nil
    /// Whether large data may be kept outside the store.
    open var allowsExternalBinaryDataStorage = false
    /// Whether it keeps a scalar (`Int16`, `Bool`) rather than an `NSNumber`.
    var usesScalarValueType = true
  }

  /// A relationship of an entity, as Core Data's.
  open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    /// The entity it reaches.
    open weak var destinationEntity: NSEntityDescription?
    /// The relationship back.
    open weak var inverseRelationship: NSRelationshipDescription?
    /// The most objects it may reach (`0`: no limit; `1`: to-one).
    open var maxCount = 1
    /// The fewest objects it must reach.
    open var minCount = 0
    /// What deleting the source object does to the objects it reaches.
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule
    /// Whether its objects keep an order (an `NSOrderedSet`).
    open var isOrdered = false
    /// Whether it reaches many objects (`maxCount` is not 1).
    open var isToMany: Bool { maxCount != 1 }

    var destinationName: String?
    var inverseName: String?
  }

  /// An entity of a model: its name, class and properties, as Core Data's.
  open class NSEntityDescription: NSObject, @unchecked Sendable {
    /// The entity's name.
    open var name: String?
    /// The name of the class of its objects.
    open var managedObjectClassName: String! = "NSManagedObject"
    /// Whether it has no objects of its own (only its subentities' objects).
    open var isAbstract = false
    /// The model's user info for it.
    open var userInfo: [AnyHashable: Any]? = nil
    /// Sets of properties whose values must be unique together.
    open var uniquenessConstraints: [[Any]] = []
    /// The model it belongs to.
    open internal(set) weak var managedObjectModel: NSManagedObjectModel!
    /// The entity it inherits from.
    open internal(set) weak var superentity: NSEntityDescription?

    /// Its properties, its superentity's first.
    open var properties: [NSPropertyDescription] {
      get { (superentity?.properties ?? []) + ownProperties }
      set {
        ownProperties = newValue
        for property in newValue { property.entity = self }
      }
    }
    private var ownProperties: [NSPropertyDescription] = []

    /// The entities that inherit from it.
    open var subentities: [NSEntityDescription] = [] {
      didSet { for entity in subentities { entity.superentity = self } }
    }

    var parentName: String?
    var codeGeneration: String?

    public override init() { super.init() }

    open var propertiesByName: [String: NSPropertyDescription] {
      Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
    }
    open var attributesByName: [String: NSAttributeDescription] {
      Dictionary(
        properties.compactMap { $0 as? NSAttributeDescription }.map { ($0.name, $0) },
        uniquingKeysWith: { $1 })
    }
    open var relationshipsByName: [String: NSRelationshipDescription] {
      Dictionary(
        properties.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) },
        uniquingKeysWith: { $1 })
    }
    open var subentitiesByName: [String: NSEntityDescription] {
      Dictionary(subentities.compactMap { e in e.name.map { ($0, e) } }, uniquingKeysWith: { $1 })
    }

    /// The relationships that reach `entity`.
    open func relationships(forDestination entity: NSEntityDescription)
      -> [NSRelationshipDescription]
    {
      relationshipsByName.values.filter { $0.destinationEntity === entity }
        .sorted { $0.name < $1.name }
    }

    /// Whether it is `entity` or inherits from it.
    open func isKindOf(entity: NSEntityDescription) -> Bool {
      var current: NSEntityDescription? = self
      while let this = current {
        if this === entity { return true }
        current = this.superentity
      }
      return false
    }

    /// The entity named `entityName` in the model of `context`'s store coordinator.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext)
      -> NSEntityDescription?
    {
      context.model?.entitiesByName[entityName]
    }

    /// A new object of the entity named `entityName`, inserted into `context`.
    open class func insertNewObject(
      forEntityName entityName: String, into context: NSManagedObjectContext
    ) -> NSManagedObject {
      guard let entity = entity(forEntityName: entityName, in: context) else {
        reportUIKitException(
          "+entityForName: could not locate an entity named '\(entityName)' in this model.")
        return NSManagedObject(entity: NSEntityDescription(), insertInto: nil)
      }
      return entity.objectClass.init(entity: entity, insertInto: context)
    }

    /// Every entity that is this one or inherits from it.
    var selfAndDescendants: [NSEntityDescription] {
      [self] + subentities.flatMap(\.selfAndDescendants)
    }

    /// The class of its objects: the class its model names, found in the ported modules (as the
    /// Objective-C runtime finds it on iOS), or `NSManagedObject`.
    var objectClass: NSManagedObject.Type {
      if let known = resolvedClass { return known }
      var found: NSManagedObject.Type = NSManagedObject.self
      if var className = managedObjectClassName, className != "NSManagedObject" {
        className = className.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: "")
        while className.hasPrefix(".") { className.removeFirst() }
        if let type = ManagedObjectClasses.find(className) { found = type }
      }
      if found != NSManagedObject.self { resolvedClass = found }
      return found
    }
    private var resolvedClass: NSManagedObject.Type?

    open override var description: String {
      "(<NSEntityDescription: \(uikitDescription(self))>) name \(name ?? "nil"), "
        + "managedObjectClassName \(managedObjectClassName ?? "nil")"
    }
  }

  /// The classes of managed objects, found by the names models give them.
  enum ManagedObjectClasses {
    nonisolated(unsafe) private static var registered: [String: NSManagedObject.Type] = [:]
    private static let lock = NSLock()

    /// Records a class under its name (the port does, for each `NSManagedObject` subclass).
    static func register(_ type: NSManagedObject.Type, as name: String) {
      lock.withLock { registered[name] = type }
    }

    /// The class named `name`: registered, named with `@objc(name)` or `Module.Name` in a
    /// ported module (as the Objective-C runtime finds it on iOS), or `Module.Name` in any module.
    static func find(_ name: String) -> NSManagedObject.Type? {
      let plain = name.split(separator: ".").last.map(String.init) ?? name
      if let type = lock.withLock({ registered[name] ?? registered[plain] }) { return type }
      if name.contains("."), let type = _typeByName(name) as? NSManagedObject.Type {
        return type
      }
      guard Thread.isMainThread || isOnMainQueue else { return nil }
      return MainActor.assumeIsolated {
        let registry = PortRegistry.shared
        if let type = registry.classNamed(name) as? NSManagedObject.Type { return type }
        for module in registry.portedModules {
          if let type = _typeByName("\(module).\(plain)") as? NSManagedObject.Type {
            return type
          }
        }
        return nil
      }
    }
  }

  /// A model: the entities of a data model file, as Core Data's.
  open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    /// Its entities.
    open var entities: [NSEntityDescription] = [] {
      didSet { for entity in entities { entity.managedObjectModel = self } }
    }
    /// Its configurations' names.
    open var configurations: [String] = []
    /// The version identifiers Xcode's model editor sets.
    open var versionIdentifiers: Set<AnyHashable> = []

    /// Its entities by name.
    open var entitiesByName: [String: NSEntityDescription] {
      Dictionary(entities.compactMap { e in e.name.map { ($0, e) } }, uniquingKeysWith: { $1 })
    }

    public override init() { super.init() }

    /// The model in a compiled model (`.momd`, `.mom`) — here, the Xcode model the port copies
    /// under that name — or `nil` when `url` holds none.
    public init?(contentsOf url: URL) {
      guard let entities = ModelFile.entities(at: url) else { return nil }
      super.init()
      self.entities = entities
    }

    /// A model with the entities of every model given.
    public init?(byMerging models: [NSManagedObjectModel]?) {
      super.init()
      var seen = Set<String>()
      for model in models ?? [] {
        for entity in model.entities where seen.insert(entity.name ?? "").inserted {
          entities.append(entity)
        }
      }
      for entity in entities { entity.managedObjectModel = self }
    }

    /// A model merging every model in `bundles` (the main bundle when `nil`).
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
      let models = ModelFile.modelURLs(in: bundles).compactMap(NSManagedObjectModel.init)
      return models.isEmpty ? nil : NSManagedObjectModel(byMerging: models)
    }

    /// The entities a configuration names (every entity for `nil` or `"Default"`).
    open func entities(forConfigurationName configuration: String?) -> [NSEntityDescription]? {
      entities
    }

    /// The class a model's entity is made of, by entity name (for the port's generated
    /// registrations and a test's stand-in model).
    func entity(for type: NSManagedObject.Type) -> NSEntityDescription? {
      entities.first { $0.objectClass == type }
        ?? entities.first { entity in
          let name = String(describing: type)
          return entity.name == name || entity.managedObjectClassName?.hasSuffix(name) == true
        }
    }
  }

  /// Reading the model Xcode's editor writes (`.xcdatamodeld` with its versions, `.xcdatamodel`),
  /// which the port copies into the bundle under the compiled model's name (`Model.momd`).
  enum ModelFile {
    /// The entities of the model at `url`: a folder of versions (the current one, as its
    /// `.xccurrentversion` names), a model folder with its `contents`, or that file.
    static func entities(at url: URL) -> [NSEntityDescription]? {
      guard let contents = contentsFile(at: url),
        let text = try? String(contentsOf: contents, encoding: .utf8),
        let root = try? IBXMLReader.read(text), root.name == "model"
      else { return nil }
      return entities(in: root)
    }

    static func contentsFile(at url: URL) -> URL? {
      var isFolder: ObjCBool = false
      let manager = FileManager.default
      guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
      if !isFolder.boolValue { return url }
      let contents = url.appendingPathComponent("contents")
      if manager.fileExists(atPath: contents.path) { return contents }
      let versions =
        (try? manager.contentsOfDirectory(atPath: url.path))?
        .filter { $0.hasSuffix(".xcdatamodel") }.sorted() ?? []
      var current = versions.last
      if let data = manager.contents(atPath: url.appendingPathComponent(".xccurrentversion").path),
        let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
          as? [String: Any],
        let name = plist["_XCCurrentVersionName"] as? String, versions.contains(name)
      {
        current = name
      }
      return current.flatMap { contentsFile(at: url.appendingPathComponent($0)) }
    }

    static func entities(in root: IBElement) -> [NSEntityDescription] {
      var entities: [NSEntityDescription] = []
      for element in root.children where element.name == "entity" {
        let entity = NSEntityDescription()
        entity.name = element["name"]
        entity.managedObjectClassName = element["representedClassName"] ?? "NSManagedObject"
        entity.isAbstract = element.flag("isAbstract") ?? false
        entity.parentName = element["parentEntity"]
        entity.codeGeneration = element["codeGenerationType"]
        var properties: [NSPropertyDescription] = []
        for child in element.children {
          switch child.name {
          case "attribute":
            let attribute = NSAttributeDescription()
            attribute.name = child["name"] ?? ""
            attribute.isOptional = child.flag("optional") ?? false
            attribute.isTransient = child.flag("transient") ?? false
            attribute.attributeType = attributeType(child["attributeType"])
            attribute.usesScalarValueType = child.flag("usesScalarValueType") ?? true
            attribute.valueTransformerName = child["valueTransformerName"]
            attribute.attributeValueClassName = child["customClassName"]
            attribute.defaultValue = defaultValue(
              child["defaultValueString"] ?? child["defaultDateTimeInterval"],
              type: attribute.attributeType)
            attribute.allowsExternalBinaryDataStorage =
              child.flag("allowsExternalBinaryDataStorage") ?? false
            properties.append(attribute)
          case "relationship":
            let relationship = NSRelationshipDescription()
            relationship.name = child["name"] ?? ""
            relationship.isOptional = child.flag("optional") ?? false
            relationship.isTransient = child.flag("transient") ?? false
            let toMany = child.flag("toMany") ?? false
            relationship.maxCount = child.number("maxCount").map(Int.init) ?? (toMany ? 0 : 1)
            if toMany && relationship.maxCount == 1 { relationship.maxCount = 0 }
            relationship.minCount = child.number("minCount").map(Int.init) ?? 0
            relationship.isOrdered = child.flag("ordered") ?? false
            relationship.deleteRule =
              switch child["deletionRule"] {
              case "Cascade": .cascadeDeleteRule
              case "Deny": .denyDeleteRule
              case "No Action": .noActionDeleteRule
              default: .nullifyDeleteRule
              }
            relationship.destinationName = child["destinationEntity"]
            relationship.inverseName = child["inverseName"]
            properties.append(relationship)
          case "uniquenessConstraints":
            entity.uniquenessConstraints = child.children.map { constraint in
              constraint.children.compactMap { $0["value"] }
            }
          default: break
          }
        }
        entity.properties = properties
        entities.append(entity)
      }
      link(entities)
      return entities
    }

    /// Sets superentities, relationships' destinations and inverses by name.
    static func link(_ entities: [NSEntityDescription]) {
      let byName = Dictionary(
        entities.compactMap { e in e.name.map { ($0, e) } }, uniquingKeysWith: { $1 })
      for entity in entities {
        if let parent = entity.parentName.flatMap({ byName[$0] }) {
          parent.subentities.append(entity)
        }
      }
      for entity in entities {
        for case let relationship as NSRelationshipDescription in entity.properties {
          if relationship.destinationEntity == nil {
            relationship.destinationEntity = relationship.destinationName.flatMap { byName[$0] }
          }
          if relationship.inverseRelationship == nil, let inverse = relationship.inverseName {
            relationship.inverseRelationship =
              relationship.destinationEntity?.relationshipsByName[inverse]
          }
        }
      }
    }

    static func attributeType(_ name: String?) -> NSAttributeType {
      switch name {
      case "Integer 16": .integer16AttributeType
      case "Integer 32": .integer32AttributeType
      case "Integer 64": .integer64AttributeType
      case "Decimal": .decimalAttributeType
      case "Double": .doubleAttributeType
      case "Float": .floatAttributeType
      case "String": .stringAttributeType
      case "Boolean": .booleanAttributeType
      case "Date": .dateAttributeType
      case "Binary": .binaryDataAttributeType
      case "UUID": .UUIDAttributeType
      case "URI": .URIAttributeType
      case "Transformable": .transformableAttributeType
      case "ObjectID": .objectIDAttributeType
      case "Composite": .compositeAttributeType
      default: .undefinedAttributeType
      }
    }

    /// A default value as the model writes it (`defaultValueString`), in the attribute's type.
    static func defaultValue(_ text: String?, type: NSAttributeType) -> Any? {
      guard let text else { return nil }
      switch type {
      case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType:
        return Int64(text) ?? Double(text).map { Int64($0) }
      case .doubleAttributeType, .floatAttributeType: return Double(text)
      case .decimalAttributeType: return Decimal(string: text)
      case .booleanAttributeType: return text == "YES" || text == "1" || text == "true"
      case .stringAttributeType: return text
      case .dateAttributeType: return Double(text).map(Date.init(timeIntervalSinceReferenceDate:))
      case .UUIDAttributeType: return UUID(uuidString: text)
      case .URIAttributeType: return URL(string: text)
      default: return nil
      }
    }

    /// Every compiled model's place in `bundles` (the app's when `nil`): `*.momd` and `*.mom`.
    static func modelURLs(in bundles: [Bundle]?) -> [URL] {
      var found: [URL] = []
      for bundle in bundles ?? searchedBundles() {
        let root = bundle.resourceURL ?? bundle.bundleURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".momd") || name.hasSuffix(".mom") {
          let url = root.appendingPathComponent(name)
          if !found.contains(url) { found.append(url) }
        }
      }
      return found
    }

    /// The compiled model named `name` in the app's bundles.
    static func modelURL(named name: String) -> URL? {
      modelURLs(in: nil).first { $0.deletingPathExtension().lastPathComponent == name }
    }

    /// Where an app's models are: the launched app's resources (the main bundle of hosted tests,
    /// as on iOS), the main bundle, and the ported targets' resource bundles beside the binary.
    static func searchedBundles() -> [Bundle] {
      var bundles = [TestHost.bundle, Bundle.main].compactMap { $0 }
      if Thread.isMainThread || isOnMainQueue {
        bundles += MainActor.assumeIsolated { IBDocument.resourceBundles() }
      }
      return bundles
    }
  }
#endif
