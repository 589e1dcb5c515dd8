#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation
  import Testing

  import HeadlessUIKit

  // Foundation's pointer collections, which Linux's Foundation lacks, as apps use them: a weak
  // set of observers notified in turn, and a cache keyed by objects that may go.

  private final class Observer {
    let name: String
    init(_ name: String) { self.name = name }
  }

  /// A class-bound protocol, as an app's `@objc protocol Themeable` is once the port drops `@objc`.
  private protocol Themeable: AnyObject {
    func apply(_ theme: String)
  }

  private final class ThemedView: Themeable {
    var theme = ""
    func apply(_ theme: String) { self.theme = theme }
  }

  @Suite("NSHashTable and NSMapTable on Linux (Foundation's pointer collections)")
  struct PointerCollectionsSpec {
    @Test("A weak hash table drops an observer that is gone; a strong one keeps it")
    func weakObservers() {
      let observers = NSHashTable<Observer>.weakObjects()
      let strong = NSHashTable<Observer>(options: .strongMemory)
      let kept = Observer("kept")
      observers.add(kept)
      do {
        let gone = Observer("gone")
        observers.add(gone)
        #expect(observers.count == 2)
        #expect(observers.contains(gone))
        strong.add(Observer("held"))
      }
      #expect(observers.allObjects.map(\.name) == ["kept"])
      #expect(observers.count == 1)
      #expect(strong.allObjects.map(\.name) == ["held"])
      observers.add(kept)
      #expect(observers.count == 1)
      observers.remove(kept)
      #expect(observers.anyObject == nil)
      observers.add(nil)
      #expect(observers.count == 0)
    }

    @Test("A table of a class-bound protocol's existentials holds and notifies its objects")
    func protocolElements() {
      let themables = NSHashTable<Themeable>.weakObjects()
      let view = ThemedView()
      themables.add(view)
      themables.add(view)
      do { themables.add(ThemedView()) }
      #expect(themables.count == 1)
      for themable in themables.allObjects { themable.apply("dark") }
      #expect(view.theme == "dark")
      let byOwner = NSMapTable<Themeable, NSString>.weakToStrongObjects()
      byOwner.setObject("main", forKey: view)
      #expect(byOwner.object(forKey: view) == "main")
    }

    @Test("Objects are one entry by isEqual by default, by identity with the pointer personality")
    func personalities() {
      let first = NSString(string: "note")
      let second = NSString(string: "note")
      let byValue = NSHashTable<NSString>()
      byValue.add(first)
      byValue.add(second)
      #expect(byValue.count == 1)
      #expect(byValue.member(second) === first)
      let byPointer = NSHashTable<NSString>(options: .objectPointerPersonality)
      byPointer.add(first)
      byPointer.add(second)
      #expect(byPointer.count == 2)
    }

    @Test("Set operations and a copy keep the table's options")
    func setOperations() throws {
      let a = Observer("a")
      let b = Observer("b")
      let c = Observer("c")
      let left = NSHashTable<Observer>(options: .weakMemory)
      let right = NSHashTable<Observer>(options: .weakMemory)
      for object in [a, b] { left.add(object) }
      for object in [b, c] { right.add(object) }
      #expect(left.intersects(right))
      #expect(!left.isSubset(of: right))
      let copy = try #require(left.copy() as? NSHashTable<Observer>)
      copy.union(right)
      #expect(copy.allObjects.map(\.name) == ["a", "b", "c"])
      copy.minus(left)
      #expect(copy.allObjects.map(\.name) == ["c"])
      left.intersect(right)
      #expect(left.allObjects.map(\.name) == ["b"])
      #expect(left.objectEnumerator().allObjects.count == 1)
      // The copy holds weakly too.
      do {
        let passing = Observer("passing")
        copy.add(passing)
        #expect(copy.count == 2)
      }
      #expect(copy.allObjects.map(\.name) == ["c"])
    }

    @Test("A map table forgets a weak key or value that is gone; a nil value removes the key")
    func mapTable() {
      let cache = NSMapTable<Observer, NSString>.weakToStrongObjects()
      let byName = NSMapTable<NSString, Observer>.strongToWeakObjects()
      let key = Observer("kept")
      cache.setObject("first", forKey: key)
      cache.setObject("second", forKey: key)
      #expect(cache.count == 1)
      #expect(cache.object(forKey: key) == "second")
      do {
        let gone = Observer("gone")
        cache.setObject("value", forKey: gone)
        byName.setObject(gone, forKey: "gone")
        #expect(cache.count == 2)
        #expect(byName.object(forKey: "gone") === gone)
      }
      #expect(cache.count == 1)
      #expect(byName.count == 0)
      #expect(byName.object(forKey: "gone") == nil)
      cache.setObject(nil, forKey: key)
      #expect(cache.count == 0)
      let strong = NSMapTable<NSString, NSString>.strongToStrongObjects()
      strong.setObject("1", forKey: "one")
      #expect(strong.dictionaryRepresentation() == [AnyHashable(NSString(string: "one")): "1"])
      #expect(strong.keyEnumerator().allObjects.count == 1)
    }
  }
#endif
