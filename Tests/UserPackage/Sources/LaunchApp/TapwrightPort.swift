// The port step's anchor (see the README): on Linux this target is built from this file and the
// ported copies of the others.
