package check

import "testing"

// decodeURI decodes as JavaScript's does: reserved characters stay escaped, and a malformed
// escape leaves the path as it is.
func TestDecodeURI(t *testing.T) {
	for in, want := range map[string]string{
		"/100%25":          "/100%",
		"/caf%C3%A9":       "/café",
		"/a%2Fb%3Fc%23d":   "/a%2Fb%3Fc%23d",
		"/a%20b":           "/a b",
		"/bad%2":           "/bad%2",
		"/bad%zz":          "/bad%zz",
		"/half%C3":         "/half%C3",
		"/plain/path":      "/plain/path",
		"/mixed%2f%41%c3%": "/mixed%2f%41%c3%",
	} {
		if got := decodeURI(in); got != want {
			t.Errorf("decodeURI(%q) = %q, want %q", in, got, want)
		}
	}
}
