package server

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"gosaurus/generator/jsrt"
	"gosaurus/generator/pipeline"
	"gosaurus/generator/sitefs"
	"gosaurus/plugins/registry"
)

func repoRoot() string {
	root, _ := filepath.Abs("../..")
	return root
}

// devServer is a dev server of site with this checkout's theme and node_modules.
func devServer(site string, log io.Writer) *Dev {
	root := repoRoot()
	return &Dev{Opts: pipeline.Options{Plugins: registry.Plugins, SiteDir: site, ThemeDir: filepath.Join(root, "theme-classic", "src"),
		NodePaths: []string{filepath.Join(root, "node_modules")}, JS: jsrt.Options{Env: map[string]string{}}}, Log: log}
}

func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			if d.Name() == "golden" || d.Name() == "build" {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

func get(t *testing.T, url string) (int, string) {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if cond() {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("timed out waiting for %s", what)
}

// startDev copies the basic fixture, starts the dev server on it and watches it.
func startDev(t *testing.T) (base, site string) {
	t.Helper()
	return startDevLog(t, io.Discard)
}

// startDevLog is startDev with the server's log going to log.
func startDevLog(t *testing.T, log io.Writer) (base, site string) {
	t.Helper()
	site = t.TempDir()
	copyTree(t, filepath.Join(repoRoot(), "testdata", "sites", "basic"), site)
	dev := devServer(site, log)
	h, err := dev.Start()
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	watch(t, dev)
	return srv.URL, site
}

// watch watches the dev server's site until the test ends, then closes the server.
func watch(t *testing.T, dev *Dev) {
	ctx, cancel := context.WithCancel(context.Background())
	watching := make(chan struct{})
	go func() { defer close(watching); _ = dev.Watch(ctx) }()
	t.Cleanup(func() { cancel(); <-watching; dev.Close() })
	time.Sleep(200 * time.Millisecond) // let the watcher register the folders
}

func write(t *testing.T, path, body string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

// The dev server rebuilds on save, shows a broken file's error over the last good page, and
// recovers when the file is fixed.
func TestDevServerRebuildsAndSurvivesErrors(t *testing.T) {
	base, site := startDev(t)
	page := base + "/basic/"
	if code, body := get(t, page); code != 200 || !strings.Contains(body, "Welcome to the fixture") {
		t.Fatalf("first build: %d", code)
	}
	// Not minified, as Docusaurus's start: the client entry keeps its lines (minified, it
	// has a few dozen).
	_, body := get(t, page)
	entry := regexp.MustCompile(`<script type="module" src="([^"]+)"`).FindStringSubmatch(body)
	if entry == nil {
		t.Fatal("the page has no client entry script")
	}
	if _, js := get(t, base+entry[1]); strings.Count(js, "\n") < 1000 {
		t.Errorf("the dev server's client entry %s is minified: %d lines", entry[1], strings.Count(js, "\n"))
	}
	doc := filepath.Join(site, "docs", "intro.md")
	orig, _ := os.ReadFile(doc)
	write(t, doc, strings.Replace(string(orig), "Welcome to the fixture", "Edited while serving", 1))
	waitFor(t, "the edit to show", func() bool { _, b := get(t, page); return strings.Contains(b, "Edited while serving") })

	write(t, doc, "---\ntitle: [unclosed\n---\n\nBroken.\n")
	waitFor(t, "the error overlay", func() bool {
		_, b := get(t, page)
		return strings.Contains(b, "gosaurus-error") && strings.Contains(b, "docs/intro.md:2: invalid front matter")
	})
	if _, b := get(t, page); !strings.Contains(b, "Edited while serving") {
		t.Error("the last good build is no longer served")
	}
	write(t, doc, string(orig))
	waitFor(t, "recovery", func() bool {
		_, b := get(t, page)
		return strings.Contains(b, "Welcome to the fixture") && !strings.Contains(b, "gosaurus-error")
	})
}

// Each fault leaves the server answering with either the fixed page or the error, and undoing
// it brings the site back.
func TestDevServerFaults(t *testing.T) {
	base, site := startDev(t)
	page := base + "/basic/"
	healthy := func() bool {
		code, b := get(t, page)
		return code == 200 && strings.Contains(b, "Welcome to the fixture") && !strings.Contains(b, "gosaurus-error")
	}
	waitFor(t, "the first build", healthy)
	path := func(rel string) string { return filepath.Join(site, filepath.FromSlash(rel)) }
	config, _ := os.ReadFile(path("docusaurus.config.js"))
	faults := []struct {
		name        string
		break_, fix func()
		shows       string // what the page shows while broken: the error, or the new content
	}{
		{"config syntax error",
			func() { write(t, path("docusaurus.config.js"), "export default {\n  title: 'Oops',\n") },
			func() { write(t, path("docusaurus.config.js"), string(config)) },
			"docusaurus.config.js:"},
		{"config change",
			func() {
				write(t, path("docusaurus.config.js"), strings.Replace(string(config), "Basic Fixture", "Renamed Fixture", 1))
			},
			func() { write(t, path("docusaurus.config.js"), string(config)) },
			"Introduction | Renamed Fixture"},
		{"deleted doc",
			func() { _ = os.Remove(path("docs/reference.md")) },
			func() { write(t, path("docs/reference.md"), "# Reference\n\nBack again.\n") },
			`these sidebar document ids do not exist`},
		{"renamed folder",
			func() { _ = os.Rename(path("docs/guides"), path("docs/tutorials")) },
			func() { _ = os.Rename(path("docs/tutorials"), path("docs/guides")) },
			"gosaurus-error"},
	}
	for _, f := range faults {
		f.break_()
		waitFor(t, f.name+" to show", func() bool { _, b := get(t, page); return strings.Contains(b, f.shows) })
		f.fix()
		waitFor(t, "recovery from "+f.name, healthy)
	}

	// 50 saves in a second: the server keeps answering and ends on the last one.
	doc := path("docs/intro.md")
	orig, _ := os.ReadFile(doc)
	for i := 0; i < 50; i++ {
		write(t, doc, strings.Replace(string(orig), "Welcome to the fixture", fmt.Sprintf("Save number %d", i), 1))
		if code, _ := get(t, page); code != 200 {
			t.Fatalf("save %d: status %d", i, code)
		}
		time.Sleep(20 * time.Millisecond)
	}
	waitFor(t, "the last save", func() bool { _, b := get(t, page); return strings.Contains(b, "Save number 49") })
}

// A bounded load on loopback: 1,000 requests, 50 at a time, against the dev server and the
// static server, all answered correctly.
func TestLoad(t *testing.T) {
	devBase, _ := startDev(t)
	static := httptest.NewServer(&Handler{Root: site(t), BaseURL: "/sdk-js/"})
	t.Cleanup(static.Close)
	for _, target := range []struct {
		name  string
		paths map[string]int
	}{
		{devBase, map[string]int{"/basic/": 200, "/basic/reference": 200, "/basic/nope": 404, "/basic/index.html": 200}},
		{static.URL, map[string]int{"/sdk-js/": 200, "/sdk-js/api/uploads": 200, "/sdk-js/missing": 404, "/sdk-js/assets/js/entry.abc.js": 200}},
	} {
		var paths []string
		for p := range target.paths {
			paths = append(paths, p)
		}
		client := &http.Client{Timeout: 10 * time.Second}
		sem := make(chan struct{}, 50)
		errs := make(chan error, 1000)
		var wg sync.WaitGroup
		for i := 0; i < 1000; i++ {
			wg.Add(1)
			sem <- struct{}{}
			go func(p string) {
				defer func() { <-sem; wg.Done() }()
				res, err := client.Get(target.name + p)
				if err != nil {
					errs <- err
					return
				}
				_, _ = io.Copy(io.Discard, res.Body)
				res.Body.Close()
				if res.StatusCode != target.paths[p] {
					errs <- fmt.Errorf("%s: status %d, want %d", p, res.StatusCode, target.paths[p])
				}
			}(paths[i%len(paths)])
		}
		wg.Wait()
		close(errs)
		n := 0
		for err := range errs {
			if n < 5 {
				t.Error(err)
			}
			n++
		}
		if n > 0 {
			t.Errorf("%d of 1000 requests failed", n)
		}
	}
}

// A docs folder outside the site folder (path: '../docs') is watched as the site is.
func TestDevServerWatchesDocsOutsideTheSite(t *testing.T) {
	dir := t.TempDir()
	site := filepath.Join(dir, "website")
	write(t, filepath.Join(site, "docusaurus.config.js"), "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', "+
		"presets: [['classic', { docs: { path: '../docs', routeBasePath: '/' } }]] };\n")
	doc := filepath.Join(dir, "docs", "home.md")
	write(t, doc, "---\nslug: /\n---\n\n# Home\n\nFirst words.\n")
	dev := devServer(site, io.Discard)
	h, err := dev.Start()
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	watch(t, dev)
	if _, b := get(t, srv.URL+"/"); !strings.Contains(b, "First words.") {
		t.Fatal("first build lacks the doc")
	}
	write(t, doc, "---\nslug: /\n---\n\n# Home\n\nEdited outside the site.\n")
	waitFor(t, "the edit to show", func() bool { _, b := get(t, srv.URL+"/"); return strings.Contains(b, "Edited outside the site.") })
}

// syncBuffer is a bytes.Buffer the dev server may write to while the test reads it.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// A rebuild is one line: the file that changed, the pages rebuilt and how long it took; a
// failed one says so under the same line, with the error.
func TestDevServerRebuildLine(t *testing.T) {
	var log syncBuffer
	base, site := startDevLog(t, &log)
	first := log.String()
	if !regexp.MustCompile(`\[gosaurus\] built \d+ pages in \d+ ms\n$`).MatchString(first) {
		t.Errorf("the first build does not end with its summary:\n%s", first)
	}
	doc := filepath.Join(site, "docs", "intro.md")
	orig, _ := os.ReadFile(doc)
	write(t, doc, strings.Replace(string(orig), "Welcome to the fixture", "Edited while serving", 1))
	waitFor(t, "the edit to show", func() bool { _, b := get(t, base+"/basic/"); return strings.Contains(b, "Edited while serving") })
	waitFor(t, "the rebuild line", func() bool { return len(log.String()) > len(first) })
	line := strings.TrimPrefix(log.String(), first)
	if !regexp.MustCompile(`^\[gosaurus\] docs/intro\.md changed: rebuilt \d+ pages \(\d+ rendered\) in \d+ ms\n$`).MatchString(line) {
		t.Errorf("rebuild log is not one line naming the file:\n%s", line)
	}

	before := log.String()
	write(t, doc, "---\ntitle: [unclosed\n---\n\nBroken.\n")
	waitFor(t, "the failure", func() bool { return strings.Contains(log.String(), "invalid front matter") })
	if failed := strings.TrimPrefix(log.String(), before); !strings.HasPrefix(failed, "[gosaurus] docs/intro.md changed: the build failed (still serving the last good build):\n") {
		t.Errorf("failed rebuild:\n%s", failed)
	}

	// An MDX error breaks the browser and the server bundles alike; it is said once, at its
	// line of the page.
	before = log.String()
	write(t, doc, string(orig)+"\nSome {1 +} text.\n")
	waitFor(t, "the MDX error", func() bool { return strings.Contains(log.String()[len(before):], "Some {1 +} text.") })
	failed := log.String()[len(before):]
	if n := strings.Count(failed, "Unexpected"); n != 1 || !strings.Contains(failed, "docs/intro.md:") {
		t.Errorf("the MDX error is said %d times, or not at its line:\n%s", n, failed)
	}

	// The save that mends it says the build is fixed; the one after is an ordinary rebuild.
	before = log.String()
	write(t, doc, string(orig))
	waitFor(t, "the fix", func() bool { return strings.Contains(log.String()[len(before):], "\n") })
	if fixed := log.String()[len(before):]; !regexp.MustCompile(`^\[gosaurus\] fixed: docs/intro\.md changed: rebuilt \d+ pages \(\d+ rendered\) in \d+ ms\n$`).MatchString(fixed) {
		t.Errorf("the rebuild after a failed one does not say it is fixed:\n%s", fixed)
	}
	before = log.String()
	write(t, doc, string(orig)+"\nOne more line.\n")
	waitFor(t, "the next rebuild", func() bool { return strings.Contains(log.String()[len(before):], "\n") })
	if next := log.String()[len(before):]; !strings.HasPrefix(next, "[gosaurus] docs/intro.md changed: rebuilt ") {
		t.Errorf("a rebuild after a good one:\n%s", next)
	}
}

var rebuildLine = regexp.MustCompile(`(?m)^\[gosaurus\] (.*) changed: rebuilt (\d+) pages \((\d+) rendered\) in \d+ ms$`)

// Editors' temporary files neither start a rebuild nor appear in its line, and the line counts
// the site's pages: a new doc is one page more, and no more pages are rendered than there are.
func TestDevServerIgnoresEditorFiles(t *testing.T) {
	var log syncBuffer
	_, site := startDevLog(t, &log)
	first := log.String()
	built := regexp.MustCompile(`built (\d+) pages`).FindStringSubmatch(first)
	if built == nil {
		t.Fatalf("no first build line:\n%s", first)
	}
	docs := filepath.Join(site, "docs")
	temps := []string{".#intro.md", "#intro.md#", "intro.md~", "4913", ".intro.md.swp", "intro.md.tmp.123", "intro.md___jb_tmp___"}
	for _, name := range temps {
		write(t, filepath.Join(docs, name), "# Not a doc\n")
	}
	time.Sleep(300 * time.Millisecond) // a rebuild would have started by now
	write(t, filepath.Join(docs, "added.md"), "# Added\n")
	waitFor(t, "the rebuild line", func() bool { return rebuildLine.MatchString(log.String()[len(first):]) })
	time.Sleep(300 * time.Millisecond)
	lines := log.String()[len(first):]
	m := rebuildLine.FindAllStringSubmatch(lines, -1)
	if len(m) != 1 || m[0][1] != "docs/added.md" {
		t.Fatalf("want one rebuild, for docs/added.md alone:\n%s", lines)
	}
	for _, name := range temps {
		if strings.Contains(lines, name) {
			t.Errorf("the log names %s:\n%s", name, lines)
		}
	}
	pages, _ := strconv.Atoi(m[0][2])
	rendered, _ := strconv.Atoi(m[0][3])
	if was, _ := strconv.Atoi(built[1]); pages != was+1 || rendered > pages || rendered < 1 {
		t.Errorf("after a doc is added to %d pages: %s", was, m[0][0])
	}

	// Polling skips them too.
	for p := range scanTree(site) {
		if sitefs.EditorTemp(filepath.Base(p)) {
			t.Errorf("polling reads %s", p)
		}
	}
}

// The dev server keeps its builds in memory: neither it nor a first build that fails leaves
// anything in the temporary folder or the site folder once closed.
func TestDevServerWritesNoFolders(t *testing.T) {
	site := t.TempDir()
	copyTree(t, filepath.Join(repoRoot(), "testdata", "sites", "basic"), site)
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	leftovers := func(when string) {
		t.Helper()
		if entries, _ := os.ReadDir(tmp); len(entries) > 0 {
			t.Errorf("%s: the temporary folder holds %s", when, entries[0].Name())
		}
		if _, err := os.Stat(filepath.Join(site, "build")); !os.IsNotExist(err) {
			t.Errorf("%s: the site has a build folder", when)
		}
	}
	dev := devServer(site, io.Discard)
	h, err := dev.Start()
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	if code, b := get(t, srv.URL+"/basic/"); code != 200 || !strings.Contains(b, "Welcome to the fixture") {
		t.Errorf("/basic/: status %d", code)
	}
	srv.Close()
	dev.Close()
	leftovers("after Close")

	write(t, filepath.Join(site, "docusaurus.config.js"), "export default {\n")
	broken := devServer(site, io.Discard)
	if _, err := broken.Start(); err == nil {
		t.Fatal("a broken config started")
	}
	leftovers("after a failed first build")
}

// With Opts.Locales the dev server builds and serves that locale alone, at its path, as
// `docusaurus start --locale fr` does.
func TestDevServerOneLocale(t *testing.T) {
	site := t.TempDir()
	copyTree(t, filepath.Join(repoRoot(), "testdata", "sites", "i18n"), site)
	dev := devServer(site, io.Discard)
	dev.Opts.Locales = []string{"fr"}
	srv := serveDev(t, dev)
	if dev.BaseURL() != "/fr/" {
		t.Errorf("base URL %q, want /fr/", dev.BaseURL())
	}
	if code, b := get(t, srv.URL+"/fr/docs/intro"); code != 200 || !strings.Contains(b, "Les widgets dessinent") {
		t.Errorf("/fr/docs/intro: status %d", code)
	}
	if code, b := get(t, srv.URL+"/fr/nope"); code != 404 || !strings.Contains(b, `lang="fr"`) {
		t.Errorf("/fr/nope: status %d, want the French not-found page", code)
	}
}

// The dev server answers only requests for its own hosts (localhost, IP addresses, its --host)
// and its event stream only pages of its own origin: a page of another site whose name a DNS
// rebinding points at this machine gets 403, with how to allow the name.
func TestDevServerChecksHost(t *testing.T) {
	site := t.TempDir()
	copyTree(t, filepath.Join(repoRoot(), "testdata", "sites", "basic"), site)
	dev := devServer(site, io.Discard)
	dev.Host = "devbox.example"
	srv := serveDev(t, dev)
	port := srv.URL[strings.LastIndex(srv.URL, ":")+1:]
	request := func(host, path, origin string) (int, string) {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, srv.URL+path, nil)
		req.Host = host
		if origin != "" {
			req.Header.Set("Origin", origin)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		if path == eventsPath && res.StatusCode == 200 {
			return 200, "" // a stream: its first event is enough
		}
		body, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(body)
	}
	for _, host := range []string{"localhost:" + port, "127.0.0.1:" + port, "[::1]:" + port, "192.168.1.20:" + port, "LOCALHOST:" + port, "devbox.example:" + port} {
		if code, _ := request(host, "/basic/", ""); code != 200 {
			t.Errorf("Host %s: %d, want 200", host, code)
		}
	}
	for _, host := range []string{"evil.example", "evil.example:" + port, "localhost.evil.example:" + port, "127.0.0.1.evil.example"} {
		code, body := request(host, "/basic/", "")
		if code != 403 || !strings.Contains(body, "--host") {
			t.Errorf("Host %s: %d %q, want 403 saying how to allow it", host, code, body)
		}
	}
	if code, _ := request("127.0.0.1:"+port, eventsPath, "http://127.0.0.1:"+port); code != 200 {
		t.Errorf("the event stream from its own page: %d, want 200", code)
	}
	for _, origin := range []string{"http://evil.example", "http://127.0.0.1:1", "null"} {
		if code, _ := request("127.0.0.1:"+port, eventsPath, origin); code != 403 {
			t.Errorf("the event stream from Origin %s: %d, want 403", origin, code)
		}
	}
}

// serveDev starts the dev server's first build and serves it on loopback until the test ends.
func serveDev(t *testing.T, dev *Dev) *httptest.Server {
	t.Helper()
	h, err := dev.Start()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(dev.Close)
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv
}
