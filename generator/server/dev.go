package server

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"

	"gosaurus/generator/jsrt"
	"gosaurus/generator/pipeline"
	"gosaurus/generator/sitefs"
)

// Dev is the dev server: it builds in memory, serves the build, watches the site and rebuilds
// on change. A failed rebuild keeps the last good build online and shows the error in the page
// and the terminal until a save fixes it. The first build logs its phases to Opts.Log; each
// rebuild says in one line of Log what changed, what was rebuilt and how long it took.
type Dev struct {
	Opts pipeline.Options
	Log  io.Writer
	// Host is the address the server listens on (--host): a request naming it is answered, as
	// well as one naming localhost or an IP address (see allowHost).
	Host string
	// Poll, above 0, makes Watch look for changes by reading the folders it watches at that
	// interval instead of waiting for the system's file events (start --poll): for folders
	// whose events do not arrive, such as network shares and some containers' mounts.
	Poll time.Duration

	cache *pipeline.Cache // what a rebuild reuses of the build before

	mu      sync.Mutex
	current *Handler // serves the last good build
	lastErr error
	version int
	changed chan struct{}       // closed and replaced on every rebuild
	outside []string            // folders the last good build read outside the site folder
	baseURL string              // where the site is served
	assets  pipeline.PageAssets // of the last good build
	warned  map[string]bool
}

// Start builds once and returns the handler; Watch keeps it up to date.
func (d *Dev) Start() (http.Handler, error) {
	d.changed = make(chan struct{})
	d.cache = pipeline.NewCache()
	d.warned = map[string]bool{}
	res, err := d.build(d.Opts.Log, nil)
	if err != nil {
		d.Close()
		return nil, err
	}
	d.baseURL = res.BaseURL
	d.reportWarnings(res.Warnings)
	fmt.Fprintf(d.Log, "[gosaurus] built %d pages in %d ms%s\n", res.Pages, res.Duration.Milliseconds(), warningCount(res.Warnings))
	return d.guardHosts(devMux(func() *Handler {
		d.mu.Lock()
		defer d.mu.Unlock()
		return d.current
	}, d.events)), nil
}

// guardHosts refuses a request whose Host names a host the server was not started for, as
// webpack-dev-server does: through DNS rebinding, a page of any site can have its own name
// point at this machine and then read the dev server as its own origin. A request of the
// event stream that says its Origin must come from a page of this server.
func (d *Dev) guardHosts(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !allowHost(r.Host, d.Host) {
			http.Error(w, fmt.Sprintf("gosaurus start does not answer for the host %q (a guard against DNS rebinding); to serve it, start with --host %s", r.Host, hostName(r.Host)), http.StatusForbidden)
			return
		}
		if origin := r.Header.Get("Origin"); r.URL.Path == eventsPath && origin != "" && !sameHost(origin, r.Host) {
			http.Error(w, fmt.Sprintf("gosaurus start's event stream is for its own pages, not for %s", origin), http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// allowHost tells whether a request's Host header may be answered by a server started with
// --host listen. No page reaches localhost or an IP address through another site's name, so
// those pass; so does an empty Host, which no browser sends.
func allowHost(header, listen string) bool {
	name := hostName(header)
	return name == "" || name == "localhost" || name == strings.ToLower(listen) || net.ParseIP(name) != nil
}

// hostName is the host of a Host header, without its port and brackets, in lower case.
func hostName(header string) string {
	name := header
	if h, _, err := net.SplitHostPort(header); err == nil {
		name = h
	}
	return strings.TrimSuffix(strings.ToLower(strings.Trim(name, "[]")), ".")
}

// sameHost tells whether origin (scheme://host:port) is the host and port the request went to.
func sameHost(origin, host string) bool {
	u, err := url.Parse(origin)
	return err == nil && strings.EqualFold(u.Host, host)
}

// BaseURL is where the site is served: its base URL, or the locale's with Opts.Locales.
func (d *Dev) BaseURL() string { return d.baseURL }

// Close stops the work the dev server's cache keeps (esbuild contexts, render workers). It is
// called once Watch has returned.
func (d *Dev) Close() {
	if d.cache != nil {
		d.cache.Close()
	}
}

// eventsPath is where the pages of the dev server follow its rebuilds.
const eventsPath = "/__gosaurus/events"

// devMux routes the dev server's requests: its event stream, and the current build for the rest.
func devMux(current func() *Handler, events http.HandlerFunc) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc(eventsPath, events)
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) { current().ServeHTTP(w, r) })
	return mux
}

// build makes a build in memory and then switches to it, so each request is served from one
// whole build. A save writes no folder of pages.
// build builds the site; changed names the files saved since the build before (see
// pipeline.Options.Changed), nil when they are not known.
func (d *Dev) build(log io.Writer, changed map[string]bool) (*pipeline.Result, error) {
	opts := d.Opts
	opts.Cache, opts.Dev, opts.Memory, opts.Changed = d.cache, true, true, changed
	opts.Log = log
	res, err := pipeline.Run(opts)
	if err != nil {
		return nil, err
	}
	d.mu.Lock()
	d.current = &Handler{Memory: res.Memory, Root: strings.TrimSuffix(res.LocaleDir, "/"), BaseURL: res.BaseURL, Inject: d.client}
	d.outside = res.Roots.Outside()
	d.assets = res.Assets
	d.mu.Unlock()
	return res, nil
}

