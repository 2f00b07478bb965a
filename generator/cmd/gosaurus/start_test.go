package main

import (
	"bufio"
	"flag"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// `gosaurus start` stops cleanly on SIGINT and SIGTERM and leaves no temporary folder behind,
// nor does a first build that fails.
func TestStartRemovesItsFoldersOnExit(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGTERM")
	}
	bin := buildBinary(t)
	start := func(site, tmp string) (*exec.Cmd, <-chan string) {
		return startSite(t, bin, site, "TMPDIR="+tmp)
	}
	leftovers := func(tmp string) []string {
		entries, _ := os.ReadDir(tmp)
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		return names
	}
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		tmp := t.TempDir()
		cmd, lines := start(fixture(t, "basic"), tmp)
		var log []string
		for line := range lines {
			log = append(log, line)
			if strings.HasPrefix(line, "[gosaurus] serving at http://127.0.0.1:") {
				break
			}
		}
		if len(leftovers(tmp)) == 0 {
			t.Fatalf("%v: the dev server made no temporary folder; log:\n%s", sig, strings.Join(log, "\n"))
		}
		if err := cmd.Process.Signal(sig); err != nil {
			t.Fatal(err)
		}
		for line := range lines {
			log = append(log, line)
		}
		if err := cmd.Wait(); err != nil {
			t.Errorf("%v: %v; log:\n%s", sig, err, strings.Join(log, "\n"))
		}
		if left := leftovers(tmp); len(left) > 0 {
			t.Errorf("%v: left in the temporary folder: %v", sig, left)
		}
	}

	tmp := t.TempDir()
	site := fixture(t, "basic")
	if err := os.WriteFile(filepath.Join(site, "docusaurus.config.js"), []byte("export default {\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd, lines := start(site, tmp)
	var log []string
	for line := range lines {
		log = append(log, line)
	}
	if err := cmd.Wait(); err == nil || cmd.ProcessState.ExitCode() != 1 {
		t.Errorf("a broken site: %v, want exit status 1; log:\n%s", err, strings.Join(log, "\n"))
	}
	if left := leftovers(tmp); len(left) > 0 {
		t.Errorf("after a failed first build, left in the temporary folder: %v", left)
	}
}

// buildBinary builds gosaurus into a temporary folder.
func buildBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "gosaurus")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// startSite runs `gosaurus start` on site, on a free port, with env added to this process's
// environment (less NODE_ENV), and returns it with the lines of its output.
func startSite(t *testing.T, bin, site string, env ...string) (*exec.Cmd, <-chan string) {
	t.Helper()
	home, _ := filepath.Abs(filepath.Join("..", "..", ".."))
	cmd := exec.Command(bin, "start", "--port", "0", site)
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "NODE_ENV=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, "GOSAURUS_HOME="+home)
	cmd.Env = append(cmd.Env, env...)
	cmd.WaitDelay = 30 * time.Second // a process left holding the output would hang Wait
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = cmd.Stdout
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	return cmd, lines
}

// `gosaurus start` runs the site's config and plugins in development mode and `gosaurus build`
// in production mode, as Docusaurus's commands do: process.env.NODE_ENV is "development" or
// "production" there.
func TestNodeEnvOfStartAndBuild(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGINT")
	}
	site := fixture(t, "basic")
	config := filepath.Join(site, "docusaurus.config.js")
	if err := os.Rename(config, filepath.Join(site, "base.config.js")); err != nil {
		t.Fatal(err)
	}
	wrapper := "import base from './base.config.js';\nexport default {...base, title: 'mode-' + process.env.NODE_ENV};\n"
	if err := os.WriteFile(config, []byte(wrapper), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := buildBinary(t)
	build := exec.Command(bin, "build", site)
	build.Env = append(os.Environ(), "NODE_ENV=")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("gosaurus build: %v\n%s", err, out)
	}
	if page, _ := os.ReadFile(filepath.Join(site, "build", "index.html")); !strings.Contains(string(page), "mode-production") {
		t.Errorf("the built page's title is not from a config run in production mode:\n%.600s", page)
	}
	cmd, lines := startSite(t, bin, site)
	defer func() {
		_ = cmd.Process.Signal(syscall.SIGINT)
		for range lines {
		}
		_ = cmd.Wait()
	}()
	var log []string
	origin := ""
	for line := range lines {
		log = append(log, line)
		if u, ok := strings.CutPrefix(line, "[gosaurus] serving at "); ok {
			origin = strings.TrimSuffix(strings.TrimSpace(u), "/")
			break
		}
	}
	if origin == "" {
		t.Fatalf("the dev server did not start; log:\n%s", strings.Join(log, "\n"))
	}
	res, err := http.Get(origin + "/basic/")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if !strings.Contains(string(body), "mode-development") {
		t.Errorf("the page's title is not from a config run in development mode:\n%.600s", body)
	}
}

