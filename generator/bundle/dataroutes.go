package bundle

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/generator/memo"
)

// A data route is a route whose module esbuild does not build: its props are data (a plain
// markdown doc's body is an element tree, see markdown/tree.go), and its component is one of
// the few modules of the app that such routes render. The browser fetches the route's JSON
// and the server evaluates a script the generator writes; both make the route module from it
// with client/dataRoute.js. At 10,000 docs this takes 10,000 entry points out of esbuild.

// DataRoute is a data route: its component and its props and route context as data.
type DataRoute struct {
	Component string   // the import specifier of the module whose default export renders it
	Imports   []string // the specifiers of the modules its props' ImportRefs name
	Props     map[string]any
	Context   any
}

// ImportRef is a prop of a data route whose value is an export of a module (a component a
// doc imports): the route's JSON names the module by its index in DataComponentsSpec.
type ImportRef struct {
	Spec, Name string
}

// SharedRef is a prop of a data route whose value is a Shared module's (a sidebar): the route
// names it instead of holding a copy.
type SharedRef string

// DataComponentsSpec is the generated module that lists the data routes' components and the
// modules their docs import, in the order of DataComponents: functions that load each (in the
// browser on first use, a chunk of its own; on the server from the base script).
const DataComponentsSpec = "@generated/data-route-components"

// DataComponents is the DataComponentsSpec module for these routes, and the index of each
// component in it.
func DataComponents(routes map[string]DataRoute) (Module, map[string]int) {
	index := map[string]int{}
	var specs []string
	for _, r := range routes {
		for _, spec := range append([]string{r.Component}, r.Imports...) {
			if _, ok := index[spec]; !ok {
				index[spec] = 0
				specs = append(specs, spec)
			}
		}
	}
	slices.Sort(specs)
	var browser, server strings.Builder
	browser.WriteString("export default [\n")
	server.WriteString("export default [\n")
	var imports strings.Builder
	for i, spec := range specs {
		index[spec] = i
		lit, _ := json.Marshal(spec)
		fmt.Fprintf(&browser, "  () => import(%s),\n", lit)
		fmt.Fprintf(&imports, "import * as c%d from %s;\n", i, lit)
		fmt.Fprintf(&server, "  () => c%d,\n", i)
	}
	browser.WriteString("];\n")
	server.WriteString("];\n")
	return Module{Contents: browser.String(), ServerContents: imports.String() + server.String(), Loader: api.LoaderJS}, index
}

// AddDataRoutes adds the data routes to the builds: to the browser's, a JSON file per route
// (its chunk, with the chunks of its component to preload) and one per Shared module they
// name; to the server's, a route script each. shared are the Shared modules by specifier;
// kept has the files of the build before (the dev server's; nil for none).
//
// write (nil: none) takes each route's JSON file as soon as it is made, from several
// goroutines at once, instead of b.Files: the files of every route, held until the last was
// made, were a sixth of a large site's live heap at the bundle stage's peak (67 of 420 MB at
// 10,000 docs). It returns how many files went to write.
func AddDataRoutes(b *Browser, s *Server, routes map[string]DataRoute, shared map[string]Module, siteDir, baseURL string, kept *DataFiles, write func(path string, data []byte) error) (int, error) {
	_, index := DataComponents(routes)
	specs := slices.Sorted(maps.Keys(routes))
	names := make([]string, len(specs))
	chunkNames := map[string]bool{}
	for i, spec := range specs {
		name := chunkName(spec)
		for n := 2; chunkNames[name]; n++ {
			name = fmt.Sprintf("%s-%d", chunkName(spec), n)
		}
		chunkNames[name] = true
		names[i] = name
	}
	// The shared modules' files, by the specifier the routes name them with.
	sharedFiles := map[string]string{}
	for spec, m := range shared {
		if m.Shared {
			sharedFiles[spec] = dataFile(readableName(spec), []byte(m.Contents))
		}
	}
	// Each route's files, made on every core: at 5,000 docs encoding them is most of a save.
	made := make([]dataFiles, len(specs))
	refs := make([][]string, len(specs))
	errs := make([]error, len(specs))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			var scratch []byte
			for i := int(next.Add(1) - 1); i < len(specs); i = int(next.Add(1) - 1) {
				made[i], refs[i], errs[i] = routeFiles(specs[i], names[i], routes[specs[i]], index, sharedFiles, baseURL, kept, &scratch)
				if write == nil || errs[i] != nil {
					continue
				}
				errs[i] = write(made[i].path, made[i].data)
				if kept == nil {
					// Written, and wanted by no later build: only its name and script stay.
					made[i].data, made[i].props, made[i].trees = nil, nil, nil
				}
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return 0, err
	}
	have := map[string]bool{}
	for _, f := range b.Files {
		have[f.Path] = true
	}
	add := func(p string, data []byte) {
		if !have[p] {
			have[p] = true
			b.Files = append(b.Files, File{Path: p, Contents: data})
		}
	}
	used := map[string]bool{}
	for _, urls := range refs {
		for _, u := range urls {
			used[u] = true
		}
	}
	for _, spec := range slices.Sorted(maps.Keys(sharedFiles)) {
		if used[baseURL+sharedFiles[spec]] {
			add(sharedFiles[spec], []byte(shared[spec].Contents))
		}
	}
	for i, spec := range specs {
		f := made[i]
		kept.put(spec, f)
		if write == nil {
			add(f.path, f.data)
		}
		url := baseURL + f.path
		b.Chunks[spec] = url
		preloads := refs[i]
		for _, m := range append([]string{routes[spec].Component}, routes[spec].Imports...) {
			if chunk := b.DataComponentChunks[m]; chunk != "" {
				preloads = append(append(preloads, chunk), b.Preloads[chunk]...)
			}
		}
		b.Preloads[url] = dedupeSorted(preloads)
		s.Modules[spec] = f.script
	}
	kept.done()
	if write == nil {
		return 0, nil
	}
	return len(specs), nil
}

