#if !canImport(UIKit) && !canImport(CoreData)
  import Foundation
  import Testing

  @_spi(Testing) @_spi(TapwrightPort) import HeadlessUIKit

  // Core Data as apps use it, against the in-memory stand-in. The entity classes below are
  // written as the port step writes an app's `@NSManaged` properties and generated accessors.

  /// The model as Xcode's editor writes it (`Library.xcdatamodeld`, two versions).
  let libraryModelXML = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" \
    lastSavedToolsVersion="22522" systemVersion="23C71" minimumToolsVersion="Automatic" \
    sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
        <entity name="Author" representedClassName="HeadlessUIKitTests.CDAuthor" syncable="YES">
            <attribute name="name" attributeType="String"/>
            <relationship name="books" optional="YES" toMany="YES" deletionRule="Cascade" \
    destinationEntity="Book" inverseName="author" inverseEntity="Book"/>
        </entity>
        <entity name="Book" representedClassName="HeadlessUIKitTests.CDBook" syncable="YES">
            <attribute name="title" attributeType="String"/>
            <attribute name="pages" attributeType="Integer 16" defaultValueString="0" \
    usesScalarValueType="YES"/>
            <attribute name="rating" optional="YES" attributeType="Double" \
    usesScalarValueType="NO"/>
            <attribute name="isRead" attributeType="Boolean" defaultValueString="NO" \
    usesScalarValueType="YES"/>
            <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" \
    destinationEntity="Author" inverseName="books" inverseEntity="Author"/>
            <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" \
    destinationEntity="Shelf" inverseName="books" inverseEntity="Shelf"/>
        </entity>
        <entity name="Shelf" representedClassName="Shelf" syncable="YES">
            <attribute name="label" optional="YES" attributeType="String"/>
            <relationship name="books" optional="YES" toMany="YES" deletionRule="Deny" \
    destinationEntity="Book" inverseName="shelf" inverseEntity="Book"/>
        </entity>
    </model>
    """

  /// A model folder as an app bundle holds it after the port: `Library.momd` with two versions,
  /// the current one named by `.xccurrentversion`.
  func libraryModelURL() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("CoreDataSpec-\(UUID().uuidString)/Library.momd")
    let current = folder.appendingPathComponent("Library 2.xcdatamodel")
    let old = folder.appendingPathComponent("Library.xcdatamodel")
    for version in [current, old] {
      try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
    }
    try libraryModelXML.write(
      to: current.appendingPathComponent("contents"), atomically: false, encoding: .utf8)
    try "<model/>".write(
      to: old.appendingPathComponent("contents"), atomically: false, encoding: .utf8)
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>_XCCurrentVersionName</key>\
      <string>Library 2.xcdatamodel</string></dict></plist>
      """
    try plist.write(
      to: folder.appendingPathComponent(".xccurrentversion"), atomically: false, encoding: .utf8)
    return folder
  }

  /// The model above, read from a model folder that is removed once read (the suite leaves
  /// nothing in the temporary folder).
  func loadLibraryModel() throws -> NSManagedObjectModel? {
    let url = try libraryModelURL()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    return NSManagedObjectModel(contentsOf: url)
  }

  final class CDAuthor: NSManagedObject {
    var name: String? {
      get { _tapwrightManagedValue(forKey: "name") }
      set { _tapwrightSetManagedValue(newValue, forKey: "name") }
    }
    var books: NSSet? {
      get { _tapwrightManagedValue(forKey: "books") }
      set { _tapwrightSetManagedValue(newValue, forKey: "books") }
    }
    func addToBooks(_ value: CDBook) { _tapwrightManagedAccessor("addToBooks", value) }
    func removeFromBooks(_ value: CDBook) { _tapwrightManagedAccessor("removeFromBooks", value) }

    @nonobjc class func fetchRequest() -> NSFetchRequest<CDAuthor> {
      NSFetchRequest<CDAuthor>(entityName: "Author")
    }
  }

  final class CDBook: NSManagedObject {
    var title: String? {
      get { _tapwrightManagedValue(forKey: "title") }
      set { _tapwrightSetManagedValue(newValue, forKey: "title") }
    }
    /// `title` as generated code declares a required attribute: not optional.
    var requiredTitle: String { _tapwrightManagedValue(forKey: "title") }
    var pages: Int16 {
      get { _tapwrightManagedValue(forKey: "pages") }
      set { _tapwrightSetManagedValue(newValue, forKey: "pages") }
    }
    var rating: NSNumber? {
      get { _tapwrightManagedValue(forKey: "rating") }
      set { _tapwrightSetManagedValue(newValue, forKey: "rating") }
    }
    var isRead: Bool {
      get { _tapwrightManagedValue(forKey: "isRead") }
      set { _tapwrightSetManagedValue(newValue, forKey: "isRead") }
    }
    var author: CDAuthor? {
      get { _tapwrightManagedValue(forKey: "author") }
      set { _tapwrightSetManagedValue(newValue, forKey: "author") }
    }
    var awoken = 0

    override func awakeFromInsert() {
      super.awakeFromInsert()
      awoken += 1
    }

    @nonobjc class func fetchRequest() -> NSFetchRequest<CDBook> {
      NSFetchRequest<CDBook>(entityName: "Book")
    }
  }

  /// A container on the model above with an in-memory store, as apps' tests make one.
  func makeLibraryContainer(storeType: String = NSInMemoryStoreType, url: URL? = nil) throws
    -> NSPersistentContainer
  {
    let model = try #require(try loadLibraryModel())
    let container = NSPersistentContainer(name: "Library", managedObjectModel: model)
    let description = NSPersistentStoreDescription()
    description.type = storeType
    description.url = url ?? URL(fileURLWithPath: "/dev/null")
    container.persistentStoreDescriptions = [description]
    var loadError: (any Error)?
    container.loadPersistentStores { _, error in loadError = error }
    #expect(loadError == nil)
    return container
  }

  @MainActor
  @Suite("Core Data (in memory)")
  struct CoreDataSpec {
    @Test("The model is read from the current version of the Xcode model")
    func model() throws {
      let model = try #require(try loadLibraryModel())
      #expect(model.entities.compactMap(\.name) == ["Author", "Book", "Shelf"])
      let book = try #require(model.entitiesByName["Book"])
      #expect(book.managedObjectClassName == "HeadlessUIKitTests.CDBook")
      let pages = try #require(book.attributesByName["pages"])
      #expect(pages.attributeType == .integer16AttributeType)
      #expect(pages.defaultValue as? Int64 == 0)
      #expect(book.attributesByName["title"]?.isOptional == false)
      #expect(book.attributesByName["rating"]?.isOptional == true)
      let author = try #require(book.relationshipsByName["author"])
      #expect(author.isToMany == false)
      #expect(author.destinationEntity === model.entitiesByName["Author"])
      #expect(author.inverseRelationship?.name == "books")
      #expect(author.inverseRelationship?.isToMany == true)
      #expect(author.inverseRelationship?.deleteRule == .cascadeDeleteRule)
    }

    @Test("Inserted objects are saved, then fetched by another context with their values")
    func insertSaveFetch() throws {
      let container = try makeLibraryContainer()
      let context = container.viewContext
      let book = CDBook(context: context)
      book.title = "Dune"
      book.pages = 412
      #expect(book.awoken == 1)
      #expect(book.isInserted && context.hasChanges)
      #expect(book.isRead == false)
      #expect(book.rating == nil)
      try context.save()
      #expect(!context.hasChanges && !book.isInserted)
      #expect(book.objectID.isTemporaryID == false)

      let other = container.newBackgroundContext()
      let fetched = try other.performAndWait { try other.fetch(CDBook.fetchRequest()) }
      #expect(fetched.count == 1)
      #expect(fetched.first?.title == "Dune")
      #expect(fetched.first?.pages == 412)
      #expect(fetched.first?.objectID == book.objectID)
      #expect(fetched.first !== book)
    }

    @Test("Unsaved inserts are fetched in their context only")
    func pendingChanges() throws {
      let container = try makeLibraryContainer()
      let book = CDBook(context: container.viewContext)
      book.title = "Emma"
      #expect(try container.viewContext.fetch(CDBook.fetchRequest()).count == 1)
      #expect(try container.newBackgroundContext().count(for: CDBook.fetchRequest()) == 0)
      let request: NSFetchRequest<CDBook> = CDBook.fetchRequest()
      request.includesPendingChanges = false
      #expect(try container.viewContext.fetch(request).isEmpty)
    }

    @Test("Setting one side of a relationship sets its inverse")
    func inverses() throws {
      let context = try makeLibraryContainer().viewContext
      let author = CDAuthor(context: context)
      let first = CDBook(context: context)
      let second = CDBook(context: context)
      first.author = author
      #expect(author.books?.count == 1)
      author.addToBooks(second)
      #expect(second.author === author)
      #expect(author.books?.count == 2)
      author.removeFromBooks(first)
      #expect(first.author == nil)
      let other = CDAuthor(context: context)
      second.author = other
      #expect(author.books?.count == 0)
      #expect(other.books?.contains(second) == true)
      #expect(second.value(forKey: "author") as? CDAuthor === other)
    }

    @Test("Deleting follows the delete rules: cascade, nullify, deny")
    func deleteRules() throws {
      let context = try makeLibraryContainer().viewContext
      let author = CDAuthor(context: context)
      author.name = "Le Guin"
      let book = CDBook(context: context)
      book.title = "The Dispossessed"
      book.author = author
      try context.save()
      context.delete(author)
      #expect(book.isDeleted)
      try context.save()
      #expect(try context.count(for: CDBook.fetchRequest()) == 0)
      #expect(book.managedObjectContext == nil)

      let shelf = NSEntityDescription.insertNewObject(forEntityName: "Shelf", into: context)
      let kept = CDBook(context: context)
      kept.title = "Kept"
      kept.setValue(shelf, forKey: "shelf")
      try context.save()
      context.delete(shelf)
      let error = try #require(throws: NSError.self) { try context.save() }
      #expect(error.domain == NSCocoaErrorDomain)
      #expect(error.code == NSValidationRelationshipDeniedDeleteError)
      #expect(error.userInfo[NSValidationKeyErrorKey] as? String == "books")
    }

    @Test("A save with a required value missing fails as Core Data's does")
    func validation() throws {
      let context = try makeLibraryContainer().viewContext
      let book = CDBook(context: context)
      let error = try #require(throws: NSError.self) { try context.save() }
      #expect(error.code == NSValidationMissingMandatoryPropertyError)
      #expect(error.userInfo[NSValidationKeyErrorKey] as? String == "title")
      #expect(error.userInfo[NSValidationObjectErrorKey] as? CDBook === book)
      #expect(error.localizedDescription == "title is a required value.")
      _ = CDAuthor(context: context)
      let both = try #require(throws: NSError.self) { try context.save() }
      #expect(both.code == NSValidationMultipleErrorsError)
      #expect((both.userInfo[NSDetailedErrorsKey] as? [NSError])?.count == 2)
    }

    @Test("Fetches filter with a predicate format and sort by key, across relationships")
    func predicates() throws {
      let context = try makeLibraryContainer().viewContext
      let herbert = CDAuthor(context: context)
      herbert.name = "Frank Herbert"
      let austen = CDAuthor(context: context)
      austen.name = "Jane Austen"
      for (title, pages, author) in [
        ("Dune", 412, herbert), ("Emma", 474, austen), ("Persuasion", 249, austen),
        ("Dune Messiah", 256, herbert),
      ] {
        let book = CDBook(context: context)
        book.title = title
        book.pages = Int16(pages)
        book.author = author
      }
      try context.save()
      let request: NSFetchRequest<CDBook> = CDBook.fetchRequest()
      request.predicate = NSPredicate(format: "title BEGINSWITH[c] %@ AND pages > %d", "dune", 300)
      #expect(try context.fetch(request).map(\.title) == ["Dune"])
      request.predicate = NSPredicate(format: "author.name == %@", "Jane Austen")
      request.sortDescriptors = [NSSortDescriptor(key: "pages", ascending: true)]
      #expect(try context.fetch(request).map(\.title) == ["Persuasion", "Emma"])
      let authors: NSFetchRequest<CDAuthor> = CDAuthor.fetchRequest()
      authors.predicate = NSPredicate(format: "ANY books.pages < %d", 250)
      #expect(try context.fetch(authors).map(\.name) == ["Jane Austen"])
      authors.predicate = NSPredicate(format: "books.@count == 2 AND name CONTAINS %@", "Herbert")
      #expect(try context.fetch(authors).map(\.name) == ["Frank Herbert"])
      request.predicate = NSPredicate(format: "%K IN %@", "title", ["Emma", "Dune"])
      request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: false)]
      #expect(try context.fetch(request).map(\.title) == ["Emma", "Dune"])
    }

    @Test("Fetch limit, offset and the count, ID and dictionary result types")
    func resultTypes() throws {
      let context = try makeLibraryContainer().viewContext
      for (index, title) in ["A", "B", "C", "D"].enumerated() {
        let book = CDBook(context: context)
        book.title = title
        book.pages = Int16(index * 100)
      }
      try context.save()
      let request: NSFetchRequest<CDBook> = CDBook.fetchRequest()
      request.fetchOffset = 1
      request.fetchLimit = 2
      #expect(try context.fetch(request).map(\.title) == ["B", "C"])
      let counting = NSFetchRequest<NSNumber>(entityName: "Book")
      counting.resultType = .countResultType
      #expect(try context.fetch(counting).first?.intValue == 4)
      let ids = NSFetchRequest<NSManagedObjectID>(entityName: "Book")
      ids.resultType = .managedObjectIDResultType
      #expect(try context.fetch(ids).count == 4)
      let rows = NSFetchRequest<NSDictionary>(entityName: "Book")
      rows.resultType = .dictionaryResultType
      rows.propertiesToFetch = ["title"]
      #expect(
        try context.fetch(rows).compactMap { $0["title"] as? String } == ["A", "B", "C", "D"])
    }

    @Test("Rollback undoes inserts, changes and deletes; changed values are reported")
    func rollback() throws {
      let context = try makeLibraryContainer().viewContext
      let book = CDBook(context: context)
      book.title = "Saved"
      try context.save()
      book.title = "Changed"
      #expect(book.isUpdated)
      #expect(book.changedValues()["title"] as? String == "Changed")
      #expect(book.committedValues(forKeys: ["title"])["title"] as? String == "Saved")
      let extra = CDBook(context: context)
      context.rollback()
      #expect(book.title == "Saved")
      #expect(extra.managedObjectContext == nil)
      #expect(!context.hasChanges)
    }

    @Test("A child context saves into its parent, which saves to the store")
    func childContext() throws {
      let container = try makeLibraryContainer()
      let child = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
      child.parent = container.viewContext
      let book = CDBook(context: child)
      book.title = "Child"
      try child.save()
      #expect(container.viewContext.hasChanges)
      #expect(try container.viewContext.fetch(CDBook.fetchRequest()).first?.title == "Child")
      #expect(try container.newBackgroundContext().count(for: CDBook.fetchRequest()) == 0)
      try container.viewContext.save()
      #expect(try container.newBackgroundContext().count(for: CDBook.fetchRequest()) == 1)
    }

    @Test("A background save reaches a context that merges changes from its parent")
    func automaticMerge() async throws {
      let container = try makeLibraryContainer()
      let view = container.viewContext
      view.automaticallyMergesChangesFromParent = true
      let book = CDBook(context: view)
      book.title = "Old"
      try view.save()
      let id = book.objectID
      let background = container.newBackgroundContext()
      try background.performAndWait {
        let copy = background.object(with: id)
        copy.setValue("New", forKey: "title")
        try background.save()
      }
      #expect(await yield { book.title == "New" })
      #expect(!book.isUpdated)
    }

    @Test("A fetched results controller sections its objects and tells its delegate changes")
    func fetchedResultsController() throws {
      let context = try makeLibraryContainer().viewContext
      for (title, read) in [("A", false), ("B", true), ("C", false)] {
        let book = CDBook(context: context)
        book.title = title
        book.isRead = read
      }
      try context.save()
      let request: NSFetchRequest<CDBook> = CDBook.fetchRequest()
      request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
      let controller = NSFetchedResultsController(
        fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil,
        cacheName: nil)
      let delegate = ChangeRecorder()
      controller.delegate = delegate
      try controller.performFetch()
      #expect(controller.sections?.first?.numberOfObjects == 3)
      #expect(controller.object(at: IndexPath(row: 1, section: 0)).title == "B")

      let inserted = CDBook(context: context)
      inserted.title = "AA"
      let first = controller.object(at: IndexPath(row: 0, section: 0))
      first.pages = 10
      try context.save()
      #expect(
        delegate.log == [
          "will", "update 0-0", "insert -> 0-1", "did",
        ])
      #expect(controller.fetchedObjects?.map(\.title) == ["A", "AA", "B", "C"])
      #expect(delegate.controllers.allSatisfy { $0 == controller })
    }

    @Test("Stores of one file share their objects; deleting the file empties them")
    func sharedFile() throws {
      let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("CoreDataSpec-\(UUID().uuidString).sqlite")
      defer { try? FileManager.default.removeItem(at: url) }
      let first = try makeLibraryContainer(storeType: NSSQLiteStoreType, url: url)
      let book = CDBook(context: first.viewContext)
      book.title = "Shared"
      try first.viewContext.save()
      let second = try makeLibraryContainer(storeType: NSSQLiteStoreType, url: url)
      #expect(try second.viewContext.count(for: CDBook.fetchRequest()) == 1)
      try FileManager.default.removeItem(at: url)
      let third = try makeLibraryContainer(storeType: NSSQLiteStoreType, url: url)
      #expect(try third.viewContext.count(for: CDBook.fetchRequest()) == 0)
    }

    @Test("An index path past the results fails at the caller's line and reads the nearest object")
    func objectPastTheResults() throws {
      let context = try makeLibraryContainer().viewContext
      let request: NSFetchRequest<CDBook> = CDBook.fetchRequest()
      request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
      let controller = NSFetchedResultsController(
        fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil,
        cacheName: nil)
      try controller.performFetch()
      withKnownIssue {
        _ = controller.object(at: IndexPath(row: 0, section: 0))
      } matching: { issue in
        message(of: issue)
          == "NSFetchedResultsController: no object at index 0 in section at index 0"
      }
      let book = CDBook(context: context)
      book.title = "Only"
      try context.save()
      try controller.performFetch()
      withKnownIssue {
        #expect(controller.object(at: IndexPath(row: 3, section: 0)).title == "Only")
      } matching: { issue in
        message(of: issue)
          == "NSFetchedResultsController: no object at index 3 in section at index 0"
      }
    }

    @Test("A non-optional property holding nothing fails at the caller's line and reads empty")
    func nonOptionalHoldingNothing() throws {
      let context = try makeLibraryContainer().viewContext
      let book = CDBook(context: context)
      withKnownIssue {
        #expect(book.requiredTitle == "")
      } matching: { issue in
        message(of: issue) == "Core Data: the value of 'title' (nil) is not a String"
      }
      #expect(book.pages == 0)  // a scalar holding nothing reads 0, as Core Data's accessors do
    }

    @Test("A container whose model is not in the bundle logs Core Data's error")
    func missingModel() {
      let messages = Messages()
      HeadlessConsole.withObserver(
        printing: false, { messages.append($0.text) },
        operation: { _ = NSPersistentContainer(name: "NoSuchModel") })
      #expect(messages.all == ["CoreData: error:  Failed to load model named NoSuchModel"])
    }

    @Test("A class's description() is its qualified name, as +[NSObject description]")
    func classDescription() {
      #expect(CDBook.description() == "HeadlessUIKitTests.CDBook")
    }

    @Test("An entity name the model does not have is Core Data's exception")
    func unknownEntity() throws {
      let context = try makeLibraryContainer().viewContext
      withKnownIssue {
        _ = try? context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Film"))
      } matching: { issue in
        message(of: issue)
          == "executeFetchRequest:error: <NSFetchRequest: entity: Film> A fetch request must "
          + "have an entity."
      }
    }
  }

  final class ChangeRecorder: NSObject, NSFetchedResultsControllerDelegate {
    var log: [String] = []
    var controllers: [NSFetchedResultsController<any NSFetchRequestResult>] = []

    func controllerWillChangeContent(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>
    ) {
      log.append("will")
      controllers.append(controller)
    }

    func controller(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
      didChange anObject: Any, at indexPath: IndexPath?, for type: NSFetchedResultsChangeType,
      newIndexPath: IndexPath?
    ) {
      func text(_ path: IndexPath?) -> String { path.map { "\($0.section)-\($0.row)" } ?? "" }
      let name =
        switch type {
        case .insert: "insert"
        case .delete: "delete"
        case .move: "move"
        case .update: "update"
        }
      log.append(
        [name, text(indexPath), newIndexPath.map { "-> " + text($0) } ?? ""]
          .filter { !$0.isEmpty }.joined(separator: " "))
    }

    func controllerDidChangeContent(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>
    ) {
      log.append("did")
    }
  }

  final class Messages: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ text: String) { lock.withLock { stored.append(text) } }
    var all: [String] { lock.withLock { stored } }
  }
#endif
