#if !canImport(UIKit)
  import Foundation
  @testable import HeadlessUIKit
  import Testing

  @Suite("Cassowary solver")
  struct LayoutSolverSpec {
    typealias S = LayoutSolver

    @Test("Required equalities and inequalities are solved")
    func requiredConstraints() throws {
      let solver = LayoutSolver()
      let x = solver.makeVariable()
      let y = solver.makeVariable()
      // x == 10, y == x + 20, y <= 100
      _ = try solver.add(S.Expression([(x, 1)], constant: -10), .equal, strength: .required).get()
      _ = try solver.add(
        S.Expression([(y, 1), (x, -1)], constant: -20), .equal, strength: .required
      ).get()
      _ = try solver.add(
        S.Expression([(y, 1)], constant: -100), .lessThanOrEqual, strength: .required
      )
      .get()
      #expect(solver.value(of: x) == 10)
      #expect(solver.value(of: y) == 30)
    }

    /// Builds a small system unique to `seed`: two widths side by side in a container, an
    /// optional preference, and one required constraint that cannot hold.
    func buildSystem(_ seed: Double) throws -> (
      solver: LayoutSolver, variables: [S.Variable], handles: [S.ConstraintHandle],
      refused: Bool
    ) {
      let solver = LayoutSolver()
      let left = solver.makeVariable()
      let right = solver.makeVariable()
      let container = solver.makeVariable()
      var handles: [S.ConstraintHandle] = []
      handles.append(
        try solver.add(S.Expression([(container, 1)], constant: -seed), .equal, strength: .required)
          .get())
      handles.append(
        try solver.add(
          S.Expression([(left, 1), (right, 1), (container, -1)]), .equal, strength: .required
        ).get())
      handles.append(
        try solver.add(
          S.Expression([(left, 1), (right, -2)]), .equal, strength: .optional(750)
        ).get())
      handles.append(
        try solver.add(
          S.Expression([(right, 1)], constant: -10), .greaterThanOrEqual, strength: .required
        ).get())
      let refused =
        solver.add(S.Expression([(container, 1)], constant: 1), .equal, strength: .required)
        == .failure(.unsatisfiable)
      return (solver, [left, right, container], handles, refused)
    }

    @Test(
      "A system built again the same way starts from the first one's tableau, and goes on exactly as a solved one"
    )
    func reuseOfSolvedSystems() throws {
      let seed = Double(Int.random(in: 10_000...1_000_000))
      let first = try buildSystem(seed)
      let firstValues = first.variables.map(first.solver.value(of:))
      #expect(!first.solver.startedFromKeptTableau)
      let second = try buildSystem(seed)
      #expect(first.refused && second.refused)
      #expect(second.handles == first.handles)
      #expect(second.solver.constraintCount == 4)
      #expect(second.variables.map(second.solver.value(of:)) == firstValues)
      #expect(second.solver.startedFromKeptTableau)
      #expect(abs(firstValues[0] - seed * 2 / 3) < 1e-6)
      #expect(abs(firstValues[1] - seed / 3) < 1e-6)
      #expect(firstValues[2] == seed)
      // Later steps: a changed constant, a removal, a new constraint — the same on both.
      for solver in [first.solver, second.solver] {
        _ = solver.setConstant(-(seed + 30), of: first.handles[0])
        solver.remove(first.handles[2])
        _ = solver.add(
          S.Expression([(first.variables[0], 1)], constant: -5), .equal, strength: .optional(500))
      }
      #expect(second.solver.constraintCount == 4)
      #expect(
        second.variables.map(second.solver.value(of:))
          == first.variables.map(first.solver.value(of:)))
      #expect(abs(first.solver.value(of: first.variables[0]) - 5) < 1e-6)
      #expect(abs(first.solver.value(of: first.variables[1]) - (seed + 25)) < 1e-6)
      #expect(first.solver.value(of: first.variables[2]) == seed + 30)
    }

    @Test("A system that differs in one number is solved, not taken from a kept tableau")
    func noReuseOfADifferentSystem() throws {
      let seed = Double(Int.random(in: 10_000...1_000_000))
      let first = try buildSystem(seed)
      _ = first.solver.value(of: first.variables[2])
      let other = try buildSystem(seed + 1)
      #expect(other.solver.value(of: other.variables[2]) == seed + 1)
      #expect(!other.solver.startedFromKeptTableau)
    }

    @Test("A higher priority beats any number of lower ones (strict tiers)")
    func tiers() throws {
      let solver = LayoutSolver()
      let x = solver.makeVariable()
      // Ten constraints x == 0 at 750 against one x == 100 at 751.
      for _ in 0..<10 {
        _ = try solver.add(S.Expression([(x, 1)]), .equal, strength: .optional(750)).get()
      }
      _ = try solver.add(S.Expression([(x, 1)], constant: -100), .equal, strength: .optional(751))
        .get()
      #expect(abs(solver.value(of: x) - 100) < 1e-9)
    }

    @Test("A required bound beats an optional preference; removal restores the preference")
    func removal() throws {
      let solver = LayoutSolver()
      let width = solver.makeVariable()
      _ = try solver.add(
        S.Expression([(width, 1)], constant: -300), .equal, strength: .optional(750)
      )
      .get()
      let bound = try solver.add(
        S.Expression([(width, 1)], constant: -200), .lessThanOrEqual, strength: .required
      ).get()
      #expect(solver.value(of: width) == 200)
      solver.remove(bound)
      #expect(solver.value(of: width) == 300)
    }

    @Test("An unsatisfiable required constraint is refused and the rest is untouched")
    func unsatisfiable() throws {
      let solver = LayoutSolver()
      let x = solver.makeVariable()
      let y = solver.makeVariable()
      _ = try solver.add(S.Expression([(x, 1)], constant: -10), .equal, strength: .required).get()
      _ = try solver.add(S.Expression([(y, 1), (x, -1)]), .equal, strength: .required).get()
      let conflict = solver.add(S.Expression([(y, 1)], constant: -20), .equal, strength: .required)
      #expect(conflict == .failure(.unsatisfiable))
      let inequality = solver.add(
        S.Expression([(y, 1)], constant: -5), .lessThanOrEqual, strength: .required)
      #expect(inequality == .failure(.unsatisfiable))
      #expect(solver.value(of: x) == 10)
      #expect(solver.value(of: y) == 10)
      #expect(solver.constraintCount == 2)
    }

    @Test("Changing a constant re-solves incrementally, for every relation and strength")
    func constants() throws {
      let solver = LayoutSolver()
      let left = solver.makeVariable()
      let width = solver.makeVariable()
      let right = solver.makeVariable()
      let pin = try solver.add(
        S.Expression([(left, 1)], constant: -20), .equal, strength: .required
      )
      .get()
      _ = try solver.add(
        S.Expression([(right, 1), (left, -1), (width, -1)]), .equal, strength: .required
      ).get()
      let preferred = try solver.add(
        S.Expression([(width, 1)], constant: -100), .equal, strength: .optional(250)
      ).get()
      let maximum = try solver.add(
        S.Expression([(right, 1)], constant: -300), .lessThanOrEqual, strength: .required
      ).get()
      #expect(solver.value(of: right) == 120)
      solver.setConstant(-400, of: preferred)
      #expect(solver.value(of: width) == 280)
      solver.setConstant(-500, of: maximum)
      #expect(solver.value(of: width) == 400)
      solver.setConstant(-50, of: pin)
      #expect(solver.value(of: right) == 450)
      #expect(solver.value(of: left) == 50)
    }

    @Test("A redundant required equality whose constant no longer holds is refused")
    func redundantConstant() throws {
      let solver = LayoutSolver()
      let x = solver.makeVariable()
      _ = try solver.add(S.Expression([(x, 1)], constant: -10), .equal, strength: .required).get()
      let twin = try solver.add(S.Expression([(x, 1)], constant: -10), .equal, strength: .required)
        .get()
      #expect(solver.setConstant(-20, of: twin) == .failure(.unsatisfiable))
      #expect(solver.value(of: x) == 10)
    }

    @Test("Ambiguous systems solve the same way every time")
    func determinism() throws {
      var results: [Double] = []
      for _ in 0..<5 {
        let solver = LayoutSolver()
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        _ = try solver.add(
          S.Expression([(a, 1), (b, 1)], constant: -100), .equal, strength: .required
        ).get()
        results.append(solver.value(of: a))
      }
      #expect(Set(results).count == 1)
    }
  }
#endif
