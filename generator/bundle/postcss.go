package bundle

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/generator/jsrt"
	"gosaurus/generator/sitefs"
	"gosaurus/plugins/plugin"
)

// PostCSS runs the site's PostCSS over the site's own stylesheets before esbuild bundles them,
// as Docusaurus's postcss-loader does: with the plugins of the site's PostCSS config file
// (ConfigFile), then those the site's plugins' configurePostCss put in the options (Configure,
// in their order, from {ident: 'postcss', plugins: []}), as postcss-loader merges them. It runs
// in Node, one process that makes the processor at the first stylesheet and keeps it for every
// stylesheet after (Tailwind's setup takes seconds): the config's process, where the plugins'
// instances are (Node), or one of its own for a config file alone (Node nil). Stylesheets of
// the theme and of packages (in node_modules) are bundled as they are: they are built CSS.
type PostCSS struct {
	SiteDir    string
	Node       plugin.NodeProcess
	Key        string // what Node keeps the processor under: one per locale's build
	Configure  []func(key string) error
	ConfigFile string // "" for none
	// Readable is what the stylesheets may read: the files PostCSS reports it read (an
	// @import postcss-import inlined) are checked once it has, as Sass's partials are (nil: any
	// file).
	Readable *sitefs.Readable

	mu    sync.Mutex
	ready bool
	err   error                     // why the processor could not be made; every file fails with it
	own   string                    // the folder of the process of its own, removed by Close
	done  map[[32]byte]postcssReply // by file and text: a CSS module is read by three builds
	deps  map[string]bool           // files PostCSS read besides the stylesheets (Tailwind's sources)
}

type postcssReply struct {
	CSS   string   `json:"css"`
	Deps  []string `json:"deps"`
	Error string   `json:"error"`
	File  string   `json:"file"`
	Line  int      `json:"line"`
	Col   int      `json:"column"`
}

// postcssTimeout bounds one call into Node: making the processor may scan a large site's
// sources (Tailwind's), and so may processing the stylesheet that asks for its utilities.
const postcssTimeout = 5 * time.Minute

// PostCSSConfigFile is the site's PostCSS config file, "" for none: the first of the names
// postcss-load-config looks for in the site folder, package.json's "postcss" key first.
func PostCSSConfigFile(siteDir string) string {
	if data, err := os.ReadFile(filepath.Join(siteDir, "package.json")); err == nil {
		var pkg struct {
			PostCSS json.RawMessage `json:"postcss"`
		}
		if json.Unmarshal(data, &pkg) == nil && len(pkg.PostCSS) > 0 {
			return filepath.Join(siteDir, "package.json")
		}
	}
	for _, name := range []string{".postcssrc", ".postcssrc.json", ".postcssrc.js", ".postcssrc.cjs", ".postcssrc.mjs",
		"postcss.config.js", "postcss.config.cjs", "postcss.config.mjs"} {
		if p := filepath.Join(siteDir, name); sitefs.IsFile(p) {
			return p
		}
	}
	return ""
}

// takes reports whether PostCSS runs over file: a stylesheet of the site's, not a package's.
func (p *PostCSS) takes(file string) bool {
	if p == nil {
		return false
	}
	r, err := filepath.Rel(p.SiteDir, file)
	return err == nil && !strings.HasPrefix(r, "..") && !strings.Contains(filepath.ToSlash(r)+"/", "node_modules/")
}

