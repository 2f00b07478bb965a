package config

import (
	"slices"
	"strings"
	"testing"
)

// plugin-ideal-image's options reach the build; a bad one names the entry and the option.
func TestIdealImageOptions(t *testing.T) {
	cfg, err := loadAnalytics(t, configWith(`plugins: [['@docusaurus/plugin-ideal-image', {min: 320, max: 1030, steps: 2, quality: 70, disableInDev: false}]]`))
	if err != nil {
		t.Fatal(err)
	}
	if o := cfg.IdealImage; o == nil || !slices.Equal(o.Sizes, []int{320, 1030}) || o.Quality != 70 || o.DisableInDev {
		t.Errorf("options %+v", cfg.IdealImage)
	}
	if cfg, err := loadAnalytics(t, configWith(`plugins: []`)); err != nil || cfg.IdealImage != nil {
		t.Errorf("without the plugin: %+v %v", cfg.IdealImage, err)
	}
	_, err = loadAnalytics(t, configWith(`plugins: [['ideal-image', {quality: 200}]]`))
	if want := "docusaurus.config.js: plugins[0]: ideal-image: quality is 200; it may be 1 to 100"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want %s", err, want)
	}
}
