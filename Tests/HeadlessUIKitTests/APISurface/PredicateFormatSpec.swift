#if !canImport(ObjectiveC)
  import Foundation
  import HeadlessUIKit
  import Testing

  // Foundation's predicate format strings and key-based sort descriptors as apps write them
  // (Core Data fetch requests, `NSArray.filtered(using:)`), which Linux's Foundation lacks.

  /// A tag, as a to-many relationship's object.
  final class PredicateTag: NSObject {
    let name: String
    init(_ name: String) { self.name = name }
  }

  /// A person with stored properties of the types Core Data models use.
  final class PredicatePerson: NSObject {
    let id: UUID
    let name: String
    let age: Int
    let rank: Int16
    let score: Double?
    let isActive: Bool
    let birthday: Date
    let tags: Set<PredicateTag>
    let friends: [PredicatePerson]

    init(
      _ name: String, age: Int, rank: Int16 = 0, score: Double? = nil, isActive: Bool = true,
      birthday: Date = Date(timeIntervalSince1970: 0), tags: [String] = [],
      friends: [PredicatePerson] = []
    ) {
      self.id = UUID()
      self.name = name
      self.age = age
      self.rank = rank
      self.score = score
      self.isActive = isActive
      self.birthday = birthday
      self.tags = Set(tags.map(PredicateTag.init))
      self.friends = friends
    }
  }

  /// A Swift value read by reflection.
  private struct Item {
    let title: String
    let price: Double
  }

  private let day: TimeInterval = 86_400

  private func people() -> [PredicatePerson] {
    [
      PredicatePerson(
        "José", age: 34, rank: 3, score: 4.5, birthday: Date(timeIntervalSince1970: 10 * day),
        tags: ["work", "swift"]),
      PredicatePerson(
        "joseph", age: 17, rank: 1, score: nil, isActive: false,
        birthday: Date(timeIntervalSince1970: 20 * day), tags: ["school"]),
      PredicatePerson(
        "Anna", age: 65, rank: 2, score: 2, birthday: Date(timeIntervalSince1970: 30 * day)),
    ]
  }

  private func names(_ objects: [Any]) -> [String] {
    objects.compactMap { ($0 as? PredicatePerson)?.name ?? ($0 as? String) }
  }

  private func names(matching predicate: NSPredicate, in objects: [PredicatePerson]) -> [String] {
    objects.filter { predicate.evaluate(with: $0) }.map(\.name)
  }

  @Suite("NSPredicate(format:) without the Objective-C runtime")
  struct PredicateFormatSpec {
    @Test("String operators with [c], [d] and [cd]: CONTAINS, BEGINSWITH, ENDSWITH, LIKE, MATCHES")
    func stringOperators() {
      let everyone = people()
      let query = "jose"
      #expect(
        names(matching: NSPredicate(format: "name CONTAINS[cd] %@", query), in: everyone) == [
          "José", "joseph",
        ])
      #expect(
        names(matching: NSPredicate(format: "name CONTAINS %@", query), in: everyone) == ["joseph"])
      #expect(
        names(matching: NSPredicate(format: "name CONTAINS[c] %@", query), in: everyone) == [
          "joseph"
        ])
      #expect(
        names(matching: NSPredicate(format: "name BEGINSWITH[c] 'A'"), in: everyone) == ["Anna"])
      #expect(
        names(matching: NSPredicate(format: "name ENDSWITH 'ph'"), in: everyone) == ["joseph"])
      #expect(
        names(matching: NSPredicate(format: "name LIKE[c] 'j*h'"), in: everyone) == ["joseph"])
      #expect(names(matching: NSPredicate(format: "name LIKE 'A?na'"), in: everyone) == ["Anna"])
      #expect(
        names(matching: NSPredicate(format: "name MATCHES '[A-Z].*'"), in: everyone) == [
          "José", "Anna",
        ])
      #expect(names(matching: NSPredicate(format: "name MATCHES[c] 'ann'"), in: everyone).isEmpty)
      #expect(names(matching: NSPredicate(format: "name ==[cd] 'JOSE'"), in: everyone) == ["José"])
      #expect(
        names(matching: NSPredicate(format: "name CONTAINS[cd] %@", ""), in: everyone).isEmpty)
      #expect(NSPredicate(format: "SELF IN 'banana'").evaluate(with: "nan"))
    }

    @Test("Comparisons of numbers of different types, Bool, nil, BETWEEN and IN")
    func numbers() {
      let everyone = people()
      #expect(
        names(matching: NSPredicate(format: "age BETWEEN {18, 65}"), in: everyone) == [
          "José", "Anna",
        ])
      #expect(
        names(matching: NSPredicate(format: "age >= 18 AND age < 65"), in: everyone) == ["José"])
      #expect(names(matching: NSPredicate(format: "rank == 3"), in: everyone) == ["José"])
      #expect(
        names(matching: NSPredicate(format: "rank => %d", 2), in: everyone) == ["José", "Anna"])
      #expect(
        names(matching: NSPredicate(format: "score > %@", NSNumber(value: 2)), in: everyone) == [
          "José"
        ])
      #expect(names(matching: NSPredicate(format: "score == 2"), in: everyone) == ["Anna"])
      #expect(names(matching: NSPredicate(format: "score = %f", 4.5), in: everyone) == ["José"])
      #expect(names(matching: NSPredicate(format: "score == nil"), in: everyone) == ["joseph"])
      #expect(
        names(matching: NSPredicate(format: "score != NIL"), in: everyone) == ["José", "Anna"])
      #expect(names(matching: NSPredicate(format: "isActive == NO"), in: everyone) == ["joseph"])
      #expect(
        names(matching: NSPredicate(format: "isActive == %@", NSNumber(value: true)), in: everyone)
          == ["José", "Anna"])
      #expect(
        names(matching: NSPredicate(format: "isActive = 1 && age <> 65"), in: everyone) == ["José"])
      #expect(
        names(matching: NSPredicate(format: "age IN {17, 65}"), in: everyone) == ["joseph", "Anna"])
      #expect(names(matching: NSPredicate(format: "age + 1 == 18"), in: everyone) == ["joseph"])
      #expect(NSPredicate(format: "SELF < 10").evaluate(with: Int16(3)))
      #expect(NSPredicate(format: "SELF == 3").evaluate(with: 3.0))
    }

    @Test("%K names a key path; %@ takes a UUID, a date, an object, an array")
    func arguments() {
      let everyone = people()
      let id = everyone[1].id
      #expect(
        names(matching: NSPredicate(format: "%K == %@", "id", id as CVarArg), in: everyone) == [
          "joseph"
        ])
      #expect(names(matching: NSPredicate(format: "id == %@", id), in: everyone) == ["joseph"])
      let start = Date(timeIntervalSince1970: 15 * day)
      let end = Date(timeIntervalSince1970: 30 * day)
      #expect(
        names(
          matching: NSPredicate(
            format: "birthday >= %@ AND birthday < %@", start as NSDate, end as NSDate),
          in: everyone)
          == ["joseph"])
      #expect(
        names(matching: NSPredicate(format: "birthday > %@", start), in: everyone) == [
          "joseph", "Anna",
        ])
      let ids = [everyone[0].id, everyone[2].id]
      #expect(
        names(matching: NSPredicate(format: "id IN %@", ids), in: everyone) == ["José", "Anna"])
      #expect(
        names(matching: NSPredicate(format: "SELF == %@", everyone[2]), in: everyone) == ["Anna"])
      #expect(
        names(matching: NSPredicate(format: "NOT (SELF IN %@)", [everyone[2]]), in: everyone) == [
          "José", "joseph",
        ])
      let filtered = NSPredicate(
        format: "%K CONTAINS[c] %@ OR %K > %ld", argumentArray: ["name", "ANN", "age", 60])
      #expect(names(matching: filtered, in: everyone) == ["Anna"])
      #expect(NSPredicate(format: "name == '%@'").evaluate(with: ["name": "%@"]))
    }

    @Test("To-many key paths: ANY, SOME, ALL, NONE, @count, @sum, @avg, @max, SUBQUERY")
    func toMany() {
      let everyone = people()
      #expect(
        names(matching: NSPredicate(format: "ANY tags.name == %@", "swift"), in: everyone) == [
          "José"
        ])
      #expect(
        names(
          matching: NSPredicate(format: "SOME tags.name IN %@", ["school", "work"]), in: everyone)
          == ["José", "joseph"])
      #expect(
        names(matching: NSPredicate(format: "ALL tags.name BEGINSWITH 's'"), in: everyone) == [
          "joseph", "Anna",
        ])
      #expect(
        names(matching: NSPredicate(format: "NONE tags.name == 'work'"), in: everyone) == [
          "joseph", "Anna",
        ])
      #expect(names(matching: NSPredicate(format: "tags.@count == 0"), in: everyone) == ["Anna"])
      #expect(names(matching: NSPredicate(format: "tags.@count > 1"), in: everyone) == ["José"])
      #expect(
        names(matching: NSPredicate(format: "tags.name CONTAINS 'school'"), in: everyone) == [
          "joseph"
        ])
      let team = PredicatePerson("Team", age: 0, friends: everyone)
      #expect(NSPredicate(format: "friends.@sum.age == 116").evaluate(with: team))
      #expect(NSPredicate(format: "friends.@avg.score == 3.25").evaluate(with: team))
      #expect(
        NSPredicate(format: "friends.@max.age == 65 AND friends.@min.age == 17").evaluate(
          with: team))
      #expect(
        NSPredicate(format: "friends[FIRST].name == 'José' AND friends[SIZE] == 3").evaluate(
          with: team))
      #expect(
        NSPredicate(format: "friends[1].name == 'joseph' AND friends[LAST].age == 65").evaluate(
          with: team))
      #expect(
        NSPredicate(format: "SUBQUERY(friends, $f, $f.age > 18 AND $f.isActive == YES).@count == 2")
          .evaluate(with: team))
    }

    @Test("AND binds tighter than OR; NOT, !, parentheses, TRUEPREDICATE, FALSEPREDICATE")
    func compounds() {
      let everyone = people()
      #expect(
        names(matching: NSPredicate(format: "age < 18 OR age > 60 AND rank == 2"), in: everyone)
          == ["joseph", "Anna"])
      #expect(
        names(matching: NSPredicate(format: "(age < 18 OR age > 60) and rank == 1"), in: everyone)
          == ["joseph"])
      #expect(
        names(matching: NSPredicate(format: "!(age < 18) && NOT name == 'Anna'"), in: everyone) == [
          "José"
        ])
      #expect(names(matching: NSPredicate(format: "(age + 1) * 2 > 100"), in: everyone) == ["Anna"])
      #expect(NSPredicate(format: "TRUEPREDICATE").evaluate(with: nil))
      #expect(!NSPredicate(format: "FALSEPREDICATE").evaluate(with: nil))
      let both = NSCompoundPredicate(andPredicateWithSubpredicates: [
        NSPredicate(format: "age > 18"), NSPredicate(format: "name BEGINSWITH 'J'"),
      ])
      #expect(names(matching: both, in: everyone) == ["José"])
      let either = NSCompoundPredicate(orPredicateWithSubpredicates: [
        NSPredicate(format: "age < 18"), NSPredicate(format: "name == 'Anna'"),
      ])
      #expect(names(matching: either, in: everyone) == ["joseph", "Anna"])
    }

    @Test("Dictionaries, Swift values, strings as SELF; NSArray and NSMutableArray filtering")
    func collections() {
      let rows: [[String: Any]] = [
        ["name": "a", "count": NSNumber(value: 3)], ["name": "b", "count": 5], ["name": "c"],
      ]
      #expect(rows.filter { NSPredicate(format: "count >= 3.0").evaluate(with: $0) }.count == 2)
      #expect(rows.filter { NSPredicate(format: "count == nil").evaluate(with: $0) }.count == 1)
      let dictionary: NSDictionary = ["owner": ["name": "Zoë"]]
      #expect(NSPredicate(format: "owner.name ==[d] 'Zoe'").evaluate(with: dictionary))
      let items = [Item(title: "Pen", price: 1.5), Item(title: "Book", price: 12)]
      #expect(
        items.filter { NSPredicate(format: "price < 10").evaluate(with: $0) }.map(\.title) == [
          "Pen"
        ])
      let ids = ["b", "c"]
      let letters: NSArray = ["a", "b", "c", "d"]
      #expect(names(letters.filtered(using: NSPredicate(format: "self IN %@", ids))) == ["b", "c"])
      let mutable = NSMutableArray(array: ["apple", "banana", "cherry"])
      mutable.filter(using: NSPredicate(format: "SELF CONTAINS 'an'"))
      #expect(names(mutable.map { $0 }) == ["banana"])
    }

    @Test("$variables: evaluate(with:substitutionVariables:) and withSubstitutionVariables(_:)")
    func variables() {
      let template = NSPredicate(format: "age > $minimum AND name BEGINSWITH[c] $letter")
      let person = PredicatePerson("Anna", age: 65)
      #expect(
        template.evaluate(with: person, substitutionVariables: ["minimum": 40, "letter": "a"]))
      #expect(
        !template.evaluate(with: person, substitutionVariables: ["minimum": 70, "letter": "a"]))
      let bound = template.withSubstitutionVariables(["minimum": 18, "letter": "A"])
      #expect(bound.evaluate(with: person))
      #expect(bound.evaluate(with: person, substitutionVariables: ["minimum": 99]))
      withKnownIssue {
        #expect(!template.evaluate(with: person))
      } matching: { issue in
        message(of: issue).hasPrefix("Can't get value for 'minimum' in bindings")
      }
    }

    @Test("A format string Foundation cannot parse is its exception, and a predicate that is false")
    func malformed() {
      withKnownIssue {
        let predicate = NSPredicate(format: "name == ")
        #expect(!predicate.evaluate(with: ["name": ""]))
      } matching: { issue in
        message(of: issue) == "Unable to parse the format string \"name == \""
      }
      withKnownIssue {
        #expect(!NSPredicate(format: "name IN {'a', 'b'").evaluate(with: ["name": "a"]))
      } matching: { issue in
        message(of: issue) == "Unable to parse the format string \"name IN {'a', 'b'\""
      }
      withKnownIssue {
        #expect(!NSPredicate(format: "name == %@ AND age > %d", "a").evaluate(with: ["name": "a"]))
      } matching: { issue in
        message(of: issue)
          == "Insufficient arguments for conversion characters specified in format string."
      }
      withKnownIssue {
        #expect(!NSPredicate(format: "first == 1").evaluate(with: ["first": 1]))
      } matching: { issue in
        message(of: issue) == "Unable to parse the format string \"first == 1\""
      }
      #expect(NSPredicate(format: "#first == 1").evaluate(with: ["first": 1]))
    }
  }

  @Suite("Key-value coding's key paths and writes without the Objective-C runtime")
  struct KeyValuePathSpec {
    @Test("value(forKeyPath:) follows keys, maps arrays and sets, applies collection operators")
    func keyPaths() {
      let team = PredicatePerson("Team", age: 0, friends: people())
      #expect(team.value(forKeyPath: "friends.name") as? [String] == ["José", "joseph", "Anna"])
      #expect(team.value(forKeyPath: "friends.@count") as? Int == 3)
      #expect((team.value(forKeyPath: "friends.@sum.age") as? NSNumber)?.intValue == 116)
      #expect((team.value(forKeyPath: "friends.@avg.age") as? NSNumber)?.doubleValue == 116.0 / 3)
      #expect(team.value(forKeyPath: "friends.@max.name") as? String == "joseph")
      #expect(
        team.value(forKeyPath: "friends.@min.birthday") as? Date
          == Date(timeIntervalSince1970: 10 * day))
      #expect(
        Set(team.value(forKeyPath: "friends.@distinctUnionOfObjects.isActive") as? [Bool] ?? [])
          == [true, false])
      #expect((team.value(forKeyPath: "friends.@unionOfObjects.score") as? [Double])?.count == 2)
      let tags = team.value(forKeyPath: "friends.tags") as? [Any]
      #expect(tags?.count == 3)
      #expect(people()[0].value(forKeyPath: "tags.name") as? Set<String> == ["work", "swift"])
      #expect(team.value(forKeyPath: "self.name") as? String == "Team")
      let nested: NSArray = [["a": 1], ["a": 2]]
      #expect(nested.value(forKeyPath: "@sum.a") as? NSNumber == NSNumber(value: 3))
      #expect(nested.value(forKey: "a") as? [Int] == [1, 2])
    }

    @Test("setValue(_:forKey:) on an object that keeps no values by key is UIKit's exception")
    func setUndefined() {
      let person = PredicatePerson("Anna", age: 65)
      withKnownIssue {
        person.setValue("Bea", forKey: "name")
      } matching: { issue in
        message(of: issue).hasPrefix("[<HeadlessUIKitTests.PredicatePerson: 0x")
          && message(of: issue).hasSuffix(
            "> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the "
              + "key name.")
      }
      #expect(person.name == "Anna")
      let dictionary = NSMutableDictionary()
      dictionary.setValue(3, forKey: "count")
      #expect(dictionary["count"] as? Int == 3)
      dictionary.setValue(nil, forKey: "count")
      #expect(dictionary.count == 0)
      #expect(person.dictionaryWithValues(forKeys: ["name", "score"])["score"] is NSNull)
    }
  }

  @Suite("NSSortDescriptor(key:ascending:) without the Objective-C runtime")
  struct SortDescriptorKeySpec {
    @Test("Sorts by a key's value: strings, numbers, dates; nil first; descending; ties broken")
    func sortsByKey() {
      let everyone: NSArray = people() as NSArray
      let byName = NSSortDescriptor(key: "name", ascending: true)
      #expect(byName.key == "name")
      #expect(byName.ascending)
      #expect(names(everyone.sortedArray(using: [byName])) == ["Anna", "José", "joseph"])
      #expect(
        names(everyone.sortedArray(using: [NSSortDescriptor(key: "age", ascending: false)]))
          == ["Anna", "José", "joseph"])
      #expect(
        names(everyone.sortedArray(using: [NSSortDescriptor(key: "score", ascending: true)]))
          == ["joseph", "Anna", "José"])
      #expect(
        names(everyone.sortedArray(using: [NSSortDescriptor(key: "birthday", ascending: false)]))
          == ["Anna", "joseph", "José"])
      let reversed = byName.reversedSortDescriptor as? NSSortDescriptor
      #expect(reversed?.key == "name" && reversed?.ascending == false)
      #expect(byName.compare(people()[2], to: people()[0]) == .orderedAscending)
      let rows: NSMutableArray = [
        ["group": 2, "title": "b"], ["group": 1, "title": "z"], ["group": 2, "title": "a"],
      ]
      rows.sort(using: [
        NSSortDescriptor(key: "group", ascending: true),
        NSSortDescriptor(key: "title", ascending: true),
      ])
      #expect(rows.compactMap { ($0 as? [String: Any])?["title"] as? String } == ["z", "a", "b"])
    }

    @Test("A selector or a comparator decides the order of the values")
    func selectorsAndComparators() {
      let files: NSArray = [["name": "file10"], ["name": "File2"], ["name": "file1"]]
      func titles(_ descriptor: NSSortDescriptor) -> [String] {
        files.sortedArray(using: [descriptor]).compactMap { ($0 as? [String: String])?["name"] }
      }
      #expect(
        titles(NSSortDescriptor(key: "name", ascending: true)) == ["File2", "file1", "file10"])
      #expect(
        titles(
          NSSortDescriptor(
            key: "name", ascending: true, selector: Selector("localizedStandardCompare:")))
          == ["file1", "File2", "file10"])
      #expect(
        titles(
          NSSortDescriptor(
            key: "name", ascending: true,
            selector: NSSelectorFromString("caseInsensitiveCompare:")))
          == ["file1", "file10", "File2"])
      let byLength = NSSortDescriptor(key: "name", ascending: false) { first, second in
        let first = (first as? String)?.count ?? 0
        let second = (second as? String)?.count ?? 0
        return first < second
          ? .orderedAscending : first > second ? .orderedDescending : .orderedSame
      }
      #expect(titles(byLength).first == "file10")
      let selfSorted = (["b", "C", "a"] as NSArray).sortedArray(using: [
        NSSortDescriptor(key: nil, ascending: true, selector: Selector("caseInsensitiveCompare:"))
      ])
      #expect(names(selfSorted) == ["a", "b", "C"])
    }
  }
#endif
