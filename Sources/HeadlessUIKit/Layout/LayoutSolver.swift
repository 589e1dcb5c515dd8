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
      fileprivate let symbol: Int
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

    private enum Kind: UInt8 {
      case external, slack, error, dummy
    }

    private final class Row {
      var constant: Double
      var cells: [Int: Double]

      init(constant: Double, cells: [Int: Double] = [:]) {
        self.constant = constant
        self.cells = cells
      }

      func copy() -> Row { Row(constant: constant, cells: cells) }

      func add(_ symbol: Int, _ coefficient: Double) {
        if let index = cells.index(forKey: symbol) {
          let value = cells.values[index] + coefficient
          if abs(value) < LayoutSolver.epsilon {
            cells.remove(at: index)
          } else {
            cells.values[index] = value
          }
        } else if abs(coefficient) >= LayoutSolver.epsilon {
          cells[symbol] = coefficient
        }
      }

      func add(_ row: Row, _ coefficient: Double) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { add(symbol, value * coefficient) }
      }

      func negate() {
        constant = -constant
        for index in cells.indices { cells.values[index] = -cells.values[index] }
      }

      /// Solves `0 = row` for `symbol`: the row becomes `symbol = …`.
      func solve(for symbol: Int) {
        guard let value = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / value
        constant *= factor
        for index in cells.indices { cells.values[index] *= factor }
      }

      /// Solves `lhs = row` for `rhs`.
      func solve(_ lhs: Int, for rhs: Int) {
        add(lhs, -1)
        solve(for: rhs)
      }

      func substitute(_ symbol: Int, _ row: Row) {
        guard let value = cells.removeValue(forKey: symbol) else { return }
        add(row, value)
      }
    }

    /// The objective: each coefficient a vector indexed by priority tier slot.
    private final class Objective {
      var cells: [Int: [Double]] = [:]
      var constant: [Double] = []
      /// Symbols whose coefficient changed since the last optimisation looked.
      var touched = Set<Int>()

      func remove(_ symbol: Int) {
        if cells.removeValue(forKey: symbol) != nil { touched.insert(symbol) }
      }

      func add(_ symbol: Int, _ vector: [Double]) {
        touched.insert(symbol)
        var current = cells[symbol] ?? []
        LayoutSolver.addScaled(&current, vector, 1)
        if current.allSatisfy({ abs($0) < LayoutSolver.epsilon }) {
          cells[symbol] = nil
        } else {
          cells[symbol] = current
        }
      }

      func add(_ row: Row, _ vector: [Double]) {
        LayoutSolver.addScaled(&constant, vector, row.constant)
        for (symbol, value) in row.cells {
          var scaled = vector
          for index in scaled.indices { scaled[index] *= value }
          add(symbol, scaled)
        }
      }

      func substitute(_ symbol: Int, _ row: Row) {
        guard let vector = cells.removeValue(forKey: symbol) else { return }
        touched.insert(symbol)
        add(row, vector)
      }
    }

    private struct Tag {
      var marker: Int
      var other: Int?
      var relation: Relation
      var strength: Strength
      var expression: Expression
    }

    static let epsilon = 1e-8

    private var kinds: [Kind] = []
    /// The tableau: a row per basic symbol, indexed by symbol.
    private var rows = DenseRows()
    /// For each symbol, the basic symbols of the rows it appears in.
    private var columns = DenseColumns()

    /// Rows indexed by their basic symbol (symbols are dense integers).
    private struct DenseRows {
      var storage: [Row?] = []

      subscript(symbol: Int) -> Row? {
        get { symbol < storage.count ? storage[symbol] : nil }
        set {
          if symbol >= storage.count {
            storage.append(contentsOf: repeatElement(nil, count: symbol + 1 - storage.count))
          }
          storage[symbol] = newValue
        }
      }

      mutating func removeValue(forKey symbol: Int) -> Row? {
        guard symbol < storage.count, let row = storage[symbol] else { return nil }
        storage[symbol] = nil
        return row
      }
    }

    /// Sets of basic symbols indexed by symbol.
    private struct DenseColumns {
      var storage: [Set<Int>] = []

      subscript(symbol: Int) -> Set<Int>? {
        symbol < storage.count && !storage[symbol].isEmpty ? storage[symbol] : nil
      }

      mutating func insert(_ basic: Int, into symbol: Int) {
        if symbol >= storage.count {
          storage.append(contentsOf: repeatElement([], count: symbol + 1 - storage.count))
        }
        storage[symbol].insert(basic)
      }

      mutating func remove(_ basic: Int, from symbol: Int) {
        if symbol < storage.count { storage[symbol].remove(basic) }
      }

      mutating func removeValue(forKey symbol: Int) -> Set<Int>? {
        guard symbol < storage.count else { return nil }
        let result = storage[symbol]
        storage[symbol] = []
        return result
      }
    }
    private var constraints: [Int: Tag] = [:]
    private var nextConstraintID = 0
    private let objective = Objective()
    private var artificial: Objective?
    private var infeasibleRows: [Int] = []
    private var tierSlots: [Float: Int] = [:]
    private var tierOrder: [Int] = []

    /// The number of constraints in the solver.
    var constraintCount: Int { constraints.count }

    /// Creates a new variable, 0 until constrained.
    func makeVariable() -> Variable {
      Variable(symbol: makeSymbol(.external))
    }

    /// The variable's value in the current solution.
    func value(of variable: Variable) -> Double {
      rows[variable.symbol]?.constant ?? 0
    }

    // MARK: Adding and removing

    /// Adds `expression relation 0` at `strength`; a required constraint that cannot be satisfied
    /// is not added and `.unsatisfiable` is returned.
    func add(_ expression: Expression, _ relation: Relation, strength: Strength) -> Result<
      ConstraintHandle, Failure
    > {
      var tag = Tag(
        marker: -1, other: nil, relation: relation, strength: strength, expression: expression)
      let row = makeRow(&tag)
      var subject = chooseSubject(row, tag)
      if subject == nil && row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
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
      if kinds[marker] == .dummy, let row = rows[marker],
        abs(row.constant - delta / k) >= Self.epsilon
      {
        // A redundant required equality that would no longer hold: the caller breaks it.
        return .failure(.unsatisfiable)
      }
      // Substitute marker = marker' + delta / k everywhere.
      let shift = delta / k
      var touched = Array(columns[marker] ?? [])
      if rows[marker] != nil { touched.append(marker) }
      for basic in touched {
        guard let row = rows[basic] else { continue }
        if basic == marker {
          row.constant -= shift
        } else if let coefficient = row.cells[marker] {
          row.constant += coefficient * shift
        }
        if kinds[basic] != .external && row.constant < 0 { infeasibleRows.append(basic) }
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

    private func makeSymbol(_ kind: Kind) -> Int {
      kinds.append(kind)
      return kinds.count - 1
    }

    private func makeRow(_ tag: inout Tag) -> Row {
      let row = Row(constant: tag.expression.constant)
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

    private func chooseSubject(_ row: Row, _ tag: Tag) -> Int? {
      var best: Int?
      for symbol in row.cells.keys where kinds[symbol] == .external {
        if symbol < (best ?? Int.max) { best = symbol }
      }
      if let best { return best }
      if kinds[tag.marker] == .slack || kinds[tag.marker] == .error,
        (row.cells[tag.marker] ?? 0) < 0
      {
        return tag.marker
      }
      if let other = tag.other, kinds[other] == .slack || kinds[other] == .error,
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
          let entering = basic.cells.keys.filter({ kinds[$0] == .slack || kinds[$0] == .error })
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

    private func insertRow(_ basic: Int, _ row: Row) {
      rows[basic] = row
      for symbol in row.cells.keys { columns.insert(basic, into: symbol) }
    }

    private func removeRow(_ basic: Int) -> Row? {
      guard let row = rows.removeValue(forKey: basic) else { return nil }
      for symbol in row.cells.keys { columns.remove(basic, from: symbol) }
      return row
    }

    /// Replaces `symbol` by `row` in every tableau row and the objectives.
    private func substitute(_ symbol: Int, _ row: Row) {
      for basic in columns.removeValue(forKey: symbol) ?? [] {
        guard let other = rows[basic], let coefficient = other.cells.removeValue(forKey: symbol)
        else { continue }
        other.constant += row.constant * coefficient
        for (cell, value) in row.cells {
          if let index = other.cells.index(forKey: cell) {
            let updated = other.cells.values[index] + value * coefficient
            if abs(updated) < Self.epsilon {
              other.cells.remove(at: index)
              columns.remove(basic, from: cell)
            } else {
              other.cells.values[index] = updated
            }
          } else {
            let updated = value * coefficient
            if abs(updated) >= Self.epsilon {
              other.cells[cell] = updated
              columns.insert(basic, into: cell)
            }
          }
        }
        if kinds[basic] != .external && other.constant < 0 { infeasibleRows.append(basic) }
      }
      objective.substitute(symbol, row)
      artificial?.substitute(symbol, row)
    }

    private func optimize(_ goal: Objective) {
      // At an optimum no coefficient is negative, so only changed ones need looking at.
      var negative = Set<Int>()
      while true {
        for symbol in goal.touched {
          if kinds[symbol] != .dummy, let vector = goal.cells[symbol], sign(vector) < 0 {
            negative.insert(symbol)
          } else {
            negative.remove(symbol)
          }
        }
        goal.touched.removeAll(keepingCapacity: true)
        guard let entering = negative.min() else { return }
        var leaving: Int?
        var ratio = Double.greatestFiniteMagnitude
        for basic in columns[entering] ?? [] where kinds[basic] != .external {
          guard let row = rows[basic], let coefficient = row.cells[entering], coefficient < 0
          else { continue }
          let candidate = -row.constant / coefficient
          if candidate < ratio - Self.epsilon
            || (abs(candidate - ratio) <= Self.epsilon && basic < (leaving ?? Int.max))
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
        var entering: Int?
        var best: [Double] = []
        var bestCoefficient = 1.0
        for (symbol, coefficient) in row.cells where coefficient > 0 && kinds[symbol] != .dummy {
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
      for symbol in [tag.marker, tag.other].compactMap({ $0 }) where kinds[symbol] == .error {
        if let row = rows[symbol] {
          let negated = vector.map { -$0 }
          objective.add(row, negated)
        } else {
          objective.add(symbol, vector.map { -$0 })
        }
      }
    }

    private func markerLeavingRow(_ marker: Int) -> Int? {
      var first: (Int, Double)?
      var second: (Int, Double)?
      var third: Int?
      for basic in columns[marker] ?? [] {
        guard let row = rows[basic], let coefficient = row.cells[marker] else { continue }
        if kinds[basic] == .external {
          if basic < (third ?? Int.max) { third = basic }
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
  }
#endif