// client is the script added to every page: it shows build errors and follows the rebuilds.
// After a rebuild that changed content only (the same entry and stylesheet), the page takes
// the new routes manifest in place (client/devClient.js); otherwise, or when that fails, it
// reloads.
func (d *Dev) client() string {
	d.mu.Lock()
	defer d.mu.Unlock()
	overlay := ""
	if d.lastErr != nil {
		overlay = `<div id="gosaurus-error" role="alert" style="position:fixed;inset:0;z-index:10000;overflow:auto;background:rgba(20,0,0,.94);color:#ffd7d7;padding:2rem;font:14px/1.5 monospace;white-space:pre-wrap"><strong>Build failed — fix the file and save; the page reloads by itself.</strong>
` + html.EscapeString(d.lastErr.Error()) + `</div>`
	}
	app, _ := json.Marshal(d.appKey())
	return overlay + fmt.Sprintf(`<script>(function(){var v=%d,app=%s,failed=%t;var es=new EventSource(%q);es.onmessage=function(e){var m=JSON.parse(e.data);if(m.v===v)return;v=m.v;var hot=window.__gosaurusReplaceRoutes;if(m.failed||failed||m.app!==app||!hot){location.reload();return}hot(m.manifest).catch(function(){location.reload()})}})();</script>`, d.version, app, d.lastErr != nil, eventsPath)
}

// appKey names the app of the last good build: the files whose change needs a page reload.
func (d *Dev) appKey() string { return d.assets.Entry + " " + d.assets.CSS }

// event is what the event stream says after each build.
type event struct {
	Version  int    `json:"v"`
	Failed   bool   `json:"failed,omitempty"` // the build failed: pages reload to show why
	App      string `json:"app"`              // see appKey
	Manifest string `json:"manifest"`
}

func (d *Dev) events(w http.ResponseWriter, r *http.Request) {
	flusher, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	for {
		d.mu.Lock()
		ev, _ := json.Marshal(event{Version: d.version, Failed: d.lastErr != nil, App: d.appKey(), Manifest: d.assets.Manifest})
		ch := d.changed
		d.mu.Unlock()
		fmt.Fprintf(w, "data: %s\n\n", ev)
		flusher.Flush()
		select {
		case <-ch:
		case <-r.Context().Done():
			return
		case <-time.After(25 * time.Second): // keep-alive
		}
	}
}

// Watch rebuilds on every change under the site folder, and under the folders outside it the
// config names (docs at '../docs'), until ctx ends.
func (d *Dev) Watch(ctx context.Context) error {
	if d.Poll > 0 {
		return d.poll(ctx)
	}
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return err
	}
	defer w.Close()
	addTree := func(root string) {
		_ = filepath.WalkDir(root, func(p string, e os.DirEntry, err error) error {
			if err != nil || !e.IsDir() {
				return nil
			}
			if p != root && sitefs.NotSource(e.Name()) {
				return filepath.SkipDir
			}
			_ = w.Add(p)
			return nil
		})
	}
	addTree(d.Opts.SiteDir)
	watched := map[string]bool{}
	watchOutside := func() {
		d.mu.Lock()
		outside := d.outside
		d.mu.Unlock()
		for _, root := range outside {
			if !watched[root] {
				watched[root] = true
				addTree(root)
			}
		}
	}
	watchOutside()
	var timer *time.Timer
	changed := map[string]bool{} // the files saved since the last rebuild, by absolute path
	lost := false                // the watcher dropped events since: changed may be incomplete
	fire := make(chan struct{}, 1)
	for {
		select {
		case <-ctx.Done():
			return nil
		case ev := <-w.Events:
			if jsrt.IsBundle(filepath.Base(ev.Name)) {
				continue // a config the build runs in Node, written and removed by the build
			}
			if sitefs.EditorTemp(filepath.Base(ev.Name)) {
				continue // an editor's temporary file: the save of the file itself follows
			}
			if abs, err := filepath.Abs(ev.Name); err == nil {
				changed[abs] = true
			} else {
				lost = true
			}
			if ev.Op&fsnotify.Create != 0 {
				if st, err := os.Stat(ev.Name); err == nil && st.IsDir() {
					addTree(ev.Name)
				}
			}
			// Editors save in bursts (a write, a rename) a few milliseconds apart; rebuild once
			// the burst is over. 10 ms rather than 25 took the dev loop on website/ from 134-161
			// to 124-125 ms (bench/devloop.mjs, median of 9).
			if timer != nil {
				timer.Stop()
			}
			timer = time.AfterFunc(10*time.Millisecond, func() {
				select {
				case fire <- struct{}{}:
				default:
				}
			})
		case <-fire:
			known := changed
			if lost {
				known = nil
			}
			d.rebuild(d.describe(changed), known)
			changed, lost = map[string]bool{}, false
			watchOutside() // the config may name other folders now
		case err := <-w.Errors:
			lost = true
			fmt.Fprintf(d.Log, "[gosaurus] watch error: %v\n", err)
		}
	}
}

