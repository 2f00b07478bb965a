package render

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"maps"
	"slices"
	"sync"
)

// Cache keeps what rendering made for the next build of the same site: in memory, the
// runtimes and the pages (the dev server rebuilding after each save); in its Store, if it has
// one, the pages and the colour-mode script (the build cache, for the next process). A page
// is rendered again only when something it depends on changed: the base script and the
// shared modules (every page uses them; a change there starts over), or its own route module.
// Runtimes start only when something has to be rendered.
type Cache struct {
	store    Store
	storeErr error // the first failed Save: the build goes on without that entry

	mu      sync.Mutex
	baseKey string
	pool    Engine
	pages   map[string]Page // path + route module hash → page; only without a store

	// This build's scripts and the store keys it used, set by Use.
	base    []byte
	modules map[string][]byte
	shared  []string // the specifiers of the modules routes share
	workers int
	engine  string
	dir     string // the Node workers' working directory
	used    []string
}

// Store keeps entries between processes; buildcache provides one. RenderAll saves pages
// from several goroutines at once.
type Store interface {
	Load(key string, v any) bool
	Save(key string, v any) error
	// Keep drops every entry but those of keys.
	Keep(keys []string) error
}

// NewCache returns an empty cache; store may be nil, and then the pages stay in memory for
// the next build of the process (the dev server's), or Forget, for a build with neither.
func NewCache(store Store) *Cache { return &Cache{store: store, pages: map[string]Page{}} }

// Forget is the Store of a build that no other build follows and that has no build cache: it
// keeps nothing, so that a page is let go once it is written, and the memory of rendering
// does not grow with the site.
var Forget Store = forget{}

type forget struct{}

func (forget) Load(string, any) bool  { return false }
func (forget) Save(string, any) error { return nil }
func (forget) Keep([]string) error    { return nil }

// Use sets the scripts of this build: base, and modules by specifier, of which routeSpecs are
// the routes' own. n is the number of runtimes (<= 0: one per CPU), engine the Engine's name
// ("": Node when installed), dir the working directory of the site's code in Node: the site
// folder, where Docusaurus is run. The runtimes of the previous build stay when base, the
// shared modules, the engine and dir are the same, with this build's route modules swapped
// in; otherwise the pages of the previous build are forgotten (the runtimes are stopped).
func (c *Cache) Use(base []byte, modules map[string][]byte, routeSpecs []string, n int, engine, dir string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	routes := make(map[string]bool, len(routeSpecs))
	for _, spec := range routeSpecs {
		routes[spec] = true
	}
	var shared []string
	h := sha256.New()
	// The engines write the same pages but for what their Intl knows: goja's dates are
	// English in every locale. A page one rendered is not the other's.
	h.Write([]byte(ResolveEngine(engine) + "\x00"))
	h.Write(base)
	for _, spec := range slices.Sorted(maps.Keys(modules)) {
		if !routes[spec] {
			shared = append(shared, spec)
			h.Write([]byte("\x00" + spec + "\x00"))
			h.Write(modules[spec])
		}
	}
	key := hex.EncodeToString(h.Sum(nil))
	if key != c.baseKey {
		c.baseKey, c.pages = key, map[string]Page{}
		c.stop()
	}
	if engine != c.engine || dir != c.dir {
		c.stop()
	}
	if c.pool != nil {
		c.pool.setModules(modules)
	}
	c.base, c.modules, c.shared, c.workers, c.engine, c.dir, c.used = base, modules, shared, n, engine, dir, nil
}

// runtimes returns the engine, started on first use; c.mu must be held.
func (c *Cache) runtimes() (Engine, error) {
	if c.pool == nil {
		pool, err := newEngine(c.engine, c.base, c.modules, c.shared, c.workers, c.dir)
		if err != nil {
			return nil, err
		}
		c.pool = pool
	}
	return c.pool, nil
}

// stop stops the runtimes, if any; c.mu must be held.
func (c *Cache) stop() {
	if c.pool != nil {
		c.pool.Close()
		c.pool = nil
	}
}

// EngineName is the name of the engine that rendered, "" when none had to start.
func (c *Cache) EngineName() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.pool == nil {
		return ""
	}
	return c.pool.Name()
}

// Close stops the runtimes, which a later build starts again.
func (c *Cache) Close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.stop()
}

