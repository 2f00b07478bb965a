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
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
	"gosaurus/generator/output"
	"gosaurus/generator/pipeline"
	"gosaurus/generator/render"
	"gosaurus/generator/server"
	"gosaurus/plugins/registry"
)

// gcPercent is n, the GOGC of a stage of the build, unless GOGC says otherwise (then 0: the
// user's figure stays).
//   - While pages render, 200: rendering in goja allocates fast over a small live heap, and
//     collecting when the heap triples instead of doubles cut website/'s build CPU by about a
//     seventh (3.1 -> 2.7 s) for two fifths more peak memory (184 -> 262 MB).
//   - While a small site loads and bundles, 400: website/ built cold in 506-521 ms instead of
//     572-574 ms (three runs each, alternating), peak memory 248-262 MB instead of 241-243 MB.
func gcPercent(n int) int {
	if os.Getenv("GOGC") != "" {
		return 0
	}
	return n
}

func buildOptions(args []string, log io.Writer) (pipeline.Options, error) {
	siteDir, err := siteFolder(args)
	if err != nil {
		return pipeline.Options{}, err
	}
	themeDir, nodePaths, err := locate(siteDir)
	if err != nil {
		return pipeline.Options{}, err
	}
	return pipeline.Options{Plugins: registry.Plugins, SiteDir: siteDir, ThemeDir: themeDir, NodePaths: nodePaths, Log: log, RenderGCPercent: gcPercent(200), LoadGCPercent: gcPercent(400)}, nil
}

// allowRead is --allow-read, given once per folder (pipeline.Options.AllowRead).
func allowRead(fs *flag.FlagSet) *folders {
	var f folders
	fs.Var(&f, "allow-read", "let content and site code also import files of `folder`, outside the project (the site and its repository); once per folder")
	return &f
}

// folders are the values of a flag given once per folder, each made absolute from the
// current folder.
type folders []string

func (f *folders) String() string { return strings.Join(*f, ", ") }

func (f *folders) Set(dir string) error {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	*f = append(*f, abs)
	return nil
}

// localeFlag defines --locale, which takes a locale's name alone: the name is a folder of the
// build or of i18n/, and a path ("../x") must be refused before anything is read or written.
func localeFlag(fs *flag.FlagSet, usage string) *string {
	var locale string
	fs.Func("locale", usage, func(s string) error {
		locale = s
		return config.CheckLocale(s)
	})
	return &locale
}

// plural is "1 warning", "2 warnings".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// cacheDir is the build cache's folder in a site: bundles and rendered pages that the next
// build reuses when their inputs are unchanged (Docusaurus keeps its cache in node_modules).
const cacheDir = ".gosaurus-cache"

// clearCommand removes what builds leave in a site, as `docusaurus clear` does.
func clearCommand(_ *flag.FlagSet, con *console) func([]string) error {
	return func(args []string) error {
		siteDir, err := siteFolder(args)
		if err != nil {
			return err
		}
		lock, err := output.TryLock(filepath.Join(siteDir, "build"))
		if err != nil {
			return err // a build is writing it
		}
		defer lock.Release()
		removed := 0
		for _, dir := range []string{"build", cacheDir, ".gosaurus-out"} {
			p := filepath.Join(siteDir, dir)
			if _, err := os.Lstat(p); errors.Is(err, os.ErrNotExist) {
				continue
			}
			if err := os.RemoveAll(p); err != nil {
				return err
			}
			con.Printf("[gosaurus] removed %s\n", p)
			removed++
		}
		if removed == 0 {
			con.Printf("[gosaurus] nothing to clear in %s: no build folder or build cache\n", siteDir)
		}
		return nil
	}
}

