package pwa

// Plugin is an instance of @docusaurus/plugin-pwa: its postBuild writes the service worker
// into the written build folder, with the folder's files in its precache manifest.
type Plugin struct {
	Worker *Worker
}

// Name is the plugin's name in Docusaurus.
func (Plugin) Name() string { return "docusaurus-plugin-pwa" }

// Written writes the service worker into dir.
func (p Plugin) Written(dir string) error { return p.Worker.Write(dir) }
