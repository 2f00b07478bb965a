package config

import (
	"testing"
)

// plugin-ideal-image's entry reaches the build with its options as data, for plugins/idealimage
// to read and check.
func TestIdealImageOptions(t *testing.T) {
	cfg, err := loadAnalytics(t, configWith(`plugins: [['@docusaurus/plugin-ideal-image', {min: 320, max: 1030, steps: 2, quality: 70, disableInDev: false}]]`))
	if err != nil {
		t.Fatal(err)
	}
	if o := cfg.IdealImage; o == nil || o.Key != "plugins[0]" || o.Options["quality"] != int64(70) && o.Options["quality"] != float64(70) {
		t.Errorf("options %+v", cfg.IdealImage)
	}
	if cfg, err := loadAnalytics(t, configWith(`plugins: []`)); err != nil || cfg.IdealImage != nil {
		t.Errorf("without the plugin: %+v %v", cfg.IdealImage, err)
	}
}