func buildCommand(fs *flag.FlagSet, con *console) func([]string) error {
	out := fs.String("out-dir", "", "output `folder` (default <siteDir>/build)")
	noCache := fs.Bool("no-cache", false, "neither read nor write the build cache, <siteDir>/"+cacheDir)
	engine := fs.String("engine", "", "render `engine`: node (the default where node is installed) or goja (built into gosaurus)")
	locales := localesFlag(fs, "build this `locale` alone, into its folder of the build; once per locale, or several after one --locale (default: every locale of i18n.locales)")
	allowed := allowRead(fs)
	cfgFile := configFlag(fs)
	dev := fs.Bool("dev", false, "build in development mode: React's development builds with their full error messages, unminified, process.env.NODE_ENV development")
	analyze := fs.Bool("bundle-analyzer", false, "write esbuild's metafile of the bundle into the build ("+pipeline.AnalysisFile+") and print a summary of its sizes")
	noMinify := fs.Bool("no-minify", false, "leave the JavaScript and CSS unminified")
	return func(args []string) error {
		if *engine != "" && !slices.Contains(render.Engines, *engine) {
			return fmt.Errorf("--engine %q: valid engines are %s", *engine, strings.Join(render.Engines, ", "))
		}
		opts, err := buildOptions(args, con)
		if err != nil {
			return err
		}
		if *dev {
			nodeEnv("development")
		}
		nodeEnv("production")
		opts.OutDir, opts.Engine, opts.Locales, opts.AllowRead, opts.ConfigFile = *out, *engine, *locales, *allowed, *cfgFile
		opts.Development, opts.Analyze, opts.NoMinify = *dev, *analyze, *noMinify
		_, err = build(con, opts, !*noCache)
		return err
	}
}

// build runs a build, showing its progress on a terminal, and ends with its summary: the
// warnings, one line of pages, time and size, and with Options.Analyze the bundle's.
func build(con *console, opts pipeline.Options, cache bool) (*pipeline.Result, error) {
	opts.Progress = func(locale string, done, total int) {
		if locale != "" {
			locale = "[" + locale + "] "
		}
		con.progress(fmt.Sprintf("[gosaurus] %srendered %d of %d pages", locale, done, total), done == total)
	}
	if cache {
		opts.CacheDir = filepath.Join(opts.SiteDir, cacheDir)
	}
	res, err := pipeline.Run(opts)
	for _, w := range res.Warnings { // before the error too, which one of them may explain
		con.Printf("[gosaurus] warning: %s\n", w)
	}
	if err != nil {
		return nil, err
	}
	for _, a := range res.Analyses {
		printAnalysis(con, res.OutDir, a)
	}
	con.Printf("[gosaurus] built %d pages in %d ms → %s (%.1f MB), %s\n", res.Pages, res.Duration.Milliseconds(), res.OutDir, float64(res.Bytes)/1e6, plural(len(res.Warnings), "warning"))
	return res, nil
}

// printAnalysis says where a locale's metafile is and sums up its bundle.
func printAnalysis(con *console, outDir string, a *pipeline.Analysis) {
	tag := ""
	if a.Locale != "" {
		tag = "[" + a.Locale + "] "
	}
	con.Printf("[gosaurus] %sbundle analysis: %s, esbuild's metafile (open it in esbuild's bundle analyzer, https://esbuild.github.io/analyze/)\n", tag, filepath.Join(outDir, filepath.FromSlash(a.File)))
	con.Printf("[gosaurus]   JavaScript %s in %s, CSS %s in %s\n", kb(a.JS.Bytes), plural(a.JS.Files, "file"), kb(a.CSS.Bytes), plural(a.CSS.Files, "file"))
	sizes := func(list []pipeline.Size) string {
		var parts []string
		for _, s := range list {
			parts = append(parts, s.Name+" "+kb(s.Bytes))
		}
		return strings.Join(parts, ", ")
	}
	con.Printf("[gosaurus]   largest files: %s\n", sizes(a.Largest))
	con.Printf("[gosaurus]   JavaScript by package: %s\n", sizes(a.Packages))
}

func kb(n int) string { return fmt.Sprintf("%.1f KB", float64(n)/1e3) }

func listen(fs *flag.FlagSet) (*string, *int) {
	host := fs.String("host", "127.0.0.1", "`address` to listen on")
	port := fs.Int("port", 3000, "`port` to listen on (0: any free one)")
	alias(fs, "h", "host")
	alias(fs, "p", "port")
	return host, port
}

