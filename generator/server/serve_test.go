package server

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gosaurus/generator/output"
)

func site(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"index.html":             "home",
		"404.html":               "not found page",
		"api/uploads/index.html": "uploads",
		"recipes/proxy.html":     "proxy, built with trailingSlash: false",
		"assets/js/entry.abc.js": "js",
	}
	for p, body := range files {
		full := filepath.Join(dir, p)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	outside := filepath.Join(filepath.Dir(dir), "secret.txt")
	_ = os.WriteFile(outside, []byte("secret"), 0o644)
	_ = os.Symlink(outside, filepath.Join(dir, "link.txt"))
	return dir
}

func TestHandler(t *testing.T) {
	h := &Handler{Root: site(t), BaseURL: "/sdk-js/"}
	cases := []struct {
		path, location, body string
		status               int
	}{
		{path: "/sdk-js/", status: 200, body: "home"},
		{path: "/sdk-js", status: 301, location: "/sdk-js/"},
		{path: "/", status: 302, location: "/sdk-js/"},
		{path: "/sdk-js/api/uploads", status: 200, body: "uploads"},
		{path: "/sdk-js/api/uploads/", status: 200, body: "uploads"},
		{path: "/sdk-js/api/uploads.html", status: 301, location: "/sdk-js/api/uploads"},
		{path: "/sdk-js/api/uploads/index.html?x=1", status: 301, location: "/sdk-js/api/uploads?x=1"},
		{path: "/sdk-js/index.html", status: 301, location: "/sdk-js/"},
		{path: "/sdk-js/nope", status: 404, body: "not found page"},
		{path: "/elsewhere", status: 404, body: "not found page"},
		{path: "/sdk-js/%2e%2e%2f%2e%2e%2fsecret.txt", status: 404, body: "not found page"},
		{path: "/sdk-js/..%2fsecret.txt", status: 404, body: "not found page"},
		{path: "/sdk-js/link.txt", status: 404, body: "not found page"},
		{path: "/sdk-js/assets/js/entry.abc.js", status: 200, body: "js"},
		{path: "/sdk-js/recipes/proxy", status: 200, body: "proxy, built with trailingSlash: false"},
		{path: "/sdk-js/recipes/proxy.html", status: 200, body: "proxy, built with trailingSlash: false"},
	}
	for _, c := range cases {
		req := httptest.NewRequest(http.MethodGet, "http://x"+c.path, nil)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != c.status {
			t.Errorf("%s: status %d, want %d", c.path, rec.Code, c.status)
		}
		if c.location != "" && rec.Header().Get("Location") != c.location {
			t.Errorf("%s: Location %q, want %q", c.path, rec.Header().Get("Location"), c.location)
		}
		if c.body != "" && rec.Body.String() != c.body {
			t.Errorf("%s: body %q, want %q", c.path, rec.Body.String(), c.body)
		}
		if rec.Header().Get("X-Content-Type-Options") != "nosniff" || rec.Header().Get("Referrer-Policy") == "" {
			t.Errorf("%s: security headers missing", c.path)
		}
	}
}

func TestHandlerCompressesText(t *testing.T) {
	dir := site(t)
	big := strings.Repeat("console.log('compressible');\n", 200)
	if err := os.WriteFile(filepath.Join(dir, "assets", "js", "big.js"), []byte(big), 0o644); err != nil {
		t.Fatal(err)
	}
	h := &Handler{Root: dir, BaseURL: "/sdk-js/"}
	for _, enc := range []string{"gzip, deflate, br", ""} {
		req := httptest.NewRequest(http.MethodGet, "http://x/sdk-js/assets/js/big.js", nil)
		req.Header.Set("Accept-Encoding", enc)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		body := rec.Body.Bytes()
		if enc == "" {
			if rec.Header().Get("Content-Encoding") != "" || string(body) != big {
				t.Errorf("without Accept-Encoding: encoding %q, %d bytes", rec.Header().Get("Content-Encoding"), len(body))
			}
			continue
		}
		if rec.Header().Get("Content-Encoding") != "gzip" || rec.Header().Get("Vary") != "Accept-Encoding" {
			t.Fatalf("headers %v", rec.Header())
		}
		zr, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		plain, _ := io.ReadAll(zr)
		if string(plain) != big || len(body) > len(big)/10 {
			t.Errorf("gzip body: %d bytes for %d, round trip ok: %v", len(body), len(big), string(plain) == big)
		}
	}
}

