package jsrt

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/evanw/esbuild/pkg/api"
)

//go:embed node/evaluate.mjs
var evaluateModule []byte

// RequireInterop is the source of a JavaScript function that, given Node's Module class, makes
// require() of an ES module by the site's own code give what Docusaurus's loader gives (see
// node/interop.js). Every Node script of gosaurus that loads the site's code runs it first.
//
//go:embed node/interop.js
var RequireInterop string

// evaluateScript is node/evaluate.mjs after RequireInterop: its imports are hoisted, so the
// hook is in place before the config loads.
var evaluateScript = append([]byte("import gosaurusModule from 'node:module';\n("+RequireInterop+")(gosaurusModule);\n"), evaluateModule...)

// NodeTimeout bounds a config's evaluation in Node: its packages load there at Node's speed,
// so this is wall time with room for a busy machine.
const NodeTimeout = 60 * time.Second

// Evaluated is the value a config or sidebars file exports, as plain data.
type Evaluated struct {
	Value   any                 // JSON-compatible data, as Plain gives
	Dropped []string            // key paths of the functions left out, sorted
	Order   map[string][]string // the keys of each object in written order, as KeyOrder gives
	// Modules are the files of the modules that export the functions left out (as their
	// module.exports or exports.default), by key path, where Node knew it.
	Modules map[string]string
}

// NodeAvailable reports whether a `node` executable is on the PATH.
func NodeAvailable() bool {
	_, err := exec.LookPath("node")
	return err == nil
}

// EvaluateInNode runs file (a config or sidebars file, in any syntax the embedded loader takes)
// in Node and returns its exported value; with call, an exported function is called and its
// result used. It serves the files that need more of Node than the embedded runtime offers,
// such as packages that build streams or promisify functions when they load.
func EvaluateInNode(file string, call bool, env map[string]string) (*Evaluated, error) {
	how := ""
	if call {
		how = "call"
	}
	value, err := runEvaluate(file, how, env)
	if err != nil {
		return nil, err
	}
	return DecodeNode(value)
}

// runEvaluate runs evaluate.mjs on file bundled for Node and returns the JSON it wrote.
func runEvaluate(file, how string, env map[string]string) ([]byte, error) {
	out, err := BundleForNode(file)
	if err != nil {
		return nil, err
	}
	defer os.Remove(out)
	dir := filepath.Dir(file)
	tmp, err := os.MkdirTemp("", "gosaurus-evaluate-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	script := filepath.Join(tmp, "evaluate.mjs")
	if err := os.WriteFile(script, evaluateScript, 0o644); err != nil {
		return nil, err
	}
	// The value comes back in a file of its own: a config may print to stdout as it loads.
	result := filepath.Join(tmp, "result.json")
	mb, err := memoryLimitMB(env)
	if err != nil {
		return nil, err
	}

	ctx, cancel := context.WithTimeout(context.Background(), NodeTimeout)
	defer cancel()
	cmd := nodeCommand(ctx, dir, env, mb, script, out, how, result)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("did not finish in Node within %s", NodeTimeout)
		}
		if oom := outOfMemory(stderr.String(), mb); oom != nil {
			return nil, oom
		}
		return nil, fmt.Errorf("failed in Node: %s", nodeError(stderr.String(), out, file))
	}
	value, err := os.ReadFile(result)
	if err != nil {
		return nil, fmt.Errorf("Node gave no value: %s", strings.TrimSpace(stderr.String()))
	}
	return value, nil
}

// nodeCommand is node with args, run in dir with env (nil: gosaurus's own environment; PATH
// is kept unless env sets it) and a heap limit of mb MB.
func nodeCommand(ctx context.Context, dir string, env map[string]string, mb int, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, "node", append([]string{NodeHeapFlag(mb)}, args...)...)
	cmd.Dir = dir
	if env != nil {
		cmd.Env = make([]string, 0, len(env)+1)
		for k, v := range env {
			cmd.Env = append(cmd.Env, k+"="+v)
		}
		if _, ok := env["PATH"]; !ok {
			cmd.Env = append(cmd.Env, "PATH="+os.Getenv("PATH"))
		}
	}
	return cmd
}

// IsBundle reports whether name, a file's base name, is one BundleForNode writes: a watcher of
// the site folder leaves it out, or every build that runs a config in Node would start another.
func IsBundle(name string) bool { return bundleName.MatchString(name) }