// bind listens on host:port. A port in use is said at once, with the next free port: on a
// terminal gosaurus asks whether to take it, as Docusaurus does; elsewhere (CI, scripts) it
// fails, naming it, since nothing there would read a server's changed address.
func bind(con *console, host string, port int) (net.Listener, error) {
	addr := net.JoinHostPort(host, strconv.Itoa(port))
	ln, err := net.Listen("tcp", addr)
	if !errors.Is(err, syscall.EADDRINUSE) {
		return ln, err
	}
	free := nextFreePort(host, port)
	if free == 0 {
		return nil, fmt.Errorf("%s is in use by another program; choose another port with --port (--port 0 picks a free one)", addr)
	}
	if con.ask(fmt.Sprintf("[gosaurus] %s is in use by another program. Run on port %d instead?", addr, free), true) {
		return net.Listen("tcp", net.JoinHostPort(host, strconv.Itoa(free)))
	}
	return nil, fmt.Errorf("%s is in use by another program; port %d is free: run again with --port %d (--port 0 picks any free port)", addr, free, free)
}

// nextFreePort is the first port after port that host:port can listen on, 0 for none of the
// next hundred.
func nextFreePort(host string, port int) int {
	for p := port + 1; p <= min(port+100, 65535); p++ {
		if ln, err := net.Listen("tcp", net.JoinHostPort(host, strconv.Itoa(p))); err == nil {
			ln.Close()
			return p
		}
	}
	return 0
}

// openFlag declares --no-open.
func openFlag(fs *flag.FlagSet) *bool {
	return fs.Bool("no-open", false, "do not open the site in the browser (it opens when run on a terminal, unless CI is set)")
}

// opensBrowser tells whether the site is opened in the browser: as Docusaurus, unless
// --no-open, BROWSER=none or CI says otherwise, and only from a terminal (never in tests,
// scripts or CI logs).
func opensBrowser(con *console, noOpen bool) bool {
	return !noOpen && con.terminal && os.Getenv("CI") == "" && os.Getenv("BROWSER") != "none"
}

// openBrowser opens url in the browser: BROWSER's program when set, else the system's.
var openBrowser = func(url string) error {
	var cmd *exec.Cmd
	switch b := os.Getenv("BROWSER"); {
	case b != "":
		cmd = exec.Command(b, url)
	case runtime.GOOS == "darwin":
		cmd = exec.Command("open", url)
	case runtime.GOOS == "windows":
		cmd = exec.Command("rundll32", "url.dll,FileProtocolHandler", url)
	default:
		cmd = exec.Command("xdg-open", url)
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	go func() { _ = cmd.Wait() }()
	return nil
}

// open opens url when opensBrowser says so; a browser that cannot be started is said, and
// the server goes on.
func open(con *console, noOpen bool, url string) {
	if !opensBrowser(con, noOpen) {
		return
	}
	if err := openBrowser(url); err != nil {
		con.Printf("[gosaurus] cannot open a browser (%v); open %s yourself\n", err, url)
	}
}

// serveHTTP serves h on ln until ctx ends, opening the site in the browser unless noOpen.
func serveHTTP(ctx context.Context, con *console, ln net.Listener, h http.Handler, base string, noOpen bool) error {
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	url := "http://" + ln.Addr().String() + base // the port chosen for --port 0
	open(con, noOpen, url)
	con.Printf("[gosaurus] serving at %s\n", url)
	go func() {
		<-ctx.Done()
		shutdown(srv)
	}()
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

func shutdown(srv *http.Server) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_ = srv.Shutdown(ctx)
}

// stopSignals is a context that ends on Ctrl-C (SIGINT) or SIGTERM, so the servers stop
// cleanly instead of dying; tests stop them with a context of their own.
var stopSignals = func() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
}

func serveCommand(fs *flag.FlagSet, con *console) func([]string) error {
	host, port := listen(fs)
	dir := fs.String("dir", "", "build `folder` to serve (default <siteDir>/build)")
	cfgFile := configFlag(fs)
	doBuild := fs.Bool("build", false, "build the site into that folder first")
	noOpen := openFlag(fs)
	return func(args []string) error {
		siteDir, err := siteFolder(args)
		if err != nil {
			return err
		}
		if *doBuild {
			opts, err := buildOptions(args, con)
			if err != nil {
				return err
			}
			nodeEnv("production")
			opts.OutDir, opts.ConfigFile = *dir, *cfgFile
			if _, err := build(con, opts, true); err != nil {
				return err
			}
		}
		cfg, err := config.LoadFor(siteDir, config.Build{File: *cfgFile}, jsrt.Options{})
		if err != nil {
			return err
		}
		cfg.Close()
		root := *dir
		if root == "" {
			root = filepath.Join(cfg.SiteDir, "build")
		}
		root, base, ok := servedSite(cfg, root)
		if !ok {
			return fmt.Errorf("%s is not a finished build; run `gosaurus build %s` first, or serve with --build", root, siteDir)
		}
		ln, err := bind(con, *host, *port)
		if err != nil {
			return err
		}
		ctx, stop := stopSignals()
		defer stop()
		return serveHTTP(ctx, con, ln, &server.Handler{Root: root, BaseURL: base}, base, *noOpen)
	}
}

