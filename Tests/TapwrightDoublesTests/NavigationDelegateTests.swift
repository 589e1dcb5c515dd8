import TapwrightDoubles
import TapwrightSupport
import Testing

@MainActor
@Suite("Navigation delegate (Swift Testing)", .tapwrightScope)
struct NavigationDelegateTests {
  let menu = ColorMenu()
  let navigation = NavigationDelegateSpy()

  init() {
    menu.delegate = navigation
  }

  @Test("Tapping red asks the delegate to show red, and nothing else")
  func tappingRedShowsRed() async {
    navigation.showRed.expect(.once)
    navigation.showBlue.reject()

    menu.redButtonTapped()

    #expect(navigation.showRed.callCount == 1)
    #expect(navigation.invocations.map(\.member) == ["showRed()"])
  }

  @Test("Tapping blue then red asks in that order")
  func tappingBlueThenRed() async {
    menu.blueButtonTapped()
    menu.redButtonTapped()

    #expect(navigation.invocations.map(\.description) == ["showBlue()", "showRed()"])
  }

  @Test("The delegate's answer comes from the stub, and the arguments are recorded")
  func customColorUsesStub() async {
    navigation.show.returns(true)
    navigation.show.expect(.once, where: { $0.color == "green" && $0.animated })

    menu.customButtonTapped(color: "green")

    #expect(menu.shownCustomColor)
    #expect(navigation.show.lastArguments?.color == "green")
  }

  @Test("A main-actor answer can use the test's main-actor state")
  func mainActorAnswer() async {
    let menu = self.menu
    navigation.show.answersOnMainActor { arguments in
      menu.delegate != nil && arguments.color == "green"
    }

    menu.customButtonTapped(color: "green")
    #expect(menu.shownCustomColor)
    menu.customButtonTapped(color: "red")
    #expect(!menu.shownCustomColor)
  }

  @Test("A main-actor answer called off the main actor reports it and returns the default")
  func mainActorAnswerOffTheMainActor() async {
    let issues = IssueLog()
    let navigation = self.navigation
    navigation.analyticsName.answersOnMainActor { "main" }

    await withKnownIssue {
      let name = await analyticsNameOffTheMainActor(of: navigation)
      #expect(name == "")
    } matching: {
      issues.record($0)
    }

    #expect(
      issues.messages == [
        "NavigationDelegateSpy: analyticsName() has a main-actor answer but was called off the "
          + "main actor; the answer did not run"
      ])
  }

  @Test("Nonisolated requirements and every recorder can be used off the main actor")
  func nonisolatedAccess() async {
    let navigation = self.navigation
    navigation.analyticsName.returns("colors")

    let name = await Task.detached { navigation.analyticsName() }.value
    let count = await Task.detached { navigation.analyticsName.callCount }.value

    #expect(name == "colors")
    #expect(count == 1)
  }

  @Test("A missed navigation is reported at the expectation's line, listing the calls received")
  func missedNavigationIsReported() async {
    let issues = IssueLog()
    let line = #line + 5
    await withKnownIssue {
      await TestScope.withScope {
        let navigation = NavigationDelegateSpy()
        menu.delegate = navigation
        navigation.showRed.expect(.once)
        menu.blueButtonTapped()
      }
    } matching: {
      issues.record($0)
    }

    #expect(
      issues.messages == [
        """
        Expected showRed() to be called exactly once, but it was called 0 times.
        Calls on NavigationDelegateSpy:
          showBlue()
        """
      ])
    #expect(issues.lines == [line])
  }
}

/// Calls a nonisolated requirement from the same task, off the main actor (task-locals, and so
/// the test's issue recording, still apply, unlike in a detached task).
@concurrent
nonisolated func analyticsNameOffTheMainActor(of navigation: NavigationDelegateSpy) async -> String
{
  navigation.analyticsName()
}
