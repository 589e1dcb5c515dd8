/// Gives every recorder a unique, deterministic name.
///
/// The rule, documented in the DocC article:
/// 1. A method whose base name is unique is recorded under its base name: `showRed`.
/// 2. Overloads add their argument labels, capitalized: `fetch(id:)` → `fetchId`.
/// 3. Overloads that still clash add their parameter types: `fetch(_: Int)` → `fetchInt`.
/// 4. Then the result type: `fetch() -> Int` → `fetchReturningInt`.
/// 5. Then a number in declaration order: `fetch2`.
/// Properties are recorded as `<name>Getter` and `<name>Setter`. A name that clashes with a
/// property requirement, another recorder or the spy's own members (`spyLog`, `invocations`,
/// `verify`, `statics`) gets `Method` appended. Static requirements are named the same way, apart.
enum Naming {
  static func assignRecorderNames(_ spied: inout SpiedProtocol) {
    assignRecorderNames(methods: &spied.methods, properties: &spied.properties)
    assignRecorderNames(methods: &spied.staticMethods, properties: &spied.staticProperties)
  }

  /// Names one set of recorders: the instance ones, or the static ones (which live apart).
  private static func assignRecorderNames(
    methods: inout [MethodRequirement],
    properties: inout [PropertyRequirement]
  ) {
    var names = methods.map(\.baseName)
    refine(&names, methods) { method in
      method.parameters.compactMap(\.label).map(capitalized).joined()
    }
    refine(&names, methods) { method in
      method.parameters.map { typeWords($0.declaredType) }.joined()
    }
    refine(&names, methods) { method in
      method.outputType == "Void" ? "" : "Returning" + typeWords(method.outputType)
    }
    var seen: [String: Int] = [:]
    for index in names.indices {
      let count = seen[names[index], default: 0] + 1
      seen[names[index]] = count
      if count > 1 { names[index] += "\(count)" }
    }
    var taken = Set(properties.map(\.name) + ["spyLog", "invocations", "verify", "statics"])
    for index in properties.indices {
      let name = properties[index].name
      properties[index].getterName = name + "Getter"
      properties[index].setterName = name + "Setter"
      taken.insert(name + "Getter")
      taken.insert(name + "Setter")
    }
    for index in names.indices {
      var name = names[index]
      while taken.contains(name) { name += "Method" }
      taken.insert(name)
      methods[index].recorderName = name
    }
  }

  /// Adds a suffix to every name that is still shared by several methods.
  private static func refine(
    _ names: inout [String],
    _ methods: [MethodRequirement],
    suffix: (MethodRequirement) -> String
  ) {
    var counts: [String: Int] = [:]
    for name in names { counts[name, default: 0] += 1 }
    for index in names.indices where counts[names[index], default: 0] > 1 {
      names[index] += suffix(methods[index])
    }
  }

  static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  /// `[String: Int]?` → `StringIntOptional`.
  static func typeWords(_ type: String) -> String {
    var words: [String] = []
    var current = ""
    for character in type {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        if !current.isEmpty { words.append(capitalized(current)) }
        current = ""
        if character == "?" { words.append("Optional") }
      }
    }
    if !current.isEmpty { words.append(capitalized(current)) }
    return words.joined()
  }

  /// `NavigationDelegate` → `navigationDelegateSpy`, `URLLoader` → `urlLoaderSpy`.
  static func spyProperty(_ protocolName: String) -> String {
    let lastComponent = protocolName.split(separator: ".").last.map(String.init) ?? protocolName
    var prefix = ""
    var rest = Substring(lastComponent)
    while let first = rest.first, first.isUppercase {
      prefix.append(first)
      rest = rest.dropFirst()
    }
    if prefix.count > 1, !rest.isEmpty {
      rest = Substring(String(prefix.removeLast())) + rest
    }
    return prefix.lowercased() + rest + "Spy"
  }
}