// routeFiles are the files of the data route r, named name: those of the build before when
// they are made of the same (kept), else new ones. It returns the URLs of the shared modules
// it names too. Its JSON is written into scratch first, reused from route to route: most
// routes of a dev save are unchanged, and their JSON is only compared.
func routeFiles(spec, name string, r DataRoute, index map[string]int, sharedFiles map[string]string, baseURL string, kept *DataFiles, scratch *[]byte) (dataFiles, []string, error) {
	var refs []string
	browserJSON, trees, err := dataRouteJSON((*scratch)[:0], r, index, func(ref SharedRef) any {
		p, ok := sharedFiles[string(ref)]
		if !ok {
			return nil
		}
		refs = append(refs, baseURL+p)
		return map[string]any{"__shared": baseURL + p}
	})
	*scratch = browserJSON
	if err != nil {
		return dataFiles{}, nil, fmt.Errorf("route %s: %w", spec, err)
	}
	f, ok := kept.get(spec)
	if ok && f.name == name && bytes.Equal(f.props, browserJSON) && slices.EqualFunc(f.trees, trees, func(a, b json.RawMessage) bool { return bytes.Equal(a, b) }) {
		return f, refs, nil
	}
	browserJSON = bytes.Clone(browserJSON)
	serverJSON, _, err := dataRouteJSON(nil, r, index, func(ref SharedRef) any {
		return map[string]any{"__shared": string(ref)}
	})
	if err != nil {
		return dataFiles{}, nil, fmt.Errorf("route %s: %w", spec, err)
	}
	data := withTrees(browserJSON, trees)
	return dataFiles{name: name, props: browserJSON, trees: trees, path: dataFile(name, data), data: data,
		script: dataRouteScript(withTrees(serverJSON, trees))}, refs, nil
}

// The server script of a data route holds its data as it is, an object literal that the
// engines take out of the script without parsing it (DataRouteData). Escaped into a string
// literal, as it was, every page's data was unescaped again as it rendered: a quarter of the
// Go side's CPU while rendering 5,000 generated API pages, and a copy of each page's data.
// Data that may have a "__proto__" key stays a string for JSON.parse, which keeps such a key
// a key where an object literal would set the prototype.
const (
	dataScriptStart = "(function (require) {\nreturn gosaurusDataRoute("
	dataScriptEnd   = ", require);\n})"
	parsedStart     = "JSON.parse("
	parsedEnd       = ")"
)

func dataRouteScript(data []byte) []byte {
	if mayHaveProtoKey(data) {
		lit, _ := json.Marshal(string(data))
		return slices.Concat([]byte(dataScriptStart+parsedStart), lit, []byte(parsedEnd+dataScriptEnd))
	}
	return slices.Concat([]byte(dataScriptStart), data, []byte(dataScriptEnd))
}

// mayHaveProtoKey tells whether JSON data may have a key "__proto__": it has the key as
// written, or a \u escape of one of its letters (\u005f is _), which JSON written by hand may
// have.
func mayHaveProtoKey(data []byte) bool {
	return bytes.Contains(data, []byte(`"__proto__"`)) || bytes.Contains(data, []byte(`\u005`)) ||
		bytes.Contains(data, []byte(`\u006`)) || bytes.Contains(data, []byte(`\u007`))
}

// DataRouteData is the data of a data route's server script, and whether script is one: the
// engines hand gosaurusDataRoute the data itself, which spares them compiling the script.
func DataRouteData(script []byte) ([]byte, bool) {
	data, ok := bytes.CutPrefix(script, []byte(dataScriptStart))
	if data, ok = bytes.CutSuffix(data, []byte(dataScriptEnd)); !ok {
		return nil, false
	}
	lit, ok := bytes.CutPrefix(data, []byte(parsedStart))
	if lit, ok = bytes.CutSuffix(lit, []byte(parsedEnd)); !ok {
		return data, true
	}
	var s string
	if json.Unmarshal(lit, &s) != nil {
		return nil, false
	}
	return []byte(s), true
}

// DataFiles keeps each data route's files from one build to the next: the dev server's builds
// make again only those of the routes a save changed.
type DataFiles struct{ memo memo.Memo[string, dataFiles] }