// ColorModeScript is the engine's ColorModeScript, kept in the store.
func (c *Cache) ColorModeScript(opts map[string]any) (string, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	o, _ := json.Marshal(opts)
	key := "script\x00" + c.baseKey + "\x00" + string(o)
	c.used = append(c.used, key)
	var script string
	if c.store != nil && c.store.Load(key, &script) {
		return script, nil
	}
	pool, err := c.runtimes()
	if err != nil {
		return "", err
	}
	if script, err = pool.ColorModeScript(opts); err != nil {
		return "", err
	}
	c.save(key, script)
	return script, nil
}

// RenderAll is RenderAll with the cache's engine, for the pages this cache does not hold; it
// hands the others to emit first. It returns how many pages of routes it rendered: the
// not-found page (path "") is no route, as the build's count of pages has none. Use must have
// been called for this build. A route's script is dropped from the build's modules once its pages
// are emitted: the scripts hold every page's data, which need not stay to the end.
func (c *Cache) RenderAll(paths, specs []string, emit func(i int, page Page) error) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	keys := make([]string, len(paths))
	var missingPaths, missingSpecs []string
	var missing []int // indexes of the pages the cache does not hold
	kept := make(map[string]Page, len(paths))
	pending := make(map[string]int, len(specs)) // pages of each script not yet emitted
	for _, spec := range specs {
		pending[spec]++
	}
	var pendingMu sync.Mutex
	emitted := func(spec string) {
		pendingMu.Lock()
		defer pendingMu.Unlock()
		if pending[spec]--; pending[spec] > 0 {
			return
		}
		if c.pool != nil {
			c.pool.forget(spec) // under the engine's lock: it reads the modules as it renders
		} else {
			delete(c.modules, spec)
		}
	}
	for i, p := range paths {
		sum := sha256.Sum256(c.modules[specs[i]])
		keys[i] = p + "\x00" + hex.EncodeToString(sum[:])
		c.used = append(c.used, c.storeKey(keys[i]))
		page, ok := c.pages[keys[i]]
		if !ok && c.store != nil {
			ok = c.store.Load(c.storeKey(keys[i]), &page)
		}
		if !ok {
			missing = append(missing, i)
			missingPaths, missingSpecs = append(missingPaths, p), append(missingSpecs, specs[i])
			continue
		}
		if c.store == nil {
			kept[keys[i]] = page
		}
		if err := emit(i, page); err != nil {
			return 0, err
		}
		emitted(specs[i])
	}
	if len(missing) > 0 {
		pool, err := c.runtimes()
		if err != nil {
			return 0, err
		}
		var mu sync.Mutex // for kept and c.storeErr
		err = RenderAll(pool, missingPaths, missingSpecs, func(j int, page Page) error {
			i := missing[j]
			if c.store == nil {
				mu.Lock()
				kept[keys[i]] = page
				mu.Unlock()
			} else {
				// Encoded and stored outside mu (the store orders its own writes): under it,
				// every page's encoding waited for the one before, on one core at a time.
				mu.Lock()
				failed := c.storeErr != nil
				mu.Unlock()
				if !failed {
					if err := c.store.Save(c.storeKey(keys[i]), page); err != nil {
						mu.Lock()
						if c.storeErr == nil {
							c.storeErr = err
						}
						mu.Unlock()
					}
				}
			}
			if err := emit(i, page); err != nil {
				return err
			}
			emitted(specs[i])
			return nil
		})
		if err != nil {
			return 0, err
		}
	}
	// Only this build's pages stay, so the cache does not grow with every save. With a store
	// they stay there, not in memory.
	c.pages = kept
	if c.store != nil && c.storeErr == nil {
		c.storeErr = c.store.Keep(c.used)
	}
	rendered := 0
	for _, i := range missing {
		if paths[i] != "" {
			rendered++
		}
	}
	return rendered, nil
}

// save puts an entry in the store, if there is one; c.mu must be held.
func (c *Cache) save(key string, v any) {
	if c.store != nil && c.storeErr == nil {
		c.storeErr = c.store.Save(key, v)
	}
}

// StoreErr is the first error of the store, which the build reports as a warning.
func (c *Cache) StoreErr() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.storeErr
}

func (c *Cache) storeKey(pageKey string) string { return "page\x00" + c.baseKey + "\x00" + pageKey }
