#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import XCTest

  /// Text fields, in classic XCTest.
  final class TextFieldsTests: XCTestCase {
    func testThatSettingTextSendsNothing() {
      onMainActor {
        let fixture = TextFieldFixture()
        fixture.field.text = "code"
        XCTAssertEqual(fixture.field.text, "code")
        XCTAssertEqual(fixture.log.events, [])
      }
    }

    func testThatAUserEditRunsUIKitsSequence() {
      onMainActor {
        let fixture = TextFieldFixture(recordingReturnEvents: false)
        XCTAssertTrue(fixture.field.userType("h"))
        XCTAssertTrue(fixture.field.userTapReturnKey())
        XCTAssertTrue(fixture.field.userEndEditing())
        XCTAssertEqual(
          fixture.log.events,
          [
            "shouldBeginEditing", "didBeginEditing first:true", "editingDidBegin",
            "shouldChange 0,0 'h'", "editingChanged", "shouldReturn", "shouldEndEditing",
            "didEndEditing first:false", "editingDidEnd",
          ])
        spinUntilQuiet(fixture.window)
      }
    }

    func testThatDelegateRefusalsAreHonoured() {
      onMainActor {
        let fixture = TextFieldFixture()
        fixture.delegate.shouldBegin = false
        XCTAssertFalse(fixture.field.userBeginEditing())
        fixture.delegate.shouldBegin = true
        fixture.delegate.rejected = ["x"]
        XCTAssertFalse(fixture.field.userType("x"))
        XCTAssertEqual(fixture.field.text, "")
        fixture.delegate.shouldEnd = false
        XCTAssertFalse(fixture.field.userEndEditing())
        XCTAssertTrue(fixture.field.isEditing)
      }
    }

    func testThatShouldReturnDoesNotResignByItself() {
      onMainActor {
        let fixture = TextFieldFixture(recordingReturnEvents: false)
        XCTAssertTrue(fixture.field.userBeginEditing())
        XCTAssertTrue(fixture.field.userTapReturnKey())
        XCTAssertTrue(fixture.field.isFirstResponder)
      }
    }
    func testThatTheClearButtonEmptiesTheTextAsAnEdit() {
      onMainActor {
        let fixture = TextFieldFixture()
        fixture.field.text = "abc"
        fixture.field.clearButtonMode = .whileEditing
        XCTAssertFalse(fixture.field.userTapClearButton())
        XCTAssertTrue(fixture.field.userBeginEditing())
        fixture.log.clear()
        XCTAssertTrue(fixture.field.userTapClearButton())
        XCTAssertEqual(fixture.field.text, "")
        XCTAssertEqual(fixture.log.events, ["shouldClear", "editingChanged"])
      }
    }

    func testThatAReturnWithADidEndOnExitActionResigns() {
      onMainActor {
        let fixture = TextFieldFixture()
        XCTAssertTrue(fixture.field.userBeginEditing())
        XCTAssertTrue(fixture.field.userTapReturnKey())
        XCTAssertFalse(fixture.field.isEditing)
        XCTAssertEqual(fixture.log.events.last, "editingDidEnd")
      }
    }
  }
#endif
