package jsplugin

import (
	"path/filepath"
	"strings"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
)

// Docusaurus stops the build when a plugin's validateOptions, its plugin function or its
// loadContent throws:
// that error, with the plugin's name, is the build's, not what goes wrong later without the
// plugin (a page missing the files it would have written).

// threwError is the build's error for in, an instance Node made of label (the entry at key),
// whose validateOptions, plugin function or loadContent threw there (in.Threw); nil when none
// did.
func threwError(cfg *config.Config, key, label string, in config.Instance) error {
	if in.Threw == "" {
		return nil
	}
	return pluginThrew(cfg, key, label, in.Threw, in.Failed)
}

// gojaThrew is the build's error for label's hook ("validateOptions" or "plugin") that threw
// err in the config runtime, for where Node does not run the plugin again as Docusaurus would;
// nil for an error that may be the runtime's own lack of Node's APIs (jsrt.NeedsNode), which
// leaves the plugin out with a warning.
func gojaThrew(cfg *config.Config, key, label, hook string, err error) error {
	if jsrt.NeedsNode(err) {
		return nil
	}
	return pluginThrew(cfg, key, label, hook, firstLine(err))
}

// pluginThrew is the error of label's hook that threw msg (a plain Error's without its name,
// as "TypeError: …" keeps its).
func pluginThrew(cfg *config.Config, key, label, hook, msg string) error {
	msg = strings.TrimPrefix(msg, "Error: ")
	what := label + " threw"
	if hook == "validateOptions" || hook == "loadContent" {
		what = label + ": " + hook + "() threw"
	}
	return &config.Error{File: configFile(cfg), Key: key, Msg: what + ": " + msg}
}

func firstLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}

// configFile names the config file in messages, as the config's own do.
func configFile(cfg *config.Config) string { return filepath.Base(cfg.File) }