var bundleName = regexp.MustCompile(`^\..+\.gosaurus-\d+\.[cm]js$`)

// BundleForNode turns file (TypeScript, ESM, imports without extensions: what Docusaurus's
// own loader takes) into one CommonJS file that Node runs, its local imports bundled and the
// packages left to Node's own resolution; a file that awaits at its top level, which CommonJS
// cannot, becomes an ES module instead. The file is written beside file, so that packages,
// __dirname and relative reads resolve as from file itself; the caller removes it.
func BundleForNode(file string) (string, error) {
	name := fmt.Sprintf(".%s.gosaurus-%d", filepath.Base(file), os.Getpid()) // see IsBundle
	opts := api.BuildOptions{
		EntryPoints: []string{file},
		Bundle:      true,
		Packages:    api.PackagesExternal,
		Platform:    api.PlatformNode,
		Format:      api.FormatCommonJS,
		Target:      api.ES2020,
		Outfile:     filepath.Join(filepath.Dir(file), name+".cjs"),
		Write:       false,
		Banner:      map[string]string{"js": "const __gosaurus_import_meta_url = require('url').pathToFileURL(__filename).href;\n" + resolveFromHelper("require('module').createRequire")},
		Define:      map[string]string{"import.meta.url": "__gosaurus_import_meta_url"},
		LogLevel:    api.LogLevelSilent,
		Plugins:     []api.Plugin{fileLocals},
	}
	res := api.Build(opts)
	if len(res.Errors) > 0 && strings.HasPrefix(res.Errors[0].Text, "Top-level await") {
		// An ES module, in which the CommonJS files it bundles still find require and
		// __dirname.
		opts.Format, opts.Target, opts.Outfile = api.FormatESModule, api.ES2022, filepath.Join(filepath.Dir(file), name+".mjs")
		opts.Banner = map[string]string{"js": esmBanner + "\n" + resolveFromHelper("__gosaurus_createRequire")}
		opts.Define = map[string]string{"__dirname": "__gosaurus_dirname", "__filename": "__gosaurus_filename"}
		res = api.Build(opts)
	}
	if len(res.Errors) > 0 {
		e := res.Errors[0]
		if e.Location != nil {
			return "", fmt.Errorf("%s:%d:%d: %s", e.Location.File, e.Location.Line, e.Location.Column+1, e.Text)
		}
		return "", errors.New(e.Text)
	}
	if err := os.WriteFile(opts.Outfile, jitiInterop(res.OutputFiles[0].Contents), 0o644); err != nil {
		return "", err
	}
	return opts.Outfile, nil
}

// nodeModeInterop matches esbuild's import of a CommonJS module into an ES module of a
// "type": "module" package or an .mjs file, where esbuild follows Node: the default import is
// module.exports even when the module says __esModule.
var nodeModeInterop = regexp.MustCompile(`__toESM\((require(?:_[\w$]+\(\)|\("(?:[^"\\]|\\.)*"\))), 1\)`)

// jitiInterop gives those imports the default Docusaurus's loader (jiti) gives them: a
// module's exports.default where it says __esModule. Plugins written as ES modules import
// Docusaurus's CommonJS packages so (import logger from '@docusaurus/logger'), and work only
// with that default.
func jitiInterop(js []byte) []byte {
	return nodeModeInterop.ReplaceAll(js, []byte("__toESM($1)"))
}

// esmBanner gives a bundle written as an ES module what its CommonJS parts expect: require
// (esbuild's require shim looks for a global one) and the file's own path and folder.
const esmBanner = `import {createRequire as __gosaurus_createRequire} from 'node:module';
import {fileURLToPath as __gosaurus_fileURLToPath} from 'node:url';
import {dirname as __gosaurus_dirnameOf} from 'node:path';
globalThis.require ??= __gosaurus_createRequire(import.meta.url);
const __gosaurus_filename = __gosaurus_fileURLToPath(import.meta.url);
const __gosaurus_dirname = __gosaurus_dirnameOf(__gosaurus_filename);`

// nodeError keeps the first line of Node's report of an uncaught error (the message, not the
// stack), naming the site's file instead of the temporary bundle.
func nodeError(stderr, bundle, file string) string {
	for _, line := range strings.Split(stderr, "\n") {
		if uncaught.MatchString(line) {
			return strings.ReplaceAll(strings.TrimSpace(line), bundle, file)
		}
	}
	return strings.TrimSpace(strings.ReplaceAll(stderr, bundle, file))
}