// process runs PostCSS over css, the text of file (compiled already where it is Sass), where
// PostCSS takes the file.
func (p *PostCSS) process(file, css string) (string, error) {
	if !p.takes(file) {
		return css, nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	key := sha256.Sum256([]byte(file + "\x00" + css))
	if r, ok := p.done[key]; ok {
		return r.CSS, nil
	}
	if !p.ready {
		p.ready, p.done, p.deps = true, map[[32]byte]postcssReply{}, map[string]bool{}
		p.err = p.start()
	}
	if p.err != nil {
		return "", fmt.Errorf("%s: PostCSS: %w", rel(p.SiteDir, file), p.err)
	}
	var r postcssReply
	if err := p.call(map[string]any{"key": p.Key, "file": file, "css": css}, &r); err != nil {
		return "", fmt.Errorf("%s: PostCSS: %w", rel(p.SiteDir, file), err)
	}
	if r.Error != "" {
		at := rel(p.SiteDir, file)
		if r.File != "" {
			at = rel(p.SiteDir, r.File)
		}
		if r.Line > 0 {
			at = fmt.Sprintf("%s:%d:%d", at, r.Line, r.Col)
		}
		return "", fmt.Errorf("%s: PostCSS: %s", at, r.Error)
	}
	for _, f := range r.Deps {
		// A 'dependency' may name a folder; and Tailwind scans the site's sources, environment
		// files among them (a code example's .env): what it took of those is a class name, and
		// they are no input of the build.
		if !sitefs.IsFile(f) || p.Readable.Secret(f) {
			continue
		}
		if err := p.Readable.Check(f); err != nil {
			return "", fmt.Errorf("%s: PostCSS: read %w", rel(p.SiteDir, file), err)
		}
		p.deps[f] = true
	}
	p.done[key] = r
	return r.CSS, nil
}

// start makes the processor in Node: the options, each plugin's configurePostCss on them,
// then PostCSS with them and the config file's.
func (p *PostCSS) start() error {
	if p.Node == nil {
		node, dir, err := jsrt.NewHelperProcess() // no config is needed
		if err != nil {
			return err
		}
		p.Node, p.own = node, dir
	}
	// A process of its own works from the site folder, as the config's does and Docusaurus's:
	// Tailwind 3 finds its content globs from there.
	if err := p.call(map[string]any{"key": p.Key, "start": true, "chdir": p.own != "", "siteDir": p.SiteDir}, nil); err != nil {
		return err
	}
	for _, c := range p.Configure {
		if err := c(p.Key); err != nil {
			return err
		}
	}
	return p.call(map[string]any{"key": p.Key, "siteDir": p.SiteDir, "configFile": p.ConfigFile}, nil)
}

// call calls postcssNode with arg and decodes what it returned into out, unless out is nil.
func (p *PostCSS) call(arg map[string]any, out any) error {
	res, err := p.Node.CallWith("", postcssNode, []any{arg}, postcssTimeout)
	if err != nil || out == nil {
		return err
	}
	data, err := json.Marshal(res[0])
	if err != nil {
		return err
	}
	return json.Unmarshal(data, out)
}

// addInputs adds the files PostCSS read to inputs, so that the build cache sees their edits:
// a page's new Tailwind class changes the stylesheet. The config file is read by Node, which
// esbuild does not see either.
func (p *PostCSS) addInputs(inputs map[string]bool) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	for f := range p.deps {
		inputs[f] = true
	}
	if p.ConfigFile != "" && p.ready {
		inputs[p.ConfigFile] = true
	}
}

// Close ends the Node process of its own, if one was started; the config's is the config's to
// end.
func (p *PostCSS) Close() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.own != "" {
		p.Node.Close()
		os.RemoveAll(p.own)
		p.own = ""
	}
}