// dataFiles are a data route's files, and what they were made of.
type dataFiles struct {
	name   string
	props  []byte            // its JSON without the trees (see dataRouteJSON)
	trees  []json.RawMessage // its docs' element trees
	path   string            // of data, in the build
	data   []byte            // the JSON the browser fetches
	script []byte            // the server's route script
}

func (d *DataFiles) get(spec string) (dataFiles, bool) {
	if d == nil {
		return dataFiles{}, false
	}
	return d.memo.Get(spec)
}

func (d *DataFiles) put(spec string, f dataFiles) {
	if d != nil {
		d.memo.Put(spec, f)
	}
}

func (d *DataFiles) done() {
	if d != nil {
		d.memo.Done()
	}
}

// dataFile is the path of a data file in the build: its name and a hash of its contents.
func dataFile(name string, data []byte) string {
	sum := sha256.Sum256(data)
	return "assets/data/" + name + "." + hex.EncodeToString(sum[:4]) + ".json"
}

// treeMark stands in a data route's JSON for its i-th json.RawMessage (see withTrees): those
// are JSON already (a doc's element tree, the bulk of the data, and its TOC), copied into it
// once, not encoded again.
func treeMark(i int) string { return "\x00gosaurus-tree-" + strconv.Itoa(i) + "\x00" }

// dataRouteJSON is what a data route's JSON holds, each element tree replaced by its treeMark:
// its component's index, its props with each SharedRef as ref makes it, and its route
// context. It returns the trees too, in the order of their marks. A dev server's save encodes
// every data route to tell which changed, so the props are written in one pass (routeJSON),
// without encoding/json's copies and reflection but byte for byte as it writes them.
func dataRouteJSON(buf []byte, r DataRoute, index map[string]int, ref func(SharedRef) any) ([]byte, []json.RawMessage, error) {
	w := &routeJSON{b: buf, index: index, ref: ref}
	w.b = append(w.b, `{"component":`...)
	w.b = strconv.AppendInt(w.b, int64(index[r.Component]), 10)
	w.b = append(w.b, `,"props":`...)
	w.value(r.Props)
	w.b = append(w.b, `,"routeContext":`...)
	w.value(r.Context)
	w.b = append(w.b, '}')
	return w.b, w.trees, w.err
}

// routeJSON writes a data route's values as JSON, in encoding/json's form: keys sorted, HTML
// characters escaped.
type routeJSON struct {
	b     []byte
	trees []json.RawMessage
	index map[string]int
	ref   func(SharedRef) any
	err   error
}

func (w *routeJSON) value(v any) {
	switch v := v.(type) {
	case nil:
		w.b = append(w.b, "null"...)
	case string:
		w.string(v)
	case bool:
		w.b = strconv.AppendBool(w.b, v)
	case int:
		w.b = strconv.AppendInt(w.b, int64(v), 10)
	case int64:
		w.b = strconv.AppendInt(w.b, v, 10)
	case SharedRef:
		w.value(w.ref(v))
	case ImportRef:
		w.b = append(w.b, `{"__import":`...)
		w.b = strconv.AppendInt(w.b, int64(w.index[v.Spec]), 10)
		w.b = append(w.b, `,"name":`...)
		w.string(v.Name)
		w.b = append(w.b, '}')
	case json.RawMessage:
		w.trees = append(w.trees, v)
		w.string(treeMark(len(w.trees) - 1))
	case map[string]any:
		if v == nil {
			w.b = append(w.b, "null"...)
			return
		}
		w.b = append(w.b, '{')
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for i, k := range keys {
			if i > 0 {
				w.b = append(w.b, ',')
			}
			w.string(k)
			w.b = append(w.b, ':')
			w.value(v[k])
		}
		w.b = append(w.b, '}')
	case []any:
		if v == nil {
			w.b = append(w.b, "null"...)
			return
		}
		w.b = append(w.b, '[')
		for i, e := range v {
			if i > 0 {
				w.b = append(w.b, ',')
			}
			w.value(e)
		}
		w.b = append(w.b, ']')
	default: // numbers, structs: rare, and encoding/json's own
		b, err := json.Marshal(v)
		if err != nil && w.err == nil {
			w.err = err
		}
		w.b = append(w.b, b...)
	}
}

// string writes s as encoding/json does; the strings it would escape go through it.
func (w *routeJSON) string(s string) {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x80 || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			b, _ := json.Marshal(s)
			w.b = append(w.b, b...)
			return
		}
	}
	w.b = append(append(append(w.b, '"'), s...), '"')
}

// withTrees is data with its tree marks replaced by the trees.
func withTrees(data []byte, trees []json.RawMessage) []byte {
	for i, t := range trees {
		mark, _ := json.Marshal(treeMark(i))
		data = bytes.Replace(data, mark, t, 1)
	}
	return data
}

// dedupeSorted is urls sorted, without repeats or empty ones.
func dedupeSorted(urls []string) []string {
	urls = slices.DeleteFunc(slices.Clone(urls), func(u string) bool { return u == "" })
	slices.Sort(urls)
	return slices.Compact(urls)
}
