// Package server serves a finished build (gosaurus serve) and runs the dev server
// (gosaurus start).
package server

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"gosaurus/generator/output"
	"gosaurus/generator/sitefs"
)

// Handler serves the build folder root under baseURL the way a static host should: clean
// paths, redirects from X.html and X/index.html that keep the base path, and a real 404 with
// the site's not-found page.
type Handler struct {
	// Root is the build folder served; with Memory, the folder of Memory served ("" for all).
	Root string
	// Memory, when set, is the build served instead of a folder on disk (the dev server's).
	// Its files are not compressed: it serves the machine it runs on.
	Memory  *output.Memory
	BaseURL string
	// Inject, when set, is added before </body> of every HTML page (the dev server's reload
	// client).
	Inject func() string

	gzipped sync.Map // file path + modification time → its gzip encoding
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Referrer-Policy", "strict-origin-when-cross-origin")
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p := r.URL.Path
	if p+"/" == h.BaseURL {
		h.redirect(w, r, "", http.StatusMovedPermanently)
		return
	}
	if !strings.HasPrefix(p, h.BaseURL) {
		if p == "/" {
			h.redirect(w, r, "", http.StatusFound)
			return
		}
		h.notFound(w, r)
		return
	}
	rel := strings.TrimPrefix(p, h.BaseURL)
	// Decoded, cleaned and rooted: no ".." survives, and encoded separators were decoded by
	// net/http before we see them.
	clean := strings.TrimPrefix(path.Clean("/"+rel), "/")
	// Environment files and repository folders are never served, even from a build made by
	// another tool that copied them.
	if strings.Contains(rel, "\x00") || strings.Contains(clean, "..") || sitefs.Private(clean) {
		h.notFound(w, r)
		return
	}
	switch {
	case clean == "index.html" || strings.HasSuffix(clean, "/index.html"):
		h.redirect(w, r, strings.TrimSuffix(strings.TrimSuffix(clean, "index.html"), "/"), http.StatusMovedPermanently)
		return
	case strings.HasSuffix(clean, ".html") && clean != "404.html":
		if h.isFile(strings.TrimSuffix(clean, ".html") + "/index.html") {
			h.redirect(w, r, strings.TrimSuffix(clean, ".html"), http.StatusMovedPermanently)
			return
		}
	}
	if clean != "" && h.isFile(clean) {
		h.file(w, r, clean, http.StatusOK)
		return
	}
	page := "index.html"
	if clean != "" {
		page = clean + "/index.html"
		if !h.isFile(page) {
			page = clean + ".html" // a build with trailingSlash: false
		}
	}
	if h.isFile(page) {
		h.file(w, r, page, http.StatusOK)
		return
	}
	h.notFound(w, r)
}

func query(r *http.Request) string {
	if r.URL.RawQuery != "" {
		return "?" + r.URL.RawQuery
	}
	return ""
}

// redirect answers with a redirect to rel under the base path. The Location is the path
// percent-encoded, so that it stays on this site whatever the request held: browsers read
// "/\evil.com" and "/<tab>/evil.com" as "//evil.com", another host.
func (h *Handler) redirect(w http.ResponseWriter, r *http.Request, rel string, code int) {
	loc := (&url.URL{Path: h.BaseURL + rel}).EscapedPath()
	if !strings.HasPrefix(loc, "/") || strings.HasPrefix(loc, "//") {
		h.notFound(w, r)
		return
	}
	// Set directly: http.Redirect rewrites the path it is given.
	w.Header().Set("Location", loc+query(r))
	w.WriteHeader(code)
}

func (h *Handler) notFound(w http.ResponseWriter, r *http.Request) {
	if h.isFile("404.html") {
		h.file(w, r, "404.html", http.StatusNotFound)
		return
	}
	http.NotFound(w, r)
}

