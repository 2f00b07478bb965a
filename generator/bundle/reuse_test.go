package bundle

import (
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/evanw/esbuild/pkg/api"
)

// A kept context's last result, and the note taken after that build, are reused while the
// files and generated modules its build read and the folders they are in are unchanged; it is
// built again after any of them changes.
func TestBuildOrReuse(t *testing.T) {
	root, write := treeWriter(t)
	entry := write("site/entry.js", "import v from 'virtual-value';\nconsole.log(v);\n")
	old := time.Now().Add(-time.Hour) // saved well before the builds, as a settled file is
	settle := func(p string) {
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
	settle(entry)
	var loads atomic.Int32
	plugins := func(st *pluginState) []api.Plugin {
		return []api.Plugin{{Name: "t", Setup: func(b api.PluginBuild) {
			b.OnResolve(api.OnResolveOptions{Filter: `^virtual-`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
				return api.OnResolveResult{Path: a.Path, Namespace: "virtual"}, nil
			})
			b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: "virtual"}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
				loads.Add(1)
				m := st.in.Virtual[a.Path]
				return api.OnLoadResult{Contents: &m.Contents, Loader: api.LoaderJS}, nil
			})
		}}}
	}
	c := NewContexts()
	defer c.Dispose()
	in := &Input{SiteDir: filepath.Join(root, "site"), Virtual: map[string]Module{"virtual-value": {Contents: "export default 'first';\n"}}}
	opts := api.BuildOptions{EntryPoints: []string{entry}, Bundle: true, Write: false, Metafile: true, Outdir: filepath.Join(root, "out"), AbsWorkingDir: in.SiteDir}
	lastBuilt := ""
	build := func(step string, wantBuilt bool, want string) {
		t.Helper()
		before := loads.Load()
		res, note := c.buildOrReuse("server", opts, pluginState{in: in}, plugins, func(api.BuildResult) any { return step })
		if len(res.Errors) > 0 {
			t.Fatalf("%s: %s", step, res.Errors[0].Text)
		}
		if built := loads.Load() != before; built != wantBuilt {
			t.Errorf("%s: built %v, want %v", step, built, wantBuilt)
		}
		if wantBuilt {
			lastBuilt = step
		}
		if note != lastBuilt {
			t.Errorf("%s: note %v, want that of %q", step, note, lastBuilt)
		}
		if out := string(res.OutputFiles[0].Contents); !strings.Contains(out, want) {
			t.Errorf("%s: output lacks %q:\n%s", step, want, out)
		}
	}
	build("first build", true, "first")
	build("nothing changed", false, "first")
	in.Virtual = map[string]Module{"virtual-value": {Contents: "export default 'second';\n"}}
	build("a generated module changed", true, "second")
	build("nothing changed again", false, "second")
	write("site/entry.js", "import v from 'virtual-value';\nconsole.log('edited', v);\n")
	settle(entry)
	build("the entry changed", true, "edited")
	build("nothing changed after the edit", false, "edited")
	settle(write("site/other.js", "export default 1;\n"))
	build("a file appeared beside the entry", true, "edited")
	build("nothing changed after the new file", false, "edited")
	write("site/entry.js", "import v from 'virtual-value';\nconsole.log('just saved', v);\n")
	build("a file saved just before the build", true, "just saved")
	build("the same file, its save too recent to trust", true, "just saved")
}
