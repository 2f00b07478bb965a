package main

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"runtime/debug"

	"gosaurus/generator/home"
)

// versionCommand prints gosaurus's version and the versions of React, react-dom and Infima
// that builds use: those this binary carries, or a checkout's.
func versionCommand(_ *flag.FlagSet, con *console) func([]string) error {
	return func([]string) error { return printVersion(con) }
}

func printVersion(con *console) error {
	con.Printf("gosaurus %s\n", version())
	h, ok, err := checkoutHome(".")
	if err != nil {
		return err
	}
	versions := map[string]string{}
	from := "carried in this binary"
	if !ok {
		m, err := home.ReadManifest(home.Archive)
		if err != nil {
			return err
		}
		versions = m.Packages
	} else {
		for _, name := range []string{"react", "react-dom", "infima"} {
			for _, dir := range h.modules { // the first that has it, as Node looks
				var pkg struct{ Version string }
				if b, err := os.ReadFile(filepath.Join(dir, name, "package.json")); err == nil && json.Unmarshal(b, &pkg) == nil {
					versions[name] = pkg.Version
					if name == "react" {
						from = "from " + dir
					}
					break
				}
			}
		}
	}
	con.Printf("React %s, react-dom %s, Infima %s (%s)\n", orUnknown(versions["react"]), orUnknown(versions["react-dom"]), orUnknown(versions["infima"]), from)
	return nil
}

// commit is the commit make install and make dist build from (-ldflags "-X main.commit=..."):
// the go command records none in a git worktree, or with -buildvcs=false.
var commit string

// release is the version make install and make dist stamp in (-ldflags "-X main.release=..."),
// package.json's version: the one the npm packages and release archives carry.
var release string

// version is the module version gosaurus was built as, or else the release stamped in and the
// commit it was built from.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if ok && info.Main.Version != "" && info.Main.Version != "(devel)" {
		return info.Main.Version
	}
	built := builtFrom(info)
	switch {
	case release != "" && built != "":
		return release + " (" + built + ")"
	case release != "":
		return release
	case built != "":
		return "devel " + built
	}
	return "devel (no commit recorded)"
}

// builtFrom is the commit the go command recorded, with its time, or else the one stamped in.
func builtFrom(info *debug.BuildInfo) string {
	settings := map[string]string{}
	if info != nil {
		for _, s := range info.Settings {
			settings[s.Key] = s.Value
		}
	}
	rev := settings["vcs.revision"]
	if rev == "" {
		return commit
	}
	v := rev[:min(12, len(rev))]
	if settings["vcs.modified"] == "true" {
		v += "+modified"
	}
	if t := settings["vcs.time"]; t != "" {
		v += " (" + t + ")"
	}
	return v
}

func orUnknown(v string) string {
	if v == "" {
		return "unknown"
	}
	return v
}
