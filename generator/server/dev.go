package server

import (
	"context"
	"fmt"
	"html"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"

	"gosaurus/generator/build"
)

// Dev is the dev server: it builds into a scratch folder, serves it, watches the site and
// rebuilds on change. A failed rebuild keeps the last good build online and shows the error
// in the page and the terminal until a save fixes it.
type Dev struct {
	Opts build.Options
	Log  io.Writer

	scratch    string // holds one folder per build
	generation int
	cache      *build.Cache // what a rebuild reuses of the build before

	mu      sync.Mutex
	current *Handler // serves the last good build
	lastErr error
	version int
	changed chan struct{} // closed and replaced on every rebuild
	outside []string      // folders the last good build read outside the site folder
}

// Start builds once and returns the handler; Watch keeps it up to date.
func (d *Dev) Start() (http.Handler, error) {
	dir, err := os.MkdirTemp("", "gosaurus-dev-")
	if err != nil {
		return nil, err
	}
	d.scratch = dir
	d.changed = make(chan struct{})
	d.cache = build.NewCache()
	if _, err := d.build(); err != nil {
		d.cache.Close()
		os.RemoveAll(dir)
		return nil, err
	}
	return devMux(func() *Handler {
		d.mu.Lock()
		defer d.mu.Unlock()
		return d.current
	}, d.events), nil
}

// devMux routes the dev server's requests: its event stream, and the current build for the rest.
func devMux(current func() *Handler, events http.HandlerFunc) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/__gosaurus/events", events)
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) { current().ServeHTTP(w, r) })
	return mux
}

// build writes each build into a folder of its own and then switches to it, so no request
// ever sees a folder being replaced. The previous folder goes once requests on it are done.
func (d *Dev) build() (*build.Result, error) {
	d.generation++
	opts := d.Opts
	opts.OutDir = filepath.Join(d.scratch, fmt.Sprintf("build-%d", d.generation))
	opts.Cache, opts.Dev = d.cache, true
	res, err := build.Run(opts)
	if err != nil {
		return nil, err
	}
	d.mu.Lock()
	old := d.current
	d.current = &Handler{Root: opts.OutDir, BaseURL: res.BaseURL, Inject: d.client}
	d.outside = res.Roots.Outside()
	d.mu.Unlock()
	if old != nil {
		time.AfterFunc(time.Minute, func() { os.RemoveAll(old.Root) })
	}
	return res, nil
}

// client is the script added to every page: it reloads on rebuild and shows build errors.
func (d *Dev) client() string {
	d.mu.Lock()
	defer d.mu.Unlock()
	overlay := ""
	if d.lastErr != nil {
		overlay = `<div id="gosaurus-error" role="alert" style="position:fixed;inset:0;z-index:10000;overflow:auto;background:rgba(20,0,0,.94);color:#ffd7d7;padding:2rem;font:14px/1.5 monospace;white-space:pre-wrap"><strong>Build failed — fix the file and save; the page reloads by itself.</strong>
` + html.EscapeString(d.lastErr.Error()) + `</div>`
	}
	return overlay + fmt.Sprintf(`<script>(function(){var v=%d;var es=new EventSource("/__gosaurus/events");es.onmessage=function(e){if(+e.data!==v)location.reload()};})();</script>`, d.version)
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
		v, ch := d.version, d.changed
		d.mu.Unlock()
		fmt.Fprintf(w, "data: %d\n\n", v)
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
			name := e.Name()
			if p != root && (name == "node_modules" || name == "build" || strings.HasPrefix(name, ".")) {
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
	defer os.RemoveAll(d.scratch)
	defer d.cache.Close()
	var timer *time.Timer
	fire := make(chan struct{}, 1)
	for {
		select {
		case <-ctx.Done():
			return nil
		case ev := <-w.Events:
			if ev.Op&fsnotify.Create != 0 {
				if st, err := os.Stat(ev.Name); err == nil && st.IsDir() {
					addTree(ev.Name)
				}
			}
			// Editors save in bursts; rebuild once the burst is over.
			if timer != nil {
				timer.Stop()
			}
			timer = time.AfterFunc(25*time.Millisecond, func() {
				select {
				case fire <- struct{}{}:
				default:
				}
			})
		case <-fire:
			d.rebuild()
			watchOutside() // the config may name other folders now
		case err := <-w.Errors:
			fmt.Fprintf(d.Log, "[gosaurus] watch error: %v\n", err)
		}
	}
}

func (d *Dev) rebuild() {
	start := time.Now()
	res, err := d.build()
	d.mu.Lock()
	d.lastErr = err
	d.version++
	close(d.changed)
	d.changed = make(chan struct{})
	d.mu.Unlock()
	if err != nil {
		fmt.Fprintf(d.Log, "[gosaurus] build failed (still serving the last good build):\n%v\n", err)
		return
	}
	for _, w := range res.Warnings {
		fmt.Fprintf(d.Log, "[gosaurus] warning: %s\n", w)
	}
	fmt.Fprintf(d.Log, "[gosaurus] rebuilt %d pages (%d rendered) in %d ms\n", res.Pages, res.Rendered, time.Since(start).Milliseconds())
}
