package bundle

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/generator/jsrt"
	"gosaurus/generator/sitefs"
)

// NodeLoaders runs the webpack loaders of plugins' module rules that the bundler does not have
// (a site's own loader file, a loader package) in Node, as webpack runs them: a file the rule
// matches is read, handed through its loaders last to first with webpack's loader context,
// and what the first returns is the module's JavaScript. One Node process of its own serves
// every file of a build, started at the first; Close ends it.
type NodeLoaders struct {
	SiteDir string
	// Development is webpack's mode for the loaders (this.mode): "development" for the dev
	// server's builds, else "production".
	Development bool
	// Readable is what the loaders may read besides the file (their addDependency calls),
	// checked as the stylesheets' reads are (nil: any file).
	Readable *sitefs.Readable

	mu   sync.Mutex
	node *jsrt.NodeCalls
	own  string              // the folder of its process's stub, removed by Close
	done map[[32]byte]string // by rule, file, query and text: the bundle reads a file twice
	deps map[string]bool     // files the loaders read besides those they load
}

// nodeLoaderTimeout bounds one file's trip through its loaders.
const nodeLoaderTimeout = 2 * time.Minute

type nodeLoaderReply struct {
	Code     string   `json:"code"`
	Deps     []string `json:"deps"`
	Warnings []string `json:"warnings"`
	Error    string   `json:"error"`
}

