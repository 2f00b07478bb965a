package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"

	"gosaurus/generator/home"
)

// runVersion prints gosaurus's version and the versions of React, react-dom and Infima that
// builds use: those this binary carries, or a checkout's.
func runVersion() error {
	fmt.Println("gosaurus", version())
	root, err := checkoutRoot(".")
	if err != nil {
		return err
	}
	versions := map[string]string{}
	from := "carried in this binary"
	if root == "" {
		m, err := home.ReadManifest(home.Archive)
		if err != nil {
			return err
		}
		versions = m.Packages
	} else {
		from = "from " + filepath.Join(root, "node_modules")
		for _, name := range []string{"react", "react-dom", "infima"} {
			var pkg struct{ Version string }
			if b, err := os.ReadFile(filepath.Join(root, "node_modules", name, "package.json")); err == nil && json.Unmarshal(b, &pkg) == nil {
				versions[name] = pkg.Version
			}
		}
	}
	fmt.Printf("React %s, react-dom %s, Infima %s (%s)\n", orUnknown(versions["react"]), orUnknown(versions["react-dom"]), orUnknown(versions["infima"]), from)
	return nil
}

// commit is the commit make install builds from (-ldflags "-X main.commit=..."): the go
// command records none in a git worktree, or with -buildvcs=false.
var commit string

// version is the module version gosaurus was built as, or else the commit it was built from.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	settings := map[string]string{}
	for _, s := range info.Settings {
		settings[s.Key] = s.Value
	}
	rev := settings["vcs.revision"]
	if rev == "" {
		if commit != "" {
			return "devel " + commit
		}
		return "devel (no commit recorded)"
	}
	v := "devel " + rev[:min(12, len(rev))]
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