// servedSite is the folder of build to serve and its base URL: the build, or the folder of the
// one locale a `build --locale` wrote; ok is false when build holds neither.
func servedSite(cfg *config.Config, build string) (root, baseURL string, ok bool) {
	if exists(filepath.Join(build, "404.html")) {
		return build, cfg.BaseURL, true
	}
	for _, l := range cfg.I18n.Locales {
		lc, err := cfg.ForLocale(l)
		if err != nil {
			continue // its translation files are broken: no build of it was made
		}
		if dir := filepath.Join(build, lc.OutPrefix()); lc.OutPrefix() != "" && exists(filepath.Join(dir, "404.html")) {
			return dir, lc.BaseURL, true
		}
	}
	return build, "", false
}

func startCommand(fs *flag.FlagSet, con *console) func([]string) error {
	host, port := listen(fs)
	locale := localeFlag(fs, "serve this `locale` (default: the default locale and every other one under its path)")
	alias(fs, "l", "locale")
	allowed := allowRead(fs)
	cfgFile := configFlag(fs)
	noOpen := openFlag(fs)
	var poll pollFlag
	fs.Var(&poll, "poll", "look for changes every `interval` ms (left out: 5007, webpack's) instead of waiting for file events, for folders whose events do not arrive (network shares, some containers)")
	fs.Bool("no-minify", false, "accepted: the dev server never minifies")
	ignoredFlag(fs, con, "hot-only", false, "a save of content updates the open page in place and any other save reloads it; there is no hot module replacement to restrict")
	return func(args []string) error {
		opts, err := buildOptions(args, con)
		if err != nil {
			return err
		}
		opts.AllowRead, opts.ConfigFile = *allowed, *cfgFile
		if *locale != "" {
			opts.Locales = []string{*locale}
		}
		// The port first: a port in use is said at once, not after building the whole site.
		ln, err := bind(con, *host, *port)
		if err != nil {
			return err
		}
		defer ln.Close() // when the first build fails; otherwise the server has closed it
		unlimitMemory()
		nodeEnv("development")
		// Stopped by a signal, the server finishes the build under way and stops its workers.
		ctx, stop := stopSignals()
		defer stop()
		// The address is served at once: a request made while the first build runs waits for
		// it, as webpack-dev-middleware holds requests until its first bundle is ready.
		var live atomic.Pointer[http.Handler]
		ready := make(chan struct{})
		srv := &http.Server{ReadHeaderTimeout: 10 * time.Second, Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			select {
			case <-ready:
			case <-r.Context().Done():
				return
			}
			if h := live.Load(); h != nil {
				(*h).ServeHTTP(w, r)
			}
		})}
		served := make(chan error, 1)
		go func() { served <- srv.Serve(ln) }()
		con.Printf("[gosaurus] starting at http://%s/ (building the site)\n", ln.Addr())
		if poll.ms > 0 {
			con.Printf("[gosaurus] looking for changes every %d ms (--poll)\n", poll.ms)
		}
		dev := &server.Dev{Opts: opts, Log: con, Host: *host, Poll: time.Duration(poll.ms) * time.Millisecond}
		h, err := dev.Start() // a failed first build leaves nothing behind
		if err != nil {
			close(ready)
			shutdown(srv)
			<-served
			return err
		}
		defer dev.Close()
		live.Store(&h)
		close(ready)
		url := "http://" + ln.Addr().String() + dev.BaseURL()
		open(con, *noOpen, url)
		con.Printf("[gosaurus] serving at %s\n", url)
		watching := make(chan struct{})
		go func() {
			defer close(watching)
			if err := dev.Watch(ctx); err != nil {
				con.Printf("[gosaurus] cannot watch the site: %v\n", err)
			}
		}()
		select {
		case <-ctx.Done():
			shutdown(srv)
			err = <-served
		case err = <-served:
		}
		stop()
		<-watching
		if errors.Is(err, http.ErrServerClosed) {
			err = nil
		}
		return err
	}
}
