package jsplugin

import (
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
)

//go:embed command.mjs
var commandModule []byte

// UnknownCommandError is the answer of RunCommand when none of the site's plugins adds the
// command: Commands are those they add.
type UnknownCommandError struct {
	Name     string
	Commands []string
}

func (e *UnknownCommandError) Error() string {
	if len(e.Commands) == 0 {
		return fmt.Sprintf("unknown command %q, and the site's plugins add none", e.Name)
	}
	return fmt.Sprintf("unknown command %q; the site's plugins add %s", e.Name, strings.Join(e.Commands, ", "))
}

// RunCommand runs args[0], a command that one of the site's plugins adds to Docusaurus's CLI
// with extendCli (docusaurus-plugin-openapi-docs's gen-api-docs), with the rest of args, as
// `docusaurus <command>` runs it: in Node, from the site folder, the plugins made with the
// site's context, the command's output the user's. The config file is configFile. A command no
// plugin adds is an *UnknownCommandError; a command that fails is an error with its exit
// status, after its own output.
func RunCommand(siteDir, configFile string, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if !jsrt.NodeAvailable() {
		return fmt.Errorf("%q may be a command of one of the site's plugins, which run in Node; Node is not installed", args[0])
	}
	bundle, err := jsrt.BundleForNode(configFile)
	if err != nil {
		return fmt.Errorf("%s: %w", filepath.Base(configFile), err)
	}
	defer os.Remove(bundle)
	tmp, err := os.MkdirTemp("", "gosaurus-command-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	script := filepath.Join(tmp, "command.mjs")
	source := append([]byte("import gosaurusModule from 'node:module';\n("+jsrt.RequireInterop+")(gosaurusModule);\n"+config.NodeRequire), commandModule...)
	if err := os.WriteFile(script, source, 0o644); err != nil {
		return err
	}
	answer := filepath.Join(tmp, "commands.json")
	cmd := exec.Command("node", append([]string{script, bundle, configFile, siteDir, answer}, args...)...)
	cmd.Dir, cmd.Stdin, cmd.Stdout, cmd.Stderr = siteDir, stdin, stdout, stderr
	err = cmd.Run()
	var exit *exec.ExitError
	if errors.As(err, &exit) && exit.ExitCode() == 3 {
		unknown := &UnknownCommandError{Name: args[0]}
		if data, err := os.ReadFile(answer); err == nil && json.Unmarshal(data, &unknown.Commands) == nil {
			return unknown
		}
	}
	if err != nil {
		return fmt.Errorf("%s: %w", args[0], err)
	}
	return nil
}
