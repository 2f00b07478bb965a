package server

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// FuzzHandler requests arbitrary paths: every answer is a page of the build, a redirect or the
// not-found page, and never a file outside the build folder.
func FuzzHandler(f *testing.F) {
	for _, p := range []string{"/sdk-js/", "/sdk-js/api/uploads.html", "/sdk-js/%2e%2e%2f%2e%2e%2fsecret.txt",
		"/sdk-js/..%2f..%2fsecret.txt", "/sdk-js/link.txt", "//sdk-js//api//uploads", "/sdk-js/\x00", "/sdk-js/a/../../secret.txt"} {
		f.Add(p)
	}
	root := site(f)
	h := &Handler{Root: root, BaseURL: "/sdk-js/"}
	allowed := map[string]bool{"home": true, "not found page": true, "uploads": true, "js": true}
	f.Fuzz(func(t *testing.T, p string) {
		req, err := http.NewRequest(http.MethodGet, "http://x/", nil)
		if err != nil {
			return
		}
		req.URL.Path = p
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		switch rec.Code {
		case 200, 404:
			if !allowed[rec.Body.String()] {
				t.Fatalf("%q served %q", p, rec.Body.String())
			}
		case 301, 302:
		default:
			t.Fatalf("%q: status %d", p, rec.Code)
		}
	})
}