// postcssNode is the helper (see jsrt.NodeCalls.CallWith) that runs PostCSS in Node, keeping
// what it makes at state[arg.key]: {start} sets the options Docusaurus hands the plugins'
// configurePostCss; {siteDir, configFile} makes the processor of the config file's plugins and
// the options' with the site's postcss, merged as postcss-loader merges them (a plugin of a
// name twice is the later one; {name: false} drops one); {file, css} processes a stylesheet
// and returns {css, deps} (the files of 'dependency' messages), or where PostCSS failed
// {error, file, line, column}. The config file is read with the site's postcss-load-config
// where it is installed, else as postcss-load-config reads it (JSON or a module, whose
// function is called with the context).
const postcssNode = `async (_, arg, {state, require}) => {
  const path = require('path'), fs = require('fs'), url = require('url');
  if (arg.start) {
    if (arg.chdir) process.chdir(arg.siteDir);
    state[arg.key] = {options: {ident: 'postcss', plugins: []}};
    return;
  }
  const s = state[arg.key];
  if (arg.file) {
    if (!s.processor) return {css: arg.css, deps: []};
    try {
      const r = await s.processor.process(arg.css, {...s.processOptions, from: arg.file, to: arg.file});
      return {css: r.css, deps: r.messages.filter((m) => m.type === 'dependency').map((m) => m.file)};
    } catch (e) {
      if (e.name === 'CssSyntaxError') return {error: e.reason, file: e.file, line: e.line, column: e.column};
      return {error: String((e && e.message) || e).split('\n')[0]};
    }
  }
  const req = require('module').createRequire(path.join(arg.siteDir, 'package.json'));
  let postcss;
  try { postcss = req('postcss'); } catch (e) {
    throw new Error('the site has PostCSS plugins, which need the postcss package; run npm install postcss in the site folder');
  }
  let fromFile = {plugins: undefined, options: {}};
  if (arg.configFile) {
    const ctx = {cwd: arg.siteDir, env: process.env.NODE_ENV || 'production', mode: 'production', options: {}};
    let loadConfig;
    try { loadConfig = req('postcss-load-config'); } catch (e) {}
    if (loadConfig) {
      const r = await loadConfig(ctx, path.dirname(arg.configFile));
      fromFile = {plugins: r.plugins, options: r.options};
    } else {
      let c;
      if (path.basename(arg.configFile) === 'package.json') c = JSON.parse(fs.readFileSync(arg.configFile, 'utf8')).postcss;
      else if (/\.[cm]?js$/.test(arg.configFile)) {
        try { c = req(arg.configFile); } catch (e) {
          if (e.code !== 'ERR_REQUIRE_ESM') throw e;
          c = await import(url.pathToFileURL(arg.configFile).href);
        }
        if (c && typeof c === 'object' && 'default' in c) c = c.default;
      } else c = JSON.parse(fs.readFileSync(arg.configFile, 'utf8'));
      if (typeof c === 'function') c = await c(ctx);
      const {plugins, ...options} = c || {};
      fromFile = {plugins, options};
    }
  }
  const list = new Map();
  for (const plugins of [fromFile.plugins, s.options.plugins]) {
    if (!plugins) continue;
    if (!Array.isArray(plugins)) {
      for (const [name, o] of Object.entries(plugins)) o === false ? list.delete(name) : list.set(name, o);
      continue;
    }
    for (const p of plugins) {
      const keys = p && typeof p === 'object' && !Array.isArray(p) ? Object.keys(p) : [];
      if (Array.isArray(p)) list.set(p[0], p[1]);
      else if (keys.length === 1 && p[keys[0]] !== null && ['object', 'boolean'].includes(typeof p[keys[0]])) {
        p[keys[0]] === false ? list.delete(keys[0]) : list.set(keys[0], p[keys[0]]);
      } else if (p) list.set(p);
    }
  }
  const loaded = [...list].map(([p, o]) => {
    if (typeof p !== 'string') return p;
    let m = req(p);
    if (m.default) m = m.default;
    return !o || Object.keys(o).length === 0 ? m : m(o);
  });
  const {plugins: _p, config: _c, ...fromOptions} = s.options;
  const processOptions = {map: false, ...fromFile.options, ...fromOptions};
  for (const k of ['parser', 'stringifier', 'syntax']) {
    if (typeof processOptions[k] === 'string') processOptions[k] = req(processOptions[k]);
  }
  // Options without plugins leave a stylesheet as it is (Docusaurus's own postcss-preset-env
  // aside), so PostCSS need not parse it.
  s.processor = loaded.length > 0 ? postcss(loaded) : null;
  s.processOptions = processOptions;
}`

// postCSSLoader runs PostCSS over the site's plain stylesheets that a CSS build reads (its CSS
// and Sass modules, and its Sass stylesheets, run through it where they are compiled).
// A kept context's plugins are set up before its first build's state is set, so the loader
// asks whether the build at hand has PostCSS once it loads a file.
func (st *pluginState) postCSSLoader(b api.PluginBuild) {
	b.OnLoad(api.OnLoadOptions{Filter: `\.css$`, Namespace: "file"}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		if !st.in.PostCSS.takes(a.Path) {
			return api.OnLoadResult{}, nil
		}
		css, err := readStylesheet(a.Path, st.in.SiteDir, nil, st.in.PostCSS)
		if err != nil {
			return api.OnLoadResult{}, err
		}
		return api.OnLoadResult{Contents: &css, Loader: api.LoaderCSS, ResolveDir: filepath.Dir(a.Path)}, nil
	})
}
