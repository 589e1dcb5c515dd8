// The port step's anchor: on Linux, Package.swift builds this target from this file alone and
// TapwrightPortPlugin compiles a rewritten copy of every other Swift file here (`#selector`,
// `@objc`, `@IBOutlet`, `@IBAction` made to run on HeadlessUIKit). On Apple platforms the
// sources compile as they are, and this file is empty.
