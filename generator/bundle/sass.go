package bundle

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"

	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/generator/sitefs"
)

// sassFile matches the stylesheets docusaurus-plugin-sass compiles.
const sassFile = `\.s[ac]ss$`

var sassFileRE = regexp.MustCompile(sassFile)

// Sass compiles .scss and .sass files with the site's own sass package, as
// docusaurus-plugin-sass does through sass-loader. sass is JavaScript (compiled from Dart), so
// it runs in one Node process, started on the first file and kept until Close.
type Sass struct {
	SiteDir string
	// Readable is what the stylesheets may read: sass reads the partials itself, so their
	// paths are checked once it has (nil: any file).
	Readable *sitefs.Readable

	mu     sync.Mutex
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    *bufio.Reader
	err    error // why the process could not start; every later file fails with it
	cache  map[string]string
	loaded map[string]bool // every file the compiled stylesheets read, partials included
}

// sassServer compiles one file per line of stdin ({"file"}) and answers one line of JSON
// ({"css"} or {"error"}). `~pkg/x` imports resolve in node_modules, as sass-loader's do.
const sassServer = `
const path = require('path'), url = require('url'), readline = require('readline');
const siteDir = process.argv[1];
let sass;
try { sass = require(require.resolve('sass', {paths: [siteDir]})); }
catch (e) { process.stdout.write(JSON.stringify({missing: true}) + '\n'); process.exit(0); }
process.stdout.write(JSON.stringify({ready: true}) + '\n');
const modules = path.join(siteDir, 'node_modules');
const tilde = {findFileUrl(u) { return u.startsWith('~') ? url.pathToFileURL(path.join(modules, u.slice(1))) : null; }};
readline.createInterface({input: process.stdin}).on('line', line => {
  const {file} = JSON.parse(line);
  let reply;
  try {
    const r = sass.compile(file, {loadPaths: [path.dirname(file), siteDir, modules], importers: [tilde], style: 'expanded', logger: sass.Logger.silent});
    reply = {css: r.css, loaded: r.loadedUrls.filter(u => u.protocol === 'file:').map(u => url.fileURLToPath(u))};
  } catch (e) { reply = {error: String(e.message || e).split('\n')[0]}; }
  process.stdout.write(JSON.stringify(reply) + '\n');
});
`

// CSS returns the CSS of a .scss or .sass file.
func (s *Sass) CSS(file string) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if css, ok := s.cache[file]; ok {
		return css, nil
	}
	if s.cmd == nil && s.err == nil {
		s.err = s.start()
	}
	if s.err != nil {
		return "", fmt.Errorf("%s: %w", rel(s.SiteDir, file), s.err)
	}
	req, _ := json.Marshal(map[string]string{"file": file})
	var reply struct {
		CSS, Error string
		Loaded     []string
	}
	if _, err := s.in.Write(append(req, '\n')); err != nil {
		return "", fmt.Errorf("%s: the sass process stopped: %v", rel(s.SiteDir, file), err)
	}
	line, err := s.out.ReadBytes('\n')
	if err == nil {
		err = json.Unmarshal(line, &reply)
	}
	if err != nil {
		return "", fmt.Errorf("%s: the sass process stopped: %v", rel(s.SiteDir, file), err)
	}
	if reply.Error != "" {
		return "", fmt.Errorf("%s: sass: %s", rel(s.SiteDir, file), reply.Error)
	}
	for _, f := range reply.Loaded {
		if err := s.Readable.Check(f); err != nil {
			return "", fmt.Errorf("%s: sass: import %w", rel(s.SiteDir, file), err)
		}
	}
	if s.cache == nil {
		s.cache, s.loaded = map[string]string{}, map[string]bool{}
	}
	s.cache[file] = reply.CSS
	for _, f := range reply.Loaded {
		s.loaded[f] = true
	}
	return reply.CSS, nil
}

func (s *Sass) start() error {
	node, err := exec.LookPath("node")
	if err != nil {
		return fmt.Errorf("Sass stylesheets are compiled with the site's sass package, which needs Node.js; install Node.js (and run npm install in the site folder)")
	}
	cmd := exec.Command(node, "-e", sassServer, s.SiteDir)
	cmd.Dir = s.SiteDir
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	s.cmd, s.in, s.out = cmd, in, bufio.NewReader(out)
	var hello struct{ Ready, Missing bool }
	line, err := s.out.ReadBytes('\n')
	if err == nil {
		err = json.Unmarshal(line, &hello)
	}
	if err != nil || !hello.Ready {
		s.stop()
		if hello.Missing {
			return fmt.Errorf("Sass stylesheets need the sass package; run npm install sass in the site folder")
		}
		return fmt.Errorf("the sass process did not start: %v", err)
	}
	return nil
}

// addInputs adds the files the compiled stylesheets read (their @use'd and @import'ed
// partials, which esbuild never sees) to inputs, so that the build cache sees their edits.
func (s *Sass) addInputs(inputs map[string]bool) {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for f := range s.loaded {
		inputs[f] = true
	}
}

// Close ends the Node process, if one was started.
func (s *Sass) Close() {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.stop()
}

// stop ends the process; the caller holds mu.
func (s *Sass) stop() {
	if s.cmd == nil {
		return
	}
	_ = s.in.Close()
	_ = s.cmd.Wait()
	s.cmd = nil
}

// sassLoader compiles the Sass stylesheets a CSS build reads into CSS.
func (st *pluginState) sassLoader(b api.PluginBuild) {
	b.OnLoad(api.OnLoadOptions{Filter: sassFile}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		css, err := readStylesheet(a.Path, st.in.SiteDir, st.in.Sass, st.in.PostCSS)
		if err != nil {
			return api.OnLoadResult{}, err
		}
		return api.OnLoadResult{Contents: &css, Loader: api.LoaderCSS, ResolveDir: filepath.Dir(a.Path)}, nil
	})
}

// readStylesheet reads a CSS file, or compiles a Sass one with sass, then runs post over it
// (nil for no PostCSS), as Docusaurus runs postcss-loader after sass-loader.
func readStylesheet(file, siteDir string, sass *Sass, post *PostCSS) (string, error) {
	var css string
	if !sassFileRE.MatchString(file) {
		src, err := os.ReadFile(file)
		if err != nil {
			return "", err
		}
		css = string(src)
	} else if sass == nil {
		return "", fmt.Errorf("%s: a Sass stylesheet, which this build cannot compile", rel(siteDir, file))
	} else {
		var err error
		if css, err = sass.CSS(file); err != nil {
			return "", err
		}
	}
	return post.process(file, css)
}

func rel(dir, p string) string {
	if r, err := filepath.Rel(dir, p); err == nil && !strings.HasPrefix(r, "..") {
		return filepath.ToSlash(r)
	}
	return p
}