// poll is Watch by reading the watched folders every d.Poll: a file added, removed, or whose
// time or size changed is a change. A folder the config names outside the site, once a build
// has read it, is read from then on, its first reading the state it is compared with.
func (d *Dev) poll(ctx context.Context) error {
	roots := func() []string {
		d.mu.Lock()
		defer d.mu.Unlock()
		return append([]string{d.Opts.SiteDir}, d.outside...)
	}
	before := map[string]map[string]stamp{}
	for _, r := range roots() {
		before[r] = scanTree(r)
	}
	tick := time.NewTicker(d.Poll)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-tick.C:
		}
		changed := map[string]bool{}
		for _, r := range roots() {
			now := scanTree(r)
			if old, ok := before[r]; ok {
				for p := range changedFiles(old, now) {
					changed[p] = true
				}
			}
			before[r] = now
		}
		if len(changed) > 0 {
			d.rebuild(d.describe(changed), changed)
		}
	}
}

// stamp is what poll compares of a file from one reading to the next.
type stamp struct {
	mod  time.Time
	size int64
}

// scanTree reads the files under root that a build may read: not those of folders that are
// not the site's sources (node_modules, build, .git), nor a config bundle the build writes,
// nor an editor's temporary files.
func scanTree(root string) map[string]stamp {
	files := map[string]stamp{}
	_ = filepath.WalkDir(root, func(p string, e os.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if e.IsDir() {
			if p != root && sitefs.NotSource(e.Name()) {
				return filepath.SkipDir
			}
			return nil
		}
		if jsrt.IsBundle(e.Name()) || sitefs.EditorTemp(e.Name()) {
			return nil
		}
		if info, err := e.Info(); err == nil {
			if abs, err := filepath.Abs(p); err == nil {
				files[abs] = stamp{info.ModTime(), info.Size()}
			}
		}
		return nil
	})
	return files
}

// changedFiles are the files added, removed or changed between two readings.
func changedFiles(before, now map[string]stamp) map[string]bool {
	changed := map[string]bool{}
	for p, s := range now {
		if b, ok := before[p]; !ok || !b.mod.Equal(s.mod) || b.size != s.size {
			changed[p] = true
		}
	}
	for p := range before {
		if _, ok := now[p]; !ok {
			changed[p] = true
		}
	}
	return changed
}

// describe names the changed files for the rebuild's line: relative to the site folder, the
// first two and how many more.
func (d *Dev) describe(changed map[string]bool) string {
	var names []string
	site, _ := filepath.Abs(d.Opts.SiteDir)
	for p := range changed {
		if rel, err := filepath.Rel(site, p); err == nil {
			p = filepath.ToSlash(rel)
		}
		names = append(names, p)
	}
	sort.Strings(names)
	switch {
	case len(names) == 0:
		return "a file"
	case len(names) > 2:
		return fmt.Sprintf("%s, %s and %d more", names[0], names[1], len(names)-2)
	}
	return strings.Join(names, ", ")
}

// reportWarnings writes the warnings no build before gave: a rebuild repeats none it already said.
func (d *Dev) reportWarnings(warnings []string) {
	for _, w := range warnings {
		if !d.warned[w] {
			d.warned[w] = true
			fmt.Fprintf(d.Log, "[gosaurus] warning: %s\n", w)
		}
	}
}

func warningCount(warnings []string) string {
	switch len(warnings) {
	case 0:
		return ""
	case 1:
		return ", 1 warning"
	}
	return fmt.Sprintf(", %d warnings", len(warnings))
}

// rebuild builds after a change to the files what names (changed, nil when not known) and
// says so in one line, which starts with "fixed:" when the build before failed.
func (d *Dev) rebuild(what string, changed map[string]bool) {
	start := time.Now()
	res, err := d.build(nil, changed)
	d.mu.Lock()
	broken := d.lastErr != nil
	d.lastErr = err
	d.version++
	close(d.changed)
	d.changed = make(chan struct{})
	d.mu.Unlock()
	if err != nil {
		fmt.Fprintf(d.Log, "[gosaurus] %s changed: the build failed (still serving the last good build):\n%v\n", what, err)
		return
	}
	d.reportWarnings(res.Warnings)
	fixed := ""
	if broken {
		fixed = "fixed: " // the build before failed: this one is the first to serve since
	}
	fmt.Fprintf(d.Log, "[gosaurus] %s%s changed: rebuilt %d pages (%d rendered) in %d ms%s\n", fixed, what, res.Pages, res.Rendered, time.Since(start).Milliseconds(), warningCount(res.Warnings))
}
