// The port step's anchor: hosted by LaunchApp, the ported app among this target's dependencies.
