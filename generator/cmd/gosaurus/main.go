// Command gosaurus builds, serves and develops Docusaurus sites.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"time"

	"gosaurus/generator/build"
	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
	"gosaurus/generator/output"
	"gosaurus/generator/render"
	"gosaurus/generator/server"
	"gosaurus/generator/snapshot"
)

const usage = `gosaurus: a Docusaurus-compatible static site generator

Usage:
  gosaurus build [siteDir]   build the site into <siteDir>/build
  gosaurus clear [siteDir]   remove <siteDir>/build and the build cache, <siteDir>/.gosaurus-cache
  gosaurus serve [siteDir]   serve <siteDir>/build on http://127.0.0.1:3000{baseUrl}
  gosaurus start [siteDir]   dev server: build, watch, rebuild and reload on change
  gosaurus snapshot <build> <dir>
                             write a text snapshot of each page of a build (ours or Docusaurus's)
  gosaurus swizzle <Component> [siteDir] --eject|--wrap   (or --list)
                             copy or wrap a theme component into <siteDir>/src/theme
  gosaurus diff [--allow file] <A> <B>
                             compare two builds or snapshots route by route; exit 1 on any
                             difference the allow list does not explain

Flags (build): --out-dir DIR, --no-cache (neither read nor write the build cache),
  --engine node|goja (renders pages in Node workers, the default where node is installed, or
  in the JavaScript engine built into gosaurus)
Flags (serve, start): --host 127.0.0.1 --port 3000
siteDir defaults to the current folder.
`

func main() {
	if len(os.Args) < 2 {
		fmt.Fprint(os.Stderr, usage)
		os.Exit(2)
	}
	if prof := os.Getenv("GOSAURUS_CPUPROFILE"); prof != "" { // for performance work
		if f, err := os.Create(prof); err == nil {
			if pprof.StartCPUProfile(f) == nil {
				defer pprof.StopCPUProfile()
			}
		}
	}
	limitMemory()
	var err error
	switch cmd := os.Args[1]; cmd {
	case "build":
		err = runBuild(os.Args[2:])
	case "clear":
		err = runClear(os.Args[2:])
	case "serve":
		err = runServe(os.Args[2:])
	case "start":
		err = runStart(os.Args[2:])
	case "snapshot":
		err = runSnapshot(os.Args[2:])
	case "swizzle":
		err = runSwizzle(os.Args[2:])
	case "diff":
		var failed bool
		failed, err = runDiff(os.Args[2:])
		if err == nil && failed {
			os.Exit(1)
		}
	case "-h", "--help", "help":
		fmt.Print(usage)
	default:
		fmt.Fprintf(os.Stderr, "gosaurus: unknown command %q\n\n%s", cmd, usage)
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "\n[gosaurus] error: %v\n", err)
		os.Exit(1)
	}
}

// renderGC is GOGC while pages render, unless GOGC says otherwise: rendering in goja allocates
// fast over a small live heap, and collecting when the heap triples instead of doubles cut
// website/'s build CPU by about a seventh (3.1 -> 2.7 s) for two fifths more peak memory
// (184 -> 262 MB).
func renderGC() int {
	if os.Getenv("GOGC") != "" {
		return 0
	}
	return 200
}

// limitMemory sets a soft memory limit, unless GOMEMLIMIT does: near it the collector works
// harder instead of letting a large site's heap grow (a 10,000-page build peaked at 2.8 GB).
func limitMemory() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(1536 << 20)
	}
}

// parse parses flags that may come before or after the site folder, and returns the folder
// ("." when none is given).
func parse(fs *flag.FlagSet, args []string) string {
	positional := positionals(fs, args)
	if len(positional) > 1 {
		fmt.Fprintf(os.Stderr, "gosaurus %s: one site folder expected, got %v\n", fs.Name(), positional)
		os.Exit(2)
	}
	if len(positional) == 1 {
		return positional[0]
	}
	return "."
}

