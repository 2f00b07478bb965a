package pwa

import "path/filepath"

// NewWorker reads the options of the plugin, whose module is in pluginDir, that its service
// worker needs; a relative swCustom is relative to the site's folder, siteDir.
func NewWorker(siteDir, pluginDir string, opts map[string]any) *Worker {
	w := &Worker{PluginDir: pluginDir}
	w.Debug, _ = opts["debug"].(bool)
	if custom, _ := opts["swCustom"].(string); custom != "" {
		if !filepath.IsAbs(custom) {
			custom = filepath.Join(siteDir, custom)
		}
		w.Custom = filepath.Clean(custom)
	}
	w.InjectManifest, _ = opts["injectManifestConfig"].(map[string]any)
	return w
}
