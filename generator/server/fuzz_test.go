package server

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// FuzzHandler requests arbitrary paths: every answer is a page of the build, a redirect or the
// not-found page, never a file outside the build folder, and every redirect stays on the site.
func FuzzHandler(f *testing.F) {
	for _, p := range []string{"/sdk-js/", "/sdk-js/api/uploads.html", "/sdk-js/%2e%2e%2f%2e%2e%2fsecret.txt",
		"/sdk-js/..%2f..%2fsecret.txt", "/sdk-js/link.txt", "//sdk-js//api//uploads", "/sdk-js/\x00", "/sdk-js/a/../../secret.txt",
		"/sdk-js/\\evil.com/index.html", "/sdk-js/\t/evil.com/index.html"} {
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
			loc := rec.Header().Get("Location")
			if !strings.HasPrefix(loc, "/") || strings.HasPrefix(loc, "//") || strings.ContainsAny(loc, "\\\t\r\n") {
				t.Fatalf("%q: redirect to %q", p, loc)
			}
		default:
			t.Fatalf("%q: status %d", p, rec.Code)
		}
	})
}