// uncaught matches the line of Node's report that gives the error's class and message.
var uncaught = regexp.MustCompile(`^[A-Za-z]*(Error|Exception)\b`)

// DecodeNode reads the JSON a Node script printed, in which a function is
// {"$gosaurusFunction": true}, as Plain would give the value it stands for; a reference back to
// an enclosing object, {"$gosaurusCycle": its path}, is a *CycleError, as Plain gives it.
func DecodeNode(data []byte) (*Evaluated, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	ev := &Evaluated{Order: map[string][]string{}, Modules: map[string]string{}}
	v, err := decodeOrdered(dec, "", ev)
	var cycle *CycleError
	if errors.As(err, &cycle) {
		return nil, cycle
	}
	if err != nil {
		return nil, fmt.Errorf("Node gave no value: %w", err)
	}
	ev.Value = v
	sort.Strings(ev.Dropped)
	return ev, nil
}

// decodeOrdered reads one JSON value as Plain and KeyOrder would give it: the evaluator's
// function markers dropped (their paths recorded), each object's keys in written order.
func decodeOrdered(dec *json.Decoder, path string, ev *Evaluated) (any, error) {
	t, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t {
	case json.Delim('['):
		list := []any{}
		for i := 0; dec.More(); i++ {
			p := path + "[" + strconv.Itoa(i) + "]"
			e, err := decodeOrdered(dec, p, ev)
			if err != nil {
				return nil, err
			}
			if fm, ok := e.(functionMarker); ok {
				ev.dropFunction(p, fm)
				continue
			}
			list = append(list, e)
		}
		_, err = dec.Token()
		return list, err
	case json.Delim('{'):
		obj, keys := map[string]any{}, []string{}
		for dec.More() {
			kt, err := dec.Token()
			if err != nil {
				return nil, err
			}
			k := kt.(string)
			if k == "$gosaurusCycle" {
				// {"$gosaurusCycle": target}, where the value refers back to the object at target.
				target, err := dec.Token()
				if err != nil {
					return nil, err
				}
				return nil, &CycleError{Path: path, Target: fmt.Sprint(target)}
			}
			if k == "$gosaurusFunction" {
				// {"$gosaurusFunction": true, "module": file}, the evaluator's stand-in for a
				// function, with the file of the module it comes from where Node knew it.
				var fm functionMarker
				if _, err := dec.Token(); err != nil {
					return nil, err
				}
				for dec.More() {
					kt, err := dec.Token()
					if err != nil {
						return nil, err
					}
					vt, err := dec.Token()
					if err != nil {
						return nil, err
					}
					if s, ok := vt.(string); ok && kt == "module" {
						fm.module = s
					}
				}
				_, err = dec.Token()
				return fm, err
			}
			p := k
			if path != "" {
				p = path + "." + k
			}
			e, err := decodeOrdered(dec, p, ev)
			if err != nil {
				return nil, err
			}
			if fm, ok := e.(functionMarker); ok {
				ev.dropFunction(p, fm)
				continue
			}
			obj[k] = e
			keys = append(keys, k)
		}
		ev.Order[path] = keys
		_, err = dec.Token()
		return obj, err
	}
	return t, nil
}

// functionMarker stands for a function while decoding; it never reaches the result.
type functionMarker struct{ module string }

// dropFunction records the function at path, which the value leaves out.
func (ev *Evaluated) dropFunction(path string, fm functionMarker) {
	ev.Dropped = append(ev.Dropped, path)
	if fm.module != "" {
		ev.Modules[path] = fm.module
	}
}

// NeedsNode reports an error of the embedded runtime that Node would not give: a Node module
// gosaurus lacks, or a package failing as it loads here. The file's own errors, a missing
// package and a file stopped for its CPU time are not: Node cannot help with those.
func NeedsNode(err error) bool {
	var missing *MissingPackageError
	if errors.As(err, &missing) {
		return false
	}
	var unavailable *UnavailableModuleError
	var await *TopLevelAwaitError
	var limit *EngineLimitError
	if errors.As(err, &unavailable) || errors.As(err, &await) || errors.As(err, &limit) {
		return true
	}
	// A package's error reaches the file that required it wrapped once per require between.
	for e := err; e != nil; e = errors.Unwrap(e) {
		if js, ok := e.(*jsError); ok && js.inPackage {
			return true
		}
	}
	return false
}
