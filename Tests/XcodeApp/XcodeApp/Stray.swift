// This file lies in the app's folder but is a member of no target (as in many Xcode projects):
// built with the app, it would not compile.
#error("Stray.swift is not a member of the XcodeApp target")