// isFile tells whether rel is a regular file inside the root, also once links are followed.
func (h *Handler) isFile(rel string) bool {
	if h.Memory != nil {
		_, ok := h.Memory.Read(path.Join(h.Root, rel))
		return ok
	}
	full := filepath.Join(h.Root, filepath.FromSlash(rel))
	st, err := os.Stat(full)
	return err == nil && st.Mode().IsRegular() && sitefs.Inside(h.Root, full)
}

// read is the file at rel.
func (h *Handler) read(rel string) ([]byte, error) {
	if h.Memory != nil {
		if data, ok := h.Memory.Read(path.Join(h.Root, rel)); ok {
			return data, nil
		}
		return nil, os.ErrNotExist
	}
	return os.ReadFile(filepath.Join(h.Root, filepath.FromSlash(rel)))
}

func (h *Handler) file(w http.ResponseWriter, r *http.Request, rel string, status int) {
	data, err := h.read(rel)
	if err != nil {
		http.Error(w, "read error", http.StatusInternalServerError)
		return
	}
	ext := path.Ext(rel)
	if ctype := contentType(ext); ctype != "" {
		w.Header().Set("Content-Type", ctype)
	} else {
		w.Header().Set("Content-Type", http.DetectContentType(data))
	}
	if strings.HasPrefix(rel, "assets/") {
		// Content-hashed names: the dev server's reload after a rebuild fetches only the
		// files that changed.
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		w.Header().Set("Cache-Control", "no-cache")
	}
	if ext == ".html" && h.Inject != nil {
		data = []byte(strings.Replace(string(data), "</body>", h.Inject()+"</body>", 1))
	} else if compressible(ext) && len(data) > 1024 && h.Memory == nil {
		// Static hosts compress text; serving it raw would make every measurement of the site
		// (Lighthouse's among them) slower than the site is. A range is of the file's own
		// bytes, so a request for one gets them uncompressed.
		w.Header().Add("Vary", "Accept-Encoding")
		if acceptsGzip(r) && r.Header.Get("Range") == "" {
			data = h.gzip(filepath.Join(h.Root, filepath.FromSlash(rel)), data)
			w.Header().Set("Content-Encoding", "gzip")
		}
	}
	if status == http.StatusOK && w.Header().Get("Content-Encoding") == "" {
		// Ranges, as static hosts answer them: a video seeks, a PDF viewer reads pages, a
		// download resumes. The not-found page keeps its 404, which ServeContent would not.
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(data))
		return
	}
	w.Header().Set("Content-Length", strconv.Itoa(len(data)))
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(data)
	}
}

func compressible(ext string) bool {
	switch ext {
	case ".html", ".js", ".mjs", ".css", ".json", ".svg", ".xml", ".txt":
		return true
	}
	return false
}

func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.TrimSpace(name) == "gzip" && strings.ReplaceAll(q, " ", "") != "q=0" {
			return true
		}
	}
	return false
}

// gzip compresses a file's contents once per version of the file.
func (h *Handler) gzip(full string, data []byte) []byte {
	key := full
	if st, err := os.Stat(full); err == nil {
		key += "\x00" + st.ModTime().String() + "\x00" + strconv.FormatInt(st.Size(), 10)
	}
	if v, ok := h.gzipped.Load(key); ok {
		return v.([]byte)
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	_, _ = zw.Write(data)
	_ = zw.Close()
	h.gzipped.Store(key, buf.Bytes())
	return buf.Bytes()
}

func contentType(ext string) string {
	switch ext {
	case ".html":
		return "text/html; charset=utf-8"
	case ".js", ".mjs":
		return "text/javascript; charset=utf-8"
	case ".css":
		return "text/css; charset=utf-8"
	case ".json":
		return "application/json"
	case ".svg":
		return "image/svg+xml"
	case ".xml":
		return "application/xml"
	case ".txt":
		return "text/plain; charset=utf-8"
	case ".png":
		return "image/png"
	case ".ico":
		return "image/x-icon"
	case ".woff2":
		return "font/woff2"
	}
	return ""
}
