package bundle

import (
	"encoding/json"
	"fmt"
	"sync"

	"github.com/evanw/esbuild/pkg/api"
)

// Contexts keeps esbuild build contexts from one build of a site to the next, as the dev
// server rebuilds after each save: a context's rebuild parses again only the files (and
// generated modules) whose contents changed, where a new build parses the theme, React and
// every route module. A build whose options differ from the kept context's (another set of
// routes, base URL or stylesheet list) replaces it.
type Contexts struct {
	mu   sync.Mutex
	kept map[string]*kept // by role: "browser", "css", "server", "modules-0", …
}

type kept struct {
	key string // the build options it was made with, plugins aside
	ctx api.BuildContext
	st  *pluginState // what its plugins read, set before each rebuild
	// last is what its last build read, lastResult and lastNote that build's result and
	// note, for buildOrReuse; nil otherwise.
	last       *reads
	lastResult *api.BuildResult
	lastNote   any
}

// pluginState is what the plugins of a build read. The plugins of a kept context live as
// long as the context, so each rebuild sets the state of the build at hand.
type pluginState struct {
	in  *Input
	css *cssCollector // the browser build's
	ext *externals    // the route scripts'
	// imports are the build's imports among markdown files (see markdownCycles), made
	// afresh for each build by buildOrReuse.
	imports *markdownImports
}

// NewContexts returns an empty set of contexts.
func NewContexts() *Contexts { return &Contexts{kept: map[string]*kept{}} }

// Dispose ends every kept context.
func (c *Contexts) Dispose() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for role, k := range c.kept {
		k.ctx.Dispose()
		delete(c.kept, role)
	}
}

// build runs opts with the plugins that plugins makes, after readCheck: once, when c is nil,
// else as a rebuild of the context kept for role.
func (c *Contexts) build(role string, opts api.BuildOptions, st pluginState, plugins func(*pluginState) []api.Plugin) api.BuildResult {
	if c == nil {
		opts.Plugins = withReadCheck(&st, plugins)
		return api.Build(opts)
	}
	key, err := optionsKey(opts)
	if err != nil {
		return api.BuildResult{Errors: []api.Message{{Text: err.Error()}}}
	}
	return c.rebuild(role, key, opts, st, plugins)
}

// rebuild is build's rebuild of the context kept for role, whose options have the key key.
func (c *Contexts) rebuild(role, key string, opts api.BuildOptions, st pluginState, plugins func(*pluginState) []api.Plugin) api.BuildResult {
	c.mu.Lock()
	k := c.kept[role]
	if k == nil || k.key != key {
		c.drop(role)
		k = &kept{key: key, st: &pluginState{}}
		opts.Plugins = withReadCheck(k.st, plugins)
		ctx, cerr := api.Context(opts)
		if cerr != nil {
			c.mu.Unlock()
			return api.BuildResult{Errors: cerr.Errors}
		}
		k.ctx = ctx
		c.kept[role] = k
	}
	c.mu.Unlock()
	// Builds of different roles may run side by side; one role is built by one caller at a
	// time.
	*k.st = st
	return k.ctx.Rebuild()
}

// optionsKey is opts as a string: a context is rebuilt only with the options it was made
// with. opts has no plugins yet; they are set when the context is made.
func optionsKey(opts api.BuildOptions) (string, error) {
	key, err := json.Marshal(opts)
	if err != nil {
		return "", fmt.Errorf("esbuild options: %v", err)
	}
	return string(key), nil
}

// dropFrom ends the contexts of roles prefix+i for i from first on, which a smaller site no
// longer builds.
func (c *Contexts) dropFrom(prefix string, first int) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for i := first; c.kept[fmt.Sprint(prefix, i)] != nil; i++ {
		c.drop(fmt.Sprint(prefix, i))
	}
}

func (c *Contexts) drop(role string) {
	if k := c.kept[role]; k != nil {
		k.ctx.Dispose()
		delete(c.kept, role)
	}
}
