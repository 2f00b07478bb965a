package main

import (
	"errors"
	"path/filepath"
	"strings"

	"gosaurus/plugins/jsplugin"
)

// pluginCommand runs args[0], which is none of gosaurus's commands, as a command that one of
// the site's plugins adds to Docusaurus's CLI (docusaurus gen-api-docs all): in the current
// folder, the site's, as Docusaurus runs them. unknown is the error for a command no plugin
// adds either, which then names those they add.
func pluginCommand(configFile string, args []string, con *console, unknown error) error {
	siteDir, err := filepath.Abs(".")
	if err != nil {
		return err
	}
	err = jsplugin.RunCommand(siteDir, configFile, args, con.in, con.out, con.errOut)
	var none *jsplugin.UnknownCommandError
	if !errors.As(err, &none) {
		return err
	}
	u, ok := unknown.(*usageError)
	if !ok || len(none.Commands) == 0 {
		return unknown
	}
	return &usageError{msg: u.msg, hint: u.hint + " The site's plugins add " + strings.Join(none.Commands, ", ") + "."}
}
