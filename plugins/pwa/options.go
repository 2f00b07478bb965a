package pwa

import (
	"path/filepath"

	"gosaurus/generator/config"
	"gosaurus/plugins/plugin/options"
)

// ReadOptions reads the options the plugin's own validateOptions gave its instance (in, from
// the config file file): a wrong type is an error naming the option, and swCustom is taken
// from the site folder.
func ReadOptions(file, siteDir string, in config.PluginEntry) (*Worker, error) {
	w := &Worker{PluginDir: in.Dir}
	o := &options.Reader{File: file, Key: in.Key, M: in.Options}
	o.Bool("debug", &w.Debug)
	var custom string
	if o.String("swCustom", &custom) && custom != "" {
		if !filepath.IsAbs(custom) {
			custom = filepath.Join(siteDir, custom)
		}
		w.Custom = filepath.Clean(custom)
	}
	if v, ok := in.Options["injectManifestConfig"]; ok && v != nil {
		m, isObject := v.(map[string]any)
		if !isObject {
			o.Fail("injectManifestConfig", "must be an object, got "+config.TypeName(v))
		}
		w.InjectManifest = m
	}
	return w, o.Err
}