// load loads file (imported with query) through the loaders of rule.
func (n *NodeLoaders) load(rule *Rule, file, query string) (api.OnLoadResult, error) {
	if n == nil {
		return api.OnLoadResult{}, fmt.Errorf("%s: its loaders run in Node, which this build has not set up", rule.Source)
	}
	src, err := os.ReadFile(file)
	if err != nil {
		return api.OnLoadResult{}, err
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	key := sha256.Sum256([]byte(rule.Source + "\x00" + file + "\x00" + query + "\x00" + string(src)))
	if code, ok := n.done[key]; ok {
		return api.OnLoadResult{Contents: &code, Loader: jsrt.CodeLoader(file)}, nil
	}
	if !jsrt.NodeAvailable() {
		return api.OnLoadResult{}, fmt.Errorf("%s: %s: its loader %s runs in Node, which is not installed", rel(n.SiteDir, file), rule.Source, rule.Loaders[0].Loader)
	}
	if n.node == nil {
		node, dir, err := jsrt.NewHelperProcess() // the loaders need no config
		if err != nil {
			return api.OnLoadResult{}, err
		}
		n.node, n.own = node, dir
		n.done, n.deps = map[[32]byte]string{}, map[string]bool{}
	}
	mode := "production"
	if n.Development {
		mode = "development"
	}
	res, err := n.node.CallWith("", nodeLoaderRun, []any{map[string]any{"siteDir": n.SiteDir, "file": file, "query": query,
		"loaders": rule.Loaders, "mode": mode}}, nodeLoaderTimeout)
	if err != nil {
		return api.OnLoadResult{}, fmt.Errorf("%s: %s: %w", rel(n.SiteDir, file), rule.Source, err)
	}
	var r nodeLoaderReply
	if data, err := json.Marshal(res[0]); err != nil {
		return api.OnLoadResult{}, err
	} else if err := json.Unmarshal(data, &r); err != nil {
		return api.OnLoadResult{}, err
	}
	if r.Error != "" {
		return api.OnLoadResult{}, fmt.Errorf("%s: %s: %s", rel(n.SiteDir, file), rule.Source, r.Error)
	}
	for _, f := range r.Deps {
		if f == file || !sitefs.IsFile(f) {
			continue
		}
		if err := n.Readable.Check(f); err != nil {
			return api.OnLoadResult{}, fmt.Errorf("%s: %s: read %w", rel(n.SiteDir, file), rule.Source, err)
		}
		n.deps[f] = true
	}
	n.done[key] = r.Code
	var warnings []api.Message
	for _, w := range r.Warnings {
		warnings = append(warnings, api.Message{Text: strings.TrimSpace(w)})
	}
	// Code in the language of a code file (a loader that rewrites a .tsx file gives TSX).
	return api.OnLoadResult{Contents: &r.Code, Loader: jsrt.CodeLoader(file), WatchFiles: r.Deps, Warnings: warnings}, nil
}

// addInputs adds the files the loaders read to inputs, so that the build cache sees their
// edits.
func (n *NodeLoaders) addInputs(inputs map[string]bool) {
	if n == nil {
		return
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	for f := range n.deps {
		inputs[f] = true
	}
}

// Close ends the Node process, if one was started.
func (n *NodeLoaders) Close() {
	if n == nil {
		return
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.node != nil {
		n.node.Close()
		_ = os.RemoveAll(n.own)
		n.node, n.own = nil, ""
	}
}

// nodeLoaderRun is the Node side: the loaders of one file, resolved from the site folder as
// webpack's resolveLoader does, called last to first with the part of webpack's loader
// context that loaders use (options, the file's paths, async callbacks, dependencies,
// resolve, warnings). A raw loader gets a Buffer. emitFile is refused: gosaurus writes the
// build's files itself.
const nodeLoaderRun = `async (_, {siteDir, file, query, loaders, mode}, {require}) => {
  const path = require('node:path'), fs = require('node:fs'), url = require('node:url'), qs = require('node:querystring');
  const req = require('node:module').createRequire(path.join(siteDir, 'package.json'));
  const deps = new Set([file]), warnings = [];
  const load = async (spec) => {
    const file = path.isAbsolute(spec) ? spec : req.resolve(spec.startsWith('.') ? path.resolve(siteDir, spec) : spec);
    let m;
    try { m = req(file); } catch (e) {
      if (e.code !== 'ERR_REQUIRE_ESM') throw e;
      m = await import(url.pathToFileURL(file).href);
    }
    const fn = typeof m === 'function' ? m : m && m.default;
    if (typeof fn !== 'function') throw new Error('the loader ' + spec + ' exports no function');
    return {fn, raw: fn.raw || (m && m.raw)};
  };
  try {
    let content = fs.readFileSync(file);
    const list = loaders.map((l) => {
      const [spec, q] = l.loader.split(/\?(.*)/s);
      let options = l.options == null ? undefined : l.options;
      if (options === undefined && q) options = q.startsWith('{') ? JSON.parse(q) : qs.parse(q);
      return {spec, options: options === undefined ? {} : options, request: l.loader};
    });
    for (let i = list.length - 1; i >= 0; i--) {
      const {fn, raw} = await load(list[i].spec);
      const input = raw ? Buffer.from(content) : Buffer.isBuffer(content) ? content.toString('utf8') : content;
      content = await new Promise((resolve, reject) => {
        let async = false, done = false;
        const callback = (err, out) => {
          if (done) return;
          done = true;
          err ? reject(err) : resolve(out);
        };
        const resolver = (context, request, cb) => {
          const p = new Promise((ok, fail) => {
            try { ok(req.resolve(request, {paths: [context]})); } catch (e) { fail(e); }
          });
          if (!cb) return p;
          p.then((r) => cb(null, r), (e) => cb(e));
        };
        const ctx = {
          version: 2, webpack: true, mode, target: 'web', sourceMap: false, hot: false,
          resourcePath: file, resourceQuery: query, resource: file + query, context: path.dirname(file), rootContext: siteDir,
          query: list[i].options, getOptions: () => list[i].options, request: list.map((l) => l.request).concat(file + query).join('!'),
          loaders: list.map((l) => ({request: l.request, path: l.spec, query: '', options: l.options})), loaderIndex: i,
          data: {}, fs, cacheable() {}, addDependency: (f) => deps.add(f), dependency: (f) => deps.add(f),
          addContextDependency() {}, addMissingDependency() {}, clearDependencies() {},
          getDependencies: () => [...deps], getContextDependencies: () => [], getMissingDependencies: () => [],
          emitWarning: (w) => warnings.push(list[i].request + ': ' + String((w && w.message) || w)),
          emitError: (e) => warnings.push(list[i].request + ': ' + String((e && e.message) || e)),
          emitFile() { throw new Error('emitFile is not supported: gosaurus writes the build\'s files'); },
          getLogger: () => ({info() {}, log() {}, debug() {}, trace() {}, warn: (m) => warnings.push(String(m)), error: (m) => warnings.push(String(m))}),
          resolve: resolver, getResolve: () => resolver,
          async() { async = true; return callback; }, callback,
        };
        try {
          const out = fn.call(ctx, input, undefined, undefined);
          if (out && typeof out.then === 'function') out.then((v) => callback(null, v), callback);
          else if (!async && !done) callback(null, out);
        } catch (e) { callback(e); }
      });
    }
    const code = Buffer.isBuffer(content) ? content.toString('utf8') : String(content);
    return {code, deps: [...deps], warnings};
  } catch (e) {
    return {error: String((e && e.message) || e).split('\n')[0]};
  }
}`
