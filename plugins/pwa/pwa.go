// Package pwa writes the service worker of @docusaurus/plugin-pwa, which the plugin's
// postBuild builds with webpack: the plugin's own worker source bundled with esbuild (with the
// workbox packages installed beside the plugin), then its precache manifest filled in by the
// plugin's workbox-build, in Node, as the plugin does it.
package pwa

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/evanw/esbuild/pkg/api"
)

// File is the worker's name in the build folder, under the base URL; the plugin's client
// module registers it there.
const File = "sw.js"

// Worker is what the plugin's options say of its service worker.
type Worker struct {
	PluginDir string // the plugin's lib folder, which holds sw.js
	Debug     bool   // debug: a readable worker that logs what it does
	// Custom is the swCustom module the worker imports and runs (an absolute path), "" for
	// none.
	Custom string
	// InjectManifest is injectManifestConfig, handed to workbox-build's injectManifest.
	InjectManifest map[string]any
}

// Docusaurus's patterns of the files the worker precaches, before the site's own.
var globPatterns = []string{
	"**/*.{js,json,css,html}",
	"**/*.{png,jpg,jpeg,gif,svg,ico}",
	"**/*.{woff,woff2,eot,ttf,otf}",
}

// Write builds the worker into outDir, a written build folder, and lists outDir's files in
// its precache manifest.
func (w Worker) Write(outDir string) error {
	dest := filepath.Join(outDir, File)
	if err := w.bundle(dest); err != nil {
		return err
	}
	return w.injectManifest(outDir, dest)
}

func (w Worker) bundle(dest string) error {
	mode := "production"
	if w.Debug {
		mode = "development" // workbox logs what it does outside production
	}
	custom, _ := json.Marshal(w.Custom)
	res := api.Build(api.BuildOptions{
		EntryPoints: []string{filepath.Join(w.PluginDir, File)},
		Outfile:     dest,
		Bundle:      true,
		Write:       true,
		Format:      api.FormatIIFE,
		Platform:    api.PlatformBrowser,
		Target:      api.ES2017,
		// The worker's import(process.env.PWA_SW_CUSTOM) is bundled into sw.js itself (webpack
		// writes it as a chunk beside it, which the worker loads and precaches).
		Define:            map[string]string{"process.env.NODE_ENV": `"` + mode + `"`, "process.env.PWA_SW_CUSTOM": string(custom)},
		MinifyWhitespace:  !w.Debug,
		MinifyIdentifiers: !w.Debug,
		MinifySyntax:      !w.Debug,
		LegalComments:     api.LegalCommentsNone,
		LogLevel:          api.LogLevelSilent,
	})
	if len(res.Errors) > 0 {
		e := res.Errors[0]
		where := ""
		if e.Location != nil {
			where = fmt.Sprintf("%s:%d: ", e.Location.File, e.Location.Line)
		}
		return fmt.Errorf("plugin-pwa: building the service worker: %s%s", where, e.Text)
	}
	return nil
}

// manifestScript calls the plugin's workbox-build with the options of the plugin's postBuild:
// the site's injectManifestConfig, Docusaurus's patterns first, and the worker as source and
// destination. Its warnings (a pattern that matches no file) are not shown, as Docusaurus
// shows none.
const manifestScript = `
const [pluginDir, input] = [process.argv[1], JSON.parse(process.argv[2])];
const {injectManifest} = require(require.resolve('workbox-build', {paths: [pluginDir]}));
const c = input.config;
injectManifest({...c, globPatterns: [...input.globPatterns, ...(c.globPatterns || [])], swDest: input.dest, swSrc: input.dest, globDirectory: input.outDir})
  .catch((e) => { console.error(String((e && e.message) || e)); process.exit(1); });
`

func (w Worker) injectManifest(outDir, dest string) error {
	node, err := exec.LookPath("node")
	if err != nil {
		return fmt.Errorf("plugin-pwa: the service worker's precache manifest is made by workbox-build, which needs Node.js on the PATH")
	}
	config := w.InjectManifest
	if config == nil {
		config = map[string]any{}
	}
	input, err := json.Marshal(map[string]any{"config": config, "globPatterns": globPatterns, "dest": dest, "outDir": outDir})
	if err != nil {
		return fmt.Errorf("plugin-pwa: injectManifestConfig: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, "-e", manifestScript, w.PluginDir, string(input))
	cmd.Dir = outDir
	cmd.Env = append(os.Environ(), "NODE_ENV=production")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("plugin-pwa: workbox-build's injectManifest failed: %s", strings.TrimSpace(string(out)))
	}
	return nil
}
