#if !canImport(UIKit) && !canImport(CoreData)
  import Foundation

  /// How a fetched object or section changed, as Core Data's.
  public enum NSFetchedResultsChangeType: UInt, Sendable {
    case insert = 1
    case delete = 2
    case move = 3
    case update = 4
  }

  /// A section of a fetched results controller, as Core Data's.
  public protocol NSFetchedResultsSectionInfo {
    /// The section's name (the section key path's value).
    var name: String { get }
    /// The section's index title.
    var indexTitle: String? { get }
    /// How many objects it holds.
    var numberOfObjects: Int { get }
    /// Its objects.
    var objects: [Any]? { get }
  }

  /// What a fetched results controller tells about changes to its results, as Core Data's (every
  /// method optional).
  public protocol NSFetchedResultsControllerDelegate: NSObjectProtocol {
    /// The results are about to change.
    func controllerWillChangeContent(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    /// An object was inserted, deleted, moved or updated.
    func controller(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
      didChange anObject: Any, at indexPath: IndexPath?, for type: NSFetchedResultsChangeType,
      newIndexPath: IndexPath?)
    /// A section was inserted or deleted.
    func controller(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
      didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
      for type: NSFetchedResultsChangeType)
    /// The results changed.
    func controllerDidChangeContent(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    /// The index title of a section.
    func controller(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
      sectionIndexTitleForSectionName sectionName: String
    ) -> String?
  }

  extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>
    ) { optionalRequirementDefault() }
    public func controller(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
      didChange anObject: Any, at indexPath: IndexPath?, for type: NSFetchedResultsChangeType,
      newIndexPath: IndexPath?
    ) { optionalRequirementDefault() }
    public func controller(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
      didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
      for type: NSFetchedResultsChangeType
    ) { optionalRequirementDefault() }
    public func controllerDidChangeContent(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>
    ) { optionalRequirementDefault() }
    public func controller(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
      sectionIndexTitleForSectionName sectionName: String
    ) -> String? { optionalRequirementDefault(sectionName.first.map { String($0).uppercased() }) }
  }

  /// The state a controller and its type-erased twin (the one its delegate is handed) share.
  final class FetchedResultsCore: @unchecked Sendable {
    let context: NSManagedObjectContext
    let sectionNameKeyPath: String?
    let cacheName: String?
    let fetch: () throws -> [NSManagedObject]
    weak var delegate: (any NSFetchedResultsControllerDelegate)?
    var objects: [NSManagedObject]?
    var sections: [Section] = []
    var observer: (any NSObjectProtocol)?

    struct Section: NSFetchedResultsSectionInfo {
      var name: String
      var indexTitle: String?
      var members: [NSManagedObject]
      var numberOfObjects: Int { members.count }
      var objects: [Any]? { members }
    }

    init(
      context: NSManagedObjectContext, sectionNameKeyPath: String?, cacheName: String?,
      fetch: @escaping () throws -> [NSManagedObject]
    ) {
      self.context = context
      self.sectionNameKeyPath = sectionNameKeyPath
      self.cacheName = cacheName
      self.fetch = fetch
    }

    deinit {
      if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    func sectioned(_ objects: [NSManagedObject]) -> [Section] {
      guard let keyPath = sectionNameKeyPath else {
        return [Section(name: "", indexTitle: nil, members: objects)]
      }
      var result: [Section] = []
      for object in objects {
        let value = ManagedValues.flattened(keyValue(of: object, forKeyPath: keyPath))
        let name = value.map { "\($0)" } ?? ""
        if result.last?.name == name {
          result[result.count - 1].members.append(object)
        } else {
          result.append(Section(name: name, indexTitle: nil, members: [object]))
        }
      }
      return result
    }

    func indexPath(of object: NSManagedObject, in sections: [Section]) -> IndexPath? {
      for (section, info) in sections.enumerated() {
        if let row = info.members.firstIndex(where: { $0 === object }) {
          return IndexPath(row: row, section: section)
        }
      }
      return nil
    }
  }

  /// Fetches a context's objects for a table or collection view, in sections, and tells its
  /// delegate how they change, as Core Data's.
  open class NSFetchedResultsController<ResultType>: NSObject,
    @unchecked Sendable
  {
    /// The request it fetches with.
    open private(set) var fetchRequest: NSFetchRequest<ResultType>
    let core: FetchedResultsCore

    /// The context it fetches from.
    open var managedObjectContext: NSManagedObjectContext { core.context }
    /// The key path whose value names each object's section.
    open var sectionNameKeyPath: String? { core.sectionNameKeyPath }
    /// The name of its cache.
    open var cacheName: String? { core.cacheName }
    /// Told how the results change; with no delegate, the results are not kept up to date.
    open weak var delegate: (any NSFetchedResultsControllerDelegate)? {
      get { core.delegate }
      set { core.delegate = newValue }
    }

    public init(
      fetchRequest: NSFetchRequest<ResultType>,
      managedObjectContext context: NSManagedObjectContext,
      sectionNameKeyPath: String?, cacheName name: String?
    ) {
      self.fetchRequest = fetchRequest
      core = FetchedResultsCore(
        context: context, sectionNameKeyPath: sectionNameKeyPath, cacheName: name
      ) { [request = UncheckedRequest(fetchRequest)] in
        try context.matchingObjects(request.value)
      }
      super.init()
    }

    init(core: FetchedResultsCore, fetchRequest: NSFetchRequest<ResultType>) {
      self.core = core
      self.fetchRequest = fetchRequest
      super.init()
    }

    /// Deletes a cache (there is none here).
    open class func deleteCache(withName name: String?) {}

    /// Fetches the results and starts following the context's changes.
    open func performFetch() throws {
      guard fetchRequest.sortDescriptors?.isEmpty == false else {
        reportUIKitException(
          "An instance of NSFetchedResultsController requires a fetch request with sort "
            + "descriptors")
        return
      }
      let objects = try core.fetch()
      core.objects = objects
      core.sections = core.sectioned(objects)
      if core.observer == nil {
        core.observer = NotificationCenter.default.addObserver(
          forName: .NSManagedObjectContextObjectsDidChange, object: core.context, queue: nil
        ) { [weak self] notification in
          self?.contextDidChange(notification)
        }
      }
    }

    /// The results (`nil` before ``performFetch()``).
    open var fetchedObjects: [ResultType]? {
      core.objects?.compactMap { $0 as? ResultType }
    }

    /// The results in sections (`nil` before ``performFetch()``).
    open var sections: [any NSFetchedResultsSectionInfo]? {
      core.objects == nil ? nil : core.sections
    }

    /// The object at an index path.
    open func object(at indexPath: IndexPath) -> ResultType {
      let sections = core.sections
      if indexPath.section >= 0, indexPath.section < sections.count, indexPath.item >= 0,
        indexPath.item < sections[indexPath.section].members.count,
        let object = sections[indexPath.section].members[indexPath.item] as? ResultType
      {
        return object
      }
      // Core Data raises NSRangeException here; the test fails at this line instead, and goes on
      // with the nearest object there is.
      let message =
        "NSFetchedResultsController: no object at index \(indexPath.item) in section at index "
        + "\(indexPath.section)"
      reportUIKitException(message)
      if let nearest = sections.flatMap(\.members).compactMap({ $0 as? ResultType }).last {
        return nearest
      }
      // No result at all: a new object of the request's entity, in no context.
      if let type = ResultType.self as? NSManagedObject.Type,
        let entity = fetchRequest.entity
          ?? fetchRequest.entityName.flatMap({ core.context.model?.entitiesByName[$0] }),
        let object = type.init(entity: entity, insertInto: nil) as? ResultType
      {
        return object
      }
      // A dictionary result type: an empty dictionary.
      if let empty = NSDictionary() as? ResultType { return empty }
      fatalError(message + " (the results are empty)")
    }

    /// The index path of an object among the results.
    open func indexPath(forObject object: ResultType) -> IndexPath? {
      guard let managed = object as? NSManagedObject else { return nil }
      return core.indexPath(of: managed, in: core.sections)
    }

    /// The index title of a section name (its first letter, capitalized).
    open func sectionIndexTitle(forSectionName sectionName: String) -> String? {
      sectionName.first.map { String($0).uppercased() }
    }

    /// The sections' index titles.
    open var sectionIndexTitles: [String] {
      var titles: [String] = []
      for section in core.sections {
        if let title = sectionIndexTitle(forSectionName: section.name), !titles.contains(title) {
          titles.append(title)
        }
      }
      return titles
    }

    /// The section an index title stands for.
    open func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int {
      core.sections.firstIndex { sectionIndexTitle(forSectionName: $0.name) == title }
        ?? sectionIndex
    }

    /// The controller its delegate is handed: this one, seen with any result type (Core Data's
    /// Objective-C generics are one class; Swift's are not).
    var erasedController: NSFetchedResultsController<any NSFetchRequestResult> {
      if let same = self as? NSFetchedResultsController<any NSFetchRequestResult> {
        return same
      }
      if let twin { return twin }
      let request = NSFetchRequest<any NSFetchRequestResult>()
      request.copyFields(of: fetchRequest)
      let made = ErasedFetchedResultsController(core: core, fetchRequest: request, original: self)
      twin = made
      return made
    }
    private var twin: NSFetchedResultsController<any NSFetchRequestResult>?

    /// Refetches after the context's change notification and tells the delegate the
    /// difference: removed and added objects and sections, and changed objects updated in
    /// place or moved.
    func contextDidChange(_ notification: Notification) {
      guard let delegate = core.delegate, let old = core.objects else { return }
      guard let new = try? core.fetch() else { return }
      let oldSections = core.sections
      let newSections = core.sectioned(new)
      var changed: Set<ObjectIdentifier> = []
      for key in [NSUpdatedObjectsKey, NSRefreshedObjectsKey] {
        for object in notification.userInfo?[key] as? Set<NSManagedObject> ?? [] {
          changed.insert(ObjectIdentifier(object))
        }
      }
      typealias Change = (Any, IndexPath?, NSFetchedResultsChangeType, IndexPath?)
      var changes: [Change] = []
      for object in old where !new.contains(where: { $0 === object }) {
        changes.append((object, core.indexPath(of: object, in: oldSections), .delete, nil))
      }
      for object in new {
        let newPath = core.indexPath(of: object, in: newSections)
        guard old.contains(where: { $0 === object }) else {
          changes.append((object, nil, .insert, newPath))
          continue
        }
        guard changed.contains(ObjectIdentifier(object)) else { continue }
        let oldPath = core.indexPath(of: object, in: oldSections)
        changes.append(
          oldPath == newPath ? (object, oldPath, .update, nil) : (object, oldPath, .move, newPath))
      }
      let oldNames = oldSections.map(\.name)
      let newNames = newSections.map(\.name)
      var sectionChanges: [(FetchedResultsCore.Section, Int, NSFetchedResultsChangeType)] = []
      for (index, section) in oldSections.enumerated() where !newNames.contains(section.name) {
        sectionChanges.append((section, index, .delete))
      }
      for (index, section) in newSections.enumerated() where !oldNames.contains(section.name) {
        sectionChanges.append((section, index, .insert))
      }
      core.objects = new
      core.sections = newSections
      guard !changes.isEmpty || !sectionChanges.isEmpty else { return }
      let controller = erasedController
      delegate.controllerWillChangeContent(controller)
      for (section, index, type) in sectionChanges {
        delegate.controller(controller, didChange: section, atSectionIndex: index, for: type)
      }
      for (object, path, type, newPath) in changes {
        delegate.controller(
          controller, didChange: object, at: path, for: type, newIndexPath: newPath)
      }
      delegate.controllerDidChangeContent(controller)
    }
  }

  /// The twin of a controller of a narrower result type, handed to the delegate; it compares
  /// equal to the controller it stands for.
  final class ErasedFetchedResultsController: NSFetchedResultsController<
    any NSFetchRequestResult
  >, @unchecked Sendable
  {
    weak var original: NSObject?

    init(
      core: FetchedResultsCore, fetchRequest: NSFetchRequest<any NSFetchRequestResult>,
      original: NSObject
    ) {
      self.original = original
      super.init(core: core, fetchRequest: fetchRequest)
    }

    override func isEqual(_ object: Any?) -> Bool {
      (object as AnyObject?) === original || (object as AnyObject?) === self
    }
    override var hash: Int { original?.hash ?? super.hash }
  }

  /// A fetch request captured by a controller's fetch.
  struct UncheckedRequest<ResultType>: @unchecked Sendable {
    let value: NSFetchRequest<ResultType>
    init(_ value: NSFetchRequest<ResultType>) { self.value = value }
  }
#endif
