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
