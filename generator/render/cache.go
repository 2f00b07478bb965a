package render

import (
	"crypto/sha256"
	"encoding/hex"
	"maps"
	"slices"
	"sync"
)

// Cache keeps the runtimes and the rendered pages of one build for the next, as the dev server
// rebuilds after each save. A page is rendered again only when something it depends on
// changed: the base script and the shared modules (every page uses them; a change there starts
// over), or its own route module.
type Cache struct {
	mu      sync.Mutex
	baseKey string
	pool    *Pool
	pages   map[string]Page // path + route module hash → page
}

// NewCache returns an empty cache.
func NewCache() *Cache { return &Cache{pages: map[string]Page{}} }

// Pool returns runtimes loaded with base: those of the previous build when base and the shared
// modules (every module but routeSpecs) are the same, with this build's route modules swapped
// in; else new ones, and the pages of the previous build are forgotten.
func (c *Cache) Pool(base []byte, modules map[string][]byte, routeSpecs []string, n int) (*Pool, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	routes := make(map[string]bool, len(routeSpecs))
	for _, spec := range routeSpecs {
		routes[spec] = true
	}
	h := sha256.New()
	h.Write(base)
	for _, spec := range slices.Sorted(maps.Keys(modules)) {
		if !routes[spec] {
			h.Write([]byte("\x00" + spec + "\x00"))
			h.Write(modules[spec])
		}
	}
	key := hex.EncodeToString(h.Sum(nil))
	if c.pool != nil && key == c.baseKey {
		c.pool.modules = modules
		return c.pool, nil
	}
	pool, err := NewPool(base, modules, n)
	if err != nil {
		return nil, err
	}
	c.pool, c.baseKey, c.pages = pool, key, map[string]Page{}
	return pool, nil
}

// RenderAll is pool.RenderAll for the pages this cache does not hold; pool must come from Pool.
// It also returns how many pages it rendered.
func (c *Cache) RenderAll(pool *Pool, paths, specs []string) ([]Page, int, error) {
	keys := make([]string, len(paths))
	pages := make([]Page, len(paths))
	var missingPaths, missingSpecs []string
	var missing []int // indexes of the pages the cache does not hold
	c.mu.Lock()
	for i, p := range paths {
		sum := sha256.Sum256(pool.modules[specs[i]])
		keys[i] = p + "\x00" + hex.EncodeToString(sum[:])
		if page, ok := c.pages[keys[i]]; ok {
			pages[i] = page
			continue
		}
		missing = append(missing, i)
		missingPaths, missingSpecs = append(missingPaths, p), append(missingSpecs, specs[i])
	}
	c.mu.Unlock()
	rendered, err := pool.RenderAll(missingPaths, missingSpecs)
	if err != nil {
		return nil, 0, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for j, i := range missing {
		pages[i] = rendered[j]
	}
	// Keep only this build's pages, so the cache does not grow with every save.
	c.pages = make(map[string]Page, len(paths))
	for i, k := range keys {
		c.pages[k] = pages[i]
	}
	return pages, len(missing), nil
}