// positionals parses flags that may come before, between or after the other arguments, and
// returns those.
func positionals(fs *flag.FlagSet, args []string) []string {
	var positional []string
	for {
		_ = fs.Parse(args)
		if fs.NArg() == 0 {
			return positional
		}
		positional = append(positional, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

func buildOptions(siteDir string, log io.Writer) (build.Options, error) {
	themeDir, nodePaths, err := locate(siteDir)
	if err != nil {
		return build.Options{}, err
	}
	return build.Options{SiteDir: siteDir, ThemeDir: themeDir, NodePaths: nodePaths, Log: log, RenderGCPercent: renderGC()}, nil
}

// cacheDir is the build cache's folder in a site: bundles and rendered pages that the next
// build reuses when their inputs are unchanged (Docusaurus keeps its cache in node_modules).
const cacheDir = ".gosaurus-cache"

// runClear removes what builds leave in a site, as `docusaurus clear` does.
func runClear(args []string) error {
	siteDir := parse(flag.NewFlagSet("clear", flag.ExitOnError), args)
	lock, err := output.TryLock(filepath.Join(siteDir, "build"))
	if err != nil {
		return err // a build is writing it
	}
	defer lock.Release()
	for _, dir := range []string{"build", cacheDir, ".gosaurus-out"} {
		p := filepath.Join(siteDir, dir)
		if err := os.RemoveAll(p); err != nil {
			return err
		}
		fmt.Printf("[gosaurus] removed %s\n", p)
	}
	return nil
}

func runBuild(args []string) error {
	fs := flag.NewFlagSet("build", flag.ExitOnError)
	out := fs.String("out-dir", "", "output folder (default <siteDir>/build)")
	noCache := fs.Bool("no-cache", false, "neither read nor write the build cache")
	engine := fs.String("engine", "", "render engine: node (the default where node is installed) or goja (built in)")
	opts, err := buildOptions(parse(fs, args), os.Stdout)
	if err != nil {
		return err
	}
	if *engine != "" && !slices.Contains(render.Engines, *engine) {
		return fmt.Errorf("--engine %q: valid engines are %s", *engine, strings.Join(render.Engines, ", "))
	}
	opts.OutDir, opts.Engine = *out, *engine
	if !*noCache {
		opts.CacheDir = filepath.Join(opts.SiteDir, cacheDir)
	}
	res, err := build.Run(opts)
	if err != nil {
		return err
	}
	for _, w := range res.Warnings {
		fmt.Printf("[gosaurus] warning: %s\n", w)
	}
	fmt.Printf("[gosaurus] built %d pages in %d ms → %s (%.1f MB)\n", res.Pages, res.Duration.Milliseconds(), res.OutDir, float64(res.Bytes)/1e6)
	return nil
}

func listen(fs *flag.FlagSet) (*string, *int) {
	host := fs.String("host", "127.0.0.1", "address to listen on")
	port := fs.Int("port", 3000, "port to listen on")
	return host, port
}

func serveHTTP(ctx context.Context, host string, port int, h http.Handler, base string) error {
	addr := net.JoinHostPort(host, strconv.Itoa(port))
	srv := &http.Server{Addr: addr, Handler: h, ReadHeaderTimeout: 10 * time.Second}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	fmt.Printf("[gosaurus] serving at http://%s%s\n", addr, base)
	go func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = srv.Shutdown(shut)
	}()
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

func runServe(args []string) error {
	fs := flag.NewFlagSet("serve", flag.ExitOnError)
	host, port := listen(fs)
	dir := fs.String("dir", "", "build folder to serve (default <siteDir>/build)")
	siteDir := parse(fs, args)
	cfg, err := config.Load(siteDir, jsrt.Options{})
	if err != nil {
		return err
	}
	root := *dir
	if root == "" {
		root = filepath.Join(cfg.SiteDir, "build")
	}
	if _, err := os.Stat(filepath.Join(root, "404.html")); err != nil {
		return fmt.Errorf("%s is not a finished build; run `gosaurus build %s` first", root, siteDir)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return serveHTTP(ctx, *host, *port, &server.Handler{Root: root, BaseURL: cfg.BaseURL}, cfg.BaseURL)
}

func runStart(args []string) error {
	fs := flag.NewFlagSet("start", flag.ExitOnError)
	host, port := listen(fs)
	opts, err := buildOptions(parse(fs, args), os.Stdout)
	if err != nil {
		return err
	}
	dev := &server.Dev{Opts: opts, Log: os.Stdout}
	h, err := dev.Start()
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	go func() { _ = dev.Watch(ctx) }()
	cfg, err := config.Load(opts.SiteDir, jsrt.Options{})
	if err != nil {
		return err
	}
	return serveHTTP(ctx, *host, *port, h, cfg.BaseURL)
}

func runSnapshot(args []string) error {
	if len(args) != 2 {
		return fmt.Errorf("usage: gosaurus snapshot <build> <dir>")
	}
	pages, err := snapshot.Build(args[0])
	if err != nil {
		return err
	}
	if len(pages) == 0 {
		return fmt.Errorf("%s has no pages (index.html or 404.html)", args[0])
	}
	if err := snapshot.Write(pages, args[1]); err != nil {
		return err
	}
	fmt.Printf("[gosaurus] %d page snapshots → %s\n", len(pages), args[1])
	return nil
}

func runDiff(args []string) (bool, error) {
	fs := flag.NewFlagSet("diff", flag.ExitOnError)
	allowFile := fs.String("allow", "", "file of known differences: route field reason (route * for all)")
	_ = fs.Parse(args)
	if fs.NArg() != 2 {
		return false, fmt.Errorf("usage: gosaurus diff [--allow file] <A> <B>")
	}
	allow := snapshot.Allow{}
	if *allowFile != "" {
		var err error
		if allow, err = snapshot.ReadAllow(*allowFile); err != nil {
			return false, err
		}
	}
	a, err := snapshot.Load(fs.Arg(0))
	if err != nil {
		return false, err
	}
	b, err := snapshot.Load(fs.Arg(1))
	if err != nil {
		return false, err
	}
	report := snapshot.Compare(a, b, allow)
	report.Write(os.Stdout, fs.Arg(0), fs.Arg(1))
	return report.Failed(), nil
}
