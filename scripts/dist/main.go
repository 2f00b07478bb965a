// Command dist writes gosaurus's release files into one folder (make dist): the binary for
// each platform, built without cgo and carrying the home archive (-tags embedhome, after `go
// run ./scripts/packhome`), as a .tar.gz (a .zip for Windows); the npm packages, packed with
// `npm pack` into npm/; and SHA256SUMS of them all. Then it checks what it wrote, as -verify
// does: the sums, each binary's format (ELF, Mach-O or PE, for its processor), each package's
// manifest, and that the binary of this machine runs `version` and says the version stamped.
//
//	go run ./scripts/dist -version 0.1.0 [-commit C] [-date UNIX] [-out dist] [-only linux-x64,...]
//	go run ./scripts/dist -verify [-version 0.1.0] [-out dist]
//
// Run it from the checkout. Platforms are named as Node names them (process.platform and
// process.arch), as the npm packages are.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"
)

// target is a platform gosaurus is released for.
type target struct {
	goos, goarch string
	os, cpu      string // Node's names: the npm package's os and cpu fields
}

var targets = []target{
	{"linux", "amd64", "linux", "x64"},
	{"linux", "arm64", "linux", "arm64"},
	{"darwin", "amd64", "darwin", "x64"},
	{"darwin", "arm64", "darwin", "arm64"},
	{"windows", "amd64", "win32", "x64"},
}

func (t target) name() string { return t.os + "-" + t.cpu }

func (t target) exe() string {
	if t.goos == "windows" {
		return "gosaurus.exe"
	}
	return "gosaurus"
}

func (t target) native() bool { return t.goos == runtime.GOOS && t.goarch == runtime.GOARCH }

// archive is the file name of t's release archive, and the folder inside it.
func (t target) archive(version string) (file, dir string) {
	dir = "gosaurus-" + version + "-" + t.name()
	if t.goos == "windows" {
		return dir + ".zip", dir
	}
	return dir + ".tar.gz", dir
}

type options struct {
	version, commit, out string
	date                 time.Time
	targets              []target
}

func main() {
	var o options
	flag.StringVar(&o.version, "version", "", "the release's version (default: package.json's)")
	flag.StringVar(&o.commit, "commit", "", "the commit stamped into the binaries beside the version")
	flag.StringVar(&o.out, "out", "dist", "the folder to write (emptied first)")
	date := flag.Int64("date", 0, "the time of the archives' entries, in Unix seconds (default: now)")
	only := flag.String("only", "", "comma-separated platforms to build or check (default: all; with -verify, those SHA256SUMS lists)")
	verify := flag.Bool("verify", false, "only check the folder a previous run wrote")
	flag.Parse()
	o.date = time.Now()
	if *date != 0 {
		o.date = time.Unix(*date, 0)
	}
	err := func() error {
		if o.version == "" {
			var pkg struct{ Version string }
			if err := readJSON("package.json", &pkg); err != nil {
				return err
			}
			o.version = pkg.Version
		}
		var err error
		if o.targets, err = pick(*only); err != nil {
			return err
		}
		if !*verify {
			return run(o)
		}
		if *only == "" {
			if o.targets, err = listedTargets(o); err != nil {
				return err
			}
		}
		return verifyDist(o)
	}()
	if err != nil {
		fmt.Fprintf(os.Stderr, "dist: %v\n", err)
		os.Exit(1)
	}
}

func pick(only string) ([]target, error) {
	if only == "" {
		return targets, nil
	}
	var out []target
	for name := range strings.SplitSeq(only, ",") {
		i := slices.IndexFunc(targets, func(t target) bool { return t.name() == name })
		if i < 0 {
			names := []string{}
			for _, t := range targets {
				names = append(names, t.name())
			}
			return nil, fmt.Errorf("no platform %q (there are %s)", name, strings.Join(names, ", "))
		}
		out = append(out, targets[i])
	}
	return out, nil
}

func run(o options) error {
	if _, err := os.Stat(filepath.Join("generator", "home", "home.tar.gz")); err != nil {
		return fmt.Errorf("no home archive to embed: run `go run ./scripts/packhome` first (make dist does): %w", err)
	}
	if err := os.RemoveAll(o.out); err != nil {
		return err
	}
	stage := filepath.Join(o.out, ".stage")
	var written []string
	binaries := map[string]string{}
	for _, t := range o.targets {
		bin := filepath.Join(stage, "bin", t.name(), t.exe())
		if err := build(o, t, bin); err != nil {
			return err
		}
		binaries[t.name()] = bin
		file, dir := t.archive(o.version)
		entries := []entry{{t.exe(), 0o755, bin}, {"LICENSE", 0o644, "LICENSE"}}
		if err := writeArchive(filepath.Join(o.out, file), dir, o.date, entries); err != nil {
			return err
		}
		written = append(written, file)
	}
	tarballs, err := packNPM(o, binaries, filepath.Join(stage, "npm"))
	if err != nil {
		return err
	}
	written = append(written, tarballs...)
	if err := writeSums(o.out, written); err != nil {
		return err
	}
	if err := os.RemoveAll(stage); err != nil {
		return err
	}
	return verifyDist(o)
}

// build cross-compiles gosaurus for t into bin.
func build(o options, t target, bin string) error {
	start := time.Now()
	ldflags := fmt.Sprintf("-s -w -X main.release=%s -X main.commit=%s", o.version, o.commit)
	cmd := exec.Command("go", "build", "-trimpath", "-buildvcs=false", "-tags", "embedhome", "-ldflags", ldflags, "-o", bin, "./generator/cmd/gosaurus")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+t.goos, "GOARCH="+t.goarch)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("building for %s (GOOS=%s GOARCH=%s CGO_ENABLED=0): %w", t.name(), t.goos, t.goarch, err)
	}
	st, err := os.Stat(bin)
	if err != nil {
		return err
	}
	fmt.Printf("dist: built %s (%.1f MB, %.0f s)\n", t.name(), float64(st.Size())/1e6, time.Since(start).Seconds())
	return nil
}
