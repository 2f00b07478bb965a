//go:build embedhome

package home

import _ "embed"

// Archive is the home this binary carries, written by `go run ./scripts/packhome` (make
// install does both).
//
//go:embed home.tar.gz
var Archive []byte