// TestRedirectsStayOnSite requests paths whose cleaned form starts with a backslash or a control
// character, which browsers read as the start of another host ("/\evil.com" is "//evil.com"),
// through the handler of serve and the dev server's router, with each base path: every
// redirect's Location is a path of this site.
func TestRedirectsStayOnSite(t *testing.T) {
	root := site(t)
	paths := []string{
		"/%5Cevil.com/index.html", "/%5Cevil.com/", "/%5C%5Cevil.com/index.html", "/%09/evil.com/index.html",
		"/%0A/evil.com/index.html", "/%0D/evil.com/index.html", "/%09%5Cevil.com/index.html", "/%20/evil.com/index.html",
		"//evil.com/index.html", "/%2F%2Fevil.com/index.html", "/%5C/evil.com/index.html", "/./%5Cevil.com/index.html",
		"/a/..//%5Cevil.com/index.html", "/%5Cevil.com/index.html?x=%5C", "/%E2%80%8B/evil.com/index.html",
		"/api/uploads.html?next=//evil.com",
	}
	for _, base := range []string{"/", "/sdk-js/"} {
		h := &Handler{Root: root, BaseURL: base}
		for name, srv := range map[string]http.Handler{"serve": h, "start": devMux(func() *Handler { return h }, http.NotFound)} {
			for _, p := range paths {
				p = strings.TrimSuffix(base, "/") + p
				req := httptest.NewRequest(http.MethodGet, "http://site.example"+p, nil)
				rec := httptest.NewRecorder()
				srv.ServeHTTP(rec, req)
				loc := rec.Header().Get("Location")
				if loc == "" {
					continue
				}
				u, err := req.URL.Parse(loc)
				// Browsers drop tabs and newlines from a URL and read a backslash as a slash.
				raw := strings.NewReplacer("\t", "", "\n", "", "\r", "", "\\", "/").Replace(loc)
				if err != nil || u.Host != "site.example" || !strings.HasPrefix(raw, "/") || strings.HasPrefix(raw, "//") {
					t.Errorf("%s %s: %d Location %q leaves the site", name, p, rec.Code, loc)
				}
			}
		}
	}
	// The redirects still work, percent-encoded.
	h := &Handler{Root: root, BaseURL: "/"}
	req := httptest.NewRequest(http.MethodGet, "http://x/%5Cevil.com/index.html", nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 301 || rec.Header().Get("Location") != "/%5Cevil.com" {
		t.Errorf("/%%5Cevil.com/index.html: %d %q, want 301 /%%5Cevil.com", rec.Code, rec.Header().Get("Location"))
	}
}

// TestPrivateFilesNotServed: an environment file or a repository folder in the build is not
// served, whichever way the request spells it; other dotfiles are (.well-known/ must be).
func TestPrivateFilesNotServed(t *testing.T) {
	root := site(t)
	for p, body := range map[string]string{".env": "SECRET=1", ".env.local": "SECRET=2", ".git/config": "[core]", "api/.git/HEAD": "ref",
		".well-known/security.txt": "contact", ".nojekyll": "nojekyll"} {
		full := filepath.Join(root, filepath.FromSlash(p))
		_ = os.MkdirAll(filepath.Dir(full), 0o755)
		if err := os.WriteFile(full, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h := &Handler{Root: root, BaseURL: "/"}
	for _, p := range []string{"/.env", "/%2Eenv", "/.env.local", "/.git/config", "/x/../.git/config", "/%2Egit/config", "/api/.git/HEAD"} {
		req := httptest.NewRequest(http.MethodGet, "http://x"+p, nil)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != 404 || rec.Body.String() != "not found page" {
			t.Errorf("%s: %d %q, want the not-found page", p, rec.Code, rec.Body.String())
		}
	}
	for p, body := range map[string]string{"/.well-known/security.txt": "contact", "/.nojekyll": "nojekyll"} {
		req := httptest.NewRequest(http.MethodGet, "http://x"+p, nil)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != 200 || rec.Body.String() != body {
			t.Errorf("%s: %d %q, want 200 %q", p, rec.Code, rec.Body.String(), body)
		}
	}
}

// Both servers answer Range requests as static hosts do, for what a video or a PDF viewer asks:
// 206 with the bytes asked for, Accept-Ranges on full answers, 416 past the end; a text file
// otherwise compressed comes uncompressed in a range, and the not-found page keeps its 404.
func TestHandlerAnswersRanges(t *testing.T) {
	video := bytes.Repeat([]byte("0123456789abcdef"), 256) // 4 KB
	text := strings.Repeat("console.log('compressible');\n", 100)
	dir := site(t)
	mem, memory := output.NewMemory()
	for p, data := range map[string][]byte{"assets/video.mp4": video, "assets/js/big.js": []byte(text), "404.html": []byte("not found page")} {
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(p)), data, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := mem.Add(p, data); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		path, rangeHeader string
		status            int
		contentRange      string
		body              string
	}{
		{path: "/assets/video.mp4", status: 200, body: string(video)},
		{path: "/assets/video.mp4", rangeHeader: "bytes=0-99", status: 206, contentRange: "bytes 0-99/4096", body: string(video[:100])},
		{path: "/assets/video.mp4", rangeHeader: "bytes=4000-", status: 206, contentRange: "bytes 4000-4095/4096", body: string(video[4000:])},
		{path: "/assets/video.mp4", rangeHeader: "bytes=5000-6000", status: 416, contentRange: "bytes */4096"},
		{path: "/assets/js/big.js", rangeHeader: "bytes=0-9", status: 206, contentRange: fmt.Sprintf("bytes 0-9/%d", len(text)), body: text[:10]},
		{path: "/nope.mp4", rangeHeader: "bytes=0-3", status: 404, body: "not found page"},
	}
	for name, h := range map[string]*Handler{"serve": {Root: dir, BaseURL: "/"}, "start": {Memory: memory, BaseURL: "/"}} {
		for _, c := range cases {
			req := httptest.NewRequest(http.MethodGet, "http://x"+c.path, nil)
			req.Header.Set("Accept-Encoding", "gzip")
			if c.rangeHeader != "" {
				req.Header.Set("Range", c.rangeHeader)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			what := fmt.Sprintf("%s %s Range %q", name, c.path, c.rangeHeader)
			if rec.Code != c.status || rec.Header().Get("Content-Range") != c.contentRange {
				t.Errorf("%s: %d Content-Range %q, want %d %q", what, rec.Code, rec.Header().Get("Content-Range"), c.status, c.contentRange)
			}
			if c.body != "" && (rec.Body.String() != c.body || rec.Header().Get("Content-Encoding") != "") {
				t.Errorf("%s: %d bytes, encoding %q; want %d bytes as they are", what, rec.Body.Len(), rec.Header().Get("Content-Encoding"), len(c.body))
			}
			if c.status == 200 && rec.Header().Get("Accept-Ranges") != "bytes" {
				t.Errorf("%s: no Accept-Ranges: bytes", what)
			}
			if c.status == 206 && (rec.Header().Get("Cache-Control") == "" || rec.Header().Get("X-Content-Type-Options") != "nosniff") {
				t.Errorf("%s: headers lost: %v", what, rec.Header())
			}
		}
	}
}
