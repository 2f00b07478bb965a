//go:build !embedhome

package home

// Archive is empty in a binary built without -tags embedhome: it finds the theme and its
// packages in a checkout instead.
var Archive []byte
