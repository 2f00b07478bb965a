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
	"slices"
	"strconv"
	"strings"
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
	locale := localeFlag(fs, "build this `locale` alone, into its folder of the build (default: every locale of i18n.locales)")
	allowed := allowRead(fs)
	return func(args []string) error {
		if *engine != "" && !slices.Contains(render.Engines, *engine) {
			return fmt.Errorf("--engine %q: valid engines are %s", *engine, strings.Join(render.Engines, ", "))
		}
		opts, err := buildOptions(args, con)
		if err != nil {
			return err
		}
		nodeEnv("production")
		opts.OutDir, opts.Engine, opts.AllowRead = *out, *engine, *allowed
		if *locale != "" {
			opts.Locales = []string{*locale}
		}
		opts.Progress = func(locale string, done, total int) {
			if locale != "" {
				locale = "[" + locale + "] "
			}
			con.progress(fmt.Sprintf("[gosaurus] %srendered %d of %d pages", locale, done, total), done == total)
		}
		if !*noCache {
			opts.CacheDir = filepath.Join(opts.SiteDir, cacheDir)
		}
		res, err := pipeline.Run(opts)
		if err != nil {
			return err
		}
		for _, w := range res.Warnings {
			con.Printf("[gosaurus] warning: %s\n", w)
		}
		con.Printf("[gosaurus] built %d pages in %d ms → %s (%.1f MB), %s\n", res.Pages, res.Duration.Milliseconds(), res.OutDir, float64(res.Bytes)/1e6, plural(len(res.Warnings), "warning"))
		return nil
	}
}

func listen(fs *flag.FlagSet) (*string, *int) {
	host := fs.String("host", "127.0.0.1", "`address` to listen on")
	port := fs.Int("port", 3000, "`port` to listen on")
	return host, port
}

// bind listens on host:port. A port in use gets a message saying which and the way out, in
// place of net's "bind: address already in use".
func bind(host string, port int) (net.Listener, error) {
	addr := net.JoinHostPort(host, strconv.Itoa(port))
	ln, err := net.Listen("tcp", addr)
	if errors.Is(err, syscall.EADDRINUSE) {
		return nil, fmt.Errorf("%s is in use by another program; choose another port with --port (--port 0 picks a free one)", addr)
	}
	return ln, err
}

// serveHTTP serves h on ln until ctx ends.
func serveHTTP(ctx context.Context, con *console, ln net.Listener, h http.Handler, base string) error {
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	con.Printf("[gosaurus] serving at http://%s%s\n", ln.Addr(), base) // the port chosen for --port 0
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

// stopSignals is a context that ends on Ctrl-C (SIGINT) or SIGTERM, so the servers stop
// cleanly instead of dying.
func stopSignals() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
}

func serveCommand(fs *flag.FlagSet, con *console) func([]string) error {
	host, port := listen(fs)
	dir := fs.String("dir", "", "build `folder` to serve (default <siteDir>/build)")
	return func(args []string) error {
		siteDir, err := siteFolder(args)
		if err != nil {
			return err
		}
		cfg, err := config.Load(siteDir, jsrt.Options{})
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
			return fmt.Errorf("%s is not a finished build; run `gosaurus build %s` first", root, siteDir)
		}
		ln, err := bind(*host, *port)
		if err != nil {
			return err
		}
		ctx, stop := stopSignals()
		defer stop()
		return serveHTTP(ctx, con, ln, &server.Handler{Root: root, BaseURL: base}, base)
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
	allowed := allowRead(fs)
	return func(args []string) error {
		opts, err := buildOptions(args, con)
		if err != nil {
			return err
		}
		opts.AllowRead = *allowed
		if *locale != "" {
			opts.Locales = []string{*locale}
		}
		// The port first: a port in use is said at once, not after building the whole site.
		ln, err := bind(*host, *port)
		if err != nil {
			return err
		}
		defer ln.Close() // when the first build fails; otherwise the server has closed it
		unlimitMemory()
		nodeEnv("development")
		// Stopped by a signal, the server finishes the build under way and stops its workers.
		ctx, stop := stopSignals()
		defer stop()
		dev := &server.Dev{Opts: opts, Log: con, Host: *host}
		h, err := dev.Start() // a failed first build leaves nothing behind
		if err != nil {
			return err
		}
		defer dev.Close()
		watching := make(chan struct{})
		go func() {
			defer close(watching)
			if err := dev.Watch(ctx); err != nil {
				con.Printf("[gosaurus] cannot watch the site: %v\n", err)
			}
		}()
		err = serveHTTP(ctx, con, ln, h, dev.BaseURL())
		stop()
		<-watching
		return err
	}
}
