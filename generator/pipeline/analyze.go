package pipeline

import (
	"cmp"
	"encoding/json"
	"path"
	"slices"
	"strings"

	"gosaurus/generator/bundle"
)

// AnalysisFile is where a build with Options.Analyze writes esbuild's metafile of a locale's
// browser bundle, in that locale's folder of the build: the file esbuild's bundle analyzer
// reads, as webpack-bundle-analyzer's report is what docusaurus build --bundle-analyzer writes.
const AnalysisFile = "bundle-metafile.json"

// Analysis sums up a locale's browser bundle from its metafile.
type Analysis struct {
	Locale   string // "" for a site of one locale
	File     string // the metafile, relative to the build folder
	JS, CSS  Sizes
	Largest  []Size // the largest output files, largest first
	Packages []Size // what the JavaScript is made of, by package ("site", "theme" for the rest), largest first
}

// Sizes counts files and their bytes.
type Sizes struct {
	Files int
	Bytes int
}

// Size is the bytes of one name.
type Size struct {
	Name  string
	Bytes int
}

// analysisTop is how many files and packages an Analysis lists.
const analysisTop = 5

// analyze sums up a metafile, and the stylesheets among files (built apart, in no metafile).
// A name under node_modules counts for its package; under the theme's folder, for "theme";
// anything else the site's code and content, "site".
func analyze(metafile, themeDir string, files []bundle.File) (*Analysis, error) {
	var m struct {
		Outputs map[string]struct {
			Bytes  int `json:"bytes"`
			Inputs map[string]struct {
				BytesInOutput int `json:"bytesInOutput"`
			} `json:"inputs"`
		} `json:"outputs"`
	}
	if err := json.Unmarshal([]byte(metafile), &m); err != nil {
		return nil, err
	}
	a := &Analysis{}
	packages := map[string]int{}
	theme := path.Base(path.Dir(strings.ReplaceAll(themeDir, "\\", "/"))) + "/" // theme-classic/
	for name, o := range m.Outputs {
		short := name
		if i := strings.Index(name, "assets/"); i >= 0 {
			short = name[i:]
		}
		if path.Ext(name) != ".js" {
			continue // stylesheets (below), source maps, images
		}
		a.JS.Files++
		a.JS.Bytes += o.Bytes
		a.Largest = append(a.Largest, Size{short, o.Bytes})
		for in, b := range o.Inputs {
			packages[packageOf(in, theme)] += b.BytesInOutput
		}
	}
	for _, f := range files {
		if path.Ext(f.Path) == ".css" {
			a.CSS.Files++
			a.CSS.Bytes += len(f.Contents)
			a.Largest = append(a.Largest, Size{f.Path, len(f.Contents)})
		}
	}
	for name, n := range packages {
		a.Packages = append(a.Packages, Size{name, n})
	}
	for _, list := range []*[]Size{&a.Largest, &a.Packages} {
		slices.SortFunc(*list, func(x, y Size) int {
			return cmp.Or(cmp.Compare(y.Bytes, x.Bytes), cmp.Compare(x.Name, y.Name))
		})
		*list = (*list)[:min(len(*list), analysisTop)]
	}
	return a, nil
}

// packageOf names what an input of the metafile belongs to: its npm package, the theme, or
// the site.
func packageOf(input, theme string) string {
	input = strings.TrimPrefix(input, "virtual:")
	if i := strings.LastIndex(input, "node_modules/"); i >= 0 {
		parts := strings.SplitN(input[i+len("node_modules/"):], "/", 3)
		if strings.HasPrefix(parts[0], "@") && len(parts) > 1 {
			return parts[0] + "/" + parts[1]
		}
		return parts[0]
	}
	if strings.Contains(input, theme) {
		return "theme"
	}
	return "site"
}
