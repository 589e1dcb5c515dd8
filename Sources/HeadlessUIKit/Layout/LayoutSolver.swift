#if !canImport(UIKit)
  import Foundation

  /// An incremental Cassowary solver: linear equalities and inequalities over variables, each
  /// either required or optional with a priority.
  ///
  /// The implementation follows the published algorithm (Badros, Borning and Stuckey, "The
  /// Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001): a tableau in basic
  /// feasible solved form, an objective of weighted error variables, primal simplex to optimise
  /// after an addition or removal and dual simplex after a constant changes.
  ///
  /// Priorities are strict tiers, not weights: the objective's coefficients are vectors with one
  /// component per priority in use, compared lexicographically from the highest priority down, so
  /// one unit of error at priority 751 outweighs any amount of error at 750 and below. Entering
  /// and leaving variables are chosen by lowest symbol id among equals (Bland's rule), so the
  /// solution of an ambiguous system is the same from run to run.
  final class LayoutSolver {
    /// A solver variable.
    struct Variable: Hashable {
      fileprivate let symbol: Sym
    }

    /// A constraint in the solver, for removal and constant changes.
    struct ConstraintHandle: Hashable {
      fileprivate let id: Int
    }

    /// The relation of `expression` to zero.
    enum Relation {
      case lessThanOrEqual
      case equal
      case greaterThanOrEqual
    }

    /// Required, or optional at a priority (higher wins; any positive value).
    enum Strength: Equatable {
      case required
      case optional(Float)
    }

    /// `Σ coefficient × variable + constant`.
    struct Expression {
      var terms: [(Variable, Double)]
      var constant: Double

      init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
      }
    }

    /// Why an addition failed.
    enum Failure: Error, Equatable {
      /// A required constraint that cannot be satisfied with the required constraints present.
      case unsatisfiable
    }

    /// A symbol of the tableau: a dense integer with a cheap hash (symbols are hashed constantly).
    fileprivate struct Sym: Hashable, Comparable {
      let id: Int
      static let max = Sym(id: Int.max)
      static func < (lhs: Sym, rhs: Sym) -> Bool { lhs.id < rhs.id }
      static func == (lhs: Sym, rhs: Sym) -> Bool { lhs.id == rhs.id }
      func hash(into hasher: inout Hasher) { hasher.combine(id) }
      // Fibonacci hashing: symbols are small consecutive integers, so a multiplicative hash spreads
      // them well and avoids SipHash on every tableau access.
      func _rawHashValue(seed: Int) -> Int { (id ^ seed) &* -7_046_029_254_386_353_131 }
    }

    private enum Kind: UInt8 {
      case external, slack, error, dummy
    }

    /// A row's cells: coefficients by symbol, kept sorted by symbol id in two parallel arrays
    /// (rows are merged far more often than probed, and merging sorted arrays needs no hashing).
    private struct Cells: Sequence {
      private(set) var symbols: [Sym] = []
      private(set) var values: [Double] = []

      var count: Int { symbols.count }
      var isEmpty: Bool { symbols.isEmpty }
      var keys: [Sym] { symbols }

      /// The position of `symbol`, or where it would be inserted.
      private func position(of symbol: Sym) -> (index: Int, found: Bool) {
        var low = 0
        var high = symbols.count
        while low < high {
          let middle = (low + high) / 2
          if symbols[middle].id < symbol.id {
            low = middle + 1
          } else {
            high = middle
          }
        }
        return (low, low < symbols.count && symbols[low] == symbol)
      }

      subscript(symbol: Sym) -> Double? {
        get {
          let (index, found) = position(of: symbol)
          return found ? values[index] : nil
        }
        set {
          let (index, found) = position(of: symbol)
          switch (found, newValue) {
          case (true, let value?): values[index] = value
          case (true, nil):
            symbols.remove(at: index)
            values.remove(at: index)
          case (false, let value?):
            symbols.insert(symbol, at: index)
            values.insert(value, at: index)
          case (false, nil): break
          }
        }
      }

      @discardableResult
      mutating func removeValue(forKey symbol: Sym) -> Double? {
        let (index, found) = position(of: symbol)
        guard found else { return nil }
        symbols.remove(at: index)
        return values.remove(at: index)
      }

      /// Adds `coefficient` to `symbol`'s cell; returns whether a new cell was made.
      @discardableResult
      mutating func add(_ symbol: Sym, _ coefficient: Double) -> Bool {
        let (index, found) = position(of: symbol)
        if found {
          let value = values[index] + coefficient
          if abs(value) < LayoutSolver.epsilon {
            symbols.remove(at: index)
            values.remove(at: index)
          } else {
            values[index] = value
          }
          return false
        }
        guard abs(coefficient) >= LayoutSolver.epsilon else { return false }
        symbols.insert(symbol, at: index)
        values.insert(coefficient, at: index)
        return true
      }

      /// Adds `factor × other`, calling `inserted` for each symbol that gets a new cell.
      mutating func add(_ other: Cells, _ factor: Double, inserted: (Sym) -> Void = { _ in }) {
        if other.count <= 2 {
          for index in 0..<other.count where add(other.symbols[index], other.values[index] * factor)
          {
            inserted(other.symbols[index])
          }
          return
        }
        var mergedSymbols: [Sym] = []
        var mergedValues: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.count)
        mergedValues.reserveCapacity(symbols.count + other.count)
        var i = 0
        var j = 0
        while i < symbols.count || j < other.count {
          if j == other.count || (i < symbols.count && symbols[i].id < other.symbols[j].id) {
            mergedSymbols.append(symbols[i])
            mergedValues.append(values[i])
            i += 1
          } else if i == symbols.count || other.symbols[j].id < symbols[i].id {
            let value = other.values[j] * factor
            if abs(value) >= LayoutSolver.epsilon {
              mergedSymbols.append(other.symbols[j])
              mergedValues.append(value)
              inserted(other.symbols[j])
            }
            j += 1
          } else {
            let value = values[i] + other.values[j] * factor
            if abs(value) >= LayoutSolver.epsilon {
              mergedSymbols.append(symbols[i])
              mergedValues.append(value)
            }
            i += 1
            j += 1
          }
        }
        symbols = mergedSymbols
        values = mergedValues
      }

      mutating func scale(_ factor: Double) {
        for index in values.indices { values[index] *= factor }
      }

      mutating func reserveCapacity(_ capacity: Int) {
        symbols.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
      }

      func makeIterator() -> Zip2Sequence<[Sym], [Double]>.Iterator {
        zip(symbols, values).makeIterator()
      }
    }

    private final class Row {
      var constant: Double
      @exclusivity(unchecked) var cells: Cells

      init(constant: Double, cells: Cells = Cells()) {
        self.constant = constant
        self.cells = cells
      }

      func copy() -> Row { Row(constant: constant, cells: cells) }

      func scale(_ factor: Double) { cells.scale(factor) }

      func add(_ symbol: Sym, _ coefficient: Double) { cells.add(symbol, coefficient) }

      func add(_ row: Row, _ coefficient: Double) {
        constant += row.constant * coefficient
        cells.add(row.cells, coefficient)
      }

      func negate() {
        constant = -constant
        scale(-1)
      }

      /// Solves `0 = row` for `symbol`: the row becomes `symbol = …`.
      func solve(for symbol: Sym) {
        guard let value = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / value
        constant *= factor
        scale(factor)
      }

      /// Solves `lhs = row` for `rhs`.
      func solve(_ lhs: Sym, for rhs: Sym) {
        add(lhs, -1)
        solve(for: rhs)
      }

      func substitute(_ symbol: Sym, _ row: Row) {
        guard let value = cells.removeValue(forKey: symbol) else { return }
        add(row, value)
      }
    }

    /// The objective: each coefficient a vector indexed by priority tier slot.
    private final class Objective {
      @exclusivity(unchecked) var cells: [Sym: [Double]] = [:]
      var constant: [Double] = []
      /// Symbols whose coefficient changed since the last optimisation looked.
      @exclusivity(unchecked) var touched: [Sym] = []

      func remove(_ symbol: Sym) {
        if cells.removeValue(forKey: symbol) != nil { touched.append(symbol) }
      }

      func add(_ symbol: Sym, _ vector: [Double]) {
        add(symbol, vector, scale: 1)
      }

      /// Adds `scale × vector` to `symbol`'s coefficient, in place in the dictionary (no copy of
      /// the vector is made: this runs for every cell of every substituted row).
      private func add(_ symbol: Sym, _ vector: [Double], scale: Double) {
        touched.append(symbol)
        let isZero = { (current: inout [Double]) -> Bool in
          LayoutSolver.addScaled(&current, vector, scale)
          return current.allSatisfy { abs($0) < LayoutSolver.epsilon }
        }
        if isZero(&cells[symbol, default: []]) { cells[symbol] = nil }
      }

      func add(_ row: Row, _ vector: [Double]) {
        LayoutSolver.addScaled(&constant, vector, row.constant)
        for (symbol, value) in row.cells { add(symbol, vector, scale: value) }
      }

      func substitute(_ symbol: Sym, _ row: Row) {
        guard let vector = cells.removeValue(forKey: symbol) else { return }
        touched.append(symbol)
        add(row, vector)
      }
    }

    private struct Tag {
      var marker: Sym
      var other: Sym?
      var relation: Relation
      var strength: Strength
      var expression: Expression
    }

    static let epsilon = 1e-8

    @exclusivity(unchecked) private var kinds = Kinds()

    private struct Kinds {
      var storage: [Kind] = []
      subscript(id symbol: Sym) -> Kind { storage[symbol.id] }
      mutating func append(_ kind: Kind) { storage.append(kind) }
      var count: Int { storage.count }
    }
    /// The tableau: a row per basic symbol, indexed by symbol.
    @exclusivity(unchecked) private var rows = DenseRows()
    /// For each symbol, the basic symbols of the rows it appears in.
    @exclusivity(unchecked) private var columns = DenseColumns()
    /// Scratch space for compacting columns.
    @exclusivity(unchecked) private var stamps: [Int] = []

    /// Rows indexed by their basic symbol (symbols are dense integers).
    private struct DenseRows {
      var storage: [Row?] = []

      subscript(symbol: Sym) -> Row? {
        get { symbol.id < storage.count ? storage[symbol.id] : nil }
        set {
          if symbol.id >= storage.count {
            storage.append(contentsOf: repeatElement(nil, count: symbol.id + 1 - storage.count))
          }
          storage[symbol.id] = newValue
        }
      }

      mutating func removeValue(forKey symbol: Sym) -> Row? {
        guard symbol.id < storage.count, let row = storage[symbol.id] else { return nil }
        storage[symbol.id] = nil
        return row
      }
    }

    /// For each symbol, the basic symbols of rows that contain it, indexed by symbol.
    ///
    /// Lists, not sets: an entry may be stale (the row no longer contains the symbol, or was
    /// removed) or repeated; readers check the row. Long lists are compacted as they grow.
    private struct DenseColumns {
      var storage: [[Sym]] = []

      subscript(symbol: Sym) -> [Sym]? {
        symbol.id < storage.count && !storage[symbol.id].isEmpty ? storage[symbol.id] : nil
      }

      /// Appends; returns the list's new length.
      mutating func insert(_ basic: Sym, into symbol: Sym) -> Int {
        if symbol.id >= storage.count {
          storage.append(contentsOf: repeatElement([], count: symbol.id + 1 - storage.count))
        }
        storage[symbol.id].append(basic)
        return storage[symbol.id].count
      }

      mutating func removeValue(forKey symbol: Sym) -> [Sym]? {
        guard symbol.id < storage.count else { return nil }
        let result = storage[symbol.id]
        storage[symbol.id] = []
        return result
      }

      /// Drops stale and repeated entries; `stamps` is scratch space, one slot per symbol.
      mutating func compact(_ symbol: Sym, stamps: inout [Int], keeping live: (Sym) -> Bool) {
        let stamp = symbol.id + 1
        storage[symbol.id].removeAll { basic in
          guard live(basic) else { return true }
          if basic.id >= stamps.count {
            stamps.append(contentsOf: repeatElement(0, count: basic.id + 1 - stamps.count))
          }
          if stamps[basic.id] == stamp { return true }
          stamps[basic.id] = stamp
          return false
        }
      }
    }

    @exclusivity(unchecked)
    private var constraints: [Int: Tag] = [:]
    @exclusivity(unchecked)
    private var nextConstraintID = 0
    private let objective = Objective()
    @exclusivity(unchecked)
    private var artificial: Objective?
    @exclusivity(unchecked) private var infeasibleRows: [Sym] = []
    private var tierSlots: [Float: Int] = [:]
    @exclusivity(unchecked)
    private var tierOrder: [Int] = []

    /// Where this solver's steps stand in the tree of systems solved before; `nil` once a
    /// removal or a changed constant has taken it off the tree.
    @exclusivity(unchecked) private var reuseNode: ReuseNode?
    /// The steps recorded but not yet performed while the tree knows their outcome; `nil` once
    /// they are real.
    @exclusivity(unchecked) private var deferred: [Operation]?
    /// Whether this solver started from a tableau kept by an earlier solver (for tests).
    @exclusivity(unchecked)
    private(set) var startedFromKeptTableau = false

    /// An empty solver (that reuses systems solved before, see `Reuse`).
    convenience init() {
      self.init(reusing: true)
    }

    private init(reusing: Bool) {
      if reusing {
        reuseNode = Reuse.shared.root
        deferred = []
      }
    }

    /// The number of constraints in the solver.
    var constraintCount: Int {
      if deferred != nil, let node = reuseNode { return node.constraintCount }
      return constraints.count
    }

    /// Creates a new variable, 0 until constrained.
    func makeVariable() -> Variable {
      if deferred != nil, let next = reuseNode.flatMap({ Reuse.shared.child(of: $0, .variable) }) {
        deferred?.append(.variable)
        reuseNode = next
        return Variable(symbol: Sym(id: next.symbolCount - 1))
      }
      materialize(forQuery: false)
      let variable = Variable(symbol: makeSymbol(.external))
      record(.variable, added: true)
      return variable
    }

    /// The variable's value in the current solution.
    func value(of variable: Variable) -> Double {
      // Nothing recorded since the state was last made real or read: it is current.
      if let steps = deferred, steps.isEmpty {
        return rows[variable.symbol]?.constant ?? 0
      }
      if deferred != nil {
        materialize(forQuery: true)
      } else if let node = reuseNode, Reuse.shared.snapshot(at: node) == nil {
        // Steps taken for the first time: the state is kept where it is read, so the next solver
        // that takes the same steps starts here.
        Reuse.shared.keep(LayoutSolver(copying: self), at: node)
      }
      // From here, the next steps are deferred again while the tree knows them.
      if reuseNode != nil { deferred = [] }
      return rows[variable.symbol]?.constant ?? 0
    }

    // MARK: Adding and removing

    /// Adds `expression relation 0` at `strength`; a required constraint that cannot be satisfied
    /// is not added and `.unsatisfiable` is returned.
    func add(_ expression: Expression, _ relation: Relation, strength: Strength) -> Result<
      ConstraintHandle, Failure
    > {
      let operation = reuseNode.map { _ in
        Operation.add(AddedConstraint(expression, relation, strength))
      }
      if deferred != nil, let operation,
        let next = reuseNode.flatMap({ Reuse.shared.child(of: $0, operation) })
      {
        deferred?.append(operation)
        reuseNode = next
        return next.added
          ? .success(ConstraintHandle(id: next.nextConstraintID - 1)) : .failure(.unsatisfiable)
      }
      materialize(forQuery: false)
      let result = performAdd(expression, relation, strength: strength)
      if let operation {
        if case .success = result {
          record(operation, added: true)
        } else {
          record(operation, added: false)
        }
      }
      return result
    }

    private func performAdd(_ expression: Expression, _ relation: Relation, strength: Strength)
      -> Result<ConstraintHandle, Failure>
    {
      var tag = Tag(
        marker: Sym(id: -1), other: nil, relation: relation, strength: strength,
        expression: expression)
      let row = makeRow(&tag)
      var subject = chooseSubject(row, tag)
      if subject == nil && row.cells.keys.allSatisfy({ kinds[id: $0] == .dummy }) {
        guard abs(row.constant) < Self.epsilon else {
          forgetObjective(tag)
          return .failure(.unsatisfiable)
        }
        subject = tag.marker
      }
      if let subject {
        row.solve(for: subject)
        substitute(subject, row)
        insertRow(subject, row)
      } else if !addWithArtificialVariable(row) {
        forgetObjective(tag)
        return .failure(.unsatisfiable)
      }
      let handle = ConstraintHandle(id: nextConstraintID)
      nextConstraintID += 1
      constraints[handle.id] = tag
      optimize(objective)
      return .success(handle)
    }

    /// Removes a constraint; unknown handles are ignored.
    func remove(_ handle: ConstraintHandle) {
      let operation = Operation.remove(handle.id)
      if deferred != nil, let next = reuseNode.flatMap({ Reuse.shared.child(of: $0, operation) }) {
        deferred?.append(operation)
        reuseNode = next
        return
      }
      materialize(forQuery: false)
      performRemove(handle)
      record(operation, added: true)
    }

    private func performRemove(_ handle: ConstraintHandle) {
      guard let tag = constraints.removeValue(forKey: handle.id) else { return }
      removeErrorEffects(tag)
      if removeRow(tag.marker) == nil {
        guard let leaving = markerLeavingRow(tag.marker), let row = removeRow(leaving)
        else { return }
        row.solve(leaving, for: tag.marker)
        substitute(tag.marker, row)
      }
      optimize(objective)
    }

    /// Changes a constraint's expression constant, re-solving incrementally (dual simplex).
    ///
    /// Returns `.unsatisfiable` (and leaves the old constant) when a required constraint can no
    /// longer be satisfied.
    @discardableResult
    func setConstant(_ constant: Double, of handle: ConstraintHandle) -> Result<
      ConstraintHandle, Failure
    > {
      let operation = Operation.setConstant(handle.id, constant.bitPattern)
      if deferred != nil, let next = reuseNode.flatMap({ Reuse.shared.child(of: $0, operation) }) {
        deferred?.append(operation)
        reuseNode = next
        return next.added ? .success(handle) : .failure(.unsatisfiable)
      }
      materialize(forQuery: false)
      let result = performSetConstant(constant, of: handle)
      if case .success = result {
        record(operation, added: true)
      } else {
        record(operation, added: false)
      }
      return result
    }

    private func performSetConstant(_ constant: Double, of handle: ConstraintHandle) -> Result<
      ConstraintHandle, Failure
    > {
      guard var tag = constraints[handle.id] else { return .success(handle) }
      let delta = constant - tag.expression.constant
      guard delta != 0 else { return .success(handle) }
      let marker = tag.marker
      // The marker's coefficient in the constraint's equation `expression + k·marker (…) = 0`.
      let k: Double
      switch tag.relation {
      case .lessThanOrEqual: k = 1
      case .greaterThanOrEqual: k = -1
      case .equal: k = tag.strength == .required ? 1 : -1
      }
      if kinds[id: marker] == .dummy, let row = rows[marker],
        abs(row.constant - delta / k) >= Self.epsilon
      {
        // A redundant required equality that would no longer hold: the caller breaks it.
        return .failure(.unsatisfiable)
      }
      // Substitute marker = marker' + delta / k everywhere.
      let shift = delta / k
      var touched = Set(columns[marker] ?? [])
      if rows[marker] != nil { touched.insert(marker) }
      for basic in touched {
        guard let row = rows[basic] else { continue }
        if basic == marker {
          row.constant -= shift
        } else if let coefficient = row.cells[marker] {
          row.constant += coefficient * shift
        }
        if kinds[id: basic] != .external && row.constant < 0 { infeasibleRows.append(basic) }
      }
      tag.expression.constant = constant
      constraints[handle.id] = tag
      dualOptimize()
      return .success(handle)
    }

    // MARK: Tiers

    private func strengthVector(_ strength: Strength) -> [Double] {
      guard case .optional(let priority) = strength else { return [] }
      let slot: Int
      if let existing = tierSlots[priority] {
        slot = existing
      } else {
        slot = tierSlots.count
        tierSlots[priority] = slot
        tierOrder = tierSlots.sorted { $0.key > $1.key }.map(\.value)
      }
      var vector = [Double](repeating: 0, count: slot + 1)
      vector[slot] = 1
      return vector
    }

    fileprivate static func addScaled(_ target: inout [Double], _ vector: [Double], _ scale: Double)
    {
      if target.count < vector.count {
        target.append(contentsOf: repeatElement(0, count: vector.count - target.count))
      }
      for index in vector.indices { target[index] += vector[index] * scale }
    }

    /// The sign of a tiered value: its highest non-zero tier's.
    private func sign(_ vector: [Double]) -> Int {
      for slot in tierOrder where slot < vector.count {
        if vector[slot] < -Self.epsilon { return -1 }
        if vector[slot] > Self.epsilon { return 1 }
      }
      return 0
    }

    /// Whether `a / x < b / y`, tier by tier.
    private func ratioLess(_ a: [Double], _ x: Double, _ b: [Double], _ y: Double) -> Bool {
      for slot in tierOrder {
        let left = slot < a.count ? a[slot] / x : 0
        let right = slot < b.count ? b[slot] / y : 0
        if left < right - Self.epsilon { return true }
        if left > right + Self.epsilon { return false }
      }
      return false
    }

    // MARK: Tableau

    private func makeSymbol(_ kind: Kind) -> Sym {
      kinds.append(kind)
      return Sym(id: kinds.count - 1)
    }

    private func makeRow(_ tag: inout Tag) -> Row {
      let row = Row(constant: tag.expression.constant)
      var capacity = 4
      for (variable, _) in tag.expression.terms {
        capacity += rows[variable.symbol]?.cells.count ?? 1
      }
      row.cells.reserveCapacity(capacity)
      for (variable, coefficient) in tag.expression.terms where abs(coefficient) >= Self.epsilon {
        if let basic = rows[variable.symbol] {
          row.add(basic, coefficient)
        } else {
          row.add(variable.symbol, coefficient)
        }
      }
      switch tag.relation {
      case .lessThanOrEqual, .greaterThanOrEqual:
        let coefficient: Double = tag.relation == .lessThanOrEqual ? 1 : -1
        let slack = makeSymbol(.slack)
        tag.marker = slack
        row.add(slack, coefficient)
        if tag.strength != .required {
          let error = makeSymbol(.error)
          tag.other = error
          row.add(error, -coefficient)
          objective.add(error, strengthVector(tag.strength))
        }
      case .equal:
        if tag.strength == .required {
          let dummy = makeSymbol(.dummy)
          tag.marker = dummy
          row.add(dummy, 1)
        } else {
          let plus = makeSymbol(.error)
          let minus = makeSymbol(.error)
          tag.marker = plus
          tag.other = minus
          row.add(plus, -1)
          row.add(minus, 1)
          let vector = strengthVector(tag.strength)
          objective.add(plus, vector)
          objective.add(minus, vector)
        }
      }
      if row.constant < 0 { row.negate() }
      return row
    }

    private func forgetObjective(_ tag: Tag) {
      objective.remove(tag.marker)
      if let other = tag.other { objective.remove(other) }
    }

    private func chooseSubject(_ row: Row, _ tag: Tag) -> Sym? {
      var best: Sym?
      for symbol in row.cells.keys where kinds[id: symbol] == .external {
        if symbol < (best ?? Sym.max) { best = symbol }
      }
      if let best { return best }
      if kinds[id: tag.marker] == .slack || kinds[id: tag.marker] == .error,
        (row.cells[tag.marker] ?? 0) < 0
      {
        return tag.marker
      }
      if let other = tag.other, kinds[id: other] == .slack || kinds[id: other] == .error,
        (row.cells[other] ?? 0) < 0
      {
        return other
      }
      return nil
    }

    private func addWithArtificialVariable(_ row: Row) -> Bool {
      let symbol = makeSymbol(.slack)
      insertRow(symbol, row.copy())
      let goal = Objective()
      goal.add(row, [1])
      artificial = goal
      optimize(goal)
      artificial = nil
      let success = abs(goal.constant.first ?? 0) < Self.epsilon
      if let basic = removeRow(symbol) {
        if basic.cells.isEmpty { return success }
        guard
          let entering = basic.cells.keys.filter({
            kinds[id: $0] == .slack || kinds[id: $0] == .error
          })
          .min()
        else { return false }
        basic.solve(symbol, for: entering)
        substitute(entering, basic)
        insertRow(entering, basic)
      }
      for basic in columns.removeValue(forKey: symbol) ?? [] {
        rows[basic]?.cells[symbol] = nil
      }
      objective.remove(symbol)
      return success
    }

    private func noteColumn(_ basic: Sym, _ symbol: Sym) {
      let count = columns.insert(basic, into: symbol)
      if count >= 32 && count & (count - 1) == 0 {
        let rows = self.rows
        columns.compact(symbol, stamps: &stamps) { rows[$0]?.cells[symbol] != nil }
      }
    }

    private func insertRow(_ basic: Sym, _ row: Row) {
      rows[basic] = row
      for symbol in row.cells.keys { noteColumn(basic, symbol) }
    }

    private func removeRow(_ basic: Sym) -> Row? {
      guard let row = rows.removeValue(forKey: basic) else { return nil }
      return row
    }

    /// Replaces `symbol` by `row` in every tableau row and the objectives.
    private func substitute(_ symbol: Sym, _ row: Row) {
      for basic in columns.removeValue(forKey: symbol) ?? [] {
        guard let other = rows[basic], let coefficient = other.cells.removeValue(forKey: symbol)
        else { continue }
        other.constant += row.constant * coefficient
        var inserted: [Sym] = []
        other.cells.add(row.cells, coefficient) { inserted.append($0) }
        for cell in inserted { noteColumn(basic, cell) }
        if kinds[id: basic] != .external && other.constant < 0 { infeasibleRows.append(basic) }
      }
      objective.substitute(symbol, row)
      artificial?.substitute(symbol, row)
    }

    private func optimize(_ goal: Objective) {
      // At an optimum no coefficient is negative, so only changed ones need looking at.
      var negative = Set<Sym>()
      while true {
        for symbol in goal.touched {
          if kinds[id: symbol] != .dummy, let vector = goal.cells[symbol], sign(vector) < 0 {
            negative.insert(symbol)
          } else {
            negative.remove(symbol)
          }
        }
        goal.touched.removeAll(keepingCapacity: true)
        guard let entering = negative.min() else { return }
        var leaving: Sym?
        var ratio = Double.greatestFiniteMagnitude
        for basic in columns[entering] ?? [] where kinds[id: basic] != .external {
          guard let row = rows[basic], let coefficient = row.cells[entering], coefficient < 0
          else { continue }
          let candidate = -row.constant / coefficient
          if candidate < ratio - Self.epsilon
            || (abs(candidate - ratio) <= Self.epsilon && basic < (leaving ?? Sym.max))
          {
            ratio = candidate
            leaving = basic
          }
        }
        // An unbounded objective cannot happen with error variables bounded below by zero.
        guard let leaving, let row = removeRow(leaving) else { return }
        row.solve(leaving, for: entering)
        substitute(entering, row)
        insertRow(entering, row)
      }
    }

    private func dualOptimize() {
      infeasibleRows.sort(by: >)
      while let leaving = infeasibleRows.popLast() {
        guard let row = rows[leaving], row.constant < 0 else { continue }
        var entering: Sym?
        var best: [Double] = []
        var bestCoefficient = 1.0
        for (symbol, coefficient) in row.cells where coefficient > 0 && kinds[id: symbol] != .dummy
        {
          let vector = objective.cells[symbol] ?? []
          if let current = entering {
            if ratioLess(vector, coefficient, best, bestCoefficient)
              || (!ratioLess(best, bestCoefficient, vector, coefficient) && symbol < current)
            {
              entering = symbol
              best = vector
              bestCoefficient = coefficient
            }
          } else {
            entering = symbol
            best = vector
            bestCoefficient = coefficient
          }
        }
        guard let entering, removeRow(leaving) != nil else { continue }
        row.solve(leaving, for: entering)
        substitute(entering, row)
        insertRow(entering, row)
      }
    }

    private func removeErrorEffects(_ tag: Tag) {
      let vector = strengthVector(tag.strength)
      for symbol in [tag.marker, tag.other].compactMap({ $0 }) where kinds[id: symbol] == .error {
        if let row = rows[symbol] {
          let negated = vector.map { -$0 }
          objective.add(row, negated)
        } else {
          objective.add(symbol, vector.map { -$0 })
        }
      }
    }

    private func markerLeavingRow(_ marker: Sym) -> Sym? {
      var first: (Sym, Double)?
      var second: (Sym, Double)?
      var third: Sym?
      for basic in columns[marker] ?? [] {
        guard let row = rows[basic], let coefficient = row.cells[marker] else { continue }
        if kinds[id: basic] == .external {
          if basic < (third ?? Sym.max) { third = basic }
        } else if coefficient < 0 {
          let ratio = -row.constant / coefficient
          if let current = first, current.1 < ratio || (current.1 == ratio && current.0 < basic) {
          } else {
            first = (basic, ratio)
          }
        } else {
          let ratio = row.constant / coefficient
          if let current = second, current.1 < ratio || (current.1 == ratio && current.0 < basic) {
          } else {
            second = (basic, ratio)
          }
        }
      }
      return first?.0 ?? second?.0 ?? third
    }

    // MARK: Reusing systems solved before

    /// One step that builds a system from a fresh solver.
    fileprivate enum Operation: Hashable {
      case variable
      case add(AddedConstraint)
      case remove(Int)
      /// A handle's id and the new constant's bit pattern.
      case setConstant(Int, UInt64)
    }

    /// An addition, exactly: variables by symbol, numbers by bit pattern.
    fileprivate struct AddedConstraint: Hashable {
      var symbols: [Int]
      var coefficients: [UInt64]
      var constant: UInt64
      var relation: UInt8
      /// 0 for required, else the priority's bit pattern + 1.
      var strength: UInt64

      init(_ expression: Expression, _ relation: Relation, _ strength: Strength) {
        symbols = expression.terms.map(\.0.symbol.id)
        coefficients = expression.terms.map(\.1.bitPattern)
        constant = expression.constant.bitPattern
        self.relation =
          switch relation {
          case .lessThanOrEqual: 0
          case .equal: 1
          case .greaterThanOrEqual: 2
          }
        switch strength {
        case .required: self.strength = 0
        case .optional(let priority): self.strength = UInt64(priority.bitPattern) + 1
        }
      }

      var call: (Expression, Relation, Strength) {
        let terms = zip(symbols, coefficients).map {
          (Variable(symbol: Sym(id: $0.0)), Double(bitPattern: $0.1))
        }
        let relation: Relation =
          switch self.relation {
          case 0: .lessThanOrEqual
          case 1: .equal
          default: .greaterThanOrEqual
          }
        let strength: Strength =
          self.strength == 0 ? .required : .optional(Float(bitPattern: UInt32(self.strength - 1)))
        return (Expression(terms, constant: Double(bitPattern: constant)), relation, strength)
      }
    }

    /// A point in the tree of operation sequences solved before: what the step that leads here
    /// returned, the counters after it, and the solved state here when one was kept.
    fileprivate final class ReuseNode: @unchecked Sendable {
      // @unchecked Sendable: `children` and `snapshot` are read and written under Reuse's lock;
      // the rest is set once.
      var children: [Operation: ReuseNode] = [:]
      var snapshot: LayoutSolver?
      /// Whether an addition or a constant change succeeded.
      let added: Bool
      let symbolCount: Int
      let nextConstraintID: Int
      let constraintCount: Int

      init(added: Bool, symbolCount: Int, nextConstraintID: Int, constraintCount: Int) {
        self.added = added
        self.symbolCount = symbolCount
        self.nextConstraintID = nextConstraintID
        self.constraintCount = constraintCount
      }
    }

    /// Every solver starts from the same empty system, so the same sequence of operations
    /// (variables, additions, removals, constant changes) always reaches the same state: the
    /// solver's choices are deterministic (Bland's rule). The first solver to take a sequence
    /// records each step's outcome in a tree and keeps a copy of its state wherever it reads a
    /// value; a later solver that takes the same steps defers them (their outcomes are known)
    /// and, when it reads, starts from the copy kept there instead of solving. A test suite shows
    /// the same screens again and again, so most of its layout becomes copies (the sample app's
    /// suite: 918 M → 829 M instructions). Bounded: past `limit` nodes or `snapshotLimit` kept
    /// states (each a few tens of kilobytes) the tree starts over.
    fileprivate final class Reuse: @unchecked Sendable {
      // @unchecked Sendable: every access to the tree goes through `lock`.
      static let shared = Reuse()
      private let lock = NSLock()
      private var rootNode = ReuseNode(
        added: true, symbolCount: 0, nextConstraintID: 0, constraintCount: 0)
      private var nodes = 0
      private var snapshots = 0
      private let limit = 100_000
      private let snapshotLimit = 500

      var root: ReuseNode { lock.withLock { rootNode } }

      func child(of node: ReuseNode, _ operation: Operation) -> ReuseNode? {
        lock.withLock { node.children[operation] }
      }

      func insert(
        _ operation: Operation, under node: ReuseNode, added: Bool, symbolCount: Int,
        nextConstraintID: Int, constraintCount: Int
      ) -> ReuseNode {
        lock.withLock {
          if let existing = node.children[operation] { return existing }
          let child = ReuseNode(
            added: added, symbolCount: symbolCount, nextConstraintID: nextConstraintID,
            constraintCount: constraintCount)
          nodes += 1
          if nodes > limit { startOver() }
          node.children[operation] = child
          return child
        }
      }

      func keep(_ snapshot: LayoutSolver, at node: ReuseNode) {
        lock.withLock {
          guard node.snapshot == nil else { return }
          node.snapshot = snapshot
          snapshots += 1
          if snapshots > snapshotLimit { startOver() }
        }
      }

      /// A new, empty tree (under the lock); solvers on the old one finish on their own.
      private func startOver() {
        rootNode = ReuseNode(added: true, symbolCount: 0, nextConstraintID: 0, constraintCount: 0)
        nodes = 0
        snapshots = 0
      }

      func snapshot(at node: ReuseNode) -> LayoutSolver? {
        lock.withLock { node.snapshot }
      }
    }

    /// Records a step this solver performed, extending the tree.
    private func record(_ operation: Operation, added: Bool) {
      guard let node = reuseNode else { return }
      reuseNode = Reuse.shared.insert(
        operation, under: node, added: added, symbolCount: kinds.count,
        nextConstraintID: nextConstraintID, constraintCount: constraints.count)
    }

    /// Makes the deferred steps real: from the state kept where they lead when there is one, else
    /// by performing them (keeping the result when a value is about to be read).
    private func materialize(forQuery query: Bool) {
      guard let steps = deferred else { return }
      deferred = nil
      guard let node = reuseNode, !steps.isEmpty else { return }
      if let snapshot = Reuse.shared.snapshot(at: node) {
        restore(from: snapshot)
        startedFromKeptTableau = true
        return
      }
      reuseNode = nil
      for step in steps {
        switch step {
        case .variable: _ = makeSymbol(.external)
        case .add(let added):
          let (expression, relation, strength) = added.call
          _ = performAdd(expression, relation, strength: strength)
        case .remove(let id): performRemove(ConstraintHandle(id: id))
        case .setConstant(let id, let bits):
          _ = performSetConstant(Double(bitPattern: bits), of: ConstraintHandle(id: id))
        }
      }
      reuseNode = node
      if query { Reuse.shared.keep(LayoutSolver(copying: self), at: node) }
    }

    /// A copy of `other`'s solved state, tableau and all (no reuse bookkeeping).
    private convenience init(copying other: LayoutSolver) {
      self.init(reusing: false)
      restore(from: other)
    }

    private func restore(from other: LayoutSolver) {
      kinds = other.kinds
      rows.storage = other.rows.storage.map { $0?.copy() }
      columns = other.columns
      stamps = other.stamps
      constraints = other.constraints
      nextConstraintID = other.nextConstraintID
      objective.cells = other.objective.cells
      objective.constant = other.objective.constant
      objective.touched = other.objective.touched
      infeasibleRows = other.infeasibleRows
      tierSlots = other.tierSlots
      tierOrder = other.tierOrder
    }
  }
#endif
