#if !canImport(UIKit)
  import HeadlessUIKit
  import XCTest

  final class ModuleTests: XCTestCase {
    func testThatImportingHeadlessUIKitBringsFoundationGeometry() {
      let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
      XCTAssertEqual(rect.maxX, 4)
    }
  }
#endif