// `gosaurus start` on a port another program holds fails at once, naming the address and the
// way out, instead of after building the whole site (seconds to minutes).
func TestStartOnAPortInUseFailsBeforeBuilding(t *testing.T) {
	held, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	addr := held.Addr().String()
	_, port, _ := net.SplitHostPort(addr)
	begin := time.Now()
	code, stdout, stderr := runCLI(t, "start", "--port", port, fixture(t, "basic"))
	took := time.Since(begin)
	if code != 1 || !strings.Contains(stderr, addr+" is in use") || !strings.Contains(stderr, "--port") {
		t.Errorf("status %d, stderr %q; want 1 and a message naming %s and --port", code, stderr, addr)
	}
	if stdout != "" || took > 2*time.Second {
		t.Errorf("it built before failing (%v); stdout:\n%s", took, stdout)
	}
}

// The port in use is said with the next free one: outside a terminal the command stops there;
// on a terminal it asks, as Docusaurus does, and a yes (or Enter) takes that port.
func TestPortInUseSuggestsTheNextFree(t *testing.T) {
	held, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	port := held.Addr().(*net.TCPAddr).Port
	var out strings.Builder
	_, err = bind(&console{out: &out, errOut: &out}, "127.0.0.1", port)
	if err == nil || !regexp.MustCompile(`is in use by another program; port \d+ is free: run again with --port \d+`).MatchString(err.Error()) {
		t.Fatalf("outside a terminal: %v", err)
	}
	for answer, takes := range map[string]bool{"\n": true, "y\n": true, "n\n": false} {
		out.Reset()
		ln, err := bind(&console{out: &out, errOut: &out, interactive: true, in: strings.NewReader(answer)}, "127.0.0.1", port)
		if !strings.Contains(out.String(), "is in use by another program. Run on port") {
			t.Errorf("%q: no question asked: %q", answer, out.String())
		}
		if takes != (err == nil) {
			t.Errorf("answer %q: %v", answer, err)
		}
		if ln != nil {
			if got := ln.Addr().(*net.TCPAddr).Port; got == port {
				t.Errorf("listening on the port in use")
			}
			ln.Close()
		}
	}
}

// --poll takes its interval when one follows, as Docusaurus's commander does; -h is the host
// when a value follows it, else help.
func TestNormalize(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"--poll site", "--poll=true site"},
		{"--poll 300 site", "--poll=300 site"},
		{"--poll=300 site", "--poll=300 site"},
		{"site --poll", "site --poll=true"},
		{"-h 0.0.0.0 site", "-h 0.0.0.0 site"},
		{"-h", "--help"},
		{"-h --poll", "--help --poll=true"},
		{"-l fr site", "-l fr site"},
	} {
		fs := flag.NewFlagSet("start", flag.ContinueOnError)
		startCommand(fs, &console{out: io.Discard, errOut: io.Discard})
		if got := strings.Join(normalize(fs, []string{"poll"}, nil, strings.Fields(c.in)), " "); got != c.want {
			t.Errorf("%q: %q, want %q", c.in, got, c.want)
		}
	}
	fs := flag.NewFlagSet("build", flag.ContinueOnError)
	buildCommand(fs, &console{out: io.Discard, errOut: io.Discard})
	site := t.TempDir()
	in := []string{"--locale", "fr", "de", "pt-BR", site, "-l", "ar", "en"}
	want := []string{"--locale", "fr", "--locale", "de", "--locale", "pt-BR", site, "-l", "ar", "--locale", "en"}
	if got := normalize(fs, nil, []string{"locale"}, in); !slices.Equal(got, want) {
		t.Errorf("%q: %q, want %q", in, got, want)
	}
	var p pollFlag
	for v, ms := range map[string]int{"true": defaultPoll, "1000": 1000, "false": 0, "x": 0} {
		if err := p.Set(v); err != nil || p.ms != ms {
			t.Errorf("--poll %s: %d (%v), want %d", v, p.ms, err, ms)
		}
	}
}

// start and serve open the site in the browser from a terminal, as Docusaurus does, but for
// --no-open, CI and BROWSER=none.
func TestOpensBrowser(t *testing.T) {
	for _, k := range []string{"CI", "BROWSER"} {
		t.Setenv(k, "")
		os.Unsetenv(k)
	}
	term := &console{terminal: true}
	if !opensBrowser(term, false) || opensBrowser(term, true) || opensBrowser(&console{}, false) {
		t.Error("want it opened from a terminal only, and never with --no-open")
	}
	t.Setenv("BROWSER", "none")
	if opensBrowser(term, false) {
		t.Error("opened with BROWSER=none")
	}
	t.Setenv("BROWSER", "")
	t.Setenv("CI", "true")
	if opensBrowser(term, false) {
		t.Error("opened in CI")
	}
}
